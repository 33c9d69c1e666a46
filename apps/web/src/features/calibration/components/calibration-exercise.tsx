import { path } from "@candor/shared/routes";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button, ButtonLink } from "../../../components/button/button";
import { CriterionRating } from "../../../components/criterion-rating/criterion-rating";
import { FormBanner } from "../../../components/form/form-banner";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { VideoPlayer } from "../../../components/video-player/video-player";
import { apiErrorMessage } from "../../../i18n/error-message";
import {
  type CalibrationAttempt,
  type CalibrationExercise,
  useCreateCalibrationAttempt,
} from "../api/calibration";
import styles from "./calibration.module.css";

const keyOf = (sampleId: string, criterionId: string) => `${sampleId}:${criterionId}`;

function formatDeviation(value: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value);
}

/**
 * Takes a calibration exercise: each sample's video and transcript, rated on the scorecard with
 * the review page's rating component; then the result beside the expert's scores.
 */
export function CalibrationExerciseView({ exercise }: { exercise: CalibrationExercise }) {
  const { t } = useTranslation();
  const baseId = useId();
  const submit = useCreateCalibrationAttempt(exercise.id);
  const [ratings, setRatings] = useState<Record<string, number>>({});
  const [missing, setMissing] = useState<ReadonlySet<string>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<CalibrationAttempt | null>(null);

  if (result) {
    return (
      <CalibrationResult
        exercise={exercise}
        attempt={result}
        onRetake={() => {
          setResult(null);
          setRatings({});
          window.scrollTo({ top: 0 });
        }}
      />
    );
  }

  async function send() {
    setProblem(null);
    const unrated = new Set(
      exercise.samples.flatMap((sample) =>
        exercise.criteria
          .filter((criterion) => !ratings[keyOf(sample.id, criterion.id)])
          .map((criterion) => keyOf(sample.id, criterion.id)),
      ),
    );
    setMissing(unrated);
    if (unrated.size > 0) {
      setProblem(t("calibration.exercise.rateEvery", { count: unrated.size }));
      document.getElementById(`${baseId}-${[...unrated][0]}`)?.focus();
      return;
    }
    try {
      const attempt = await submit.mutateAsync(
        Object.entries(ratings).map(([key, rating]) => {
          const [sampleId = "", criterionId = ""] = key.split(":");
          return { sampleId, criterionId, rating };
        }),
      );
      setResult(attempt);
      window.scrollTo({ top: 0 });
    } catch (error) {
      setProblem(apiErrorMessage(t, error));
    }
  }

  return (
    <form
      className={pageBlocks.stack4}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      {exercise.samples.map((sample, index) => (
        <section
          key={sample.id}
          className={`${pageBlocks.surface} ${pageBlocks.stack3}`}
          aria-labelledby={`${baseId}-sample-${sample.id}`}
        >
          <h2 id={`${baseId}-sample-${sample.id}`} className={pageBlocks.titleMdBold}>
            {t("calibration.exercise.sampleHeading", {
              number: index + 1,
              total: exercise.samples.length,
            })}
          </h2>
          <p className={pageBlocks.smallBold}>{sample.question}</p>
          <div className={styles.sample}>
            <VideoPlayer
              title={t("calibration.exercise.sampleHeading", {
                number: index + 1,
                total: exercise.samples.length,
              })}
              mediaUrl={sample.videoUrl}
              captionsUrl={sample.captionsUrl}
            />
            <div className={pageBlocks.stack2}>
              <h3 className={pageBlocks.smallBold}>{t("calibration.exercise.transcript")}</h3>
              <p className={`${pageBlocks.muted} ${styles.transcript}`}>{sample.transcript}</p>
            </div>
          </div>
          <div className={pageBlocks.stack3}>
            {exercise.criteria.map((criterion) => {
              const key = keyOf(sample.id, criterion.id);
              return (
                <CriterionRating
                  key={criterion.id}
                  groupId={`${baseId}-${key}`}
                  criterion={{
                    name: criterion.name,
                    description: criterion.description,
                    ratingScale: criterion.ratingScale,
                  }}
                  value={ratings[key] ?? null}
                  isMissing={missing.has(key)}
                  onChange={(rating) => {
                    setRatings((current) => ({ ...current, [key]: rating }));
                    setMissing((current) => {
                      const next = new Set(current);
                      next.delete(key);
                      return next;
                    });
                  }}
                />
              );
            })}
          </div>
        </section>
      ))}
      {problem ? <FormBanner>{problem}</FormBanner> : null}
      <div className={pageBlocks.wrapRow}>
        <Button type="submit" disabled={submit.isPending} aria-busy={submit.isPending || undefined}>
          {submit.isPending
            ? t("calibration.exercise.submitting")
            : t("calibration.exercise.submit")}
        </Button>
      </div>
    </form>
  );
}

