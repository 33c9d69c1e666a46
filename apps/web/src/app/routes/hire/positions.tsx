import { path } from "@candor/shared/routes";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../../components/button/button";
import { PlusIcon } from "../../../components/icons/icons";
import { PageFrame, PageHeader, SectionCard } from "../../../components/page-layout/page-layout";
import { PageLoading } from "../../../components/page-state/page-state";
import { PositionsLimitSummary } from "../../../features/positions/components/positions-limit-notice";
import { PositionsList } from "../../../features/positions/components/positions-list";
import { useSession } from "../../../lib/auth/use-session";
import { useDocumentTitle } from "../../../lib/use-document-title";

/** `/hire/positions` (admins, HR managers — SPEC §6): every position of the organization. */
export default function PositionsPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  useDocumentTitle(t("positions.list.documentTitle"));
  if (!user) return <PageLoading label={t("app.loading")} />;

  return (
    <PageFrame>
      <PageHeader
        title={t("positions.list.title")}
        actions={
          <ButtonLink to={path("CreatePosition")}>
            <PlusIcon size={18} />
            {t("positions.list.create")}
          </ButtonLink>
        }
      >
        <PositionsLimitSummary user={user} />
      </PageHeader>
      <SectionCard>
        <PositionsList />
      </SectionCard>
    </PageFrame>
  );
}
