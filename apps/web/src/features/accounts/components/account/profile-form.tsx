import { LOCALE_NAMES, LOCALES, type Locale, TEXT_MAX_LENGTH } from "@candor/shared/constants";
import { validateMaxLength, validateName, validateRequired } from "@candor/shared/rules/validation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../../../components/alerts/alerts-provider";
import formStyles from "../../../../components/form/form.module.css";
import { FormBanner } from "../../../../components/form/form-banner";
import { SelectField } from "../../../../components/form/select-field";
import { SubmitButton } from "../../../../components/form/submit-button";
import { TextField } from "../../../../components/form/text-field";
import pageBlocks from "../../../../components/page-layout/page-blocks.module.css";
import type { SessionUser } from "../../../../lib/auth/session-api";
import { fieldRules } from "../../../../lib/forms/field-rules";
import { applyServerErrors } from "../../../../lib/forms/server-errors";
import { useUpdateCurrentUser } from "../../api/current-user";
import { accountErrorMessage } from "../account-errors";

/** The server's bound on `location` (UpdateCurrentUserInputSchema). */
const LOCATION_MAX_LENGTH = 200;

type ProfileValues = {
  first_name: string;
  last_name: string;
  location: string;
  locale: Locale;
};

const PROFILE_FIELDS = ["first_name", "last_name", "location", "locale"] as const;

function profileValuesOf(user: SessionUser): ProfileValues {
  return {
    first_name: user.firstName,
    last_name: user.lastName,
    location: user.location ?? "",
    locale: user.locale,
  };
}

/** Names, location and language (`PUT /v1/users/current`). A new language applies at once. */
export function ProfileForm({ user }: { user: SessionUser }) {
  const { t, i18n } = useTranslation();
  const { push } = useAlerts();
  const update = useUpdateCurrentUser();
  const [general, setGeneral] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ProfileValues>({ mode: "onTouched", defaultValues: profileValuesOf(user) });

  const onSubmit = handleSubmit(async (values) => {
    setGeneral(null);
    try {
      const saved = await update.mutateAsync({
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        location: values.location.trim() || null,
        locale: values.locale,
      });
      reset(profileValuesOf(saved));
      if (saved.locale !== i18n.resolvedLanguage) await i18n.changeLanguage(saved.locale);
      push({ type: "notice", message: t("account.profile.saved") });
    } catch (error) {
      setGeneral(
        applyServerErrors(error, {
          t,
          setError,
          fields: PROFILE_FIELDS,
          generalMessage: accountErrorMessage,
        }),
      );
    }
  });

  const nameRules = fieldRules<string>(t, validateRequired, validateName, (value) =>
    validateMaxLength(value, TEXT_MAX_LENGTH),
  );

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      {general ? <FormBanner>{general}</FormBanner> : null}
      <div className={formStyles.row}>
        <TextField
          label={t("account.profile.firstName")}
          autoComplete="given-name"
          error={errors.first_name?.message}
          {...register("first_name", { validate: nameRules })}
        />
        <TextField
          label={t("account.profile.lastName")}
          autoComplete="family-name"
          error={errors.last_name?.message}
          {...register("last_name", { validate: nameRules })}
        />
      </div>
      <div className={formStyles.row}>
        <TextField
          label={t("account.profile.location")}
          placeholder={t("account.profile.locationPlaceholder")}
          autoComplete="address-level2"
          error={errors.location?.message}
          {...register("location", {
            validate: fieldRules<string>(t, (value) =>
              validateMaxLength(value, LOCATION_MAX_LENGTH),
            ),
          })}
        />
        <SelectField
          label={t("account.profile.locale")}
          hint={t("account.profile.localeHint")}
          error={errors.locale?.message}
          {...register("locale")}
        >
          {LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {LOCALE_NAMES[locale]}
            </option>
          ))}
        </SelectField>
      </div>
      <div className={pageBlocks.centredWrapRow}>
        <SubmitButton isBusy={isSubmitting}>{t("account.profile.submit")}</SubmitButton>
      </div>
    </form>
  );
}
