import {
  validatePassword,
  validatePasswordConfirmation,
  validateRequired,
} from "@candor/shared/rules/validation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import formStyles from "../../../components/form/form.module.css";
import { FormBanner } from "../../../components/form/form-banner";
import { SubmitButton } from "../../../components/form/submit-button";
import { PasswordField } from "../../../components/form/text-field";
import { isApiError } from "../../../lib/api-error";
import { fieldRules } from "../../../lib/forms/field-rules";
import { applyServerErrors } from "../../../lib/forms/server-errors";
import { isTokenErrorCode, resetPassword, type TokenErrorCode } from "../api/account-tokens";
import { accountErrorMessage } from "./account-errors";

type ResetValues = { password: string; password_confirmation: string };

export type ResetPasswordFormProps = {
  token: string;
  onReset: () => void;
  /** The link itself is refused (expired, used, unknown): the page explains instead of the form. */
  onTokenError: (code: TokenErrorCode) => void;
};

/** A new password, twice (SPEC §5 rules). */
export function ResetPasswordForm({ token, onReset, onTokenError }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const [general, setGeneral] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    trigger,
    getFieldState,
    formState: { errors, isSubmitting },
  } = useForm<ResetValues>({
    mode: "onTouched",
    defaultValues: { password: "", password_confirmation: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    setGeneral(null);
    try {
      await resetPassword({ token, ...values });
      onReset();
    } catch (error) {
      if (isApiError(error) && isTokenErrorCode(error.code)) {
        onTokenError(error.code);
        return;
      }
      setGeneral(
        applyServerErrors(error, {
          t,
          setError,
          fields: ["password", "password_confirmation"],
          generalMessage: accountErrorMessage,
        }),
      );
    }
  });

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      {general ? <FormBanner>{general}</FormBanner> : null}
      <PasswordField
        label={t("resetPassword.password")}
        autoComplete="new-password"
        hint={t("signUp.passwordHint")}
        error={errors.password?.message}
        {...register("password", {
          validate: fieldRules(t, validateRequired, validatePassword),
          onChange: () => {
            if (getFieldState("password_confirmation").isTouched) {
              void trigger("password_confirmation");
            }
          },
        })}
      />
      <PasswordField
        label={t("resetPassword.passwordConfirmation")}
        autoComplete="new-password"
        error={errors.password_confirmation?.message}
        {...register("password_confirmation", {
          validate: (value, values) =>
            fieldRules<string>(t, validateRequired, (confirmation) =>
              validatePasswordConfirmation(confirmation, values.password),
            )(value),
        })}
      />
      <SubmitButton size="lg" block isBusy={isSubmitting}>
        {t("resetPassword.submit")}
      </SubmitButton>
    </form>
  );
}
