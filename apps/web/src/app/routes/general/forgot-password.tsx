import { path } from "@candor/shared/routes";
import { useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ButtonLink } from "../../../components/button/button";
import { MailIcon } from "../../../components/icons/icons";
import { AuthCard } from "../../../features/accounts/components/auth-card";
import styles from "../../../features/accounts/components/auth-card.module.css";
import { ForgotPasswordForm } from "../../../features/accounts/components/forgot-password-form";
import { useDocumentTitle } from "../../../lib/use-document-title";

/** `/forgot-password`: always the same confirmation, so it tells nobody which addresses exist. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  useDocumentTitle(t("forgotPassword.documentTitle"));

  if (sentTo) {
    return (
      <AuthCard
        icon={<MailIcon size={28} />}
        focusTitle
        title={t("forgotPassword.sentTitle")}
        lead={
          <Trans
            i18nKey="forgotPassword.sentBody"
            values={{ email: sentTo }}
            components={{ strong: <strong /> }}
          />
        }
        footer={
          <button type="button" className={styles.textButton} onClick={() => setSentTo(null)}>
            {t("forgotPassword.tryAnother")}
          </button>
        }
      >
        <p className={styles.fine}>{t("forgotPassword.sentHint")}</p>
        <ButtonLink to={path("SignIn")} size="lg" block variant="secondary">
          {t("forgotPassword.backToSignIn")}
        </ButtonLink>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t("forgotPassword.title")}
      lead={t("forgotPassword.lead")}
      footer={
        <p>
          <Link to={path("SignIn")}>{t("forgotPassword.backToSignIn")}</Link>
        </p>
      }
    >
      <ForgotPasswordForm onSent={setSentTo} />
    </AuthCard>
  );
}
