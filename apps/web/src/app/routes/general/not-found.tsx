import { path } from "@candor/shared/routes";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../../components/button/button";
import { HelpIcon } from "../../../components/icons/icons";
import { PageState } from "../../../components/page-state/page-state";
import { useDocumentTitle } from "../../../lib/use-document-title";

/** Every path no route claims. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("pages.notFound.documentTitle"));
  return (
    <PageState
      illustration={<HelpIcon size={32} />}
      eyebrow={t("pages.notFound.code")}
      title={t("pages.notFound.title")}
      body={t("pages.notFound.body")}
      actions={<ButtonLink to={path("Home")}>{t("pages.notFound.home")}</ButtonLink>}
    />
  );
}
