import { useTranslation } from "react-i18next";
import { HelpCenter } from "../../../features/guidance/components/help-center";
import { useDocumentTitle } from "../../../lib/use-document-title";

/** `/help`: the built-in help center (issue 18), open to everyone. */
export default function HelpPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("help.title"));
  return <HelpCenter />;
}
