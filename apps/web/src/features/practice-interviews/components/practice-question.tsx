import { LOCALE_NAMES } from "@candor/shared/constants";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button/button";
import { FormBanner } from "../../../components/form/form-banner";
import {
  ArrowRightIcon,
  CheckCircleIcon,
  InfoIcon,
  PlayIcon,
  StarIcon,
} from "../../../components/icons/icons";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { apiErrorMessage } from "../../../i18n/error-message";
import blocks from "../../../styles/blocks.module.css";
import {
  type AnswerOutcome,
  type PracticeQuestion,
  useAnswerPracticeQuestion,
} from "../api/practice-interviews";
import type { PracticePhase } from "../hooks/practice-flow";
import styles from "./practice.module.css";

/** The clip every practice question falls back to when the API gives none. */
export const DEFAULT_PRACTICE_CLIP = "/media/training/practice-candidate-answer.webm";
export const DEFAULT_PRACTICE_CAPTIONS = "/media/training/practice-candidate-answer.vtt";

export type PracticeQuestionViewProps = {
  slug: string;
  question: PracticeQuestion;
  /** 1-based. */
  position: number;
  total: number;
  phase: Exclude<PracticePhase, "complete">;
  isLast: boolean;
  onWatched: () => void;
  onWatchAgain: () => void;
  onAnswered: (outcome: AnswerOutcome) => void;
  onChangeAnswer: () => void;
  onNext: () => void;
};

