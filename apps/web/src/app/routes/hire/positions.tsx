import { path } from "@candor/shared/routes";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../../components/button/button";
import { PlusIcon } from "../../../components/icons/icons";
import { PageLoading } from "../../../components/page-state/page-state";
import { PositionsLimitSummary } from "../../../features/positions/components/positions-limit-notice";
import { PositionsList } from "../../../features/positions/components/positions-list";
import styles from "../../../features/positions/components/positions-page.module.css";
import { useSession } from "../../../lib/auth/use-session";
import { useDocumentTitle } from "../../../lib/use-document-title";

/** `/hire/positions` (admins, HR managers — SPEC §6): every position of the organization. */
export default function PositionsPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  useDocumentTitle(t("positions.list.documentTitle"));
  if (!user) return <PageLoading label={t("app.loading")} />;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.headerText}>
          <h1 className={styles.title}>{t("positions.list.title")}</h1>
          <PositionsLimitSummary user={user} />
        </div>
        <div className={styles.headerActions}>
          <ButtonLink to={path("CreatePosition")}>
            <PlusIcon size={18} />
            {t("positions.list.create")}
          </ButtonLink>
        </div>
      </header>
      <div className={styles.card}>
        <PositionsList />
      </div>
    </div>
  );
}
