import { path } from "@candor/shared/routes";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../../components/button/button";
import { CaptionsTrack } from "../../../components/captions-track/captions-track";
import { AlertIcon } from "../../../components/icons/icons";
import { ConditionsList } from "../../../components/interview-intro/conditions-list";
import { InterviewHeader } from "../../../components/interview-intro/interview-header";
import introStyles from "../../../components/interview-intro/interview-intro.module.css";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { RichTextView } from "../../../components/rich-text/rich-text-view";
import { REDIRECT_AFTER_AUTH_PARAM } from "../../../lib/auth/auth-redirect";
import { brandStyle } from "../../../lib/branding";
import blocks from "../../../styles/blocks.module.css";
import type { PublicInterview } from "../api/candidate-interviews";
import styles from "./candidate-interviews.module.css";

/**
 * An interview's branded page before the candidate starts, as the public link and a personal
 * invitation show it: the organization's colours and name, the title, the welcome (and its video),
 * the conditions — never the questions — and, while it accepts answers, the page's next step
 * (`children`: sign in, or start).
 */
export function PublicInterviewView({
  interview,
  children,
}: {
  interview: PublicInterview;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { conditions } = interview;
  return (
    <div
      className={`${blocks.stack} ${blocks.column} ${styles.session}`}
      style={brandStyle(interview.organization.brandColor)}
    >
      <InterviewHeader
        organization={interview.organization}
        title={interview.title}
        positionTitle={interview.positionTitle}
      />
      <section
        className={`${pageBlocks.stack4} ${pageBlocks.surface} ${introStyles.step}`}
        aria-label={t("candidateInterviews.session.welcome")}
      >
        {interview.welcomeMessage ? <RichTextView html={interview.welcomeMessage} /> : null}
        {interview.welcomeVideoUrl ? (
          // biome-ignore lint/a11y/useMediaCaption: CaptionsTrack adds the team's captions when there are any
          <video
            className={styles.promptVideo}
            src={interview.welcomeVideoUrl}
            controls
            playsInline
          >
            <CaptionsTrack url={interview.welcomeVideoCaptionsUrl} />
          </video>
        ) : null}
        <h2 className={pageBlocks.sectionTitle}>
          {t("candidateInterviews.session.conditionsTitle")}
        </h2>
        {conditions ? (
          <ConditionsList
            summary={{
              questionCount: interview.questionCount,
              thinkTimeSeconds: conditions.thinkTimeSeconds,
              answerTimeSeconds: conditions.answerTimeSeconds,
              retakesAllowed: conditions.retakesAllowed,
              totalAnswerSeconds: conditions.totalAnswerTimeSeconds,
            }}
            deadline={interview.deadline}
          />
        ) : null}
        <p className={pageBlocks.subdued}>{t("candidateInterviews.landing.accommodationsNote")}</p>
        {interview.acceptsAnswers ? (
          children
        ) : (
          <p className={styles.problem} role="alert">
            <AlertIcon size={18} />
            {t("candidateInterviews.landing.closed")}
          </p>
        )}
      </section>
    </div>
  );
}

/**
 * The signed-out visitor's next step: create a candidate account or sign in (SPEC §2 candidate
 * top bar: `type=Candidate` and `redirectAfterAuth`), then come back to `returnTo`.
 */
export function SignInToAnswer({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation();
  const authQuery = { type: "Candidate", [REDIRECT_AFTER_AUTH_PARAM]: returnTo };
  return (
    <div className={blocks.stackGap1}>
      <p>{t("candidateInterviews.landing.signInFirst")}</p>
      <div className={`${pageBlocks.wrapRow3} ${introStyles.actions}`}>
        <ButtonLink to={path("SignUp", {}, authQuery)} size="lg">
          {t("candidateInterviews.landing.createAccount")}
        </ButtonLink>
        <ButtonLink to={path("SignIn", {}, authQuery)} size="lg" variant="secondary">
          {t("candidateInterviews.landing.signIn")}
        </ButtonLink>
      </div>
    </div>
  );
}
