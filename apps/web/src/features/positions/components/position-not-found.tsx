import { canAccessPage } from "@candor/shared/permissions";
import { path } from "@candor/shared/routes";
import { useTranslation } from "react-i18next";
import { Button, ButtonLink } from "../../../components/button/button";
import { PageState } from "../../../components/page-state/page-state";
import { apiErrorMessage } from "../../../i18n/error-message";
import { isApiError } from "../../../lib/api-error";
import type { SessionUser } from "../../../lib/auth/session-api";

/**
 * A position that didn't load: gone (404, also another organization's) with the way back, or a
 * failure with a retry.
 */
export function PositionLoadProblem({
  user,
  error,
  onRetry,
}: {
  user: SessionUser;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const back = canAccessPage(user, "Positions") ? path("Positions") : path("Dashboard");
  const backLabel = canAccessPage(user, "Positions")
    ? t("positions.view.backToPositions")
    : t("positions.view.backToDashboard");
  if (isApiError(error) && error.status === 404) {
    return (
      <PageState
        eyebrow={t("pages.notFound.code")}
        title={t("positions.view.notFoundTitle")}
        body={t("positions.view.notFoundBody")}
        actions={<ButtonLink to={back}>{backLabel}</ButtonLink>}
      />
    );
  }
  return (
    <PageState
      title={t("positions.view.loadFailed")}
      body={apiErrorMessage(t, error)}
      actions={
        <>
          <Button onClick={onRetry}>{t("positions.list.retry")}</Button>
          <ButtonLink variant="secondary" to={back}>
            {backLabel}
          </ButtonLink>
        </>
      }
    />
  );
}
