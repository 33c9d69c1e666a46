import { path } from "@candor/shared/routes";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { PageFrame, PageHeader, SectionCard } from "../../../components/page-layout/page-layout";
import { PageLoading } from "../../../components/page-state/page-state";
import { positionQueryOptions } from "../../../features/positions/api/positions";
import { PositionForm } from "../../../features/positions/components/position-form";
import { PositionLoadProblem } from "../../../features/positions/components/position-not-found";
import { useSession } from "../../../lib/auth/use-session";
import { useDocumentTitle } from "../../../lib/use-document-title";

/** `/hire/positions/{id}/edit-position` (admins, HR managers). */
export default function EditPositionPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { id = "" } = useParams();
  const position = useQuery(positionQueryOptions(id));
  useDocumentTitle(
    position.data ? t("positions.form.editDocumentTitle", { title: position.data.title }) : null,
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

  return (
    <PageFrame>
      <PageHeader
        back={{ to: path("Position", { id }), label: position.data.title }}
        title={t("positions.form.editTitle")}
      />
      <SectionCard>
        <PositionForm key={position.data.id} user={user} position={position.data} />
      </SectionCard>
    </PageFrame>
  );
}
