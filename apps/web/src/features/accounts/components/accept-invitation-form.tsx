import {
  type Validator,
  validateMaxLength,
  validateName,
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
import { PasswordField, TextField } from "../../../components/form/text-field";
import { isApiError } from "../../../lib/api-error";
import { useSession } from "../../../lib/auth/use-session";
import { fieldRules } from "../../../lib/forms/field-rules";
import { applyServerErrors } from "../../../lib/forms/server-errors";
import { isTokenErrorCode, type TokenErrorCode } from "../api/account-tokens";
import { acceptInvitation } from "../api/invitations";
import { accountErrorMessage } from "./account-errors";

type AcceptValues = {
  first_name: string;
  last_name: string;
  password: string;
  password_confirmation: string;
};

export type AcceptInvitationFormProps = {
  token: string;
  onTokenError: (code: TokenErrorCode) => void;
  onSubmitStart?: () => void;
};

/** The new member's name and password; on success they are signed in at their organization. */
export function AcceptInvitationForm({
  token,
  onTokenError,
  onSubmitStart,
}: AcceptInvitationFormProps) {
  const { t } = useTranslation();
  const { startSession } = useSession();
  const [general, setGeneral] = useState<string | null>(null);
  const [isLeaving, setIsLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    trigger,
    getFieldState,
    formState: { errors, isSubmitting },
  } = useForm<AcceptValues>({
    mode: "onTouched",
    defaultValues: { first_name: "", last_name: "", password: "", password_confirmation: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    setGeneral(null);
    onSubmitStart?.();
    try {
      const auth = await acceptInvitation({
        token,
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        password: values.password,
        password_confirmation: values.password_confirmation,
      });
      await startSession(auth);
      setIsLeaving(true);
    } catch (error) {
      if (isApiError(error) && (isTokenErrorCode(error.code) || error.status === 404)) {
        onTokenError(isTokenErrorCode(error.code) ? error.code : "token_invalid");
        return;
      }
      setGeneral(
        applyServerErrors(error, {
          t,
          setError,
          fields: ["first_name", "last_name", "password", "password_confirmation"],
          generalMessage: accountErrorMessage,
        }),
      );
    }
  });

  const required = (...rules: Validator<string>[]) =>
    fieldRules<string>(t, validateRequired, ...rules);

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      {general ? <FormBanner>{general}</FormBanner> : null}
      <div className={formStyles.row}>
        <TextField
          label={t("signUp.firstName")}
          autoComplete="given-name"
          error={errors.first_name?.message}
          {...register("first_name", { validate: required(validateName, validateMaxLength) })}
        />
        <TextField
          label={t("signUp.lastName")}
          autoComplete="family-name"
          error={errors.last_name?.message}
          {...register("last_name", { validate: required(validateName, validateMaxLength) })}
        />
      </div>
      <PasswordField
        label={t("acceptInvitation.password")}
        autoComplete="new-password"
        hint={t("signUp.passwordHint")}
        error={errors.password?.message}
        {...register("password", {
          validate: required(validatePassword),
          onChange: () => {
            if (getFieldState("password_confirmation").isTouched) {
              void trigger("password_confirmation");
            }
          },
        })}
      />
      <PasswordField
        label={t("signUp.passwordConfirmation")}
        autoComplete="new-password"
        error={errors.password_confirmation?.message}
        {...register("password_confirmation", {
          validate: (value, all) =>
            required((confirmation) => validatePasswordConfirmation(confirmation, all.password))(
              value,
            ),
        })}
      />
      <SubmitButton
        size="lg"
        block
        isBusy={isSubmitting || isLeaving}
        busyLabel={t("acceptInvitation.joining")}
      >
        {t("acceptInvitation.submit")}
      </SubmitButton>
    </form>
  );
}
