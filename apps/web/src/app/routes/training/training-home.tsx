import { path } from "@candor/shared/routes";
import { useTranslation } from "react-i18next";
import { Link, Navigate } from "react-router";
import { ArrowRightIcon, AwardIcon, PlayIcon, StarIcon } from "../../../components/icons/icons";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { LandingSections } from "../../../features/curricula/components/landing-sections";
import styles from "../../../features/curricula/components/training.module.css";
import { useSession } from "../../../lib/auth/use-session";
import { TRAINING_HOME_TOUR } from "../../../lib/product-tour/tours";
import { useProductTour } from "../../../lib/product-tour/use-product-tour";
import { useDocumentTitle } from "../../../lib/use-document-title";
import blocks from "../../../styles/blocks.module.css";
import homeStyles from "./training-home.module.css";

/**
 * `/training`: a welcome with the learner's points and the ways in (practice, certificates), then
 * the landing sections of SPEC §2. A first visit with the onboarding survey still to answer goes
 * to the survey first.
 */
export default function TrainingHomePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  useDocumentTitle(t("training.home.documentTitle"));
  useProductTour("training_home", TRAINING_HOME_TOUR, {
    ready: Boolean(user) && !user?.showOnboarding,
  });

  if (user?.showOnboarding) return <Navigate to={path("Onboarding")} replace />;
  const points = user?.points ?? 0;

  return (
    <div className={`${pageBlocks.stack} ${blocks.column} ${styles.page}`}>
      <header className={homeStyles.hero}>
        <div className={pageBlocks.stack2}>
          <p className={blocks.eyebrow}>{t("training.home.eyebrow")}</p>
          <h1 className={pageBlocks.title2xl}>
            {user?.firstName
              ? t("training.home.title", { firstName: user.firstName })
              : t("training.home.titleAnonymous")}
          </h1>
          <p className={`${blocks.mutedLarge} ${styles.measure}`}>{t("training.home.lead")}</p>
        </div>
        <p className={`${pageBlocks.raisedSurface} ${homeStyles.pointsTile}`}>
          <StarIcon size={28} className={homeStyles.pointsIcon} />
          <span className={homeStyles.pointsValue}>{points}</span>
          <span className={pageBlocks.muted}>
            {t("training.home.pointsLabel", { count: points })}
          </span>
        </p>
      </header>

      <nav className={homeStyles.shortcuts} aria-label={t("training.home.shortcuts")}>
        <Link
          to={path("Practice")}
          className={`${pageBlocks.surface} ${blocks.row} ${homeStyles.shortcut}`}
        >
          <PlayIcon size={24} className={blocks.brandIcon} />
          <span className={`${pageBlocks.column} ${homeStyles.shortcutText}`}>
            <span className={pageBlocks.semibold}>{t("training.home.practiceTitle")}</span>
            <span className={pageBlocks.muted}>{t("training.home.practiceBody")}</span>
          </span>
          <ArrowRightIcon size={18} />
        </Link>
        <Link
          to={path("Certificates")}
          className={`${pageBlocks.surface} ${blocks.row} ${homeStyles.shortcut}`}
        >
          <AwardIcon size={24} className={blocks.brandIcon} />
          <span className={`${pageBlocks.column} ${homeStyles.shortcutText}`}>
            <span className={pageBlocks.semibold}>{t("training.home.certificatesTitle")}</span>
            <span className={pageBlocks.muted}>{t("training.home.certificatesBody")}</span>
          </span>
          <ArrowRightIcon size={18} />
        </Link>
      </nav>

      <LandingSections />
    </div>
  );
}
