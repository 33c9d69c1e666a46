import { canAccessPage, isAdmin } from "@candor/shared/permissions";
import { path } from "@candor/shared/routes";
import { useQuery } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ButtonLink } from "../../../components/button/button";
import { FormBanner } from "../../../components/form/form-banner";
import {
  ArrowRightIcon,
  BriefcaseIcon,
  ExternalLinkIcon,
  HelpIcon,
  PlayIcon,
  PlusIcon,
  UsersIcon,
  VideoIcon,
} from "../../../components/icons/icons";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { PageLoading } from "../../../components/page-state/page-state";
import { Panel, PanelLink, PanelState } from "../../../components/panel/panel";
import { ResendActivation } from "../../../features/accounts/components/resend-activation";
import { FeedbackDuePanel } from "../../../features/live-interviews/components/feedback-due-panel";
import {
  latestPositionsQueryOptions,
  positionStatsQueryOptions,
  positionsListQueryOptions,
} from "../../../features/positions/api/positions";
import dashboardStyles from "../../../features/positions/components/dashboard/dashboard.module.css";
import {
  LatestPositionsList,
  OpenPositionsList,
  StageChart,
  StatTiles,
  StatusChart,
} from "../../../features/positions/components/dashboard/dashboard-panels";
import { PositionsLimitSummary } from "../../../features/positions/components/positions-limit-notice";
import { RecentActivityPanel } from "../../../features/reports/components/recent-activity";
import { SatisfactionPanel } from "../../../features/reports/components/satisfaction-panel";
import { TeamTrainingPanel } from "../../../features/reports/components/team-training-panel";
import { ReviewQueuePanel } from "../../../features/reviews/components/review-queue-panel";
import { useAppConfig, useExternalLinks } from "../../../lib/app-config";
import type { SessionUser } from "../../../lib/auth/session-api";
import { useSession } from "../../../lib/auth/use-session";
import { HIRE_DASHBOARD_TOUR } from "../../../lib/product-tour/tours";
import { useProductTour } from "../../../lib/product-tour/use-product-tour";
import { useDocumentTitle } from "../../../lib/use-document-title";
import blocks from "../../../styles/blocks.module.css";
import styles from "./hire-home.module.css";

/** How many open and newest positions the dashboard lists. */
const OPEN_SHOWN = 5;
const LATEST_SHOWN = 5;

type Step = {
  key: "invite" | "review" | "training" | "help";
  Icon: ComponentType<{ size?: number }>;
  link?: {
    to: string;
    external?: boolean;
    label: `hireHome.steps.${"invite" | "training" | "help"}.action`;
  };
};

/**
 * What to do next, by role: admins invite their team, reviewers wait for interviews to review;
 * everyone gets the way into the training area and the help center.
 */
function nextSteps(user: SessionUser, helpCenter: string): Step[] {
  const steps: Step[] = [];
  if (isAdmin(user)) {
    steps.push({
      key: "invite",
      Icon: UsersIcon,
      link: { to: path("Company", {}, { tab: "members" }), label: "hireHome.steps.invite.action" },
    });
  } else if (!user.permissions.includes("hr_manager")) {
    steps.push({ key: "review", Icon: VideoIcon });
  }
  steps.push({
    key: "training",
    Icon: PlayIcon,
    link: { to: path("TrainingHome"), label: "hireHome.steps.training.action" },
  });
  steps.push({
    key: "help",
    Icon: HelpIcon,
    link: { to: helpCenter, external: true, label: "hireHome.steps.help.action" },
  });
  return steps;
}

