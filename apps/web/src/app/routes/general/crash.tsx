import { path } from "@candor/shared/routes";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useRouteError } from "react-router";
import { Button, ButtonLink } from "../../../components/button/button";
import { AlertIcon } from "../../../components/icons/shell-icons";
import { PageState } from "../../../components/page-state/page-state";
import { useDocumentTitle } from "../../../lib/use-document-title";

/** Shown when a page throws while rendering or its code fails to load (e.g. after a deploy). */
export function CrashPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  useDocumentTitle(t("pages.crash.documentTitle"));

  useEffect(() => {
    console.error("Page crashed", error);
  }, [error]);

  return (
    <PageState
      illustration={<AlertIcon size={32} />}
      title={t("pages.crash.title")}
      body={t("pages.crash.body")}
      actions={
        <>
          <Button onClick={() => window.location.reload()}>{t("pages.crash.reload")}</Button>
          <ButtonLink to={path("Home")} variant="secondary" reloadDocument>
            {t("pages.crash.home")}
          </ButtonLink>
        </>
      }
    />
  );
}
