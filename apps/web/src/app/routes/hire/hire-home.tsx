import { isAdmin } from "@candor/shared/permissions";
import { externalLinks, path } from "@candor/shared/routes";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FormBanner } from "../../../components/form/form-banner";
import {
  ArrowRightIcon,
  ExternalLinkIcon,
  HelpIcon,
  PlayIcon,
  UsersIcon,
  VideoIcon,
} from "../../../components/icons/icons";
import { PageLoading } from "../../../components/page-state/page-state";
import { ResendActivation } from "../../../features/accounts/components/resend-activation";
import { useAppConfig } from "../../../features/app-config/api/get-app-config";
import type { SessionUser } from "../../../lib/auth/session-api";
import { useSession } from "../../../lib/auth/use-session";
import { useDocumentTitle } from "../../../lib/use-document-title";
import styles from "./hire-home.module.css";

type Step = {
  key: "invite" | "review" | "training" | "help";
  Icon: ComponentType<{ size?: number }>;
  /** An in-app page, or (`external`) a help-center address opened in a new tab. */
  link?: {
    to: string;
    external?: boolean;
    label: `hireHome.steps.${"invite" | "training" | "help"}.action`;
  };
};

/** What to do first, by role: admins invite their team, reviewers wait for interviews to review. */
function nextSteps(user: SessionUser): Step[] {
  const steps: Step[] = [];
  if (isAdmin(user)) {
    steps.push({
      key: "invite",
      Icon: UsersIcon,
      link: { to: path("OrganizationAdmin"), label: "hireHome.steps.invite.action" },
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
    link: { to: externalLinks.HelpDesk, external: true, label: "hireHome.steps.help.action" },
  });
  return steps;
}

/**
 * `/hire` and `/hire/dashboard` for now: a welcome with the member's next steps. The hiring
 * dashboard issue replaces it.
 */
export default function HireHomePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { config } = useAppConfig();
  useDocumentTitle(t("hireHome.documentTitle"));

  if (!user) return <PageLoading label={t("app.loading")} />;
  const isDemo = user.isDemoOrganization || user.subdomain === config.demoSubdomain;
  const role = isAdmin(user)
    ? "admin"
    : user.permissions.includes("hr_manager")
      ? "hrManager"
      : "reviewer";

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <p className={styles.eyebrow}>
          {user.organizationName}
          {isDemo ? <span className={styles.demoBadge}>{t("session.demoBadge")}</span> : null}
        </p>
        <h1 className={styles.title}>{t("hireHome.greeting", { name: user.firstName })}</h1>
        <p className={styles.lead}>
          {t(`hireHome.lead.${role}`, { organization: user.organizationName ?? "" })}
        </p>
      </div>

      {isDemo ? <FormBanner tone="info">{t("hireHome.demoNote")}</FormBanner> : null}

      {user.activated ? null : (
        <section className={styles.activation} aria-labelledby="activation-title">
          <h2 id="activation-title" className={styles.sectionTitle}>
            {t("hireHome.activationTitle")}
          </h2>
          <p>{t("hireHome.activationBody", { email: user.email })}</p>
          <div className={styles.activationAction}>
            <ResendActivation email={user.email} variant="secondary" />
          </div>
        </section>
      )}

      <section aria-labelledby="next-steps">
        <h2 id="next-steps" className={styles.sectionTitle}>
          {t("hireHome.nextSteps")}
        </h2>
        <ul className={styles.steps}>
          {nextSteps(user).map(({ key, Icon, link }) => (
            <li key={key} className={styles.step}>
              <span className={styles.stepIcon} aria-hidden="true">
                <Icon size={22} />
              </span>
              <div className={styles.stepText}>
                <h3>{t(`hireHome.steps.${key}.title`)}</h3>
                <p>{t(`hireHome.steps.${key}.body`)}</p>
              </div>
              {link?.external ? (
                <a
                  href={link.to}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.stepLink}
                >
                  {t(link.label)}
                  <ExternalLinkIcon size={16} />
                  <span className="visually-hidden"> {t("app.opensInNewTab")}</span>
                </a>
              ) : link ? (
                <Link to={link.to} className={styles.stepLink}>
                  {t(link.label)}
                  <ArrowRightIcon size={16} />
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
