import { formatDateTime } from "@candor/shared/format";
import { path } from "@candor/shared/routes";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { ButtonLink } from "../../../components/button/button";
import { PencilIcon } from "../../../components/icons/icons";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { PageFrame, PageHeader } from "../../../components/page-layout/page-layout";
import { PageLoading } from "../../../components/page-state/page-state";
import { interviewQueryOptions } from "../../../features/interviews/api/interviews";
import { CandidatesPanel } from "../../../features/interviews/components/candidates-panel";
import { InterviewEvents } from "../../../features/interviews/components/interview-events";
import { InterviewLoadProblem } from "../../../features/interviews/components/interview-load-problem";
import styles from "../../../features/interviews/components/interview-page.module.css";
import { InterviewQuestionsSummary } from "../../../features/interviews/components/interview-questions-summary";
import { InviteCandidates } from "../../../features/interviews/components/invite-candidates";
import { PublicLink } from "../../../features/interviews/components/public-link";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { EDIT_INTERVIEW_PARAM } from "./build-pre-recorded-interview";

/**
 * `/hire/positions/{positionId}/pre-recorded-interviews/{preRecordedInterviewId}` (admins, HR
 * managers): the interview at a glance, its public link, inviting candidates, the candidates by
 * status with their actions, its questions and its audit trail.
 */
export default function PreRecordedInterviewPage() {
  const { t, i18n } = useTranslation();
  const { positionId = "", preRecordedInterviewId = "" } = useParams();
  const interview = useQuery(interviewQueryOptions(preRecordedInterviewId));
  useDocumentTitle(interview.data?.title ?? t("interviews.page.documentTitle"));

  if (interview.isPending) return <PageLoading label={t("app.loading")} />;
  if (!interview.data) {
    return (
      <InterviewLoadProblem
        positionId={positionId}
        error={interview.error}
        onRetry={() => void interview.refetch()}
      />
    );
  }
  const current = interview.data;
  const editPath =
    path("BuildPreRecordedInterview", { id: current.positionId }) +
    `?${EDIT_INTERVIEW_PARAM}=${encodeURIComponent(current.id)}`;

  return (
    <PageFrame>
      <PageHeader
        back={{
          to: path("Position", { id: current.positionId }),
          label: t("interviews.page.backToPosition"),
        }}
        title={current.title}
        actions={
          <ButtonLink to={editPath} variant="secondary">
            <PencilIcon size={18} />
            {t("interviews.page.edit")}
          </ButtonLink>
        }
      >
        <p className={`${pageBlocks.centredWrap} ${pageBlocks.muted} ${styles.meta}`}>
          <span className={`${pageBlocks.brandPill} ${styles.versionBadge}`}>
            {t("interviews.page.version", { version: current.currentVersion })}
          </span>
          <span>{t("interviews.page.questionCount", { count: current.questions.length })}</span>
          <span>
            {current.deadline
              ? t("interviews.page.deadline", {
                  date: formatDateTime(current.deadline, i18n.language),
                })
              : t("interviews.page.noDeadline")}
          </span>
        </p>
      </PageHeader>

      <div className={pageBlocks.withAside}>
        <div className={`${pageBlocks.stack5} ${styles.column}`}>
          <section
            className={`${pageBlocks.panelCard} ${styles.section}`}
            aria-labelledby="invite-title"
          >
            <h2 id="invite-title" className={pageBlocks.sectionTitle}>
              {t("interviews.invite.title")}
            </h2>
            {current.effectiveScorecardId ? (
              <InviteCandidates interviewId={current.id} />
            ) : (
              <div className={pageBlocks.stack3} role="note">
                <p>{t("interviews.invite.scorecardRequired")}</p>
                <ButtonLink to={editPath} variant="secondary">
                  {t("interviews.invite.chooseScorecard")}
                </ButtonLink>
              </div>
            )}
          </section>
          <section
            className={`${pageBlocks.panelCard} ${styles.section}`}
            aria-labelledby="candidates-title"
          >
            <div className={pageBlocks.baselineSpreadRow}>
              <h2 id="candidates-title" className={pageBlocks.sectionTitle}>
                {t("interviews.candidates.title")}
              </h2>
              <span className={pageBlocks.muted}>
                {t("interviews.candidates.total", { count: current.candidatesCount })}
              </span>
            </div>
            <CandidatesPanel interviewId={current.id} />
          </section>
        </div>
        <div className={`${pageBlocks.stack5} ${styles.column}`}>
          <section
            className={`${pageBlocks.panelCard} ${styles.section}`}
            aria-labelledby="share-title"
          >
            <h2 id="share-title" className={pageBlocks.sectionTitle}>
              {t("interviews.page.share")}
            </h2>
            <PublicLink uuid={current.publicUuid} />
          </section>
          <section
            className={`${pageBlocks.panelCard} ${styles.section}`}
            aria-labelledby="questions-title"
          >
            <h2 id="questions-title" className={pageBlocks.sectionTitle}>
              {t("interviews.page.questionsTitle")}
            </h2>
            <InterviewQuestionsSummary interview={current} />
          </section>
          <section
            className={`${pageBlocks.panelCard} ${styles.section}`}
            aria-labelledby="events-title"
          >
            <h2 id="events-title" className={pageBlocks.sectionTitle}>
              {t("interviews.events.title")}
            </h2>
            <InterviewEvents interviewId={current.id} />
          </section>
        </div>
      </div>
    </PageFrame>
  );
}
