import { path } from "@candor/shared/routes";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { Button, ButtonLink } from "../../../components/button/button";
import { PageLoading, PageState } from "../../../components/page-state/page-state";
import { myInterviewQueryOptions } from "../../../features/candidate-interviews/api/candidate-interviews";
import { InterviewSession } from "../../../features/candidate-interviews/components/interview-session";
import { apiErrorMessage } from "../../../i18n/error-message";
import { isApiError } from "../../../lib/api-error";
import { brandStyle } from "../../../lib/branding";
import { CANDIDATE_INTERVIEW_TOUR } from "../../../lib/product-tour/tours";
import { useProductTour } from "../../../lib/product-tour/use-product-tour";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { useCandidateCompany } from "../../layouts/candidate-layout";

/**
 * `/hire-candidate/prerecorded-interviews/{id}` (the candidate's own): the branded welcome and
 * conditions, the camera check, the practice question, the questions, the final review and
 * Submit, then thanks and feedback.
 */
export default function CandidateInterviewPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const interview = useQuery(myInterviewQueryOptions(id));
  const data = interview.data;
  useDocumentTitle(data?.title ?? t("candidateInterviews.session.documentTitle"));
  useCandidateCompany(
    data ? { name: data.organization.name, logoUrl: data.organization.logoUrl } : null,
  );
  // Before the first recording only: a candidate back to finish or to read their thanks needn't.
  useProductTour("candidate_interview", CANDIDATE_INTERVIEW_TOUR, {
    ready: data?.status === "invited",
  });

  if (interview.isPending) return <PageLoading label={t("candidateInterviews.session.loading")} />;
  if (interview.isError) {
    const isMissing = isApiError(interview.error) && interview.error.status === 404;
    return (
      <PageState
        title={
          isMissing
            ? t("candidateInterviews.session.notFoundTitle")
            : t("candidateInterviews.session.errorTitle")
        }
        body={
          isMissing
            ? t("candidateInterviews.session.notFoundBody")
            : apiErrorMessage(t, interview.error)
        }
        actions={
          <>
            {isMissing ? null : (
              <Button onClick={() => void interview.refetch()}>
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
  return (
    <div style={brandStyle(interview.data.organization.brandColor)}>
      <InterviewSession interview={interview.data} />
    </div>
  );
}
