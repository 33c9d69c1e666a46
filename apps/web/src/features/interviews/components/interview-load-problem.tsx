import { path } from "@candor/shared/routes";
import { useTranslation } from "react-i18next";
import { Button, ButtonLink } from "../../../components/button/button";
import { PageState } from "../../../components/page-state/page-state";
import { apiErrorMessage } from "../../../i18n/error-message";
import { isApiError } from "../../../lib/api-error";

/** An interview that could not be loaded: not found (or another organization's), or a failure. */
export function InterviewLoadProblem({
  positionId,
  error,
  onRetry,
}: {
  positionId: string;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const isMissing = isApiError(error) && error.status === 404;
  return (
    <PageState
      eyebrow={isMissing ? t("pages.notFound.code") : undefined}
      title={isMissing ? t("interviews.notFound.title") : t("interviews.loadFailed")}
      body={isMissing ? t("interviews.notFound.body") : apiErrorMessage(t, error)}
      actions={
        <>
          {isMissing ? null : (
            <Button variant="secondary" onClick={onRetry}>
              {t("interviews.retry")}
            </Button>
          )}
          <ButtonLink to={path("Position", { id: positionId })}>
            {t("interviews.backToPosition")}
          </ButtonLink>
        </>
      }
    />
  );
}
