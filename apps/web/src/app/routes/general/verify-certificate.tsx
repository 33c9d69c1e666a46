import { formatDate } from "@candor/shared/format";
import { path } from "@candor/shared/routes";
import { VERIFICATION_CODE_PATTERN } from "@candor/shared/schemas/certificates";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { Button } from "../../../components/button/button";
import { certificateTypeKey } from "../../../components/course-card/course";
import { AlertIcon, CheckCircleIcon } from "../../../components/icons/icons";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { PageLoading } from "../../../components/page-state/page-state";
import { certificateVerificationQueryOptions } from "../../../features/certificates/api/certificates";
import styles from "../../../features/certificates/components/certificates.module.css";
import { apiErrorMessage } from "../../../i18n/error-message";
import { isApiError } from "../../../lib/api-error";
import { useDocumentTitle } from "../../../lib/use-document-title";
import blocks from "../../../styles/blocks.module.css";

/** A code as printed (`7KQ2-M9XD-4TRB`), from what someone typed: upper case, grouped by four. */
export function normalizeVerificationCode(text: string): string {
  const compact = text.toUpperCase().replace(/[^0-9A-Z]/g, "");
  return compact.length === 12 ? compact.replace(/(.{4})(.{4})(.{4})/, "$1-$2-$3") : text.trim();
}

/**
 * `/certificates/verify/{code}` (public, no sign-in): whether a certificate's verification code is
 * valid, and if so whose certificate it is, for what and since when — the page the PDF links to.
 */
export default function VerifyCertificatePage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const code = normalizeVerificationCode(useParams().code ?? "");
  const isWellFormed = VERIFICATION_CODE_PATTERN.test(code);
  const verification = useQuery({
    ...certificateVerificationQueryOptions(code),
    enabled: isWellFormed,
    retry: false,
  });
  const [draft, setDraft] = useState(code);
  const inputId = useId();
  useDocumentTitle(t("certificates.verify.documentTitle"));

  function checkAnother(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = normalizeVerificationCode(draft);
    if (next) navigate(path("VerifyCertificate", { code: next }));
  }

  const isUnknown =
    !isWellFormed ||
    (verification.isError && isApiError(verification.error) && verification.error.status === 404);

  return (
    <div className={`${pageBlocks.stack5} ${blocks.column} ${styles.verify}`}>
      <header className={`${pageBlocks.stack2} ${styles.verifyHeader}`}>
        <h1 className={pageBlocks.title2xl}>{t("certificates.verify.title")}</h1>
        <p className={pageBlocks.subdued}>{t("certificates.verify.lead")}</p>
      </header>

      {isWellFormed && verification.isPending ? (
        <PageLoading label={t("certificates.verify.checking")} />
      ) : verification.data ? (
        <section
          className={`${pageBlocks.surface} ${pageBlocks.stack3} ${styles.result}`}
          data-valid="true"
          aria-live="polite"
        >
          <h2 className={`${pageBlocks.row2} ${styles.resultTitle}`}>
            <CheckCircleIcon size={24} />
            {t("certificates.verify.valid")}
          </h2>
          <dl className={styles.resultFacts}>
            <dt>{t("certificates.verify.holder")}</dt>
            <dd>{verification.data.holderName}</dd>
            <dt>{t("certificates.verify.course")}</dt>
            <dd>{verification.data.title}</dd>
            <dt>{t("certificates.verify.type")}</dt>
            <dd>
              {t(
                certificateTypeKey({
                  id: code,
                  slug: "",
                  title: verification.data.title,
                  certificateResourceType: verification.data.certificateResourceType,
                }),
              )}
            </dd>
            <dt>{t("certificates.verify.issued")}</dt>
            <dd>{formatDate(verification.data.issuedAt, i18n.language)}</dd>
            <dt>{t("certificates.verify.code")}</dt>
            <dd className={styles.code}>{verification.data.verificationCode}</dd>
          </dl>
        </section>
      ) : (
        <section
          className={`${pageBlocks.surface} ${pageBlocks.stack3} ${styles.result}`}
          data-valid="false"
          role="alert"
        >
          <h2 className={`${pageBlocks.row2} ${styles.resultTitle}`}>
            <AlertIcon size={24} />
            {isUnknown ? t("certificates.verify.invalid") : t("certificates.verify.failed")}
          </h2>
          <p className={pageBlocks.subdued}>
            {isUnknown
              ? t("certificates.verify.invalidBody", { code })
              : apiErrorMessage(t, verification.error)}
          </p>
          {isUnknown ? null : (
            <div>
              <Button variant="secondary" size="sm" onClick={() => void verification.refetch()}>
                {t("training.retry")}
              </Button>
            </div>
          )}
        </section>
      )}

      <form
        className={`${pageBlocks.wrapRow3} ${styles.checkForm}`}
        onSubmit={checkAnother}
        noValidate
      >
        <label className={`${pageBlocks.stack} ${styles.checkField}`} htmlFor={inputId}>
          {t("certificates.verify.another")}
          <input
            id={inputId}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            placeholder="XXXX-XXXX-XXXX"
          />
        </label>
        <Button type="submit" variant="secondary">
          {t("certificates.verify.check")}
        </Button>
      </form>
    </div>
  );
}
