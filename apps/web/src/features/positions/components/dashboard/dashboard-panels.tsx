import { formatDate } from "@candor/shared/format";
import { canAccessPage } from "@candor/shared/permissions";
import { path } from "@candor/shared/routes";
import { CANDIDATE_STAGES } from "@candor/shared/schemas/positions";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { BarChart } from "../../../../components/bar-chart/bar-chart";
import pageBlocks from "../../../../components/page-layout/page-blocks.module.css";
import type { SessionUser } from "../../../../lib/auth/session-api";
import blocks from "../../../../styles/blocks.module.css";
import type { Position, PositionStats } from "../../api/positions";
import { stageCount } from "../position-format";
import { PipelineSummary, pipelineTotal } from "../position-pipeline";
import { PositionStatusBadge } from "../position-status-badge";
import styles from "./dashboard.module.css";

/** The headline numbers: open, drafts, candidates, and the last 30 days. */
export function StatTiles({ stats, user }: { stats: PositionStats; user: SessionUser }) {
  const { t } = useTranslation();
  const canList = canAccessPage(user, "Positions");
  const tiles = [
    {
      key: "open",
      value: stats.countByStatus.open,
      label: t("dashboard.tiles.open"),
      to: canList ? path("Positions", {}, { status: "open" }) : null,
    },
    {
      key: "draft",
      value: stats.countByStatus.draft,
      label: t("dashboard.tiles.draft"),
      to: canList ? path("Positions", {}, { status: "draft" }) : null,
    },
    {
      key: "candidates",
      value: stats.candidatesCount,
      label: t("dashboard.tiles.candidates"),
      to: null,
    },
    {
      key: "opened",
      value: stats.openedLast30Days,
      label: t("dashboard.tiles.openedRecently"),
      to: null,
    },
    {
      key: "closed",
      value: stats.closedLast30Days,
      label: t("dashboard.tiles.closedRecently"),
      to: null,
    },
  ];
  return (
    <ul
      className={`${pageBlocks.bareList} ${blocks.gridGap3} ${styles.tiles}`}
      aria-label={t("dashboard.tiles.label")}
    >
      {tiles.map((tile) => (
        <li key={tile.key} className={`${pageBlocks.stack} ${styles.tile}`}>
          <span className={styles.tileValue}>{tile.value}</span>
          {tile.to ? (
            <Link
              to={tile.to}
              className={`${pageBlocks.muted} ${pageBlocks.semibold} ${styles.tileLabel}`}
            >
              {tile.label}
            </Link>
          ) : (
            <span className={`${pageBlocks.muted} ${pageBlocks.semibold} ${styles.tileLabel}`}>
              {tile.label}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Positions by status as bars (with the table behind them). */
export function StatusChart({ stats }: { stats: PositionStats }) {
  const { t } = useTranslation();
  return (
    <BarChart
      caption={t("dashboard.byStatus.caption")}
      labelHeader={t("dashboard.byStatus.status")}
      valueHeader={t("dashboard.byStatus.positions")}
      data={[
        {
          key: "open",
          label: t("positions.status.open"),
          value: stats.countByStatus.open,
          tone: "success",
        },
        { key: "draft", label: t("positions.status.draft"), value: stats.countByStatus.draft },
        {
          key: "closed",
          label: t("positions.status.closed"),
          value: stats.countByStatus.closed,
          tone: "muted",
        },
      ]}
    />
  );
}

/** Candidates by stage across open positions; an honest note while there are none. */
export function StageChart({ stats }: { stats: PositionStats }) {
  const { t } = useTranslation();
  if (stats.candidatesCount === 0) {
    return (
      <div className={`${pageBlocks.stack} ${styles.note}`}>
        <p className={pageBlocks.smallBold}>{t("positions.pipeline.emptyTitle")}</p>
        <p className={pageBlocks.muted}>{t("dashboard.byStage.empty")}</p>
      </div>
    );
  }
  return (
    <BarChart
      caption={t("dashboard.byStage.caption")}
      labelHeader={t("dashboard.byStage.stage")}
      valueHeader={t("dashboard.byStage.candidates")}
      data={CANDIDATE_STAGES.map((stage) => ({
        key: stage,
        label: t(`positions.stages.${stage}`),
        value: stageCount(stats.candidatesCountByStage, stage),
        tone: stage === "rejected" ? "muted" : stage === "hired" ? "success" : "brand",
      }))}
    />
  );
}

/** Open positions with their pipeline, newest opening first. */
export function OpenPositionsList({ positions }: { positions: readonly Position[] }) {
  const { t, i18n } = useTranslation();
  if (positions.length === 0) {
    return <p className={pageBlocks.muted}>{t("dashboard.open.none")}</p>;
  }
  return (
    <ul className={pageBlocks.list}>
      {positions.map((position) => (
        <li key={position.id} className={`${pageBlocks.centredWrap} ${styles.row}`}>
          <div className={`${pageBlocks.column} ${styles.rowMain}`}>
            <Link
              to={path("Position", { id: position.id })}
              className={`${pageBlocks.itemName} ${styles.rowTitle}`}
            >
              {position.title}
            </Link>
            <span className={pageBlocks.muted}>
              {[
                position.department,
                position.openedAt
                  ? t("positions.view.openedOn", {
                      date: formatDate(position.openedAt, i18n.language),
                    })
                  : null,
              ]
                .filter(Boolean)
                .join(" · ")}
            </span>
          </div>
          <div className={`${pageBlocks.stack} ${styles.rowSide}`}>
            {pipelineTotal(position.pipeline) > 0 ? (
              <span className={pageBlocks.bold}>
                {t("positions.pipeline.total", { count: pipelineTotal(position.pipeline) })}
              </span>
            ) : null}
            <span className={styles.rowPipeline}>
              <PipelineSummary stages={position.pipeline} />
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The newest positions, whatever their status. */
export function LatestPositionsList({ positions }: { positions: readonly Position[] }) {
  const { t, i18n } = useTranslation();
  if (positions.length === 0)
    return <p className={pageBlocks.muted}>{t("dashboard.latest.none")}</p>;
  return (
    <ul className={pageBlocks.list}>
      {positions.map((position) => (
        <li key={position.id} className={`${pageBlocks.centredWrap} ${styles.row}`}>
          <div className={`${pageBlocks.column} ${styles.rowMain}`}>
            <Link
              to={path("Position", { id: position.id })}
              className={`${pageBlocks.itemName} ${styles.rowTitle}`}
            >
              {position.title}
            </Link>
            <span className={pageBlocks.muted}>
              {t("dashboard.latest.created", {
                date: formatDate(position.createdAt, i18n.language),
              })}
            </span>
          </div>
          <PositionStatusBadge status={position.status} />
        </li>
      ))}
    </ul>
  );
}
