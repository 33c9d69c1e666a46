import { useTranslation } from "react-i18next";
import { Panel } from "../../../components/panel/panel";
import { LiveFeedbackForm } from "./live-feedback-form";

/**
 * The feedback section of a live interview's page (`/hire/positions/{id}/live-interviews/{id}`):
 * the caller's scorecard, then the team's once theirs is in.
 */
export function LiveFeedbackSection({ liveInterviewId }: { liveInterviewId: string }) {
  const { t } = useTranslation();
  return (
    <Panel id={`live-feedback-${liveInterviewId}`} title={t("liveFeedback.title")}>
      <LiveFeedbackForm liveInterviewId={liveInterviewId} />
    </Panel>
  );
}
