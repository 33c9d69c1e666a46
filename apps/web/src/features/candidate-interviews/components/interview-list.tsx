import { formatDate } from "@candor/shared/format";
import { path } from "@candor/shared/routes";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../../components/button/button";
import { CalendarIcon, CheckCircleIcon } from "../../../components/icons/icons";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { brandStyle } from "../../../lib/branding";
import blocks from "../../../styles/blocks.module.css";
import type { MyInterviewSummary } from "../api/candidate-interviews";
import { dashboardActionOf, statusWordOf } from "../lib/interview-plan";
import styles from "./interview-list.module.css";

/** The candidate's interviews: organization, title, status, deadline and what to do next. */
export function InterviewList({ interviews }: { interviews: readonly MyInterviewSummary[] }) {
  return (
    <ul className={`${blocks.bareList} ${blocks.stack} ${styles.list}`}>
      {interviews.map((interview) => (
        <InterviewRow key={interview.id} interview={interview} />
      ))}
    </ul>
  );
}

function InterviewRow({ interview }: { interview: MyInterviewSummary }) {
  const { t, i18n } = useTranslation();
  const action = dashboardActionOf(interview);
  const to = path("CandidatePrerecordedInterview", { id: interview.id });
  const titleId = `interview-${interview.id}-title`;
  return (
    <li
      className={`${blocks.row} ${styles.row}`}
      style={brandStyle(interview.organization.brandColor)}
    >
      <div className={`${blocks.stack} ${styles.main}`}>
        <p className={`${pageBlocks.row2} ${pageBlocks.smallBold} ${styles.organization}`}>
          {interview.organization.logoUrl ? (
            <img className={styles.logo} src={interview.organization.logoUrl} alt="" />
          ) : null}
          {interview.organization.name}
        </p>
        <h2 id={titleId} className={styles.title}>
          {interview.title}
        </h2>
        <p className={`${blocks.row} ${pageBlocks.muted} ${styles.meta}`}>
          <span className={`${styles.status} ${styles[action]}`}>
            {t(`candidateTrust.status.${statusWordOf(interview)}`)}
          </span>
          {action === "continue" ? (
            <span>
              {t("candidateInterviews.dashboard.progress", {
                answered: interview.answeredCount,
                total: interview.questionsCount,
              })}
            </span>
          ) : null}
          <span className={pageBlocks.inlineRow}>
            <CalendarIcon size={16} />
            {interview.deadline
              ? t("candidateInterviews.dashboard.deadline", {
                  date: formatDate(interview.deadline, i18n.language),
                })
              : t("candidateInterviews.conditions.noDeadline")}
          </span>
        </p>
      </div>
      <div className={`${blocks.stack} ${styles.action}`}>
        {action === "start" || action === "continue" ? (
          <ButtonLink to={to} size="lg" aria-describedby={titleId}>
            {t(`candidateInterviews.dashboard.action.${action}`)}
          </ButtonLink>
        ) : action === "completed" ? (
          <span className={styles.completed}>
            <CheckCircleIcon size={18} />
            {t("candidateInterviews.dashboard.action.completed")}
          </span>
        ) : (
          <span className={pageBlocks.subdued}>
            {t("candidateInterviews.dashboard.action.closed")}
          </span>
        )}
        {action === "completed" && !interview.feedbackGiven ? (
          <ButtonLink to={to} variant="ghost" size="sm" aria-describedby={titleId}>
            {t("candidateInterviews.dashboard.giveFeedback")}
          </ButtonLink>
        ) : null}
      </div>
    </li>
  );
}