function CalibrationResult({
  exercise,
  attempt,
  onRetake,
}: {
  exercise: CalibrationExercise;
  attempt: CalibrationAttempt;
  onRetake: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const criterionName = new Map(
    exercise.criteria.map((criterion) => [criterion.id, criterion.name]),
  );
  const rationale = new Map(attempt.rationales.map((row) => [row.sampleId, row.rationale]));
  return (
    <div className={pageBlocks.stack4}>
      <section
        className={`${pageBlocks.surface} ${pageBlocks.stack3} ${styles.result} ${attempt.passed ? styles.passed : styles.failed}`}
        aria-labelledby="calibration-result-heading"
      >
        <h2 id="calibration-result-heading" className={pageBlocks.titleMdBold}>
          {attempt.passed ? t("calibration.result.passed") : t("calibration.result.failed")}
        </h2>
        <p>
          {t("calibration.result.deviation", {
            value: formatDeviation(attempt.meanAbsoluteDeviation, language),
            threshold: formatDeviation(attempt.passThreshold, language),
          })}
        </p>
        {attempt.pointsAwarded > 0 ? (
          <p className={pageBlocks.muted}>
            {t("calibration.result.points", { count: attempt.pointsAwarded })}
          </p>
        ) : null}
        <ul className={pageBlocks.stack2}>
          {attempt.criteria.map((criterion) => (
            <li key={criterion.criterionId}>
              {t("calibration.result.criterionDeviation", {
                name: criterion.name,
                value: formatDeviation(criterion.meanAbsoluteDeviation, language),
              })}
            </li>
          ))}
        </ul>
        <div className={pageBlocks.wrapRow}>
          {attempt.certificateId ? (
            <ButtonLink to={path("Certificate", { certificate: attempt.certificateId })}>
              {t("calibration.result.viewCertificate")}
            </ButtonLink>
          ) : null}
          <Button variant="secondary" onClick={onRetake}>
            {t("calibration.result.retake")}
          </Button>
        </div>
      </section>
      {exercise.samples.map((sample, index) => (
        <section
          key={sample.id}
          className={`${pageBlocks.surface} ${pageBlocks.stack3}`}
          aria-labelledby={`calibration-result-${sample.id}`}
        >
          <h2 id={`calibration-result-${sample.id}`} className={pageBlocks.titleMdBold}>
            {t("calibration.exercise.sampleHeading", {
              number: index + 1,
              total: exercise.samples.length,
            })}
          </h2>
          <p className={pageBlocks.smallBold}>{sample.question}</p>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t("calibration.result.criterion")}</th>
                  <th scope="col">{t("calibration.result.yours")}</th>
                  <th scope="col">{t("calibration.result.expert")}</th>
                  <th scope="col">{t("calibration.result.difference")}</th>
                </tr>
              </thead>
              <tbody>
                {attempt.scores
                  .filter((score) => score.sampleId === sample.id)
                  .map((score) => (
                    <tr key={score.criterionId}>
                      <th scope="row">{criterionName.get(score.criterionId)}</th>
                      <td>{score.rating}</td>
                      <td>{score.expertRating}</td>
                      <td>{score.deviation > 0 ? `+${score.deviation}` : score.deviation}</td>
                    </tr>
                  ))}
              </tbody>
            </table>
          </div>
          <h3 className={pageBlocks.smallBold}>{t("calibration.result.rationale")}</h3>
          <p className={pageBlocks.muted}>{rationale.get(sample.id)}</p>
        </section>
      ))}
    </div>
  );
}
