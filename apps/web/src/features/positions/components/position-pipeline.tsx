import { useTranslation } from "react-i18next";
import { VideoIcon } from "../../../components/icons/icons";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import blocks from "../../../styles/blocks.module.css";
import type { Position } from "../api/positions";
import styles from "./position-view.module.css";

type Stages = Position["pipeline"];

/** How many candidates the position has, over every stage of its pipeline (decision 0018). */
export function pipelineTotal(stages: Stages): number {
  return stages.reduce((sum, stage) => sum + stage.count, 0);
}

/**
 * Candidates by stage of the organization's pipeline, for members who don't manage candidates
 * (the board is for those who do). With nobody in the pipeline a note says what will fill it.
 */
export function PositionPipeline({ stages }: { stages: Stages }) {
  const { t } = useTranslation();
  return (
    <div className={pageBlocks.stack4}>
      <ol className={`${pageBlocks.bareList} ${blocks.gridGap2} ${styles.pipeline}`}>
        {stages.map((stage) => (
          <li
            key={stage.key}
            className={`${pageBlocks.stack} ${styles.stage} ${styles[`stage_${stage.key}`] ?? ""}`}
          >
            <span className={styles.stageCount}>{stage.count}</span>
            <span className={styles.stageLabel}>{stage.name}</span>
          </li>
        ))}
      </ol>
      {pipelineTotal(stages) === 0 ? (
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

/** One line for tables and cards: "3 Applied · 1 Offer", or "No candidates yet". */
export function PipelineSummary({ stages }: { stages: Stages }) {
  const { t } = useTranslation();
  if (pipelineTotal(stages) === 0) {
    return <span className={pageBlocks.muted}>{t("positions.pipeline.none")}</span>;
  }
  const parts = stages
    .filter((stage) => stage.count > 0)
    .map((stage) => `${stage.count} ${stage.name}`);
  return <span>{parts.join(" · ")}</span>;
}
