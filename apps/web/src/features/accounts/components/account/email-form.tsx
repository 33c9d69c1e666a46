import { validateEmail, validateRequired } from "@candor/shared/rules/validation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../../../components/alerts/alerts-provider";
import formStyles from "../../../../components/form/form.module.css";
import { FormBanner } from "../../../../components/form/form-banner";
import { SubmitButton } from "../../../../components/form/submit-button";
import { PasswordField, TextField } from "../../../../components/form/text-field";
import { CheckCircleIcon } from "../../../../components/icons/icons";
import pageBlocks from "../../../../components/page-layout/page-blocks.module.css";
import type { SessionUser } from "../../../../lib/auth/session-api";
import { fieldRules } from "../../../../lib/forms/field-rules";
import { applyServerErrors } from "../../../../lib/forms/server-errors";
import blocks from "../../../../styles/blocks.module.css";
import { useUpdateCurrentUser } from "../../api/current-user";
import { accountErrorMessage } from "../account-errors";
import { ResendActivation } from "../resend-activation";
import styles from "./account.module.css";

type EmailValues = { email: string; current_password: string };

function isSameAddress(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * A new sign-in address, with the current password. The server emails a confirmation link to it
 * and the account counts as not confirmed until it is opened; meanwhile a new link can be asked.
 */
export function EmailForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const { push } = useAlerts();
  const update = useUpdateCurrentUser();
  const [general, setGeneral] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<EmailValues>({
    mode: "onTouched",
    defaultValues: { email: user.email, current_password: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    setGeneral(null);
    try {
      const saved = await update.mutateAsync({
        email: values.email.trim(),
        current_password: values.current_password,
      });
      reset({ email: saved.email, current_password: "" });
      push({ type: "notice", message: t("account.email.saved", { email: saved.email }) });
    } catch (error) {
      setGeneral(
        applyServerErrors(error, {
          t,
          setError,
          fields: ["email", "current_password"],
          messages: { current_password: { invalid: t("account.wrongPassword") } },
          generalMessage: accountErrorMessage,
        }),
      );
    }
  });

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      {user.activated ? (
        <p className={`${pageBlocks.inlineRow} ${blocks.success} ${styles.confirmed}`}>
          <CheckCircleIcon size={16} />
          {t("account.email.confirmed", { email: user.email })}
        </p>
      ) : (
        <div className={`${pageBlocks.stack2} ${styles.emailStatus}`}>
          <p className={pageBlocks.bold}>
            {t("account.email.notConfirmed", { email: user.email })}
          </p>
          <p>{t("account.email.notConfirmedHint")}</p>
          <ResendActivation email={user.email} variant="secondary" />
        </div>
      )}
      {general ? <FormBanner>{general}</FormBanner> : null}
      <TextField
        label={t("account.email.email")}
        type="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="off"
        spellCheck={false}
        hint={t("account.email.confirmationNote")}
        error={errors.email?.message}
        {...register("email", {
          validate: (value) => {
            const problem = fieldRules<string>(t, validateRequired, validateEmail)(value);
            if (problem !== true) return problem;
            return isSameAddress(value, user.email) ? t("account.email.same") : true;
          },
        })}
      />
      <PasswordField
        label={t("account.email.currentPassword")}
        autoComplete="current-password"
        error={errors.current_password?.message}
        {...register("current_password", { validate: fieldRules(t, validateRequired) })}
      />
      <div className={pageBlocks.centredWrapRow}>
        <SubmitButton isBusy={isSubmitting}>{t("account.email.submit")}</SubmitButton>
      </div>
    </form>
  );
}
