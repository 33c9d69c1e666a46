import { hasAnyPermission, isAdmin } from "@candor/shared/permissions";
import { path } from "@candor/shared/routes";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button, buttonClassName } from "../../../components/button/button";
import { ConfirmModal } from "../../../components/confirm-modal/confirm-modal";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import {
  type CalibrationExerciseCard,
  calibrationExercisesQueryOptions,
  useDeleteCalibrationExercise,
} from "../../../features/calibration/api/calibration";
import {
  CardSkeletons,
  SectionEmpty,
  SectionError,
} from "../../../features/curricula/components/section-state";
import styles from "../../../features/curricula/components/training.module.css";
import { apiErrorMessage } from "../../../i18n/error-message";
import { useSession } from "../../../lib/auth/use-session";
import { useDocumentTitle } from "../../../lib/use-document-title";
import blocks from "../../../styles/blocks.module.css";

/** Deletes one of the organization's own exercises, once confirmed (its attempts go with it). */
function DeleteExercise({ exercise }: { exercise: CalibrationExerciseCard }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const remove = useDeleteCalibrationExercise();
  return (
    <>
      <div>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => {
            remove.reset();
            setIsOpen(true);
          }}
        >
          {t("calibration.list.delete", { title: exercise.title })}
        </Button>
      </div>
      <ConfirmModal
        open={isOpen}
        onOpenChange={setIsOpen}
        title={t("calibration.list.deleteTitle", { title: exercise.title })}
        description={t("calibration.list.deleteDescription")}
        confirmLabel={t("calibration.list.deleteConfirm")}
        isBusy={remove.isPending}
        error={remove.isError ? apiErrorMessage(t, remove.error) : null}
        onConfirm={() => remove.mutate(exercise.id, { onSuccess: () => setIsOpen(false) })}
      />
    </>
  );
}

function ExerciseCard({
  exercise,
  canManage,
}: {
  exercise: CalibrationExerciseCard;
  canManage: boolean;
}) {
  const { t, i18n } = useTranslation();
  const best = exercise.bestAttempt;
  return (
    <article className={`${pageBlocks.surface} ${pageBlocks.stack3}`}>
      <h2 className={pageBlocks.titleMdBold}>
        <Link to={path("CalibrationExercise", { exercise: exercise.id })}>{exercise.title}</Link>
      </h2>
      <p className={pageBlocks.muted}>{exercise.description}</p>
      <p className={pageBlocks.muted}>
        {t("calibration.list.facts", {
          samples: exercise.samplesCount,
          criteria: exercise.criteriaCount,
          minutes: exercise.minutes,
        })}
      </p>
      <p>
        {best
          ? t(best.passed ? "calibration.list.bestPassed" : "calibration.list.bestFailed", {
              value: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(
                best.meanAbsoluteDeviation,
              ),
            })
          : t("calibration.list.notTaken")}
      </p>
      {exercise.certifiedUntil ? (
        <p className={pageBlocks.smallBold}>
          {t("calibration.list.certifiedUntil", {
            date: new Intl.DateTimeFormat(i18n.language, { dateStyle: "long" }).format(
              new Date(exercise.certifiedUntil),
            ),
          })}
        </p>
      ) : null}
      {canManage && !exercise.isLibrary ? <DeleteExercise exercise={exercise} /> : null}
    </article>
  );
}

/** `/training/calibration`: the calibration exercises (issue 16), Candor's and the company's. */
export default function CalibrationPage() {
  const { t } = useTranslation();
  const exercises = useQuery(calibrationExercisesQueryOptions);
  const { user } = useSession();
  // Admins and HR managers build and delete the organization's own exercises (the server's rule).
  const canManage = user !== null && (isAdmin(user) || hasAnyPermission(user, ["hr_manager"]));
  useDocumentTitle(t("calibration.list.documentTitle"));

  return (
    <div className={`${pageBlocks.stack} ${blocks.column} ${styles.page}`}>
      <header className={pageBlocks.stack2}>
        <p className={blocks.eyebrow}>{t("calibration.list.eyebrow")}</p>
        <h1 className={pageBlocks.title2xl}>{t("calibration.list.title")}</h1>
        <p className={`${blocks.mutedLarge} ${styles.measure}`}>{t("calibration.list.lead")}</p>
        {canManage ? (
          <p>
            <Link
              className={buttonClassName({ variant: "secondary" })}
              to={path("CalibrationBuilder")}
            >
              {t("calibration.list.build")}
            </Link>
          </p>
        ) : null}
      </header>
      <section className={pageBlocks.stack4} aria-label={t("calibration.list.listLabel")}>
        {exercises.isPending ? (
          <CardSkeletons count={1} />
        ) : exercises.isError ? (
          <SectionError error={exercises.error} onRetry={() => void exercises.refetch()} />
        ) : exercises.data.length === 0 ? (
          <SectionEmpty>{t("calibration.list.empty")}</SectionEmpty>
        ) : (
          <ul className={pageBlocks.stack4}>
            {exercises.data.map((exercise) => (
              <li key={exercise.id}>
                <ExerciseCard exercise={exercise} canManage={canManage} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
