import { path } from "@candor/shared/routes";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../../components/button/button";
import { MediumCourseCard } from "../../../components/course-card/course-card";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import {
  certificatesQueryOptions,
  recommendedCertificatesQueryOptions,
} from "../../../features/certificates/api/certificates";
import { useCertificateDownload } from "../../../features/certificates/hooks/use-certificate-download";
import { cardHref } from "../../../features/curricula/components/landing-sections";
import {
  CardSkeletons,
  SectionEmpty,
  SectionError,
} from "../../../features/curricula/components/section-state";
import styles from "../../../features/curricula/components/training.module.css";
import { useDocumentTitle } from "../../../lib/use-document-title";
import blocks from "../../../styles/blocks.module.css";

/**
 * `/training/certificates`: the learner's certificates (type label Practice set or Video lessons,
 * a download button), then the courses whose certificate is still to earn.
 */
export default function CertificatesPage() {
  const { t } = useTranslation();
  const certificates = useQuery(certificatesQueryOptions);
  const recommended = useQuery(recommendedCertificatesQueryOptions);
  const { download } = useCertificateDownload();
  const earnedId = useId();
  const recommendedId = useId();
  useDocumentTitle(t("certificates.documentTitle"));

  return (
    <div className={`${pageBlocks.stack} ${blocks.column} ${styles.page}`}>
      <header className={pageBlocks.stack2}>
        <p className={blocks.eyebrow}>{t("certificates.eyebrow")}</p>
        <h1 className={pageBlocks.title2xl}>{t("certificates.title")}</h1>
        <p className={`${blocks.mutedLarge} ${styles.measure}`}>{t("certificates.lead")}</p>
      </header>

      <section className={pageBlocks.stack4} aria-labelledby={earnedId}>
        <div className={blocks.stackGap1}>
          <h2 id={earnedId} className={pageBlocks.titleXl}>
            {t("certificates.earned.title")}
          </h2>
        </div>
        {certificates.isPending ? (
          <CardSkeletons count={3} />
        ) : certificates.isError ? (
          <SectionError error={certificates.error} onRetry={() => void certificates.refetch()} />
        ) : certificates.data.length === 0 ? (
          <SectionEmpty
            action={
              <ButtonLink to={path("Learn")} variant="secondary" size="sm">
                {t("certificates.earned.emptyAction")}
              </ButtonLink>
            }
          >
            {t("certificates.earned.empty")}
          </SectionEmpty>
        ) : (
          <ul className={styles.grid}>
            {certificates.data.map((certificate) => (
              <li key={certificate.id}>
                <MediumCourseCard
                  course={certificate}
                  onDownloadCertificate={() => void download(certificate)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={pageBlocks.stack4} aria-labelledby={recommendedId}>
        <div className={blocks.stackGap1}>
          <h2 id={recommendedId} className={pageBlocks.titleXl}>
            {t("certificates.recommended.title")}
          </h2>
          <p className={`${pageBlocks.subdued} ${styles.measure}`}>
            {t("certificates.recommended.description")}
          </p>
        </div>
        {recommended.isPending ? (
          <CardSkeletons count={3} />
        ) : recommended.isError ? (
          <SectionError error={recommended.error} onRetry={() => void recommended.refetch()} />
        ) : recommended.data.length === 0 ? (
          <SectionEmpty>{t("certificates.recommended.empty")}</SectionEmpty>
        ) : (
          <ul className={styles.grid}>
            {recommended.data.map((course) => (
              <li key={`${course.type}-${course.id}`}>
                <MediumCourseCard course={course} href={cardHref(course)} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
