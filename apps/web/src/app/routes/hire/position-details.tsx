import { canAccessPage } from "@candor/shared/permissions";
import { path } from "@candor/shared/routes";
import { validateRichText } from "@candor/shared/rules/validation";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { ButtonLink } from "../../../components/button/button";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { PageLoading } from "../../../components/page-state/page-state";
import { RichTextView } from "../../../components/rich-text/rich-text-view";
import { positionQueryOptions } from "../../../features/positions/api/positions";
import { PositionFacts, PositionTeam } from "../../../features/positions/components/position-facts";
import { PositionLoadProblem } from "../../../features/positions/components/position-not-found";
import { PositionShell } from "../../../features/positions/components/position-shell";
import styles from "../../../features/positions/components/position-view.module.css";
import { useSession } from "../../../lib/auth/use-session";
import { useDocumentTitle } from "../../../lib/use-document-title";

/** `/hire/positions/{id}/details` (every member): the description and every particular. */
export default function PositionDetailsPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { id = "" } = useParams();
  const position = useQuery(positionQueryOptions(id));
  useDocumentTitle(
    position.data
      ? t("positions.view.detailsDocumentTitle", { title: position.data.title })
      : t("positions.view.documentTitle"),
  );

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
  const hasDescription = validateRichText(current.description) === undefined;

  return (
    <PositionShell user={user} position={current} tab="details">
      <div className={`${pageBlocks.withAside} ${styles.grid}`}>
        <section
          className={`${pageBlocks.panelCard} ${styles.section}`}
          aria-labelledby="description-title"
        >
          <h2 id="description-title" className={pageBlocks.sectionTitle}>
            {t("positions.form.description")}
          </h2>
          {hasDescription ? (
            <RichTextView html={current.description} />
          ) : (
            <div className={`${pageBlocks.stack2} ${styles.descriptionEmpty}`}>
              <p className={pageBlocks.muted}>{t("positions.view.noDescription")}</p>
              {canAccessPage(user, "EditPosition") ? (
                <ButtonLink
                  size="sm"
                  variant="secondary"
                  to={path("EditPosition", { id: current.id })}
                >
                  {t("positions.view.writeDescription")}
                </ButtonLink>
              ) : null}
            </div>
          )}
        </section>
        <div className={`${pageBlocks.stack5} ${styles.column}`}>
          <section
            className={`${pageBlocks.panelCard} ${styles.section}`}
            aria-labelledby="particulars-title"
          >
            <h2 id="particulars-title" className={pageBlocks.sectionTitle}>
              {t("positions.view.particulars")}
            </h2>
            <PositionFacts position={current} withDates />
          </section>
          <section
            className={`${pageBlocks.panelCard} ${styles.section}`}
            aria-labelledby="details-team-title"
          >
            <h2 id="details-team-title" className={pageBlocks.sectionTitle}>
              {t("positions.form.team")}
            </h2>
            <PositionTeam position={current} />
          </section>
        </div>
      </div>
    </PositionShell>
  );
}
