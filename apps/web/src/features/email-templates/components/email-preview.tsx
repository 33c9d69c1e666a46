import { useTranslation } from "react-i18next";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import styles from "./email-preview.module.css";

/**
 * An email as the server rendered it. The HTML goes in a sandboxed frame with no permission at
 * all (no script, no same origin, no form): what it shows cannot act on the page.
 */
export function EmailPreview({
  subject,
  html,
  to,
}: {
  subject: string;
  html: string;
  to?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div className={pageBlocks.stack2}>
      {to ? <p className={pageBlocks.muted}>{t("emailTemplates.preview.to", { to })}</p> : null}
      <p>
        <span className={pageBlocks.bold}>{t("emailTemplates.preview.subject")}</span> {subject}
      </p>
      <iframe
        className={styles.frame}
        title={t("emailTemplates.preview.frameTitle", { subject })}
        sandbox=""
        srcDoc={html}
      />
    </div>
  );
}
