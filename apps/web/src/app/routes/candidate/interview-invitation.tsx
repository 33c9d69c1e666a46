import { path } from "@candor/shared/routes";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { Button, ButtonLink } from "../../../components/button/button";
import { MailIcon } from "../../../components/icons/icons";
import { PageLoading, PageState } from "../../../components/page-state/page-state";
import {
  invitedInterviewQueryOptions,
  takeInvitation,
} from "../../../features/candidate-interviews/api/candidate-interviews";
import {
  PublicInterviewView,
  SignInToAnswer,
} from "../../../features/candidate-interviews/components/public-interview-view";
import { apiErrorMessage } from "../../../i18n/error-message";
import { isApiError } from "../../../lib/api-error";
import { useSession } from "../../../lib/auth/use-session";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { useCandidateCompany } from "../../layouts/candidate-layout";

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

  if (!user) return <InvitedInterviewPage token={token} />;

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

/**
 * The signed-out view of a personal invitation: the interview's branded page (organization,
 * title, welcome, conditions) with the way to create a candidate account or sign in and come back.
 */
function InvitedInterviewPage({ token }: { token: string }) {
  const { t } = useTranslation();
  const interview = useQuery(invitedInterviewQueryOptions(token));
  const data = interview.data;
  useCandidateCompany(
    data ? { name: data.organization.name, logoUrl: data.organization.logoUrl } : null,
  );
  if (interview.isPending) return <PageLoading label={t("candidateInterviews.session.loading")} />;
  if (interview.isError) {
    const isMissing = isApiError(interview.error) && interview.error.status === 404;
    return (
      <PageState
        illustration={<MailIcon size={40} />}
        title={t("candidateInterviews.invitation.problemTitle")}
        body={
          isMissing
            ? t("candidateInterviews.invitation.notFound")
            : apiErrorMessage(t, interview.error)
        }
      />
    );
  }
  return (
    <PublicInterviewView interview={interview.data}>
      <SignInToAnswer returnTo={path("InterviewInvitation", { token })} />
    </PublicInterviewView>
  );
}
