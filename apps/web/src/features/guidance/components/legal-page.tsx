import { useTranslation } from "react-i18next";
import { PageFrame, PageHeader, SectionCard } from "../../../components/page-layout/page-layout";
import styles from "./guidance.module.css";

/**
 * The built-in terms of service and privacy policy (issue 18), the defaults of TERMS_URL and
 * PRIVACY_URL: placeholder text that says so. An operator publishes their own and points the
 * setting at it (README, "Help, terms and privacy").
 */
export function LegalPage({ kind }: { kind: "terms" | "privacy" }) {
  const { t } = useTranslation();
  const sections =
    kind === "terms"
      ? [
          { title: t("legal.terms.s1Title"), body: t("legal.terms.s1") },
          { title: t("legal.terms.s2Title"), body: t("legal.terms.s2") },
          { title: t("legal.terms.s3Title"), body: t("legal.terms.s3") },
        ]
      : [
          { title: t("legal.privacy.s1Title"), body: t("legal.privacy.s1") },
          { title: t("legal.privacy.s2Title"), body: t("legal.privacy.s2") },
          { title: t("legal.privacy.s3Title"), body: t("legal.privacy.s3") },
        ];
  return (
    <PageFrame width="narrow">
      <PageHeader title={t(kind === "terms" ? "legal.terms.title" : "legal.privacy.title")} />
      <p className={styles.placeholder}>{t("legal.placeholder")}</p>
      <SectionCard className={styles.legal}>
        {sections.map((section) => (
          <section key={section.title}>
            <h2>{section.title}</h2>
            <p>{section.body}</p>
          </section>
        ))}
      </SectionCard>
    </PageFrame>
  );
}
