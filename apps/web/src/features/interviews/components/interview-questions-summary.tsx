import { useTranslation } from "react-i18next";
import { LockIcon, VideoIcon } from "../../../components/icons/icons";
import type { Interview } from "../api/interviews";
import { formatSeconds } from "../lib/format";
import styles from "./interview-page.module.css";

/** The questions of the version shown, in order, with each one's conditions. */
export function InterviewQuestionsSummary({ interview }: { interview: Interview }) {
  const { t } = useTranslation();
  if (interview.questions.length === 0) {
    return <p className={styles.muted}>{t("interviews.page.noQuestions")}</p>;
  }
  return (
    <>
      {interview.version.lockedAt ? (
        <p className={styles.lockNote}>
          <LockIcon size={16} />
          {t("interviews.page.locked")}
        </p>
      ) : null}
      <ol className={styles.questionSummary}>
        {interview.questions.map((question) => (
          <li key={question.id}>
            <p>
              {question.text}
              {question.videoUrl ? (
                <span className={styles.inlineIcon} title={t("interviews.builder.hasVideo")}>
                  <VideoIcon size={14} />
                  <span className="visually-hidden">{t("interviews.builder.hasVideo")}</span>
                </span>
              ) : null}
            </p>
            <p className={styles.muted}>
              {t("interviews.page.conditions", {
                think: formatSeconds(t, question.thinkTimeSeconds),
                answer: formatSeconds(t, question.answerTimeSeconds),
                retakes: t("interviews.builder.retakesCount", { count: question.retakesAllowed }),
              })}
            </p>
          </li>
        ))}
      </ol>
    </>
  );
}
