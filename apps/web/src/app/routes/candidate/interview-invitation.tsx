import { path } from "@candor/shared/routes";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { Button, ButtonLink } from "../../../components/button/button";
import { MailIcon } from "../../../components/icons/icons";
import { PageLoading, PageState } from "../../../components/page-state/page-state";
import { takeInvitation } from "../../../features/candidate-interviews/api/candidate-interviews";
import { apiErrorMessage } from "../../../i18n/error-message";
import { isApiError } from "../../../lib/api-error";
import { REDIRECT_AFTER_AUTH_PARAM } from "../../../lib/auth/auth-redirect";
import { useSession } from "../../../lib/auth/use-session";
import { useDocumentTitle } from "../../../lib/use-document-title";

/**
 * `/interview/invitation/{token}`: a personal invitation's emailed link. Signed out, the
 * candidate signs in or creates a candidate account and comes back here; signed in as a
 * candidate, the invitation becomes theirs (`by_token`) and they go on to record.
 */
export default function InterviewInvitationPage() {
  const { t } = useTranslation();
  const { token = "" } = useParams();
  const navigate = useNavigate();
  const { status, user } = useSession();
  useDocumentTitle(t("candidateInterviews.invitation.documentTitle"));
  const take = useMutation({
    mutationFn: () => takeInvitation(token),
    onSuccess: (interview) =>
      navigate(path("CandidatePrerecordedInterview", { id: interview.id }), { replace: true }),
  });
  const isCandidate = user?.type === "Candidate";
  const hasTried = useRef(false);
  useEffect(() => {
    if (!isCandidate || hasTried.current) return;
    hasTried.current = true;
    take.mutate();
  }, [isCandidate, take]);

  if (status === "loading") return <PageLoading label={t("app.loading")} />;

  if (!user) {
    const authQuery = {
      type: "Candidate",
      [REDIRECT_AFTER_AUTH_PARAM]: path("InterviewInvitation", { token }),
    };
    return (
      <PageState
        illustration={<MailIcon size={40} />}
        title={t("candidateInterviews.invitation.title")}
        body={t("candidateInterviews.invitation.body")}
        actions={
          <>
            <ButtonLink to={path("SignUp", {}, authQuery)} size="lg">
              {t("candidateInterviews.landing.createAccount")}
            </ButtonLink>
            <ButtonLink to={path("SignIn", {}, authQuery)} size="lg" variant="secondary">
              {t("candidateInterviews.landing.signIn")}
            </ButtonLink>
          </>
        }
      />
    );
  }

  if (!isCandidate) {
    return (
      <PageState
        title={t("candidateInterviews.invitation.title")}
        body={t("candidateInterviews.landing.memberSignedIn")}
      />
    );
  }

  if (take.isError) {
    const isMissing = isApiError(take.error) && take.error.status === 404;
    return (
      <PageState
        title={t("candidateInterviews.invitation.problemTitle")}
        body={
          isMissing ? t("candidateInterviews.invitation.notFound") : apiErrorMessage(t, take.error)
        }
        actions={
          <>
            {isMissing ? null : (
              <Button onClick={() => take.mutate()}>
                {t("candidateInterviews.dashboard.retry")}
              </Button>
            )}
            <ButtonLink to={path("CandidateDashboard")} variant="secondary">
              {t("candidateInterviews.thanks.dashboard")}
            </ButtonLink>
          </>
        }
      />
    );
  }

  return <PageLoading label={t("candidateInterviews.invitation.opening")} />;
}
