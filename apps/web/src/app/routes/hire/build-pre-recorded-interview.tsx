import { path } from "@candor/shared/routes";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useParams, useSearchParams } from "react-router";
import { PageFrame, PageHeader } from "../../../components/page-layout/page-layout";
import { PageLoading } from "../../../components/page-state/page-state";
import { interviewQueryOptions } from "../../../features/interviews/api/interviews";
import { InterviewBuilder } from "../../../features/interviews/components/interview-builder";
import { InterviewLoadProblem } from "../../../features/interviews/components/interview-load-problem";
import { positionQueryOptions } from "../../../features/positions/api/positions";
import { useSession } from "../../../lib/auth/use-session";
import { INTERVIEW_BUILDER_TOUR } from "../../../lib/product-tour/tours";
import { useProductTour } from "../../../lib/product-tour/use-product-tour";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { interviewBuilderSources } from "./interview-builder-sources";

/** The query parameter naming the interview to edit; without it a new one is built. */
export const EDIT_INTERVIEW_PARAM = "interview";

/**
 * `/hire/positions/{id}/pre-recorded-interviews/build-pre-recorded-interview` (admins, HR
 * managers): builds a new interview for the position, or edits `?interview={id}`.
 */
export default function BuildPreRecordedInterviewPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { id: positionId = "" } = useParams();
  const [searchParams] = useSearchParams();
  const interviewId = searchParams.get(EDIT_INTERVIEW_PARAM);
  const position = useQuery(positionQueryOptions(positionId));
  const interview = useQuery({
    ...interviewQueryOptions(interviewId ?? ""),
    enabled: Boolean(interviewId),
  });
  const heading = interviewId
    ? t("interviews.builder.editTitle")
    : t("interviews.builder.newTitle");
  useDocumentTitle(heading);
  // A first interview is the one to explain; editing one means the member has built one before.
  useProductTour("interview_builder", INTERVIEW_BUILDER_TOUR, {
    ready: Boolean(user) && !interviewId,
  });

  if (!user || (interviewId && interview.isPending)) {
    return <PageLoading label={t("app.loading")} />;
  }
  if (interviewId && !interview.data) {
    return (
      <InterviewLoadProblem
        positionId={positionId}
        error={interview.error}
        onRetry={() => void interview.refetch()}
      />
    );
  }

  return (
    <PageFrame width="narrow">
      <PageHeader
        back={{
          to: interview.data
            ? path("PreRecordedInterview", {
                positionId,
                preRecordedInterviewId: interview.data.id,
              })
            : path("Position", { id: positionId }),
          label:
            interview.data?.title ?? position.data?.title ?? t("interviews.builder.backToPosition"),
        }}
        title={heading}
        subtitle={
          position.data
            ? t("interviews.builder.leadFor", { position: position.data.title })
            : t("interviews.builder.lead")
        }
      />
      <InterviewBuilder
        key={interview.data?.id ?? "new"}
        user={user}
        positionId={positionId}
        positionTitle={position.data?.title ?? ""}
        positionScorecardId={position.data ? position.data.scorecardId : undefined}
        interview={interview.data}
        sources={interviewBuilderSources}
      />
    </PageFrame>
  );
}
