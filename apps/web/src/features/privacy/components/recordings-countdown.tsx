import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { myRetentionQueryOptions, type RecordingsCountdown } from "../api/privacy";
import styles from "./privacy.module.css";

/** "Your recordings for Acme will be deleted on 12 May 2027", in the reader's language. */
export function useCountdownText() {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "long" });
  return (countdown: RecordingsCountdown, whose: "mine" | "theirs") =>
    countdown.deleteOn
      ? t(`privacy.countdown.${whose}.scheduled`, {
          organization: countdown.organizationName,
          interview: countdown.interviewTitle,
          date: date.format(new Date(countdown.deleteOn)),
        })
      : t(`privacy.countdown.${whose}.pending`, {
          organization: countdown.organizationName,
          interview: countdown.interviewTitle,
        });
}

/**
 * The candidate dashboard's notice of when each organization deletes their recordings (issue 17).
 * Shows nothing while loading, when nothing is kept, or if the call fails: it is information
 * beside the interviews, never in their way.
 */
export function MyRecordingsCountdown() {
  const { t } = useTranslation();
  const countdowns = useQuery(myRetentionQueryOptions);
  const text = useCountdownText();
  if (!countdowns.data || countdowns.data.length === 0) return null;
  return (
    <section
      className={`${pageBlocks.stack2} ${styles.notice}`}
      aria-labelledby="my-retention-title"
    >
      <h2 id="my-retention-title" className={pageBlocks.bold}>
        {t("privacy.countdown.title")}
      </h2>
      <ul className={pageBlocks.stack2}>
        {countdowns.data.map((countdown) => (
          <li key={countdown.candidateInterviewId}>{text(countdown, "mine")}</li>
        ))}
      </ul>
      <p className={pageBlocks.muted}>{t("privacy.countdown.rights")}</p>
    </section>
  );
}
