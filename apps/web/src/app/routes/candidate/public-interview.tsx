import { path } from "@candor/shared/routes";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { Button } from "../../../components/button/button";
import { AlertIcon } from "../../../components/icons/icons";
import introStyles from "../../../components/interview-intro/interview-intro.module.css";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { PageLoading, PageState } from "../../../components/page-state/page-state";
import {
  joinPublicInterview,
  publicInterviewQueryOptions,
} from "../../../features/candidate-interviews/api/candidate-interviews";
import styles from "../../../features/candidate-interviews/components/candidate-interviews.module.css";
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
  return (
    <PublicInterviewView interview={interview.data}>
      {status === "loading" ? null : !user ? (
        <SignInToAnswer returnTo={here} />
      ) : user.type !== "Candidate" ? (
        <p className={introStyles.note}>{t("candidateInterviews.landing.memberSignedIn")}</p>
      ) : (
        <>
          {join.isError ? (
            <p className={styles.problem} role="alert">
              <AlertIcon size={18} />
              {apiErrorMessage(t, join.error)}
            </p>
          ) : null}
          <div className={`${pageBlocks.wrapRow3} ${introStyles.actions}`}>
            <Button size="lg" onClick={() => join.mutate()} disabled={join.isPending} autoFocus>
              {t("candidateInterviews.landing.start")}
            </Button>
          </div>
        </>
      )}
    </PublicInterviewView>
  );
}
