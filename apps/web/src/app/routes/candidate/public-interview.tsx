import { path } from "@candor/shared/routes";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { Button, ButtonLink } from "../../../components/button/button";
import { AlertIcon } from "../../../components/icons/icons";
import { ConditionsList } from "../../../components/interview-intro/conditions-list";
import { InterviewHeader } from "../../../components/interview-intro/interview-header";
import { PageLoading, PageState } from "../../../components/page-state/page-state";
import { RichTextView } from "../../../components/rich-text/rich-text-view";
import {
  joinPublicInterview,
  publicInterviewQueryOptions,
} from "../../../features/candidate-interviews/api/candidate-interviews";
import styles from "../../../features/candidate-interviews/components/candidate-interviews.module.css";
import { apiErrorMessage } from "../../../i18n/error-message";
import { isApiError } from "../../../lib/api-error";
import { REDIRECT_AFTER_AUTH_PARAM } from "../../../lib/auth/auth-redirect";
import { useSession } from "../../../lib/auth/use-session";
import { brandStyle } from "../../../lib/branding";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { useCandidateCompany } from "../../layouts/candidate-layout";

/**
 * `/interview/{uuid}` (public): an interview's shared link. The organization's branding, the
 * title, welcome and conditions (never the questions); a signed-out visitor signs in or creates a
 * candidate account and comes back here; a candidate joins and goes on to record.
 */
export default function PublicInterviewPage() {
  const { t } = useTranslation();
  const { uuid = "" } = useParams();
  const navigate = useNavigate();
  const { status, user } = useSession();
  const interview = useQuery(publicInterviewQueryOptions(uuid));
  const join = useMutation({
    mutationFn: () => joinPublicInterview(uuid),
    onSuccess: (joined) => navigate(path("CandidatePrerecordedInterview", { id: joined.id })),
  });
  const data = interview.data;
  useDocumentTitle(data?.title ?? t("candidateInterviews.session.documentTitle"));
  useCandidateCompany(
    data ? { name: data.organization.name, logoUrl: data.organization.logoUrl } : null,
  );

  if (interview.isPending) return <PageLoading label={t("candidateInterviews.session.loading")} />;
  if (interview.isError) {
    const isMissing = isApiError(interview.error) && interview.error.status === 404;
    return (
      <PageState
        title={
          isMissing
            ? t("candidateInterviews.landing.notFoundTitle")
            : t("candidateInterviews.session.errorTitle")
        }
        body={
          isMissing
            ? t("candidateInterviews.landing.notFoundBody")
            : apiErrorMessage(t, interview.error)
        }
      />
    );
  }

  const here = path("PublicInterview", { uuid });
  const authQuery = { type: "Candidate", [REDIRECT_AFTER_AUTH_PARAM]: here };
  const { conditions } = interview.data;
  return (
    <div className={styles.session} style={brandStyle(interview.data.organization.brandColor)}>
      <InterviewHeader
        organization={interview.data.organization}
        title={interview.data.title}
        positionTitle={interview.data.positionTitle}
      />
      <section className={styles.step} aria-label={t("candidateInterviews.session.welcome")}>
        {interview.data.welcomeMessage ? (
          <RichTextView html={interview.data.welcomeMessage} />
        ) : null}
        {interview.data.welcomeVideoUrl ? (
          // biome-ignore lint/a11y/useMediaCaption: the hiring team's welcome has no captions
          <video
            className={styles.promptVideo}
            src={interview.data.welcomeVideoUrl}
            controls
            playsInline
          />
        ) : null}
        <h2 className={styles.sectionTitle}>{t("candidateInterviews.session.conditionsTitle")}</h2>
        {conditions ? (
          <ConditionsList
            summary={{
              questionCount: interview.data.questionCount,
              thinkTimeSeconds: conditions.thinkTimeSeconds,
              answerTimeSeconds: conditions.answerTimeSeconds,
              retakesAllowed: conditions.retakesAllowed,
              totalAnswerSeconds: conditions.totalAnswerTimeSeconds,
            }}
            deadline={interview.data.deadline}
          />
        ) : null}
        <p className={styles.muted}>{t("candidateInterviews.landing.accommodationsNote")}</p>

        {!interview.data.acceptsAnswers ? (
          <p className={styles.problem} role="alert">
            <AlertIcon size={18} />
            {t("candidateInterviews.landing.closed")}
          </p>
        ) : status === "loading" ? null : !user ? (
          <div className={styles.stepHeader}>
            <p>{t("candidateInterviews.landing.signInFirst")}</p>
            <div className={styles.actions}>
              <ButtonLink to={path("SignUp", {}, authQuery)} size="lg">
                {t("candidateInterviews.landing.createAccount")}
              </ButtonLink>
              <ButtonLink to={path("SignIn", {}, authQuery)} size="lg" variant="secondary">
                {t("candidateInterviews.landing.signIn")}
              </ButtonLink>
            </div>
          </div>
        ) : user.type !== "Candidate" ? (
          <p className={styles.note}>{t("candidateInterviews.landing.memberSignedIn")}</p>
        ) : (
          <>
            {join.isError ? (
              <p className={styles.problem} role="alert">
                <AlertIcon size={18} />
                {apiErrorMessage(t, join.error)}
              </p>
            ) : null}
            <div className={styles.actions}>
              <Button size="lg" onClick={() => join.mutate()} disabled={join.isPending} autoFocus>
                {t("candidateInterviews.landing.start")}
              </Button>
            </div>
          </>
        )}
      </section>
    </div>
  );
}
