import { useTranslation } from "react-i18next";
import { LegalPage } from "../../../features/guidance/components/legal-page";
import { useDocumentTitle } from "../../../lib/use-document-title";

/** `/terms`: the built-in terms of service, placeholder text (issue 18). */
export default function TermsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("legal.terms.title"));
  return <LegalPage kind="terms" />;
}
