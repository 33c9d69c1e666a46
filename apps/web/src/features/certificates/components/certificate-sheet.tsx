import { formatDate } from "@candor/shared/format";
import { path } from "@candor/shared/routes";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AsyncButton } from "../../../components/async-button/async-button";
import { Button, ButtonLink } from "../../../components/button/button";
import { certificateTypeKey } from "../../../components/course-card/course";
import {
  AwardIcon,
  CheckIcon,
  ChevronLeftIcon,
  DownloadIcon,
  ExternalLinkIcon,
} from "../../../components/icons/icons";
import { Logo } from "../../../components/logo/logo";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import blocks from "../../../styles/blocks.module.css";
import type { Certificate } from "../api/certificates";
import { useCertificateDownload } from "../hooks/use-certificate-download";
import styles from "./certificates.module.css";

/** The verification page of a code on this host (the PDF prints the server's own address). */
function verificationPath(code: string): string {
  return path("VerifyCertificate", { code });
}

/**
 * A certificate as a document: who, what, when, its type, the verification code and the public
 * page that checks it; download as PDF, and the course it was earned in.
 */
export function CertificateSheet({ certificate }: { certificate: Certificate }) {
  const { t, i18n } = useTranslation();
  const { download } = useCertificateDownload();
  const [copied, setCopied] = useState(false);
  const verifyUrl =
    certificate.verifyUrl ||
    `${window.location.origin}${verificationPath(certificate.verificationCode)}`;
  const isPractice = certificate.certificateResourceType === "MockInterview";
  const courseLink = certificate.resourceId
    ? isPractice
      ? path("Interview", { interview: certificate.slug })
      : path("Curriculum", { curriculum: certificate.slug })
    : null;

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(verifyUrl);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  }

  return (
    <div className={`${pageBlocks.stack5} ${blocks.column} ${styles.page}`}>
      <ButtonLink to={path("Certificates")} variant="ghost" size="sm" className={styles.back}>
        <ChevronLeftIcon size={16} />
        {t("certificates.page.back")}
      </ButtonLink>

      <article
        className={`${pageBlocks.stack2} ${styles.sheet}`}
        aria-labelledby="certificate-title"
      >
        <div className={`${pageBlocks.wrapRow3} ${styles.sheetTop}`}>
          <Logo />
          <span className={`${blocks.caps} ${styles.typeLabel}`}>
            {t(certificateTypeKey(certificate))}
          </span>
        </div>
        <AwardIcon size={44} className={pageBlocks.warning} />
        <p className={`${pageBlocks.smallBold} ${styles.kicker}`}>
          {t("certificates.page.kicker")}
        </p>
        <p className={pageBlocks.subdued}>{t("certificates.page.certifies")}</p>
        <p className={`${pageBlocks.title2xl} ${pageBlocks.bold} ${styles.holder}`}>
          {certificate.holderName}
        </p>
        <p className={pageBlocks.subdued}>
          {isPractice ? t("certificates.page.completedPractice") : t("certificates.page.completed")}
        </p>
        <h1 id="certificate-title" className={styles.course}>
          {certificate.title}
        </h1>
        <dl className={styles.facts}>
          <div className={blocks.stackGap1}>
            <dt className={blocks.caps}>{t("certificates.page.issued")}</dt>
            <dd>{formatDate(certificate.issuedAt, i18n.language)}</dd>
          </div>
          <div className={blocks.stackGap1}>
            <dt className={blocks.caps}>{t("certificates.page.code")}</dt>
            <dd className={styles.code}>{certificate.verificationCode}</dd>
          </div>
        </dl>
      </article>

      <section
        className={`${pageBlocks.surface} ${pageBlocks.stack2} ${styles.panel}`}
        aria-labelledby="certificate-verify"
      >
        <h2 id="certificate-verify" className={pageBlocks.sectionTitle}>
          {t("certificates.page.verifyTitle")}
        </h2>
        <p className={pageBlocks.subdued}>{t("certificates.page.verifyBody")}</p>
        <div className={`${blocks.row} ${pageBlocks.wrapRow3}`}>
          <a
            href={verifyUrl}
            target="_blank"
            rel="noreferrer"
            className={`${pageBlocks.inlineRow2} ${styles.verifyLink}`}
          >
            <span className={styles.verifyUrl}>{verifyUrl}</span>
            <ExternalLinkIcon size={16} />
            <span className="visually-hidden">{t("app.opensInNewTab")}</span>
          </a>
          <Button variant="secondary" size="sm" onClick={() => void copyLink()}>
            {copied ? <CheckIcon size={16} /> : null}
            {copied ? t("certificates.page.copied") : t("certificates.page.copy")}
          </Button>
        </div>
      </section>

      <div className={pageBlocks.wrapRow}>
        <AsyncButton onClick={() => download(certificate)}>
          <DownloadIcon size={18} />
          {t("certificates.page.download")}
        </AsyncButton>
        {courseLink ? (
          <ButtonLink to={courseLink} variant="secondary">
            {t("certificates.page.openCourse")}
          </ButtonLink>
        ) : null}
      </div>
    </div>
  );
}
