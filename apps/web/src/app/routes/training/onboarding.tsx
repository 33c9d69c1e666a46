import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button/button";
import { PageLoading, PageState } from "../../../components/page-state/page-state";
import { onboardingSurveyQueryOptions } from "../../../features/onboarding/api/onboarding-survey";
import { OnboardingSurveyForm } from "../../../features/onboarding/components/onboarding-survey";
import { apiErrorMessage } from "../../../i18n/error-message";
import { useSession } from "../../../lib/auth/use-session";
import { useDocumentTitle } from "../../../lib/use-document-title";

/** `/training/onboarding`: the onboarding survey, asked once of users with `showOnboarding`. */
export default function OnboardingPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const survey = useQuery(onboardingSurveyQueryOptions);
  useDocumentTitle(t("onboarding.documentTitle"));

  if (survey.isPending) return <PageLoading label={t("app.loading")} />;
  if (survey.isError) {
    return (
      <PageState
        title={t("onboarding.loadFailed")}
        body={apiErrorMessage(t, survey.error)}
        actions={<Button onClick={() => void survey.refetch()}>{t("training.retry")}</Button>}
      />
    );
  }
  return <OnboardingSurveyForm survey={survey.data} firstName={user?.firstName} />;
}
