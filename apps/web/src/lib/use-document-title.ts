import { PRODUCT_NAME } from "@candor/shared/constants";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";

/** Sets the tab title to "<title> · Candor" (translated), or just "Candor" without a title. */
export function useDocumentTitle(title?: string | null): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = title ? t("app.documentTitle", { title }) : PRODUCT_NAME;
  }, [title, t]);
}
