import { path } from "@candor/shared/routes";
import { useTranslation } from "react-i18next";
import { PageFrame, PageHeader, SectionCard } from "../../../components/page-layout/page-layout";
import { PageLoading } from "../../../components/page-state/page-state";
import { PositionForm } from "../../../features/positions/components/position-form";
import { useSession } from "../../../lib/auth/use-session";
import { useDocumentTitle } from "../../../lib/use-document-title";

/** `/hire/positions/create-position` (admins, HR managers). */
export default function CreatePositionPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  useDocumentTitle(t("positions.form.createTitle"));
  if (!user) return <PageLoading label={t("app.loading")} />;

  return (
    <PageFrame>
      <PageHeader
        back={{ to: path("Positions"), label: t("positions.list.title") }}
        title={t("positions.form.createTitle")}
        subtitle={t("positions.form.createLead")}
      />
      <SectionCard>
        <PositionForm user={user} />
      </SectionCard>
    </PageFrame>
  );
}