function NextSteps({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const { helpCenter } = useExternalLinks();
  return (
    <section aria-labelledby="next-steps">
      <h2 id="next-steps" className={styles.sectionTitle}>
        {t("hireHome.nextSteps")}
      </h2>
      <ul className={`${pageBlocks.bareList} ${styles.steps}`}>
        {nextSteps(user, helpCenter).map(({ key, Icon, link }) => (
          <li
            key={key}
            className={`${pageBlocks.stack3} ${pageBlocks.raisedSurface} ${styles.step}`}
          >
            <span className={`${blocks.centre} ${styles.stepIcon}`} aria-hidden="true">
              <Icon size={22} />
            </span>
            <div className={`${pageBlocks.stack} ${styles.stepText}`}>
              <h3>{t(`hireHome.steps.${key}.title`)}</h3>
              <p>{t(`hireHome.steps.${key}.body`)}</p>
            </div>
            {link?.external ? (
              <a
                href={link.to}
                target="_blank"
                rel="noopener noreferrer"
                className={`${pageBlocks.inlineRow} ${pageBlocks.semibold}`}
              >
                {t(link.label)}
                <ExternalLinkIcon size={16} />
                <span className="visually-hidden"> {t("app.opensInNewTab")}</span>
              </a>
            ) : link ? (
              <Link to={link.to} className={`${pageBlocks.inlineRow} ${pageBlocks.semibold}`}>
                {t(link.label)}
                <ArrowRightIcon size={16} />
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A new organization's first move: managers create a position; reviewers learn what's coming. */
function FirstPosition({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  return (
    <section className={dashboardStyles.hero} aria-labelledby="first-position">
      <span className={`${blocks.centre} ${dashboardStyles.heroIcon}`} aria-hidden="true">
        <BriefcaseIcon size={30} />
      </span>
      <div className={`${pageBlocks.stack2} ${dashboardStyles.heroText}`}>
        <h2 id="first-position" className={pageBlocks.titleXl}>
          {t(canManage ? "dashboard.first.title" : "dashboard.first.reviewerTitle")}
        </h2>
        <p className={pageBlocks.muted}>
          {t(canManage ? "dashboard.first.body" : "dashboard.first.reviewerBody")}
        </p>
        {canManage ? (
          <>
            <ol className={`${pageBlocks.muted} ${dashboardStyles.heroList}`}>
              <li>{t("dashboard.first.step1")}</li>
              <li>{t("dashboard.first.step2")}</li>
              <li>{t("dashboard.first.step3")}</li>
            </ol>
            <ButtonLink to={path("CreatePosition")}>
              <PlusIcon size={18} />
              {t("dashboard.first.action")}
            </ButtonLink>
          </>
        ) : null}
      </div>
    </section>
  );
}

/**
 * `/hire` and `/hire/dashboard` (every member): what a hiring team opens every morning — headline
 * numbers, open positions with their pipelines, charts by status and stage, the newest positions,
 * the organization's recent activity, the team's training progress and the candidates'
 * satisfaction (the reports live in features/reports). A new organization is guided to its first
 * position; reviewers get the same picture without the manager's actions (SPEC §6).
 */
export default function HireHomePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { config } = useAppConfig();
  const stats = useQuery(positionStatsQueryOptions);
  const open = useQuery(
    positionsListQueryOptions({
      q: "",
      status: "open",
      sort: "opened_at",
      direction: "desc",
      page: 1,
      limit: OPEN_SHOWN,
    }),
  );
  const latest = useQuery(latestPositionsQueryOptions(LATEST_SHOWN));
  useDocumentTitle(t("dashboard.documentTitle"));
  useProductTour("hire_dashboard", HIRE_DASHBOARD_TOUR, { ready: Boolean(user) });

  if (!user) return <PageLoading label={t("app.loading")} />;
  const isDemo = user.isDemoOrganization || user.subdomain === config.demoSubdomain;
  const canManage = canAccessPage(user, "CreatePosition");
  const canList = canAccessPage(user, "Positions");
  const role = isAdmin(user) ? "admin" : canManage ? "hrManager" : "reviewer";
  const isNew = stats.data?.total === 0;

  return (
    <div className={`${pageBlocks.stack5} ${styles.page}`}>
      <div className={`${pageBlocks.wrapRow3} ${styles.header}`}>
        <div className={pageBlocks.column2}>
          <p className={`${pageBlocks.smallBold} ${pageBlocks.inlineRow2} ${styles.eyebrow}`}>
            {user.organizationName}
            {isDemo ? <span className={styles.demoBadge}>{t("session.demoBadge")}</span> : null}
          </p>
          <h1 className={pageBlocks.title2xl}>
            {t("hireHome.greeting", { name: user.firstName })}
          </h1>
          <p className={`${blocks.mutedLarge} ${styles.lead}`}>
            {isNew || !stats.data
              ? t(`hireHome.lead.${role}`, { organization: user.organizationName ?? "" })
              : t(canManage ? "dashboard.lead.manager" : "dashboard.lead.reviewer", {
                  organization: user.organizationName ?? "",
                })}
          </p>
          {canManage ? <PositionsLimitSummary user={user} /> : null}
        </div>
        {canManage && !isNew ? (
          <ButtonLink to={path("CreatePosition")}>
            <PlusIcon size={18} />
            {t("positions.list.create")}
          </ButtonLink>
        ) : null}
        {/* A reviewer's sidebar holds only Home (SPEC §6): their own training report is here. */}
        {canManage ? null : (
          <ButtonLink to={path("Reports")} variant="secondary">
            {t("reportsSection.myTrainingLink")}
          </ButtonLink>
        )}
      </div>

      {isDemo ? <FormBanner tone="info">{t("hireHome.demoNote")}</FormBanner> : null}

      {user.activated ? null : (
        <section className={styles.activation} aria-labelledby="activation-title">
          <h2 id="activation-title" className={styles.sectionTitle}>
            {t("hireHome.activationTitle")}
          </h2>
          <p>{t("hireHome.activationBody", { email: user.email })}</p>
          <div className={`${pageBlocks.stack2} ${styles.activationAction}`}>
            <ResendActivation email={user.email} variant="secondary" />
          </div>
        </section>
      )}

      {!stats.data ? (
        <Panel id="overview" title={t("dashboard.overview")}>
          <PanelState error={stats.error} onRetry={() => void stats.refetch()} />
        </Panel>
      ) : isNew ? (
        <>
          <FirstPosition canManage={canManage} />
          <NextSteps user={user} />
        </>
      ) : (
        <>
          <StatTiles stats={stats.data} user={user} />
          <div className={dashboardStyles.grid}>
            <div className={pageBlocks.column4}>
              <ReviewQueuePanel />
              <FeedbackDuePanel />
              <Panel
                id="open-positions"
                title={t("dashboard.open.title")}
                action={
                  canList ? (
                    <PanelLink to={path("Positions", {}, { status: "open" })}>
                      {t("dashboard.open.all", { count: stats.data.countByStatus.open })}
                    </PanelLink>
                  ) : null
                }
              >
                {open.data ? (
                  <OpenPositionsList positions={open.data.records} />
                ) : (
                  <PanelState error={open.error} onRetry={() => void open.refetch()} />
                )}
              </Panel>
              <Panel
                id="latest-positions"
                title={t("dashboard.latest.title")}
                action={
                  canList ? (
                    <PanelLink to={path("Positions")}>{t("dashboard.latest.all")}</PanelLink>
                  ) : null
                }
              >
                {latest.data ? (
                  <LatestPositionsList positions={latest.data} />
                ) : (
                  <PanelState error={latest.error} onRetry={() => void latest.refetch()} />
                )}
              </Panel>
              <TeamTrainingPanel />
            </div>
            <div className={pageBlocks.column4}>
              <Panel id="by-status" title={t("dashboard.byStatus.title")}>
                <StatusChart stats={stats.data} />
              </Panel>
              <Panel id="by-stage" title={t("dashboard.byStage.title")}>
                <StageChart stats={stats.data} />
              </Panel>
              <RecentActivityPanel user={user} />
              <SatisfactionPanel />
            </div>
          </div>
        </>
      )}
    </div>
  );
}
