import { path } from "@candor/shared/routes";
import { validateEmail, validateRequired } from "@candor/shared/rules/validation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import formStyles from "../../../components/form/form.module.css";
import { FormBanner } from "../../../components/form/form-banner";
import { SubmitButton } from "../../../components/form/submit-button";
import { PasswordField, TextField } from "../../../components/form/text-field";
import { useSession } from "../../../lib/auth/use-session";
import { fieldRules } from "../../../lib/forms/field-rules";
import { applyServerErrors } from "../../../lib/forms/server-errors";
import { accountErrorMessage } from "./account-errors";
import styles from "./auth-card.module.css";

type SignInValues = { email: string; password: string };

export type SignInFormProps = {
  /** Followed after signing in when it is a same-origin path. */
  redirectAfterAuth: string | null;
  /** Called as the credentials are sent: the page then keeps this form while the browser moves on. */
  onSubmitStart?: () => void;
};

/** Email and password (SPEC §5 forms): errors once touched, server errors on their fields. */
export function SignInForm({ redirectAfterAuth, onSubmitStart }: SignInFormProps) {
  const { t } = useTranslation();
  const { signIn } = useSession();
  const [general, setGeneral] = useState<string | null>(null);
  const [isLeaving, setIsLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({ mode: "onTouched", defaultValues: { email: "", password: "" } });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setGeneral(null);
    onSubmitStart?.();
    try {
      await signIn({ email: email.trim(), password }, { redirectAfterAuth });
      setIsLeaving(true);
    } catch (error) {
      const message = applyServerErrors(error, {
        t,
        setError,
        fields: ["email", "password"],
        generalMessage: accountErrorMessage,
      });
      setGeneral(message);
    }
  });

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      {general ? <FormBanner>{general}</FormBanner> : null}
      <TextField
        label={t("signIn.email")}
        type="email"
        autoComplete="username"
        inputMode="email"
        autoCapitalize="off"
        spellCheck={false}
        error={errors.email?.message}
        {...register("email", { validate: fieldRules(t, validateRequired, validateEmail) })}
      />
      <PasswordField
        label={t("signIn.password")}
        autoComplete="current-password"
        error={errors.password?.message}
        {...register("password", { validate: fieldRules(t, validateRequired) })}
      />
      <div className={styles.linkRow}>
        <Link to={path("ForgotPassword")}>{t("signIn.forgotPassword")}</Link>
      </div>
      <SubmitButton
        size="lg"
        block
        isBusy={isSubmitting || isLeaving}
        busyLabel={t("signIn.signingIn")}
      >
        {t("signIn.submit")}
      </SubmitButton>
    </form>
  );
}
