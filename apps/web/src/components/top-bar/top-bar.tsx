import { DEFAULT_VIDEO_TOUR, isPathUnder, path } from "@candor/shared/routes";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import blocks from "../../styles/blocks.module.css";
import { ButtonLink } from "../button/button";
import { CloseIcon, StarIcon } from "../icons/shell-icons";
import { LanguageSwitcher } from "../language-switcher/language-switcher";
import { Logo } from "../logo/logo";
import pageBlocks from "../page-layout/page-blocks.module.css";
import { TourRestartButton } from "../product-tour/tour-restart-button";
import { AccountMenuControl, VideoTourControl } from "./signed-in-controls";
import styles from "./top-bar.module.css";
import type { TopBarUser } from "./top-bar-user";
import { TrainingNav } from "./training-nav";
import { TrialBanner } from "./trial-banner";
import type { VideoTourSource } from "./video-tour";

export type TopBarProps = {
  /** The signed-in user; null shows the anonymous bar (only Sign in). */
  user: TopBarUser | null;
  /** "training" shows the training links, the video tour and the points (SPEC §2). */
  mode?: "general" | "training" | "hire";
  /** Logo only: no links, no menus (focused flows). */
  logoOnly?: boolean;
  /** Optional page title beside the logo. */
  title?: string;
  /** The signed-in member's organization, beside the logo; a demo one gets a "Demo" badge. */
  organization?: { name: string; isDemo: boolean } | null;
  /**
   * The (unspecified, SPEC §2) user check: when true the user gets the hire/training switch link,
   * when false an Upgrade now button. Decided by the session/billing issues.
   */
  canSwitchView?: boolean;
  /** Hides the account menu (the special mode of SPEC §2). */
  hideMenu?: boolean;
  onSignOut?: () => void | Promise<void>;
  /** The tour video and its captions, from run-time configuration; the bundled clip by default. */
  videoTour?: VideoTourSource;
};

/** The top navigation bar of the training and general pages (SPEC §2). */
export function TopBar({
  user,
  mode = "general",
  logoOnly = false,
  title,
  organization,
  canSwitchView = false,
  hideMenu = false,
  onSignOut,
  videoTour = { url: DEFAULT_VIDEO_TOUR.url, captionsUrl: DEFAULT_VIDEO_TOUR.captionsUrl },
}: TopBarProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const isOnAccount = isPathUnder(pathname, "Account");
  // Candidates have no plan: neither the view switch nor Upgrade now is for them, and training
  // (its navigation, tour and points) is for organizations' members (issue 17).
  const isCandidate = user?.type === "Candidate";
  const isTraining = mode === "training" && !isCandidate;

  /** Back where the user came from; opened directly (no history in the app), to their home. */
  function closeAccount() {
    const historyIndex = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (historyIndex > 0) navigate(-1);
    else navigate(path(isCandidate ? "CandidateDashboard" : "Dashboard"));
  }

  return (
    <header className={styles.header} data-mode={mode}>
      {user && !logoOnly ? <TrialBanner user={user} /> : null}
      <div className={`${blocks.row} ${styles.bar}`}>
        <div className={`${pageBlocks.row3} ${styles.brand}`}>
          <Link to={path("Home")} className={styles.logoLink} aria-label={t("app.homeLink")}>
            <Logo />
          </Link>
          {title ? <span className={styles.pageTitle}>{title}</span> : null}
          {organization && !title ? (
            <span className={`${pageBlocks.inlineRow2} ${styles.organization}`}>
              <span className={`${pageBlocks.muted} ${styles.organizationName}`}>
                {organization.name}
              </span>
              {organization.isDemo ? (
                <span className={styles.demoBadge} title={t("session.demoOrganization")}>
                  {t("session.demoBadge")}
                  <span className="visually-hidden">, {t("session.demoOrganization")}</span>
                </span>
              ) : null}
            </span>
          ) : null}
        </div>

        {logoOnly ? (
          // While the session loads, the training links' row is kept (they take a row of their
          // own on narrow screens), so the page below doesn't move down when they come (CLS).
          mode === "training" ? (
            <div className={`${styles.center} ${styles.navPlaceholder}`} aria-hidden="true" />
          ) : null
        ) : (
          <>
            {user && isTraining ? (
              <div className={styles.center}>
                <TrainingNav />
              </div>
            ) : null}

            <div className={`${pageBlocks.row2} ${styles.actions}`}>
              {user && isTraining ? <VideoTourControl video={videoTour} /> : null}
              {user ? (
                <TourRestartButton
                  className={styles.navButton}
                  labelClassName={styles.phoneHidden}
                />
              ) : null}
              {user && isTraining ? (
                <span
                  className={`${pageBlocks.inlineRow} ${pageBlocks.smallBold} ${styles.points}`}
                >
                  <StarIcon size={16} />
                  <span className={styles.shortLabel} aria-hidden="true">
                    {user.points ?? 0}
                  </span>
                  <span className={styles.phoneHidden}>
                    {t("nav.points", { count: user.points ?? 0 })}
                  </span>
                </span>
              ) : null}
              {user && isCandidate && !isOnAccount ? (
                <Link className={styles.navLink} to={path("CandidateDashboard")}>
                  {t("candidateTrust.nav.myInterviews")}
                </Link>
              ) : null}
              {user && isOnAccount ? (
                <button
                  type="button"
                  className={`${pageBlocks.iconButton} ${styles.iconButton}`}
                  aria-label={t("nav.close")}
                  onClick={closeAccount}
                >
                  <CloseIcon />
                </button>
              ) : null}
              {user && !isOnAccount && !isCandidate && canSwitchView ? (
                <Link
                  className={styles.navLink}
                  to={path(mode === "hire" ? "TrainingHome" : "Dashboard")}
                >
                  {t(mode === "hire" ? "nav.switchToTraining" : "nav.switchToHiring")}
                </Link>
              ) : null}
              {user && !isCandidate && !canSwitchView ? (
                <ButtonLink to={path("Plans", {}, { changing_plan: true })} size="sm">
                  {t("nav.upgradeNow")}
                </ButtonLink>
              ) : null}
              <LanguageSwitcher />
              {user ? (
                hideMenu ? null : (
                  <AccountMenuControl user={user} onSignOut={onSignOut} />
                )
              ) : (
                <ButtonLink to={path("SignIn")} variant="secondary" size="sm">
                  {t("nav.signIn")}
                </ButtonLink>
              )}
            </div>
          </>
        )}
      </div>
    </header>
  );
}
