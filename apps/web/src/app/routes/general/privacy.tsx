import { useTranslation } from "react-i18next";
import { LegalPage } from "../../../features/guidance/components/legal-page";
import { useDocumentTitle } from "../../../lib/use-document-title";

/** `/privacy`: the built-in privacy policy, placeholder text (issue 18). */
export default function PrivacyPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("legal.privacy.title"));
  return <LegalPage kind="privacy" />;
}
