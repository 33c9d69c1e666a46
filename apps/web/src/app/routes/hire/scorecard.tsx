import { path } from "@candor/shared/routes";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { useAlerts } from "../../../components/alerts/alerts-provider";
import { Button, ButtonLink } from "../../../components/button/button";
import { ConfirmModal } from "../../../components/confirm-modal/confirm-modal";
import { TrashIcon } from "../../../components/icons/icons";
import { PageFrame, PageHeader, SectionCard } from "../../../components/page-layout/page-layout";
import { PageLoading } from "../../../components/page-state/page-state";
import {
  scorecardQueryOptions,
  useDeleteScorecard,
  useUpdateScorecard,
} from "../../../features/scorecards/api/scorecards";
import { ScorecardAttachments } from "../../../features/scorecards/components/scorecard-attachments";
import { ScorecardForm, valuesOf } from "../../../features/scorecards/components/scorecard-form";
import {
  SCORECARDS_TAB_PATH,
  ScorecardLoadProblem,
} from "../../../features/scorecards/components/scorecard-load-problem";
import { ScorecardView } from "../../../features/scorecards/components/scorecard-view";
import { apiErrorMessage } from "../../../i18n/error-message";
import { useDocumentTitle } from "../../../lib/use-document-title";

/**
 * `/hire/scorecards/{id}` (admins, HR managers): one of the organization's scorecards, edited,
 * attached to positions, or deleted; one of Candor's templates is shown read-only with the way to
 * start a scorecard from it.
 */
export default function ScorecardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { push } = useAlerts();
  const { id = "" } = useParams();
  const scorecard = useQuery(scorecardQueryOptions(id));
  const update = useUpdateScorecard();
  const remove = useDeleteScorecard();
  const [isDeleting, setIsDeleting] = useState(false);
  // Each save mounts the form again on what the server kept (new criteria get their ids).
  const [version, setVersion] = useState(0);
  useDocumentTitle(scorecard.data?.name ?? t("scorecards.page.title"));

  if (scorecard.isPending) return <PageLoading label={t("app.loading")} />;
  if (!scorecard.data) {
    return (
      <ScorecardLoadProblem error={scorecard.error} onRetry={() => void scorecard.refetch()} />
    );
  }
  const current = scorecard.data;

  async function confirmDelete() {
    try {
      await remove.mutateAsync(current.id);
      push({ type: "notice", message: t("scorecards.page.deleted", { name: current.name }) });
      navigate(SCORECARDS_TAB_PATH);
    } catch {
      // Shown in the dialog.
    }
  }

  return (
    <PageFrame width="narrow">
      <PageHeader
        back={{ to: SCORECARDS_TAB_PATH, label: t("scorecards.page.back") }}
        title={current.name}
        actions={
          current.isLibrary ? (
            <ButtonLink to={path("NewScorecard", {}, { template: current.id })}>
              {t("scorecards.page.useTemplate")}
            </ButtonLink>
          ) : (
            <Button
              variant="secondary"
              onClick={() => {
                remove.reset();
                setIsDeleting(true);
              }}
            >
              <TrashIcon size={16} />
              {t("scorecards.page.delete")}
            </Button>
          )
        }
        subtitle={current.isLibrary ? t("scorecards.page.libraryLead") : null}
      />
      {current.isLibrary ? (
        <SectionCard>
          <ScorecardView scorecard={current} />
        </SectionCard>
      ) : (
        <>
          <SectionCard>
            <ScorecardForm
              key={`${current.id}-${version}`}
              defaultValues={valuesOf(current)}
              submitLabel={t("scorecards.form.save")}
              onSave={async (input) => {
                const saved = await update.mutateAsync({ id: current.id, input });
                push({ type: "notice", message: t("scorecards.form.saved", { name: saved.name }) });
                setVersion((value) => value + 1);
              }}
            />
          </SectionCard>
          <SectionCard>
            <ScorecardAttachments scorecard={current} />
          </SectionCard>
        </>
      )}
      <ConfirmModal
        open={isDeleting}
        onOpenChange={setIsDeleting}
        title={t("scorecards.page.deleteTitle", { name: current.name })}
        description={t("scorecards.page.deleteBody")}
        confirmLabel={t("scorecards.page.delete")}
        isBusy={remove.isPending}
        error={remove.isError ? apiErrorMessage(t, remove.error) : null}
        onConfirm={() => void confirmDelete()}
      />
    </PageFrame>
  );
}