/** One question of a mock interview in its three steps: the clip, the choice, the feedback. */
export function PracticeQuestionView({
  slug,
  question,
  position,
  total,
  phase,
  isLast,
  onWatched,
  onWatchAgain,
  onAnswered,
  onChangeAnswer,
  onNext,
}: PracticeQuestionViewProps) {
  const { t } = useTranslation();
  const answer = useAnswerPracticeQuestion(slug);
  const [selected, setSelected] = useState<string | null>(question.answerId);
  const [awarded, setAwarded] = useState<number | null>(null);
  const groupName = useId();
  const stepLabel = t("practice.interview.questionOf", { n: position, total });
  const chosen = question.answers.find(({ id }) => id === question.answerId);
  const clip = question.videoUrl || DEFAULT_PRACTICE_CLIP;
  const captions = question.captionsUrl || (question.videoUrl ? null : DEFAULT_PRACTICE_CAPTIONS);

  async function submit() {
    if (!selected) return;
    try {
      const outcome = await answer.mutateAsync({ questionId: question.id, answerId: selected });
      setAwarded(outcome.pointsAwarded);
      onAnswered(outcome);
    } catch {
      // Shown by the banner below from the mutation's error.
    }
  }

  if (phase === "watch") {
    return (
      <section
        className={`${pageBlocks.raisedSurface} ${pageBlocks.stack4} ${styles.step}`}
        aria-labelledby="practice-step-heading"
      >
        <p className={blocks.stepCount}>{stepLabel}</p>
        <h2 id="practice-step-heading" className={pageBlocks.titleXl} tabIndex={-1}>
          {t("practice.interview.watchTitle")}
        </h2>
        <p className={pageBlocks.subdued}>{question.videoTitle}</p>
        <div className={styles.videoFrame}>
          {/* Ending the clip moves on to the question, as the curriculum's practice steps do. */}
          <video
            className={styles.video}
            src={clip}
            controls
            preload="metadata"
            playsInline
            onEnded={onWatched}
            aria-label={question.videoTitle || t("practice.interview.clipLabel")}
          >
            <track
              kind="captions"
              src={captions ?? undefined}
              srcLang="en"
              label={LOCALE_NAMES.en}
              default
            />
          </video>
        </div>
        <div className={`${pageBlocks.endActions} ${styles.stepActions}`}>
          <Button onClick={onWatched}>
            {t("practice.interview.toQuestion")}
            <ArrowRightIcon size={16} />
          </Button>
        </div>
      </section>
    );
  }

  if (phase === "choose") {
    return (
      <section
        className={`${pageBlocks.raisedSurface} ${pageBlocks.stack4} ${styles.step}`}
        aria-labelledby="practice-step-heading"
      >
        <p className={blocks.stepCount}>{stepLabel}</p>
        <form
          className={pageBlocks.stack4}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <fieldset className={`${blocks.fieldset} ${pageBlocks.stack2}`}>
            <legend className={styles.legend}>
              <h2 id="practice-step-heading" className={pageBlocks.titleXl} tabIndex={-1}>
                {question.text}
              </h2>
            </legend>
            {question.answerId ? (
              <p className={`${pageBlocks.muted} ${pageBlocks.row2} ${styles.note}`}>
                <InfoIcon size={16} />
                {t("practice.interview.firstAnswerPays")}
              </p>
            ) : null}
            {question.answers.map((option) => (
              <label
                key={option.id}
                className={`${blocks.option} ${styles.option}`}
                data-selected={selected === option.id || undefined}
              >
                <input
                  type="radio"
                  name={groupName}
                  value={option.id}
                  checked={selected === option.id}
                  onChange={() => setSelected(option.id)}
                />
                <span>{option.text}</span>
              </label>
            ))}
          </fieldset>
          {answer.isError ? <FormBanner>{apiErrorMessage(t, answer.error)}</FormBanner> : null}
          <div className={`${pageBlocks.endActions} ${styles.stepActions}`}>
            <Button variant="secondary" onClick={onWatchAgain}>
              <PlayIcon size={16} />
              {t("practice.interview.watchAgain")}
            </Button>
            {/* Appears once a response is chosen (SPEC §5 Submit Answer). */}
            {selected ? (
              <Button type="submit" disabled={answer.isPending} aria-busy={answer.isPending}>
                {t("practice.interview.submit")}
              </Button>
            ) : null}
          </div>
        </form>
      </section>
    );
  }

  const points = chosen?.points ?? 0;
  const isGood = points > 0;
  return (
    <section
      className={`${pageBlocks.raisedSurface} ${pageBlocks.stack4} ${styles.step}`}
      aria-labelledby="practice-step-heading"
    >
      <p className={blocks.stepCount}>{stepLabel}</p>
      <h2 id="practice-step-heading" className={pageBlocks.titleXl} tabIndex={-1}>
        {t("practice.interview.feedbackTitle")}
      </h2>
      <p className={pageBlocks.subdued}>{question.text}</p>
      <div
        className={`${pageBlocks.stack3} ${styles.feedback}`}
        data-tone={isGood ? "good" : "weak"}
      >
        <p className={`${blocks.topRow} ${pageBlocks.semibold} ${styles.feedbackChoice}`}>
          {isGood ? <CheckCircleIcon size={20} /> : <InfoIcon size={20} />}
          <span>
            <span className="visually-hidden">{t("practice.interview.yourChoice")}: </span>
            {chosen?.text}
          </span>
        </p>
        <p className={`${pageBlocks.inlineRow} ${pageBlocks.smallBold} ${styles.feedbackPoints}`}>
          <StarIcon size={16} />
          {t("practice.interview.answerPoints", { count: points })}
        </p>
        {chosen?.description ? <p className={styles.feedbackText}>{chosen.description}</p> : null}
        {awarded !== null && awarded === 0 && points > 0 ? (
          <p className={`${pageBlocks.muted} ${pageBlocks.row2} ${styles.note}`}>
            <InfoIcon size={16} />
            {t("practice.interview.alreadyCounted")}
          </p>
        ) : null}
      </div>
      <div className={`${pageBlocks.endActions} ${styles.stepActions}`}>
        <Button variant="secondary" onClick={onChangeAnswer}>
          {t("practice.interview.changeAnswer")}
        </Button>
        <Button onClick={onNext}>
          {isLast ? t("practice.interview.finish") : t("practice.interview.next")}
          <ArrowRightIcon size={16} />
        </Button>
      </div>
    </section>
  );
}
