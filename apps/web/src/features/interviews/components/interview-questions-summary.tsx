import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { LockIcon, VideoIcon } from "../../../components/icons/icons";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { apiErrorMessage } from "../../../i18n/error-message";
import { formatDuration } from "../../../lib/format-duration";
import { type Interview, interviewVersionQueryOptions } from "../api/interviews";
import styles from "./interview-page.module.css";

/**
 * The questions of one version, in order, with each one's conditions: the current version, or an
 * older one chosen to see what the candidates who started on it answer.
 */
export function InterviewQuestionsSummary({ interview }: { interview: Interview }) {
  const { t } = useTranslation();
  const id = useId();
  const [version, setVersion] = useState(interview.currentVersion);
  const isCurrent = version === interview.currentVersion;
  const older = useQuery({
    ...interviewVersionQueryOptions(interview.id, version),
    enabled: !isCurrent,
  });
  const shown = isCurrent ? interview : older.data;
  const versions = Array.from({ length: interview.currentVersion }, (_, index) => index + 1);

  return (
    <>
      {interview.currentVersion > 1 ? (
        <div className={`${pageBlocks.metaRow} ${pageBlocks.semibold}`}>
          <label htmlFor={id}>{t("interviews.page.showVersion")}</label>
          <select
            id={id}
            className={pageBlocks.control}
            value={version}
            onChange={(event) => setVersion(Number(event.target.value))}
          >
            {versions.map((number) => (
              <option key={number} value={number}>
                {number === interview.currentVersion
                  ? t("interviews.page.currentVersion", { version: number })
                  : t("interviews.page.version", { version: number })}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {!shown ? (
        older.isError ? (
          <p
            className={`${pageBlocks.stack2} ${pageBlocks.error} ${styles.inlineError}`}
            role="alert"
          >
            {apiErrorMessage(t, older.error)}
          </p>
        ) : (
          <p className={pageBlocks.muted} role="status">
            {t("interviews.page.loadingVersion")}
          </p>
        )
      ) : shown.questions.length === 0 ? (
        <p className={pageBlocks.muted}>{t("interviews.page.noQuestions")}</p>
      ) : (
        <>
          {shown.version.lockedAt ? (
            <p className={`${pageBlocks.muted} ${pageBlocks.row2}`}>
              <LockIcon size={16} />
              {t("interviews.page.locked")}
            </p>
          ) : null}
          <ol className={styles.questionSummary}>
            {shown.questions.map((question) => (
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
                <p className={pageBlocks.muted}>
                  {t("interviews.page.conditions", {
                    think: formatDuration(t, question.thinkTimeSeconds, { style: "short" }),
                    answer: formatDuration(t, question.answerTimeSeconds, { style: "short" }),
                    retakes: t("interviews.builder.retakesCount", {
                      count: question.retakesAllowed,
                    }),
                  })}
                </p>
              </li>
            ))}
          </ol>
        </>
      )}
    </>
  );
}
