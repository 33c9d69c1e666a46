import {
  validatePassword,
  validatePasswordConfirmation,
  validateRequired,
} from "@candor/shared/rules/validation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../../../components/alerts/alerts-provider";
import formStyles from "../../../../components/form/form.module.css";
import { FormBanner } from "../../../../components/form/form-banner";
import { SubmitButton } from "../../../../components/form/submit-button";
import { PasswordField } from "../../../../components/form/text-field";
import pageBlocks from "../../../../components/page-layout/page-blocks.module.css";
import { fieldRules } from "../../../../lib/forms/field-rules";
import { applyServerErrors } from "../../../../lib/forms/server-errors";
import { useUpdateCurrentUser } from "../../api/current-user";
import { accountErrorMessage } from "../account-errors";

type PasswordValues = {
  current_password: string;
  password: string;
  password_confirmation: string;
};

const EMPTY: PasswordValues = { current_password: "", password: "", password_confirmation: "" };

/** Current password, then the new one twice. The server signs out every other session. */
export function PasswordForm() {
  const { t } = useTranslation();
  const { push } = useAlerts();
  const update = useUpdateCurrentUser();
  const [general, setGeneral] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    trigger,
    getFieldState,
    formState: { errors, isSubmitting },
  } = useForm<PasswordValues>({ mode: "onTouched", defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    setGeneral(null);
    try {
      await update.mutateAsync(values);
      reset(EMPTY);
      push({ type: "notice", message: t("account.password.saved") });
    } catch (error) {
      setGeneral(
        applyServerErrors(error, {
          t,
          setError,
          fields: ["current_password", "password", "password_confirmation"],
          messages: { current_password: { invalid: t("account.wrongPassword") } },
          generalMessage: accountErrorMessage,
        }),
      );
    }
  });

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      {general ? <FormBanner>{general}</FormBanner> : null}
      <PasswordField
        label={t("account.password.currentPassword")}
        autoComplete="current-password"
        error={errors.current_password?.message}
        {...register("current_password", { validate: fieldRules(t, validateRequired) })}
      />
      <div className={formStyles.row}>
        <PasswordField
          label={t("account.password.newPassword")}
          autoComplete="new-password"
          hint={t("account.password.newPasswordHint")}
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
          label={t("account.password.confirmation")}
          autoComplete="new-password"
          error={errors.password_confirmation?.message}
          {...register("password_confirmation", {
            validate: (value, values) =>
              fieldRules<string>(t, validateRequired, (confirmation) =>
                validatePasswordConfirmation(confirmation, values.password),
              )(value),
          })}
        />
      </div>
      <div className={pageBlocks.centredWrapRow}>
        <SubmitButton isBusy={isSubmitting}>{t("account.password.submit")}</SubmitButton>
      </div>
    </form>
  );
}
