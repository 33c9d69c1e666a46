import { path } from "@candor/shared/routes";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../../components/button/button";
import { AlertIcon, ExternalLinkIcon, UserIcon, VideoIcon } from "../../../components/icons/icons";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { PageLoading } from "../../../components/page-state/page-state";
import { myInterviewsQueryOptions } from "../../../features/candidate-interviews/api/candidate-interviews";
import { InterviewList } from "../../../features/candidate-interviews/components/interview-list";
import { PendingUploadsNotice } from "../../../features/candidate-interviews/components/pending-uploads-notice";
import { CandidateLiveInterviews } from "../../../features/live-interviews/components/candidate-live-interviews";
import { MyRecordingsCountdown } from "../../../features/privacy/components/recordings-countdown";
import { apiErrorMessage } from "../../../i18n/error-message";
import { useExternalLinks } from "../../../lib/app-config";
import { useSession } from "../../../lib/auth/use-session";
import { useDocumentTitle } from "../../../lib/use-document-title";
import blocks from "../../../styles/blocks.module.css";
import styles from "./candidate-dashboard.module.css";

/**
 * `/hire-candidate/dashboard` (candidates): every interview the candidate was invited to or
 * joined, with its organization, status, deadline and what to do next; answers still kept on this
 * device resume uploading here too.
 */
export default function CandidateDashboardPage() {
  const { t } = useTranslation();
  const links = useExternalLinks();
  const { user } = useSession();
  const [page, setPage] = useState(1);
  const interviews = useQuery(myInterviewsQueryOptions(page));
  useDocumentTitle(t("candidate.dashboard.documentTitle"));

  if (!user) return <PageLoading label={t("app.loading")} />;

  const pagy = interviews.data?.pagy ?? null;
  return (
    <div className={`${blocks.stack} ${blocks.column} ${styles.page}`}>
      <header className={blocks.stackGap1}>
        <p className={styles.greeting}>
          {t("candidate.dashboard.greeting", { name: user.firstName })}
        </p>
        <h1 className={pageBlocks.title2xl}>{t("candidate.dashboard.title")}</h1>
      </header>
      <CandidateLiveInterviews />
      <PendingUploadsNotice />
      {interviews.isPending ? (
        <PageLoading label={t("candidateInterviews.dashboard.loading")} />
      ) : interviews.isError ? (
        <section className={`${pageBlocks.stack3} ${styles.error}`} role="alert">
          <p>
            <AlertIcon size={18} />
            {apiErrorMessage(t, interviews.error)}
          </p>
          <Button variant="secondary" onClick={() => void interviews.refetch()}>
            {t("candidateInterviews.dashboard.retry")}
          </Button>
        </section>
      ) : interviews.data.records.length === 0 ? (
        <section
          className={`${pageBlocks.stack3} ${styles.empty}`}
          aria-labelledby="candidate-empty-title"
        >
          <span className={`${blocks.medallion} ${blocks.centre}`} aria-hidden="true">
            <VideoIcon size={32} />
          </span>
          <h2 id="candidate-empty-title" className={pageBlocks.titleXl}>
            {t("candidate.dashboard.emptyTitle")}
          </h2>
          <p className={styles.emptyBody}>{t("candidate.dashboard.emptyBody")}</p>
          <div className={styles.links}>
            <a href={links.helpCenter} target="_blank" rel="noopener noreferrer">
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
      ) : (
        <>
          <InterviewList interviews={interviews.data.records} />
          <MyRecordingsCountdown />
          {pagy && pagy.pages > 1 ? (
            <nav
              className={`${pageBlocks.row3} ${styles.pages}`}
              aria-label={t("candidateInterviews.dashboard.pages")}
            >
              <Button
                variant="secondary"
                disabled={!pagy.prev}
                onClick={() => setPage((current) => Math.max(1, current - 1))}
              >
                {t("candidateInterviews.dashboard.previous")}
              </Button>
              <span>
                {t("candidateInterviews.dashboard.pageOf", { page: pagy.page, pages: pagy.pages })}
              </span>
              <Button
                variant="secondary"
                disabled={!pagy.next}
                onClick={() => setPage((current) => current + 1)}
              >
                {t("candidateInterviews.dashboard.next")}
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}
