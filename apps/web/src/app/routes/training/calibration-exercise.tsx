import { path } from "@candor/shared/routes";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { PageLoading } from "../../../components/page-state/page-state";
import { calibrationExerciseQueryOptions } from "../../../features/calibration/api/calibration";
import { CalibrationExerciseView } from "../../../features/calibration/components/calibration-exercise";
import { SectionError } from "../../../features/curricula/components/section-state";
import styles from "../../../features/curricula/components/training.module.css";
import { useDocumentTitle } from "../../../lib/use-document-title";
import blocks from "../../../styles/blocks.module.css";

/** `/training/calibration/:exercise`: rate the samples, then compare with the expert. */
export default function CalibrationExercisePage() {
  const { t } = useTranslation();
  const { exercise: id = "" } = useParams();
  const exercise = useQuery(calibrationExerciseQueryOptions(id));
  useDocumentTitle(exercise.data?.title ?? t("calibration.list.documentTitle"));

  return (
    <div className={`${pageBlocks.stack} ${blocks.column} ${styles.page}`}>
      <p>
        <Link to={path("Calibration")}>{t("calibration.exercise.back")}</Link>
      </p>
      {exercise.isPending ? (
        <PageLoading label={t("calibration.exercise.loading")} />
      ) : exercise.isError ? (
        <SectionError error={exercise.error} onRetry={() => void exercise.refetch()} />
      ) : (
        <>
          <header className={pageBlocks.stack2}>
            <p className={blocks.eyebrow}>{t("calibration.list.eyebrow")}</p>
            <h1 className={pageBlocks.title2xl}>{exercise.data.title}</h1>
            <p className={`${blocks.mutedLarge} ${styles.measure}`}>
              {t("calibration.exercise.instructions", {
                threshold: new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 }).format(
                  exercise.data.passThreshold,
                ),
              })}
            </p>
          </header>
          <CalibrationExerciseView exercise={exercise.data} />
        </>
      )}
    </div>
  );
}
