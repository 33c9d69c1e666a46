import { path } from "@candor/shared/routes";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { ChevronLeftIcon } from "../../../components/icons/icons";
import { PageLoading } from "../../../components/page-state/page-state";
import { positionQueryOptions } from "../../../features/positions/api/positions";
import { PositionForm } from "../../../features/positions/components/position-form";
import { PositionLoadProblem } from "../../../features/positions/components/position-not-found";
import styles from "../../../features/positions/components/positions-page.module.css";
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
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.headerText}>
          <Link to={path("Position", { id })} className={styles.eyebrow}>
            <ChevronLeftIcon size={16} />
            {position.data.title}
          </Link>
          <h1 className={styles.title}>{t("positions.form.editTitle")}</h1>
        </div>
      </header>
      <div className={styles.card}>
        <PositionForm key={position.data.id} user={user} position={position.data} />
      </div>
    </div>
  );
}
