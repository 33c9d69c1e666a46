import { path } from "@candor/shared/routes";
import { useTranslation } from "react-i18next";
import { Button, ButtonLink } from "../../../components/button/button";
import { CaptionsTrack } from "../../../components/captions-track/captions-track";
import { AlertIcon } from "../../../components/icons/icons";
import { ConditionsList } from "../../../components/interview-intro/conditions-list";
import introStyles from "../../../components/interview-intro/interview-intro.module.css";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { RichTextView } from "../../../components/rich-text/rich-text-view";
import type { ConditionsSummary } from "../../../lib/interview-conditions";
import type { MyInterview } from "../api/candidate-interviews";
import styles from "./candidate-interviews.module.css";
import { FeedbackForm } from "./feedback-form";

/** The branded welcome: the hiring team's message and video, the conditions, how it works. */
export function WelcomeScreen({
  interview,
  summary,
  hasAccommodations,
  onBegin,
}: {
  interview: MyInterview;
  summary: ConditionsSummary;
  hasAccommodations: boolean;
  onBegin: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section
      className={`${pageBlocks.stack4} ${pageBlocks.surface} ${introStyles.step}`}
      aria-label={t("candidateInterviews.session.welcome")}
    >
      {interview.welcomeMessage ? <RichTextView html={interview.welcomeMessage} /> : null}
      {interview.welcomeVideo ? (
        // biome-ignore lint/a11y/useMediaCaption: CaptionsTrack adds the team's captions when there are any
        <video className={styles.promptVideo} src={interview.welcomeVideo.url} controls playsInline>
          <CaptionsTrack url={interview.welcomeVideo.captionsUrl} />
        </video>
      ) : null}
      <h2 className={pageBlocks.sectionTitle}>
        {t("candidateInterviews.session.conditionsTitle")}
      </h2>
      <ConditionsList
        summary={summary}
        deadline={interview.deadline}
        hasAccommodations={hasAccommodations}
      />
      <h2 className={pageBlocks.sectionTitle}>{t("candidateInterviews.session.howTitle")}</h2>
      <ol className={styles.howList}>
        <li>{t("candidateInterviews.session.how1")}</li>
        <li>{t("candidateInterviews.session.how2")}</li>
        <li>{t("candidateInterviews.session.how3")}</li>
        <li>{t("candidateInterviews.session.how4")}</li>
      </ol>
      <div className={`${pageBlocks.wrapRow3} ${introStyles.actions}`}>
        <Button size="lg" onClick={onBegin} autoFocus>
          {interview.status === "started"
            ? t("candidateInterviews.session.continue")
            : t("candidateInterviews.session.begin")}
        </Button>
      </div>
    </section>
  );
}

/** Between the practice and the real questions: from here on, answers are sent. */
export function ReadyScreen({
  organizationName,
  hasPractised,
  startError,
  isStarting,
  onStart,
  onPractiseAgain,
}: {
  organizationName: string;
  hasPractised: boolean;
  startError: string | null;
  isStarting: boolean;
  onStart: () => void;
  /** Absent where there is nothing to practise (answers written instead of recorded). */
  onPractiseAgain?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section
      className={`${pageBlocks.stack4} ${pageBlocks.surface} ${introStyles.step}`}
      aria-labelledby="ready-heading"
    >
      <h1 id="ready-heading" className={pageBlocks.titleXl}>
        {t("candidateInterviews.ready.title")}
      </h1>
      <p>
        {hasPractised
          ? t("candidateInterviews.ready.afterPractice")
          : t("candidateInterviews.ready.body")}
      </p>
      <p className={pageBlocks.subdued}>
        {t("candidateInterviews.ready.sentTo", { organization: organizationName })}
      </p>
      {startError ? (
        <p className={styles.problem} role="alert">
          <AlertIcon size={18} />
          {startError}
        </p>
      ) : null}
      <div className={`${pageBlocks.wrapRow3} ${introStyles.actions}`}>
        <Button size="lg" onClick={onStart} disabled={isStarting} autoFocus>
          {t("candidateInterviews.ready.start")}
        </Button>
        {onPractiseAgain ? (
          <Button size="lg" variant="secondary" onClick={onPractiseAgain}>
            {t("candidateInterviews.ready.practiceAgain")}
          </Button>
        ) : null}
      </div>
    </section>
  );
}

/** After submitting: thanks, the feedback form, the way back to the dashboard. */
export function ThanksScreen({ interview }: { interview: MyInterview }) {
  const { t } = useTranslation();
  return (
    <section
      className={`${pageBlocks.stack4} ${pageBlocks.surface} ${introStyles.step}`}
      aria-labelledby="thanks-heading"
    >
      <h2 id="thanks-heading" className={pageBlocks.titleXl}>
        {t("candidateInterviews.thanks.title")}
      </h2>
      <p>{t("candidateInterviews.thanks.body", { organization: interview.organization.name })}</p>
      <FeedbackForm
        candidateInterviewId={interview.id}
        alreadyGiven={interview.feedbackGiven || interview.feedback !== null}
      />
      <ButtonLink to={path("CandidateDashboard")} variant="secondary">
        {t("candidateInterviews.thanks.dashboard")}
      </ButtonLink>
    </section>
  );
}
