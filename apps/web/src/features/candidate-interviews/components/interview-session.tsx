import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { AlertIcon } from "../../../components/icons/icons";
import { InterviewHeader } from "../../../components/interview-intro/interview-header";
import { apiErrorMessage, errorMessage } from "../../../i18n/error-message";
import { isApiError } from "../../../lib/api-error";
import { summarizeConditions } from "../../../lib/interview-conditions";
import blocks from "../../../styles/blocks.module.css";
import {
  getMyInterview,
  type MyInterview,
  useAcceptMyConsent,
  useStartMyInterview,
  useSubmitMyInterview,
} from "../api/candidate-interviews";
import { useRecordingEnvironment } from "../hooks/recording-environment";
import { useDeviceCheck } from "../hooks/use-device-check";
import {
  useResumePendingTakes,
  useTakeUploadStatuses,
  useTakeUploads,
} from "../hooks/use-take-uploads";
import {
  firstUnansweredIndex,
  flowQuestionOf,
  isSubmitted,
  PRACTICE_QUESTION,
  takesUsedOf,
} from "../lib/interview-plan";
import { takeKey } from "../lib/pending-takes";
import type { RecordedTake } from "../lib/take-recorder";
import type { TakeUploadStatuses } from "../lib/take-uploads";
import { AccommodationRequest } from "./accommodation-request";
import styles from "./candidate-interviews.module.css";
import { ConnectionBanner } from "./connection-banner";
import { ConsentNotice } from "./consent-notice";
import { DeviceCheck } from "./device-check";
import { FinalReview } from "./final-review";
import { QuestionStep } from "./question-step";
import { ReadyScreen, ThanksScreen, WelcomeScreen } from "./session-screens";
import { TextQuestionStep } from "./text-question-step";
import { isUploadPending } from "./upload-status";

type Step =
  | { name: "welcome" }
  /** The consent notice (issue 17), until the candidate has accepted it once. */
  | { name: "consent" }
  /** `resumeAt`: the question to record once the camera is on (from the final review). */
  | { name: "device"; resumeAt?: number }
  | { name: "practice"; round: number }
  | { name: "ready" }
  | { name: "question"; index: number; round: number }
  | { name: "final" }
  | { name: "thanks" };

