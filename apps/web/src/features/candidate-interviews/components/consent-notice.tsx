import { path } from "@candor/shared/routes";
import { CONSENT_NOTICE_VERSION } from "@candor/shared/rules/candidate-trust";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../../components/button/button";
import { AlertIcon } from "../../../components/icons/icons";
import introStyles from "../../../components/interview-intro/interview-intro.module.css";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import type { MyInterview } from "../api/candidate-interviews";
import styles from "./candidate-interviews.module.css";

/**
 * The consent notice before the first recording (issue 17): who sees the recordings, how long
 * they are kept, that people review every answer and nothing is scored automatically, how to
 * export or erase, and the organization's privacy policy. Accepting stores this text's version.
 */
export function ConsentNotice({
  interview,
  isAccepting,
  acceptError,
  onAccept,
  onBack,
}: {
  interview: MyInterview;
  isAccepting: boolean;
  acceptError: string | null;
  onAccept: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const organization = interview.organization.name;
  return (
    <section
      className={`${pageBlocks.stack4} ${pageBlocks.surface} ${introStyles.step}`}
      aria-labelledby="consent-heading"
    >
      <h2 id="consent-heading" className={pageBlocks.titleXl} tabIndex={-1}>
        {t("candidateTrust.consent.title")}
      </h2>
      <p>{t("candidateTrust.consent.intro", { organization })}</p>
      <ul className={styles.howList}>
        <li>{t("candidateTrust.consent.who", { organization })}</li>
        <li>
          {t("candidateTrust.consent.retention", {
            organization,
            count: interview.recordingsRetentionDays,
          })}
        </li>
        <li>{t("candidateTrust.consent.human")}</li>
        <li>
          {t("candidateTrust.consent.rights")}{" "}
          <Link to={path("Account")}>{t("candidateTrust.consent.accountLink")}</Link>
        </li>
      </ul>
      {interview.privacyPolicyUrl ? (
        <p>
          <a href={interview.privacyPolicyUrl} target="_blank" rel="noopener noreferrer">
            {t("candidateTrust.consent.privacyPolicy", { organization })}
          </a>
        </p>
      ) : null}
      <p className={pageBlocks.subdued}>
        {t("candidateTrust.consent.version", { version: CONSENT_NOTICE_VERSION })}
      </p>
      {acceptError ? (
        <p className={styles.problem} role="alert">
          <AlertIcon size={18} />
          {acceptError}
        </p>
      ) : null}
      <div className={`${pageBlocks.wrapRow3} ${introStyles.actions}`}>
        <Button size="lg" onClick={onAccept} disabled={isAccepting} autoFocus>
          {t("candidateTrust.consent.accept")}
        </Button>
        <Button size="lg" variant="secondary" onClick={onBack}>
          {t("candidateTrust.consent.back")}
        </Button>
      </div>
    </section>
  );
}
