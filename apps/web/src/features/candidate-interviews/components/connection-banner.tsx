import { useTranslation } from "react-i18next";
import { AlertIcon } from "../../../components/icons/icons";
import { useOnlineStatus } from "../hooks/use-online-status";
import styles from "./candidate-interviews.module.css";

/** Offline: the candidate is told their answers are safe on the device. */
export function ConnectionBanner() {
  const { t } = useTranslation();
  const isOnline = useOnlineStatus();
  return (
    <div role="status" aria-live="polite">
      {isOnline ? null : (
        <p className={styles.offline}>
          <AlertIcon size={18} />
          {t("candidateInterviews.connection.offline")}
        </p>
      )}
    </div>
  );
}
