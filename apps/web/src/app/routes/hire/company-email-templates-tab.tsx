import { EmailTemplatesPanel } from "../../../features/email-templates/components/email-templates-panel";

/** The Company page's Email templates tab: what the organization's candidates are sent. */
export default function CompanyEmailTemplatesTab() {
  return <EmailTemplatesPanel />;
}
