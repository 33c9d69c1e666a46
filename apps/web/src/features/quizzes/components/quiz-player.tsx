import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { FormBanner } from "../../../components/form/form-banner";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { apiErrorMessage } from "../../../i18n/error-message";
import type { Quiz } from "../../../lib/training/training-records";
import blocks from "../../../styles/blocks.module.css";
import { type QuizFlowOutcome, type QuizFlowStep, useQuizFlow } from "../hooks/use-quiz-flow";
import { currentStepIndex, quizProgressText, stepsCount } from "../lib/quiz-progress";
import { PracticeVideo } from "./practice-video";
import styles from "./quiz.module.css";
import { QuizFeedback } from "./quiz-feedback";
import { QuizOverview } from "./quiz-overview";
import { QuizQuestion } from "./quiz-question";
import { QuizResults } from "./quiz-results";
import { StepNavigation } from "./step-navigation";

export type QuizPlayerProps = {
  quiz: Quiz;
  /** The lesson the quiz belongs to, shown above its name. */
  videoTitle: string;
  /** Sends the answers; throws the ApiError for the red banner. */
  onSubmit: (answerIds: string[]) => Promise<void>;
  onEnd: (outcome: QuizFlowOutcome) => void;
};

/** The screen of a step that concerns one question, and which one. */
function questionStep(step: QuizFlowStep, last: number) {
  if (step.name === "video" || step.name === "question" || step.name === "feedback") {
    return { name: step.name, index: step.index };
  }
  if (step.name === "submitting" && step.returnTo === "feedback") {
    return { name: "feedback" as const, index: last };
  }
  return null;
}

/**
 * The quiz screen (SPEC §2, §4): renders the flow's state machine — overview, video, question,
 * answer feedback, results — with the step navigation and the progress text. Focus follows the
 * step to its heading, so keyboard and screen-reader users land on the new screen.
 */
export function QuizPlayer({ quiz, videoTitle, onSubmit, onEnd }: QuizPlayerProps) {
  const { t } = useTranslation();
  const { state, send, submitError } = useQuizFlow({ quiz, onSubmit, onEnd });
  const { step } = state;
  const questions = quiz.quizQuestions;
  const last = questions.length - 1;
  const current = questionStep(step, last);
  const question = current ? questions[current.index] : undefined;
  const chosenIds = question ? (state.answers[question.id] ?? []) : [];
  const isBusy = step.name === "submitting";
  const showResults = step.name === "results" || (isBusy && step.returnTo === "results");

  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepKey = current ? `${current.name}-${current.index}` : step.name;
  const isFirstRender = useRef(true);
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    if (stepKey !== "submitting") headingRef.current?.focus();
  }, [stepKey]);

  const progress =
    current && current.name !== "feedback"
      ? quizProgressText(quiz.quizType, current.name, current.index, questions.length)
      : current
        ? quizProgressText(quiz.quizType, "question", current.index, questions.length)
        : null;

  const stepLabels = Array.from({ length: stepsCount(quiz.quizType, questions.length) }, (_, i) =>
    quiz.quizType === "practice"
      ? t(i % 2 === 0 ? "quiz.steps.video" : "quiz.steps.question", {
          number: Math.floor(i / 2) + 1,
        })
      : t("quiz.steps.question", { number: i + 1 }),
  );
  const stepIndex = current
    ? currentStepIndex(quiz.quizType, current.name, current.index)
    : showResults
      ? stepLabels.length
      : null;

  return (
    <section className={`${blocks.column} ${styles.quiz}`} aria-labelledby="quiz-title">
      <header className={blocks.gridGap2}>
        <p className={pageBlocks.metaRow}>
          <span className={blocks.typeBadge} data-type={quiz.quizType}>
            {t(`quiz.label.${quiz.quizType}`)}
          </span>
          <span>{videoTitle}</span>
        </p>
        <h2
          id="quiz-title"
          className={`${pageBlocks.title2xl} ${styles.title}`}
          ref={headingRef}
          tabIndex={-1}
        >
          {showResults ? t("quiz.results.title", { name: quiz.name }) : quiz.name}
        </h2>
        {progress ? (
          <p className={`${pageBlocks.smallBold} ${styles.progress}`} aria-live="polite">
            {t(progress.key, progress.values)}
          </p>
        ) : null}
        {stepIndex !== null && stepLabels.length > 0 ? (
          <StepNavigation steps={stepLabels} current={stepIndex} />
        ) : null}
      </header>

      {submitError ? <FormBanner>{apiErrorMessage(t, submitError)}</FormBanner> : null}

      {step.name === "overview" ? (
        <QuizOverview
          quiz={quiz}
          onStart={() => send({ type: "START" })}
          onSkip={() => send({ type: "SKIP" })}
        />
      ) : null}

      {current?.name === "video" && question ? (
        <PracticeVideo
          key={question.id}
          question={question}
          onEnded={() => send({ type: "VIDEO_ENDED" })}
          onBack={() => send({ type: "BACK" })}
        />
      ) : null}

      {current?.name === "question" && question ? (
        <QuizQuestion
          key={question.id}
          question={question}
          quizType={quiz.quizType}
          chosenIds={chosenIds}
          onChoose={(answerIds) => send({ type: "CHOOSE", questionId: question.id, answerIds })}
          onSubmit={() => send({ type: "SUBMIT_ANSWER" })}
          onBack={() => send({ type: "BACK" })}
        />
      ) : null}

      {current?.name === "feedback" && question ? (
        <QuizFeedback
          question={question}
          quizType={quiz.quizType}
          chosenIds={chosenIds}
          isLast={current.index === last}
          isBusy={isBusy}
          onNext={() => send({ type: "NEXT" })}
          onBack={() => send({ type: "BACK" })}
          {...(quiz.quizType === "practice" && state.isSubmitted && current.index === last
            ? { onRetake: () => send({ type: "RETAKE" }) }
            : {})}
        />
      ) : null}

      {showResults ? (
        <QuizResults
          quiz={quiz}
          chosenIds={questions.flatMap((item) => state.answers[item.id] ?? [])}
          isSubmitted={state.isSubmitted}
          isBusy={isBusy}
          onFinish={() => send({ type: "FINISH" })}
          onRetake={() => send({ type: "RETAKE" })}
        />
      ) : null}
    </section>
  );
}
