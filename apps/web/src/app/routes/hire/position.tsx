import { canAccessPage } from "@candor/shared/permissions";
import { path } from "@candor/shared/routes";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { PageLoading } from "../../../components/page-state/page-state";
import { PositionInterviews } from "../../../features/interviews/components/position-interviews";
import { positionQueryOptions } from "../../../features/positions/api/positions";
import { PipelineSection } from "../../../features/positions/components/pipeline-section";
import { PositionFacts, PositionTeam } from "../../../features/positions/components/position-facts";
import { PositionLoadProblem } from "../../../features/positions/components/position-not-found";
import {
  PositionPipeline,
  pipelineTotal,
} from "../../../features/positions/components/position-pipeline";
import { PositionShell } from "../../../features/positions/components/position-shell";
import styles from "../../../features/positions/components/position-view.module.css";
import { useSession } from "../../../lib/auth/use-session";
import { useDocumentTitle } from "../../../lib/use-document-title";

/**
 * `/hire/positions/{id}` (every member; managers also act on it): the pipeline (a board that
 * admins and HR managers move candidates on, counts by stage for the others), the interviews, the
 * key facts and the hiring team.
 */
export default function PositionPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { id = "" } = useParams();
  const position = useQuery(positionQueryOptions(id));
  useDocumentTitle(position.data?.title ?? t("positions.view.documentTitle"));

  if (!user || position.isPending) return <PageLoading label={t("app.loading")} />;
  if (!position.data) {
    return (
      <PositionLoadProblem
        user={user}
        error={position.error}
        onRetry={() => void position.refetch()}
      />
    );
  }
  const current = position.data;

  return (
    <PositionShell user={user} position={current} tab="overview">
      <div className={`${pageBlocks.withAside} ${styles.grid}`}>
        <div className={`${pageBlocks.stack5} ${styles.column}`}>
          {canAccessPage(user, "Candidates") ? (
            <PipelineSection positionId={current.id} />
          ) : (
            <section
              className={`${pageBlocks.panelCard} ${styles.section}`}
              aria-labelledby="pipeline-title"
            >
              <div className={pageBlocks.baselineSpreadRow}>
                <h2 id="pipeline-title" className={pageBlocks.sectionTitle}>
                  {t("positions.pipeline.title")}
                </h2>
                <span className={pageBlocks.muted}>
                  {t("positions.pipeline.total", { count: pipelineTotal(current.pipeline) })}
                </span>
              </div>
              <PositionPipeline stages={current.pipeline} />
            </section>
          )}
          {canAccessPage(user, "PreRecordedInterview") ? (
            <PositionInterviews positionId={current.id} />
          ) : null}
        </div>
        <div className={`${pageBlocks.stack5} ${styles.column}`}>
          <section
            className={`${pageBlocks.panelCard} ${styles.section}`}
            aria-labelledby="facts-title"
          >
            <div className={pageBlocks.baselineSpreadRow}>
              <h2 id="facts-title" className={pageBlocks.sectionTitle}>
                {t("positions.view.atAGlance")}
              </h2>
              <Link to={path("PositionDetails", { id: current.id })} className={pageBlocks.muted}>
                {t("positions.view.allDetails")}
              </Link>
            </div>
            <PositionFacts position={current} />
          </section>
          <section
            className={`${pageBlocks.panelCard} ${styles.section}`}
            aria-labelledby="team-title"
          >
            <div className={pageBlocks.baselineSpreadRow}>
              <h2 id="team-title" className={pageBlocks.sectionTitle}>
                {t("positions.form.team")}
              </h2>
              {canAccessPage(user, "EditPosition") ? (
                <Link to={path("EditPosition", { id: current.id })} className={pageBlocks.muted}>
                  {t("positions.view.editTeam")}
                </Link>
              ) : null}
            </div>
            <PositionTeam position={current} />
          </section>
          {canAccessPage(user, "CreateLiveInterview") ? (
            <section
              className={`${pageBlocks.panelCard} ${styles.section}`}
              aria-labelledby="live-interviews-title"
            >
              <div className={pageBlocks.baselineSpreadRow}>
                <h2 id="live-interviews-title" className={pageBlocks.sectionTitle}>
                  {t("liveInterviews.list.title")}
                </h2>
                <Link to={path("LiveInterviews")} className={pageBlocks.muted}>
                  {t("liveInterviews.list.views.list")}
                </Link>
              </div>
              <Link to={path("PositionLiveInterview", { id: current.id, liveInterviewId: "new" })}>
                {t("liveInterviews.schedule")}
              </Link>
            </section>
          ) : null}
        </div>
      </div>
    </PositionShell>
  );
}
