import { path } from "@candor/shared/routes";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { Button, ButtonLink } from "../../../components/button/button";
import { PageLoading, PageState } from "../../../components/page-state/page-state";
import { practiceInterviewQueryOptions } from "../../../features/practice-interviews/api/practice-interviews";
import { PracticePlayer } from "../../../features/practice-interviews/components/practice-player";
import { apiErrorMessage } from "../../../i18n/error-message";
import { isApiError } from "../../../lib/api-error";
import { useDocumentTitle } from "../../../lib/use-document-title";

/** `/training/practice/{interview}`: one practice set, played as a mock interview. */
export default function InterviewPage() {
  const { t } = useTranslation();
  const slug = useParams().interview ?? "";
  const interview = useQuery(practiceInterviewQueryOptions(slug));
  useDocumentTitle(interview.data?.title ?? t("practice.documentTitle"));

  if (interview.isPending) return <PageLoading label={t("app.loading")} />;
  if (interview.isError) {
    const isMissing = isApiError(interview.error) && interview.error.status === 404;
    return (
      <PageState
        title={isMissing ? t("practice.interview.notFound") : t("practice.interview.loadFailed")}
        body={
          isMissing ? t("practice.interview.notFoundBody") : apiErrorMessage(t, interview.error)
        }
        actions={
          <>
            {isMissing ? null : (
              <Button onClick={() => void interview.refetch()}>{t("training.retry")}</Button>
            )}
            <ButtonLink to={path("Practice")} variant="secondary">
              {t("practice.interview.backToSets")}
            </ButtonLink>
          </>
        }
      />
    );
  }
  // A new set (another slug) starts its own flow.
  return <PracticePlayer key={slug} interview={interview.data} />;
}
