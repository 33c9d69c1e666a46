import { formatTimer } from "@candor/shared/format";
import { TEXT_ANSWER_MAX_LENGTH } from "@candor/shared/schemas/candidate-interviews";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button/button";
import { AlertIcon } from "../../../components/icons/icons";
import introStyles from "../../../components/interview-intro/interview-intro.module.css";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { apiErrorMessage } from "../../../i18n/error-message";
import { formatDuration } from "../../../lib/format-duration";
import blocks from "../../../styles/blocks.module.css";
import { type MyQuestion, useRecordTextAnswer } from "../api/candidate-interviews";
import { useRecordingEnvironment } from "../hooks/recording-environment";
import {
  type TextPhase,
  textSecondsLeft,
  timeWarningOf,
  writingSeconds,
} from "../lib/text-answer-flow";
import styles from "./candidate-interviews.module.css";

/**
 * One question answered in writing (the text-answers accommodation, issue 17): the same thinking
 * time, answer time and retakes as a recording. Writing starts on its own after the thinking
 * time and the answer is sent on its own when the answer time ends; screen readers hear each
 * phase and a minute and ten seconds left, the timers themselves stay silent.
 */
export function TextQuestionStep({
  interviewId,
  question,
  number,
  total,
  onDone,
}: {
  interviewId: string;
  question: MyQuestion;
  number: number;
  total: number;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { now } = useRecordingEnvironment();
  const record = useRecordTextAnswer(interviewId);
  const textId = useId();
  const [phase, setPhase] = useState<TextPhase>({ name: "intro" });
  const [text, setText] = useState("");
  const [tick, setTick] = useState(() => now());
  const primaryRef = useRef<HTMLButtonElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const takesUsed = question.answer?.takesUsed ?? 0;
  const takesLeft = Math.max(0, 1 + question.retakesAllowed - takesUsed);
  const limits = {
    thinkTimeSeconds: question.thinkTimeSeconds,
    answerTimeSeconds: question.answerTimeSeconds,
  };
  const left = textSecondsLeft(phase, limits, tick);

  const isTimed = phase.name === "thinking" || phase.name === "writing";
  useEffect(() => {
    if (!isTimed) return;
    const timer = setInterval(() => setTick(now()), 250);
    return () => clearInterval(timer);
  }, [isTimed, now]);

  const send = useCallback(() => {
    if (phase.name !== "writing" || record.isPending) return;
    const durationSeconds = writingSeconds(phase, question.answerTimeSeconds, now());
    const answer = text.trim();
    if (!answer) return;
    record.mutate(
      { questionId: question.id, input: { text: answer, duration_seconds: durationSeconds } },
      { onSuccess: () => setPhase({ name: "sent", durationSeconds }) },
    );
  }, [phase, record, question, text, now]);

  // The thinking time ends: writing begins. The answer time ends: what is written is sent.
  useEffect(() => {
    if (left !== 0) return;
    if (phase.name === "thinking") setPhase({ name: "writing", startedAt: now() });
    else if (phase.name === "writing") send();
  }, [left, phase.name, now, send]);

  useEffect(() => {
    if (phase.name === "writing") textRef.current?.focus();
    else primaryRef.current?.focus();
  }, [phase.name]);

  const warning = phase.name === "writing" ? timeWarningOf(left, question.answerTimeSeconds) : null;
  const announcement =
    phase.name === "thinking"
      ? t("candidateTrust.text.announceThinking", {
          duration: formatDuration(t, question.thinkTimeSeconds),
        })
      : phase.name === "writing"
        ? warning
          ? t(`candidateTrust.text.warning.${warning}`)
          : t("candidateTrust.text.announceWriting")
        : phase.name === "sent"
          ? t("candidateTrust.text.announceSent")
          : "";

  return (
    <section
      className={`${pageBlocks.stack4} ${pageBlocks.surface} ${introStyles.step}`}
      aria-labelledby="question-heading"
    >
      <h1 className={`${pageBlocks.smallBold} ${styles.eyebrow}`} id="question-heading">
        {t("candidateInterviews.question.heading", { number, total })}
      </h1>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>

      {phase.name === "intro" ? (
        <>
          <p>{t("candidateInterviews.question.introBody")}</p>
          <ul className={styles.factList}>
            <li>
              {t("candidateTrust.text.thinkTime", {
                duration: formatDuration(t, question.thinkTimeSeconds),
              })}
            </li>
            <li>
              {t("candidateTrust.text.answerTime", {
                duration: formatDuration(t, question.answerTimeSeconds),
              })}
            </li>
            <li>{t("candidateTrust.text.takesLeft", { count: Math.max(0, takesLeft - 1) })}</li>
          </ul>
          <div className={`${pageBlocks.wrapRow3} ${introStyles.actions}`}>
            <Button
              ref={primaryRef}
              size="lg"
              onClick={() => setPhase({ name: "thinking", startedAt: now() })}
            >
              {t("candidateInterviews.question.show")}
            </Button>
          </div>
        </>
      ) : (
        <h2 className={styles.questionText}>{question.text}</h2>
      )}

      {phase.name === "thinking" ? (
        <>
          <div className={`${pageBlocks.wrapRow3} ${styles.timerRow}`}>
            <span>{t("candidateTrust.text.writingStartsIn")}</span>
            <span className={styles.timer} role="timer" aria-live="off">
              {formatTimer(left ?? 0)}
            </span>
          </div>
          <div className={`${pageBlocks.wrapRow3} ${introStyles.actions}`}>
            <Button
              ref={primaryRef}
              size="lg"
              onClick={() => setPhase({ name: "writing", startedAt: now() })}
            >
              {t("candidateTrust.text.startNow")}
            </Button>
          </div>
        </>
      ) : null}

      {phase.name === "writing" ? (
        <>
          <label htmlFor={textId} className={pageBlocks.semibold}>
            {t("candidateTrust.text.label")}
          </label>
          <textarea
            id={textId}
            ref={textRef}
            className={styles.textAnswer}
            rows={10}
            maxLength={TEXT_ANSWER_MAX_LENGTH}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <div className={`${pageBlocks.wrapRow3} ${styles.timerRow}`}>
            <span>{t("candidateTrust.text.timeLeft")}</span>
            <span className={styles.timer} role="timer" aria-live="off">
              {formatTimer(left ?? 0)}
            </span>
          </div>
          {record.isError ? (
            <p className={styles.problem} role="alert">
              <AlertIcon size={18} />
              {apiErrorMessage(t, record.error)}
            </p>
          ) : null}
          <div className={`${pageBlocks.wrapRow3} ${introStyles.actions}`}>
            <Button size="lg" onClick={send} disabled={record.isPending || !text.trim()}>
              {t("candidateTrust.text.send")}
            </Button>
          </div>
        </>
      ) : null}

      {phase.name === "sent" ? (
        <div className={blocks.stackGap1}>
          <p className={pageBlocks.semibold}>{t("candidateTrust.text.sent")}</p>
          <div className={`${pageBlocks.wrapRow3} ${introStyles.actions}`}>
            <Button ref={primaryRef} size="lg" onClick={onDone}>
              {t("candidateInterviews.question.keep")}
            </Button>
            {takesLeft > 0 ? (
              <Button
                size="lg"
                variant="secondary"
                onClick={() => {
                  setText("");
                  setPhase({ name: "thinking", startedAt: now() });
                }}
              >
                {t("candidateTrust.text.writeAgain", { count: takesLeft })}
              </Button>
            ) : (
              <p className={pageBlocks.subdued}>
                {t("candidateInterviews.question.noRetakesLeft")}
              </p>
            )}
          </div>
        </div>
      ) : null}
    </section>
  );
}
