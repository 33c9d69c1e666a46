import { LOCALES, type Locale } from "@candor/shared/constants";
import {
  EMAIL_MAX_LENGTH,
  validateEmail,
  validateMaxLength,
} from "@candor/shared/rules/validation";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../../components/alerts/alerts-provider";
import { FormBanner } from "../../../components/form/form-banner";
import { SelectField } from "../../../components/form/select-field";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import { ListError, ListLoading } from "../../../components/list-state/list-state";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { fieldRules } from "../../../lib/forms/field-rules";
import { applyServerErrors } from "../../../lib/forms/server-errors";
import {
  type BillingContact,
  billingContactQueryOptions,
  useUpdateBillingContact,
} from "../api/billing-contact";

type ContactValues = { email: string; locale: Locale };
const FIELDS = ["email", "locale"] as const;

function toLocale(language: string): Locale {
  return (LOCALES as readonly string[]).includes(language) ? (language as Locale) : "en";
}

/**
 * The billing contact (admins): who receives the billing emails — trial reminders, receipts,
 * payment problems, plan changes — and in which language. Left empty, they go to the admins.
 */
export function BillingContactSection() {
  const { t } = useTranslation();
  const titleId = useId();
  const contact = useQuery(billingContactQueryOptions());

  return (
    <section className={pageBlocks.stack3} aria-labelledby={titleId}>
      <h3 id={titleId} className={pageBlocks.titleMd}>
        {t("billingContact.title")}
      </h3>
      {contact.isPending ? (
        <ListLoading label={t("billingContact.loading")} rows={2} />
      ) : contact.data ? (
        <BillingContactForm contact={contact.data} />
      ) : (
        <ListError
          title={t("billingContact.loadFailed")}
          error={contact.error}
          onRetry={() => void contact.refetch()}
          isCompact
        />
      )}
    </section>
  );
}

function BillingContactForm({ contact }: { contact: BillingContact }) {
  const { t, i18n } = useTranslation();
  const { push } = useAlerts();
  const update = useUpdateBillingContact();
  const [general, setGeneral] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactValues>({
    mode: "onTouched",
    defaultValues: {
      email: contact.email ?? "",
      locale: contact.locale ?? toLocale(i18n.language),
    },
  });
  const savedLocale = contact.locale ?? toLocale(i18n.language);

  const submit = handleSubmit(async (values) => {
    setGeneral(null);
    const email = values.email.trim();
    try {
      const saved = await update.mutateAsync(
        email ? { email, locale: values.locale } : { email: null },
      );
      reset({ email: saved.email ?? "", locale: saved.locale ?? values.locale });
      push({
        type: "notice",
        message: saved.email ? t("billingContact.saved") : t("billingContact.savedAdmins"),
      });
    } catch (error) {
      setGeneral(applyServerErrors(error, { t, setError, fields: FIELDS }));
    }
  });

  return (
    <form className={pageBlocks.stack4} onSubmit={submit} noValidate>
      <p className={pageBlocks.muted}>
        {contact.email
          ? t("billingContact.sentToContact", { email: contact.email })
          : t("billingContact.sentToAdmins", {
              count: contact.recipients.length,
              emails: contact.recipients.join(", "),
            })}
      </p>
      {general ? <FormBanner>{general}</FormBanner> : null}
      <TextField
        label={t("billingContact.email")}
        hint={t("billingContact.emailHint")}
        type="email"
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH + 20}
        error={errors.email?.message}
        {...register("email", {
          validate: fieldRules<string>(t, validateEmail, (value) =>
            validateMaxLength(value, EMAIL_MAX_LENGTH),
          ),
        })}
      />
      <SelectField
        label={t("billingContact.locale")}
        hint={t("billingContact.localeHint")}
        error={errors.locale?.message}
        // The saved language selected from the first render (registering alone left the first
        // option selected).
        defaultValue={savedLocale}
        {...register("locale")}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale}>
            {t(`billingContact.languages.${locale}`)}
          </option>
        ))}
      </SelectField>
      <div className={pageBlocks.wrapRow}>
        <SubmitButton isBusy={isSubmitting}>{t("billingContact.save")}</SubmitButton>
      </div>
    </form>
  );
}
