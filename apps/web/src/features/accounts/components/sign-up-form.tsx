import { DEFAULT_LOCALE } from "@candor/shared/constants";
import { suggestSubdomain, validateSubdomain } from "@candor/shared/rules/organizations";
import {
  type Validator,
  validateEmail,
  validateMaxLength,
  validateName,
  validatePassword,
  validatePasswordConfirmation,
  validateRequired,
} from "@candor/shared/rules/validation";
import type { SignUpInput } from "@candor/shared/schemas/accounts";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Trans, useTranslation } from "react-i18next";
import formStyles from "../../../components/form/form.module.css";
import { FormBanner } from "../../../components/form/form-banner";
import { SubmitButton } from "../../../components/form/submit-button";
import { PasswordField, TextField } from "../../../components/form/text-field";
import { isLocale } from "../../../i18n/i18n";
import { useAppConfig, useExternalLinks } from "../../../lib/app-config";
import { useSession } from "../../../lib/auth/use-session";
import { fieldRules } from "../../../lib/forms/field-rules";
import { applyServerErrors } from "../../../lib/forms/server-errors";
import { accountErrorMessage } from "./account-errors";
import styles from "./auth-card.module.css";
import { SubdomainStatus } from "./subdomain-status";
import { normalizeSubdomain, useSubdomainCheck } from "./use-subdomain-check";

type SignUpValues = {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  password_confirmation: string;
  organization_name: string;
  subdomain: string;
};

const FIELDS = [
  "first_name",
  "last_name",
  "email",
  "password",
  "password_confirmation",
  "organization_name",
  "subdomain",
] as const;

const SUBDOMAIN_CODES = ["blank", "too_short", "too_long", "invalid", "reserved", "taken"] as const;

/** As the API bounds it (SignUpInputSchema). */
const ORGANIZATION_NAME_MAX_LENGTH = 120;

export type SignUpFormProps = {
  /** A candidate signs up without an organization (`?type=Candidate`). */
  isCandidate: boolean;
  redirectAfterAuth: string | null;
  onSubmitStart?: () => void;
};

/**
 * Sign-up (issue 3): names, email, password twice and, for a hire user, the organization with a
 * subdomain suggested from its name, editable, and checked live.
 */
export function SignUpForm({ isCandidate, redirectAfterAuth, onSubmitStart }: SignUpFormProps) {
  const { t, i18n } = useTranslation();
  const links = useExternalLinks();
  const { signUp } = useSession();
  const { config } = useAppConfig();
  const [general, setGeneral] = useState<string | null>(null);
  const [isLeaving, setIsLeaving] = useState(false);
  const isSubdomainEdited = useRef(false);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    trigger,
    getFieldState,
    formState: { errors, isSubmitting },
  } = useForm<SignUpValues>({
    mode: "onTouched",
    defaultValues: Object.fromEntries(FIELDS.map((field) => [field, ""])) as SignUpValues,
  });

  const organizationName = watch("organization_name");
  const subdomain = watch("subdomain");
  const check = useSubdomainCheck(subdomain, { enabled: !isCandidate });

  // The subdomain follows the organization's name until the user writes their own.
  useEffect(() => {
    if (isCandidate || isSubdomainEdited.current) return;
    const suggestion = organizationName.trim() ? suggestSubdomain(organizationName) : "";
    setValue("subdomain", suggestion, { shouldValidate: getFieldState("subdomain").isTouched });
  }, [organizationName, isCandidate, setValue, getFieldState]);

  // The address as the browser will show it (with the port in development).
  const port =
    typeof window === "undefined" || !window.location.port ? "" : `:${window.location.port}`;
  const addressOf = (name: string) => `${name}.${config.appDomain}${port}`;

  const subdomainMessage = (code: string) =>
    t(`signUp.subdomainStatus.${code}` as "signUp.subdomainStatus.taken");

  const onSubmit = handleSubmit(async (values) => {
    setGeneral(null);
    onSubmitStart?.();
    const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
    const body: SignUpInput = {
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      email: values.email.trim(),
      password: values.password,
      password_confirmation: values.password_confirmation,
      locale,
      ...(isCandidate
        ? { type: "Candidate" as const }
        : {
            organization_name: values.organization_name.trim(),
            subdomain: normalizeSubdomain(values.subdomain),
          }),
    };
    try {
      await signUp(body, { redirectAfterAuth });
      setIsLeaving(true);
    } catch (error) {
      setGeneral(
        applyServerErrors(error, {
          t,
          setError,
          fields: isCandidate ? FIELDS.slice(0, 5) : FIELDS,
          messages: {
            // The server's subdomain codes are the shared rule's: say them as the live check does.
            subdomain: Object.fromEntries(
              SUBDOMAIN_CODES.map((code) => [code, subdomainMessage(code)]),
            ),
          },
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
      <TextField
        label={t(isCandidate ? "signUp.email" : "signUp.workEmail")}
        type="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="off"
        spellCheck={false}
        error={errors.email?.message}
        {...register("email", { validate: required(validateEmail) })}
      />
      <PasswordField
        label={t("signUp.password")}
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
          validate: (value, values) =>
            required((confirmation) => validatePasswordConfirmation(confirmation, values.password))(
              value,
            ),
        })}
      />

      {isCandidate ? null : (
        <fieldset className={formStyles.fieldset}>
          <legend className={formStyles.legend}>{t("signUp.organizationSection")}</legend>
          <TextField
            label={t("signUp.organizationName")}
            autoComplete="organization"
            error={errors.organization_name?.message}
            {...register("organization_name", {
              validate: required((value) => validateMaxLength(value, ORGANIZATION_NAME_MAX_LENGTH)),
            })}
          />
          <TextField
            label={t("signUp.subdomain")}
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            hint={t("signUp.subdomainHint", {
              address: addressOf(normalizeSubdomain(subdomain) || t("signUp.subdomainPlaceholder")),
            })}
            error={errors.subdomain?.message}
            status={
              <SubdomainStatus
                check={errors.subdomain ? { state: "idle" } : check}
                address={addressOf(normalizeSubdomain(subdomain))}
              />
            }
            {...register("subdomain", {
              validate: (value) => {
                const normalized = normalizeSubdomain(value);
                const problem = validateSubdomain(normalized);
                if (problem) return subdomainMessage(problem);
                if (check.state === "unavailable" && normalized === normalizeSubdomain(subdomain)) {
                  return subdomainMessage(check.problem);
                }
                return true;
              },
              onChange: (event: { target: { value: string } }) => {
                isSubdomainEdited.current = event.target.value.trim() !== "";
              },
            })}
          />
        </fieldset>
      )}

      <p className={styles.fine}>
        <Trans
          i18nKey="signUp.terms"
          components={{
            terms: (
              // biome-ignore lint/a11y/useAnchorContent: Trans fills the link's text
              <a href={links.terms} target="_blank" rel="noopener noreferrer" />
            ),
            privacy: (
              // biome-ignore lint/a11y/useAnchorContent: Trans fills the link's text
              <a href={links.privacy} target="_blank" rel="noopener noreferrer" />
            ),
          }}
        />
      </p>
      <SubmitButton
        size="lg"
        block
        isBusy={isSubmitting || isLeaving}
        busyLabel={t("signUp.creating")}
      >
        {t(isCandidate ? "signUp.submitCandidate" : "signUp.submit")}
      </SubmitButton>
    </form>
  );
}