function newTakeId(): string {
  return typeof crypto !== "undefined" && typeof crypto.randomUUID === "function"
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * The recording page's screens, one thing at a time: welcome and conditions, the camera check,
 * the practice question, the questions, the final review and Submit, then thanks and feedback.
 * A returning candidate picks up at the first question without a take.
 */
export function InterviewSession({ interview }: { interview: MyInterview }) {
  const { t } = useTranslation();
  const { now } = useRecordingEnvironment();
  const device = useDeviceCheck();
  const uploads = useTakeUploads();
  const allStatuses = useTakeUploadStatuses();
  const start = useStartMyInterview(interview.id);
  const consent = useAcceptMyConsent(interview.id);
  const submit = useSubmitMyInterview(interview.id);
  const [step, setStep] = useState<Step>(() =>
    isSubmitted(interview.status) ? { name: "thanks" } : { name: "welcome" },
  );
  const [practiceTakes, setPracticeTakes] = useState(0);
  useResumePendingTakes(interview.id);

  // Upload statuses of this interview's takes, by question id.
  const statuses = useMemo(() => {
    const byQuestion: Record<string, TakeUploadStatuses[string]> = {};
    for (const question of interview.questions) {
      const status = allStatuses[takeKey(interview.id, question.id)];
      if (status) byQuestion[question.id] = status;
    }
    return byQuestion as TakeUploadStatuses;
  }, [allStatuses, interview.id, interview.questions]);
  const keptOnDevice = useMemo(
    () => new Set(Object.keys(statuses).filter((id) => isUploadPending(statuses[id]))),
    [statuses],
  );

  const summary = summarizeConditions(interview.questions);
  const { accommodations } = interview;
  // Written answers need no camera: no device check, no practice recording (issue 17).
  const isText = accommodations.textAnswers;
  const hasAccommodations =
    accommodations.timeMultiplier > 1 || accommodations.extraRetakes > 0 || isText;
  const hasAnyAnswer = interview.questions.some(
    (question) => question.answer || keptOnDevice.has(question.id),
  );

  const isAllRecorded =
    interview.status === "started" && firstUnansweredIndex(interview.questions, keptOnDevice) < 0;

  const goToNextQuestion = useCallback(
    (after = -1) => {
      const remaining = interview.questions.slice(after + 1);
      const nextOffset = firstUnansweredIndex(remaining, keptOnDevice);
      if (nextOffset < 0) setStep({ name: "final" });
      else setStep({ name: "question", index: after + 1 + nextOffset, round: 0 });
    },
    [interview.questions, keptOnDevice],
  );

  const beginQuestions = useCallback(async () => {
    if (interview.status === "invited") {
      try {
        await start.mutateAsync();
      } catch {
        return;
      }
    }
    goToNextQuestion();
  }, [interview.status, start, goToNextQuestion]);

  const keepTake = useCallback(
    (questionId: string) => async (take: RecordedTake) => {
      const takeId = newTakeId();
      await uploads.submit({
        key: takeKey(interview.id, questionId),
        candidateInterviewId: interview.id,
        questionId,
        takeId,
        blob: take.blob,
        contentType: take.contentType,
        durationSeconds: take.durationSeconds,
        recordedAt: now(),
        uploadUrl: null,
        isUploaded: false,
      });
      return takeId;
    },
    [uploads, interview.id, now],
  );

  const keepPracticeTake = useCallback(async () => {
    setPracticeTakes((count) => count + 1);
    return `practice-${newTakeId()}`;
  }, []);

  /** After the welcome (and the consent notice): the camera check, or for written answers on. */
  function afterNotice(): Step {
    if (isAllRecorded) return { name: "final" };
    if (!isText) return { name: "device" };
    return interview.status === "started"
      ? {
          name: "question",
          index: Math.max(0, firstUnansweredIndex(interview.questions, keptOnDevice)),
          round: 0,
        }
      : { name: "ready" };
  }

  async function onSubmit() {
    try {
      await submit.mutateAsync();
      setStep({ name: "thanks" });
    } catch {
      // Shown below from submit.error.
    }
  }

  const submitError = submit.isError
    ? isNoRecording(submit.error)
      ? errorMessage(t, "no_recording")
      : apiErrorMessage(t, submit.error)
    : null;

  const header = (
    <InterviewHeader
      organization={interview.organization}
      title={interview.title}
      positionTitle={interview.positionTitle}
    />
  );

  if (step.name === "thanks") {
    return (
      <div className={`${blocks.stack} ${blocks.column} ${styles.session}`}>
        {header}
        <ThanksScreen interview={interview} />
      </div>
    );
  }

  if (interview.isPastDeadline) {
    return (
      <div className={`${blocks.stack} ${blocks.column} ${styles.session}`}>
        {header}
        <p className={styles.problem} role="alert">
          <AlertIcon size={18} />
          {t("candidateInterviews.session.pastDeadline")}
        </p>
      </div>
    );
  }

  return (
    <div className={`${blocks.stack} ${blocks.column} ${styles.session}`}>
      <ConnectionBanner />
      {step.name === "welcome" ? (
        <>
          {header}
          <WelcomeScreen
            interview={interview}
            summary={summary}
            hasAccommodations={hasAccommodations}
            onBegin={() =>
              setStep(interview.consent === null ? { name: "consent" } : afterNotice())
            }
          />
          {interview.status === "invited" || interview.status === "started" ? (
            <AccommodationRequest interviewId={interview.id} />
          ) : null}
        </>
      ) : null}

      {step.name === "consent" ? (
        <>
          {header}
          <ConsentNotice
            interview={interview}
            isAccepting={consent.isPending}
            acceptError={consent.isError ? apiErrorMessage(t, consent.error) : null}
            onAccept={() =>
              consent.mutate(undefined, {
                onSuccess: () => setStep(afterNotice()),
              })
            }
            onBack={() => setStep({ name: "welcome" })}
          />
        </>
      ) : null}

      {step.name === "device" ? (
        <DeviceCheck
          check={device}
          onContinue={() => {
            if (step.resumeAt !== undefined)
              setStep({ name: "question", index: step.resumeAt, round: now() });
            else if (hasAnyAnswer) void beginQuestions();
            else setStep({ name: "practice", round: 0 });
          }}
          onSkipPractice={
            hasAnyAnswer || step.resumeAt !== undefined
              ? undefined
              : () => setStep({ name: "ready" })
          }
        />
      ) : null}

      {device.stream && step.name === "practice" ? (
        <QuestionStep
          key={`practice-${step.round}`}
          question={PRACTICE_QUESTION}
          text={t("candidateInterviews.practice.text")}
          number={0}
          total={interview.questions.length}
          takesUsed={0}
          stream={device.stream}
          onTakeRecorded={keepPracticeTake}
          onDone={() => setStep({ name: "ready" })}
        />
      ) : null}

      {step.name === "ready" ? (
        <ReadyScreen
          organizationName={interview.organization.name}
          hasPractised={practiceTakes > 0}
          startError={start.isError ? apiErrorMessage(t, start.error) : null}
          isStarting={start.isPending}
          onStart={() => void beginQuestions()}
          onPractiseAgain={
            isText ? undefined : () => setStep({ name: "practice", round: practiceTakes })
          }
        />
      ) : null}

      {isText && step.name === "question"
        ? (() => {
            const question = interview.questions[step.index];
            if (!question) return null;
            return (
              <TextQuestionStep
                key={`${question.id}-${step.round}`}
                interviewId={interview.id}
                question={question}
                number={step.index + 1}
                total={interview.questions.length}
                onDone={() => goToNextQuestion(step.index)}
              />
            );
          })()
        : null}

      {!isText && device.stream && step.name === "question"
        ? (() => {
            const question = interview.questions[step.index];
            if (!question) return null;
            const status = statuses[question.id];
            return (
              <QuestionStep
                key={`${question.id}-${step.round}`}
                question={flowQuestionOf(question)}
                text={question.text ?? ""}
                video={question.video}
                renewVideoUrl={async () => {
                  const fresh = await getMyInterview(interview.id);
                  return fresh.questions.find(({ id }) => id === question.id)?.video?.url;
                }}
                number={step.index + 1}
                total={interview.questions.length}
                takesUsed={takesUsedOf(question.answer?.takesUsed ?? 0, isUploadPending(status))}
                stream={device.stream}
                onTakeRecorded={keepTake(question.id)}
                onDone={() => goToNextQuestion(step.index)}
                uploadStatus={status}
                onRetryUpload={() => uploads.retry(takeKey(interview.id, question.id))}
              />
            );
          })()
        : null}

      {!isText && (step.name === "practice" || step.name === "question") && !device.stream ? (
        <DeviceCheck check={device} onContinue={() => undefined} />
      ) : null}

      {step.name === "final" ? (
        <FinalReview
          questions={interview.questions}
          uploads={statuses}
          onRecord={(index) =>
            setStep(
              device.stream || isText
                ? { name: "question", index, round: now() }
                : { name: "device", resumeAt: index },
            )
          }
          onRetryUpload={(questionId) => uploads.retry(takeKey(interview.id, questionId))}
          onDiscardUpload={(questionId) => void uploads.discard(takeKey(interview.id, questionId))}
          onSubmit={() => void onSubmit()}
          isSubmitting={submit.isPending}
          submitError={submitError}
        />
      ) : null}
    </div>
  );
}

/** The server's `no_recording`, as a code or on a field (SPEC §8). */
function isNoRecording(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.code === "no_recording") return true;
  return Object.values(error.fieldErrors ?? {}).some((codes) => codes.includes("no_recording"));
}
