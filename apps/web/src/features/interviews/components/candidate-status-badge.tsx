import type { CandidateInterviewStatus } from "@candor/shared/rules/interviews";
import { useTranslation } from "react-i18next";
import styles from "./interview-page.module.css";

/** A candidate interview's status as a pill: the word carries the meaning, the colour helps. */
export function CandidateStatusBadge({ status }: { status: CandidateInterviewStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`${styles.badge} ${styles[`status_${status}`]}`}>
      {t(`interviews.status.${status}`)}
    </span>
  );
}
