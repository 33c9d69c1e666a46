import { formatTimer } from "@candor/shared/format";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button/button";
import { CaptionsTrack } from "../../../components/captions-track/captions-track";
import { AlertIcon } from "../../../components/icons/icons";
import introStyles from "../../../components/interview-intro/interview-intro.module.css";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { formatDuration } from "../../../lib/format-duration";
import blocks from "../../../styles/blocks.module.css";
import { useQuestionRecorder } from "../hooks/use-question-recorder";
import { useRenewableVideoUrl } from "../hooks/use-renewable-video-url";
import {
  type FlowQuestion,
  isQuestionVisible,
  retakesLeft,
  secondsLeft,
  secondsRecorded,
  UNLIMITED_RETAKES,
} from "../lib/question-flow";
import type { RecordedTake } from "../lib/take-recorder";
import type { TakeUploadStatus } from "../lib/take-uploads";
import { timeWarningOf } from "../lib/text-answer-flow";
import { CameraPreview } from "./camera-preview";
import styles from "./candidate-interviews.module.css";
import { UploadStatusLine } from "./upload-status";

export type QuestionStepProps = {
  question: FlowQuestion;
  /** The question's text (the practice question's translated one). */
  text: string;
  /** The hiring team's prompt video, if the question has one. */
  video?: { url: string; contentType: string; captionsUrl?: string | null } | null;
  /** A fresh signed URL of the prompt video, asked for when the one given has expired. */
  renewVideoUrl?: () => Promise<string | null | undefined>;
  /** 1-based, of `total`; ignored for the practice question. */
  number: number;
  total: number;
  takesUsed: number;
  stream: MediaStream;
  onTakeRecorded: (take: RecordedTake) => Promise<string>;
  /** The take kept (the candidate goes on). */
  onDone: (takeId: string | null) => void;
  uploadStatus?: TakeUploadStatus;
  onRetryUpload?: () => void;
};

const noRenewal = async () => undefined;

/**
 * One question on one screen: the intro (question hidden, its conditions), the think-time
 * countdown with the question, the recording with its timer and automatic stop, and the review
 * of the take with a retake while retakes remain. The main action of each phase takes the focus,
 * so Space or Enter moves on from the keyboard.
 */
