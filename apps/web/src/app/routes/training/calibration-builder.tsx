import { hasAnyPermission, isAdmin } from "@candor/shared/permissions";
import { path } from "@candor/shared/routes";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { PageLoading } from "../../../components/page-state/page-state";
import { CalibrationBuilder } from "../../../features/calibration/components/calibration-builder";
import styles from "../../../features/curricula/components/training.module.css";
import { useSession } from "../../../lib/auth/use-session";
import { useDocumentTitle } from "../../../lib/use-document-title";
import blocks from "../../../styles/blocks.module.css";

/** `/training/calibration/new`: admins and HR managers build their organization's own exercise. */
export default function CalibrationBuilderPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const navigate = useNavigate();
  useDocumentTitle(t("calibration.builder.documentTitle"));
  if (!user) return <PageLoading label={t("app.loading")} />;
  // The server refuses others too (403); a reviewer who follows an old link is told why.
  const canBuild = isAdmin(user) || hasAnyPermission(user, ["hr_manager"]);

  return (
    <div className={`${pageBlocks.stack} ${blocks.column} ${styles.page}`}>
      <p>
        <Link to={path("Calibration")}>{t("calibration.exercise.back")}</Link>
      </p>
      <header className={pageBlocks.stack2}>
        <p className={blocks.eyebrow}>{t("calibration.list.eyebrow")}</p>
        <h1 className={pageBlocks.title2xl}>{t("calibration.builder.heading")}</h1>
        <p className={`${blocks.mutedLarge} ${styles.measure}`}>
          {canBuild ? t("calibration.builder.lead") : t("calibration.builder.notAllowed")}
        </p>
      </header>
      {canBuild ? (
        <CalibrationBuilder onCreated={() => void navigate(path("Calibration"))} />
      ) : null}
    </div>
  );
}
