import { CANDIDATE_STAGES } from "@candor/shared/schemas/positions";
import { useTranslation } from "react-i18next";
import { VideoIcon } from "../../../components/icons/icons";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import blocks from "../../../styles/blocks.module.css";
import type { Position } from "../api/positions";
import { stageCount } from "./position-format";
import styles from "./position-view.module.css";

type Counts = Position["candidatesCountByStage"];

/**
 * Candidates by stage (invited → hired, and rejected aside). Every stage reads 0 until interviews
 * exist, so with nobody in the pipeline a friendly note says what will fill it.
 */
export function PositionPipeline({ counts, total }: { counts: Counts; total: number }) {
  const { t } = useTranslation();
  return (
    <div className={pageBlocks.stack4}>
      <ol className={`${pageBlocks.bareList} ${blocks.gridGap2} ${styles.pipeline}`}>
        {CANDIDATE_STAGES.map((stage) => (
          <li
            key={stage}
            className={`${pageBlocks.stack} ${styles.stage} ${styles[`stage_${stage}`] ?? ""}`}
          >
            <span className={styles.stageCount}>{stageCount(counts, stage)}</span>
            <span className={styles.stageLabel}>{t(`positions.stages.${stage}`)}</span>
          </li>
        ))}
      </ol>
      {total === 0 ? (
        <div className={styles.pipelineEmpty}>
          <span
            className={`${blocks.centre} ${blocks.brandIcon} ${styles.pipelineEmptyIcon}`}
            aria-hidden="true"
          >
            <VideoIcon size={22} />
          </span>
          <div>
            <p className={pageBlocks.bold}>{t("positions.pipeline.emptyTitle")}</p>
            <p className={pageBlocks.muted}>{t("positions.pipeline.emptyBody")}</p>
          </div>
        </div>
      ) : null}
    </div>
  );
}

/** One line for tables and cards: "3 invited · 1 completed", or "No candidates yet". */
export function PipelineSummary({ counts, total }: { counts: Counts; total: number }) {
  const { t } = useTranslation();
  if (total === 0) return <span className={pageBlocks.muted}>{t("positions.pipeline.none")}</span>;
  const parts = CANDIDATE_STAGES.filter((stage) => stageCount(counts, stage) > 0).map(
    (stage) => `${stageCount(counts, stage)} ${t(`positions.stages.${stage}`).toLocaleLowerCase()}`,
  );
  return <span>{parts.join(" · ")}</span>;
}
