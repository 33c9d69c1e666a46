import { useTranslation } from "react-i18next";
import { buttonClassName } from "../../../components/button/button";
import { InterviewHeader } from "../../../components/interview-intro/interview-header";
import introStyles from "../../../components/interview-intro/interview-intro.module.css";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { RichTextView } from "../../../components/rich-text/rich-text-view";
import { brandStyle } from "../../../lib/branding";
import styles from "./branding.module.css";

export type BrandingPreviewValues = {
  name: string;
  /** Only a valid colour is previewed; anything else shows Candor's own, as candidates would. */
  brandColor: string | null;
  logoUrl: string | null;
  description: string;
  supportEmail: string;
};

/**
 * What a candidate sees with the form's unsaved values: the top of the public interview page
 * (the candidate pages' own header and step, in the organization's colours) and the header of an
 * invitation email (logo, name in the colour, the button, the support address in the footer).
 */
export function BrandingPreview({ values }: { values: BrandingPreviewValues }) {
  const { t } = useTranslation();
  const name = values.name.trim() || t("company.preview.unnamed");
  const support = values.supportEmail.trim();
  return (
    <div className={pageBlocks.stack4} data-testid="branding-preview">
      <section className={pageBlocks.stack2} aria-label={t("company.preview.interviewTitle")}>
        <h3 className={`${pageBlocks.smallBold} ${pageBlocks.muted}`}>
          {t("company.preview.interviewTitle")}
        </h3>
        <article
          className={`${pageBlocks.stack3} ${styles.previewFrame}`}
          style={brandStyle(values.brandColor)}
          data-testid="interview-preview"
        >
          <InterviewHeader
            organization={{ name, logoUrl: values.logoUrl }}
            title={t("company.preview.sampleInterview")}
            positionTitle={t("company.preview.samplePosition")}
            // The page has its own h1; the preview sits under "What candidates see" (h2, h3).
            headingLevel={4}
          />
          <div className={`${pageBlocks.stack3} ${pageBlocks.surface} ${introStyles.step}`}>
            {values.description ? (
              <RichTextView html={values.description} />
            ) : (
              <p className={pageBlocks.subdued}>{t("company.preview.sampleWelcome")}</p>
            )}
            <div>
              {/* Looks like the page's button, in the brand colour; a picture of it, not a control. */}
              <span className={buttonClassName({})}>{t("candidateInterviews.landing.start")}</span>
            </div>
          </div>
        </article>
      </section>

      <section className={pageBlocks.stack2} aria-label={t("company.preview.emailTitle")}>
        <h3 className={`${pageBlocks.smallBold} ${pageBlocks.muted}`}>
          {t("company.preview.emailTitle")}
        </h3>
        <article
          className={`${pageBlocks.stack3} ${styles.previewFrame} ${styles.email}`}
          style={brandStyle(values.brandColor)}
          data-testid="email-preview"
        >
          <p className={`${pageBlocks.row2} ${styles.emailBrand}`}>
            {values.logoUrl ? (
              <img className={styles.emailLogo} src={values.logoUrl} alt="" />
            ) : null}
            <span>{name}</span>
          </p>
          <p className={pageBlocks.sectionTitle}>{t("company.preview.emailHeading", { name })}</p>
          <p className={pageBlocks.muted}>{t("company.preview.emailBody")}</p>
          <span className={styles.emailButton}>{t("company.preview.emailAction")}</span>
          <p className={`${pageBlocks.subdued} ${styles.emailFooter}`}>
            {support
              ? t("company.preview.emailSupport", { email: support })
              : t("company.preview.emailNoSupport")}
          </p>
        </article>
      </section>
    </div>
  );
}
