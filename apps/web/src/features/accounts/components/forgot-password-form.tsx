import { validateEmail, validateRequired } from "@candor/shared/rules/validation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import formStyles from "../../../components/form/form.module.css";
import { FormBanner } from "../../../components/form/form-banner";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import { fieldRules } from "../../../lib/forms/field-rules";
import { applyServerErrors } from "../../../lib/forms/server-errors";
import { requestPasswordReset } from "../api/account-tokens";
import { accountErrorMessage } from "./account-errors";

type ForgotValues = { email: string };

/** Asks for a reset link; `onSent` gets the address (the answer is the same whether it exists). */
export function ForgotPasswordForm({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation();
  const [general, setGeneral] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotValues>({ mode: "onTouched", defaultValues: { email: "" } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setGeneral(null);
    try {
      await requestPasswordReset(email.trim());
      onSent(email.trim());
    } catch (error) {
      setGeneral(
        applyServerErrors(error, {
          t,
          setError,
          fields: ["email"],
          generalMessage: accountErrorMessage,
        }),
      );
    }
  });

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      {general ? <FormBanner>{general}</FormBanner> : null}
      <TextField
        label={t("forgotPassword.email")}
        type="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="off"
        spellCheck={false}
        error={errors.email?.message}
        {...register("email", { validate: fieldRules(t, validateRequired, validateEmail) })}
      />
      <SubmitButton size="lg" block isBusy={isSubmitting}>
        {t("forgotPassword.submit")}
      </SubmitButton>
    </form>
  );
}
