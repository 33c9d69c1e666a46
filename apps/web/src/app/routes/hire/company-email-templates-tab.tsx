import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { DecisionEmailSettings } from "../../../features/candidate-comms/components/decision-email-settings";
import { EmailTemplatesPanel } from "../../../features/email-templates/components/email-templates-panel";

/**
 * The Company page's Email templates tab: whether decisions email the candidate (issue 17), and
 * what the organization's candidates are sent.
 */
export default function CompanyEmailTemplatesTab() {
  return (
    <div className={pageBlocks.stack5}>
      <DecisionEmailSettings />
      <EmailTemplatesPanel />
    </div>
  );
}