export function QuestionStep({
  question,
  text,
  video,
  renewVideoUrl = noRenewal,
  number,
  total,
  takesUsed,
  stream,
  onTakeRecorded,
  onDone,
  uploadStatus,
  onRetryUpload,
}: QuestionStepProps) {
  const { t } = useTranslation();
  const recorder = useQuestionRecorder({ question, takesUsed, stream, onTakeRecorded });
  const { state, now, reviewUrl } = recorder;
  const { phase } = state;
  const primaryRef = useRef<HTMLButtonElement>(null);
  const promptVideo = useRenewableVideoUrl(video?.url, renewVideoUrl);

  useEffect(() => {
    if (phase.name !== "saving") primaryRef.current?.focus();
  }, [phase.name]);

  // Told once, however often the page re-renders with a new callback.
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;
  const doneTakeId = phase.name === "done" ? phase.takeId : undefined;
  useEffect(() => {
    if (doneTakeId !== undefined) onDoneRef.current(doneTakeId);
  }, [doneTakeId]);

  // Leaving the page mid-answer would lose the take being recorded: the browser asks first.
  const isBusy = phase.name === "recording" || phase.name === "saving";
  useEffect(() => {
    if (!isBusy) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [isBusy]);

  const left = retakesLeft(state);
  // Ten seconds before the automatic stop, screen readers hear it (the timer stays silent).
  const warning =
    phase.name === "recording"
      ? timeWarningOf(secondsLeft(phase, now), question.answerTimeSeconds)
      : null;
  const announcement =
    phase.name === "thinking"
      ? t("candidateInterviews.question.announceThinking", {
          duration: formatDuration(t, question.thinkTimeSeconds),
        })
      : phase.name === "recording"
        ? warning === "tenSeconds"
          ? t("candidateTrust.text.warning.tenSeconds")
          : t("candidateInterviews.question.announceRecording")
        : phase.name === "review"
          ? t("candidateInterviews.question.announceReview")
          : "";
  const heading = question.isPractice
    ? t("candidateInterviews.question.practiceHeading")
    : t("candidateInterviews.question.heading", { number, total });

  return (
    <section
      className={`${pageBlocks.stack4} ${pageBlocks.surface} ${introStyles.step}`}
      aria-labelledby="question-heading"
    >
      <header className={blocks.stackGap1}>
        <h1 className={`${pageBlocks.smallBold} ${styles.eyebrow}`} id="question-heading">
          {heading}
        </h1>
        {question.isPractice ? (
          <p className={pageBlocks.subdued}>{t("candidateInterviews.question.practiceNote")}</p>
        ) : null}
      </header>

      {/* The timers stay silent; screen readers hear when recording starts, ten seconds before
          it stops by itself, and when it stops. */}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>

      {isQuestionVisible(phase) ? (
        <h2 className={styles.questionText}>{text}</h2>
      ) : (
        <div className={pageBlocks.stack3}>
          <p>{t("candidateInterviews.question.introBody")}</p>
          <ul className={styles.factList}>
            <li>
              {t("candidateInterviews.question.thinkTime", {
                duration: formatDuration(t, question.thinkTimeSeconds),
              })}
            </li>
            <li>
              {t("candidateInterviews.question.answerTime", {
                duration: formatDuration(t, question.answerTimeSeconds),
              })}
            </li>
            <li>
              {question.retakesAllowed === UNLIMITED_RETAKES
                ? t("candidateInterviews.question.retakesUnlimited")
                : t("candidateInterviews.question.retakesLeft", { count: left })}
            </li>
          </ul>
        </div>
      )}

      {state.problem ? (
        <p className={styles.problem} role="alert">
          <AlertIcon size={18} />
          {t("candidateInterviews.question.recordingFailed")}
        </p>
      ) : null}

      {phase.name === "intro" ? (
        <div className={`${pageBlocks.wrapRow3} ${introStyles.actions}`}>
          <Button ref={primaryRef} size="lg" onClick={recorder.begin}>
            {t("candidateInterviews.question.show")}
          </Button>
        </div>
      ) : null}

      {phase.name === "thinking" ? (
        <>
          {video ? (
            // biome-ignore lint/a11y/useMediaCaption: CaptionsTrack adds the team's captions when there are any; the text is above
            <video
              className={styles.promptVideo}
              src={promptVideo.src}
              onError={promptVideo.onError}
              controls
              playsInline
            >
              <CaptionsTrack url={video.captionsUrl} />
            </video>
          ) : null}
          <div className={`${pageBlocks.wrapRow3} ${styles.timerRow}`}>
            <span>{t("candidateInterviews.question.recordingStartsIn")}</span>
            <span className={styles.timer} role="timer" aria-live="off">
              {formatTimer(secondsLeft(phase, now), { round: "up" })}
            </span>
          </div>
          <CameraPreview stream={stream} label={t("candidateInterviews.device.preview")} />
          <div className={`${pageBlocks.wrapRow3} ${introStyles.actions}`}>
            <Button ref={primaryRef} size="lg" onClick={recorder.startRecording}>
              {t("candidateInterviews.question.startNow")}
            </Button>
          </div>
        </>
      ) : null}

      {phase.name === "recording" ? (
        <>
          <CameraPreview
            stream={stream}
            label={t("candidateInterviews.device.preview")}
            isRecording
            recordingLabel={t("candidateInterviews.question.recording")}
          />
          <div className={`${pageBlocks.wrapRow3} ${styles.timerRow}`}>
            <span className={styles.timer} role="timer" aria-live="off">
              {t("candidateInterviews.question.elapsed", {
                elapsed: formatTimer(secondsRecorded(phase, now)),
                limit: formatTimer(question.answerTimeSeconds),
              })}
            </span>
          </div>
          <p className={pageBlocks.subdued}>{t("candidateInterviews.question.autoStop")}</p>
          <div className={`${pageBlocks.wrapRow3} ${introStyles.actions}`}>
            <Button ref={primaryRef} size="lg" variant="danger" onClick={recorder.stop}>
              {t("candidateInterviews.question.stop")}
            </Button>
          </div>
        </>
      ) : null}

      {phase.name === "saving" ? (
        <p className={pageBlocks.semibold} role="status">
          {t("candidateInterviews.question.saving")}
        </p>
      ) : null}

      {phase.name === "review" ? (
        <>
          {state.wasAutoStopped ? (
            <p className={introStyles.note} role="status">
              {t("candidateInterviews.question.autoStopped")}
            </p>
          ) : null}
          {reviewUrl ? (
            // biome-ignore lint/a11y/useMediaCaption: the candidate's own recording, just made
            <video
              className={styles.reviewVideo}
              src={reviewUrl}
              controls
              playsInline
              aria-label={t("candidateInterviews.question.yourTake")}
            />
          ) : null}
          <p className={pageBlocks.subdued}>
            {t("candidateInterviews.question.takeLength", {
              duration: formatTimer(phase.durationSeconds),
            })}
          </p>
          {question.isPractice ? null : (
            <UploadStatusLine status={uploadStatus} onRetry={onRetryUpload} />
          )}
          <div className={`${pageBlocks.wrapRow3} ${introStyles.actions}`}>
            <Button ref={primaryRef} size="lg" onClick={recorder.keep}>
              {question.isPractice
                ? t("candidateInterviews.question.continue")
                : t("candidateInterviews.question.keep")}
            </Button>
            {left > 0 ? (
              <Button size="lg" variant="secondary" onClick={recorder.retake}>
                {question.retakesAllowed === UNLIMITED_RETAKES
                  ? t("candidateInterviews.question.tryAgain")
                  : t("candidateInterviews.question.retake", { count: left })}
              </Button>
            ) : (
              <p className={pageBlocks.subdued}>
                {t("candidateInterviews.question.noRetakesLeft")}
              </p>
            )}
          </div>
        </>
      ) : null}
    </section>
  );
}
