import { externalLinks, path } from "@candor/shared/routes";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ExternalLinkIcon, UserIcon, VideoIcon } from "../../../components/icons/icons";
import { PageLoading } from "../../../components/page-state/page-state";
import { useSession } from "../../../lib/auth/use-session";
import { useDocumentTitle } from "../../../lib/use-document-title";
import styles from "./candidate-dashboard.module.css";

/**
 * `/hire-candidate/dashboard` (candidates): the interviews a candidate was invited to. Invitations
 * and recording arrive with a later issue, so for now it says plainly that there are none yet.
 */
export default function CandidateDashboardPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  useDocumentTitle(t("candidate.dashboard.documentTitle"));

  if (!user) return <PageLoading label={t("app.loading")} />;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.greeting}>
          {t("candidate.dashboard.greeting", { name: user.firstName })}
        </p>
        <h1 className={styles.title}>{t("candidate.dashboard.title")}</h1>
      </header>
      <section className={styles.empty} aria-labelledby="candidate-empty-title">
        <span className={styles.emptyIcon} aria-hidden="true">
          <VideoIcon size={32} />
        </span>
        <h2 id="candidate-empty-title" className={styles.emptyTitle}>
          {t("candidate.dashboard.emptyTitle")}
        </h2>
        <p className={styles.emptyBody}>{t("candidate.dashboard.emptyBody")}</p>
        <div className={styles.links}>
          <a href={externalLinks.HelpDesk} target="_blank" rel="noopener noreferrer">
            {t("candidate.dashboard.howItWorks")}
            <ExternalLinkIcon size={14} />
            <span className="visually-hidden">{t("app.opensInNewTab")}</span>
          </a>
          <Link to={path("Account")}>
            <UserIcon size={16} />
            {t("candidate.dashboard.account")}
          </Link>
        </div>
      </section>
    </div>
  );
}
