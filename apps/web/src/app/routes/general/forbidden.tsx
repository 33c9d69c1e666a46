import { path } from "@candor/shared/routes";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../../components/button/button";
import { AlertIcon } from "../../../components/icons/icons";
import { PageState } from "../../../components/page-state/page-state";
import { useDocumentTitle } from "../../../lib/use-document-title";

/** The 403 page: where a permission check (SPEC §6) sends a user who may not see a page. */
export default function ForbiddenPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("pages.forbidden.documentTitle"));
  return (
    <PageState
      illustration={<AlertIcon size={32} />}
      eyebrow={t("pages.forbidden.code")}
      title={t("pages.forbidden.title")}
      body={t("pages.forbidden.body")}
      actions={<ButtonLink to={path("Home")}>{t("pages.forbidden.home")}</ButtonLink>}
    />
  );
}
