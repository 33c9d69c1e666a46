import { path } from "@candor/shared/routes";
import { useTranslation } from "react-i18next";
import { Button, ButtonLink } from "../../../components/button/button";
import { PageState } from "../../../components/page-state/page-state";
import { apiErrorMessage } from "../../../i18n/error-message";
import { isApiError } from "../../../lib/api-error";

/** The way back to the scorecards tab of `/hire/content`. */
export const SCORECARDS_TAB_PATH = path("Content", {}, { tab: "scorecards" });

/** A scorecard that didn't load: gone (404, also another organization's), or a failure to retry. */
export function ScorecardLoadProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const back = (
    <ButtonLink
      variant={isApiError(error) && error.status === 404 ? "primary" : "secondary"}
      to={SCORECARDS_TAB_PATH}
    >
      {t("scorecards.page.back")}
    </ButtonLink>
  );
  if (isApiError(error) && error.status === 404) {
    return (
      <PageState
        eyebrow={t("pages.notFound.code")}
        title={t("scorecards.page.notFoundTitle")}
        body={t("scorecards.page.notFoundBody")}
        actions={back}
      />
    );
  }
  return (
    <PageState
      title={t("scorecards.page.loadFailed")}
      body={apiErrorMessage(t, error)}
      actions={
        <>
          <Button onClick={onRetry}>{t("listState.retry")}</Button>
          {back}
        </>
      }
    />
  );
}
