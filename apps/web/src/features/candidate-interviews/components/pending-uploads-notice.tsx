import { useTranslation } from "react-i18next";
import introStyles from "../../../components/interview-intro/interview-intro.module.css";
import { useResumePendingTakes, useTakeUploadStatuses } from "../hooks/use-take-uploads";
import { ConnectionBanner } from "./connection-banner";
import { isUploadPending } from "./upload-status";

/**
 * On the dashboard: answers recorded on this device and not yet confirmed by the server resume
 * uploading, and the candidate sees how many are still on their way.
 */
export function PendingUploadsNotice() {
  const { t } = useTranslation();
  useResumePendingTakes();
  const statuses = useTakeUploadStatuses();
  const pending = Object.values(statuses).filter(isUploadPending);
  const failed = pending.filter((status) => status.state === "failed").length;
  if (pending.length === 0) return null;
  return (
    <>
      <ConnectionBanner />
      <p className={introStyles.note} role="status">
        {t("candidateInterviews.dashboard.uploading", { count: pending.length })}
        {failed > 0 ? ` ${t("candidateInterviews.dashboard.uploadFailed", { count: failed })}` : ""}
      </p>
    </>
  );
}
