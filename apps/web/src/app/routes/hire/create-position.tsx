import { path } from "@candor/shared/routes";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ChevronLeftIcon } from "../../../components/icons/icons";
import { PageLoading } from "../../../components/page-state/page-state";
import { PositionForm } from "../../../features/positions/components/position-form";
import styles from "../../../features/positions/components/positions-page.module.css";
import { useSession } from "../../../lib/auth/use-session";
import { useDocumentTitle } from "../../../lib/use-document-title";

/** `/hire/positions/create-position` (admins, HR managers). */
export default function CreatePositionPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  useDocumentTitle(t("positions.form.createTitle"));
  if (!user) return <PageLoading label={t("app.loading")} />;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.headerText}>
          <Link to={path("Positions")} className={styles.eyebrow}>
            <ChevronLeftIcon size={16} />
            {t("positions.list.title")}
          </Link>
          <h1 className={styles.title}>{t("positions.form.createTitle")}</h1>
          <p className={styles.lead}>{t("positions.form.createLead")}</p>
        </div>
      </header>
      <div className={styles.card}>
        <PositionForm user={user} />
      </div>
    </div>
  );
}
