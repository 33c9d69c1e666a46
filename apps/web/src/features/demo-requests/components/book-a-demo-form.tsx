import { DEFAULT_LOCALE, TEXT_MAX_LENGTH } from "@candor/shared/constants";
import {
  COMPANY_SIZES,
  type DemoRequestInput,
  DemoRequestInputSchema,
} from "@candor/shared/schemas/demo-requests";
import type { TFunction } from "i18next";
import { useState } from "react";
import { type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import formStyles from "../../../components/form/form.module.css";
import { FormBanner } from "../../../components/form/form-banner";
import { SelectField } from "../../../components/form/select-field";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import { errorMessage } from "../../../i18n/error-message";
import { isLocale } from "../../../i18n/i18n";
import { applyServerErrors } from "../../../lib/forms/server-errors";
import { type DemoRequest, useCreateDemoRequest } from "../api/create-demo-request";
import styles from "./book-a-demo.module.css";

export type DemoRequestValues = {
  name: string;
  email: string;
  company: string;
  company_size: string;
  message: string;
};

const FIELDS = ["name", "email", "company", "company_size", "message"] as const;

/** What the form sends: the shared schema's input, empty optional text left out. */
function toInput(values: DemoRequestValues, locale: string): Record<string, unknown> {
  return {
    name: values.name,
    email: values.email,
    company: values.company,
    company_size: values.company_size || undefined,
    message: values.message.trim() ? values.message : undefined,
    locale: isLocale(locale) ? locale : DEFAULT_LOCALE,
  };
}

function fieldMessage(t: TFunction, field: string, code: string): string {
  if (field === "company_size" && (code === "blank" || code === "invalid")) {
    return t("bookDemo.companySizeRequired");
  }
  return errorMessage(t, code);
}

/**
 * Validation by the API's own schema (DemoRequestInputSchema): the same rules on both sides, each
 * issue's code translated. react-hook-form shows a field's error once it has been touched.
 */
function demoRequestResolver(t: TFunction, locale: string): Resolver<DemoRequestValues> {
  return async (values) => {
    const result = DemoRequestInputSchema.safeParse(toInput(values, locale));
    if (result.success) return { values, errors: {} };
    const errors: FieldErrors<DemoRequestValues> = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      if (typeof field !== "string" || !(FIELDS as readonly string[]).includes(field)) continue;
      const name = field as (typeof FIELDS)[number];
      if (errors[name]) continue;
      errors[name] = { type: "schema", message: fieldMessage(t, name, issue.message) };
    }
    return { values: {}, errors };
  };
}

export type BookADemoFormProps = {
  defaultValues?: Partial<DemoRequestValues>;
  onBooked: (request: DemoRequest) => void;
};

/** Name, work email, company, its size and an optional message (SPEC §1 demo-booking request). */
export function BookADemoForm({ defaultValues, onBooked }: BookADemoFormProps) {
  const { t, i18n } = useTranslation();
  const create = useCreateDemoRequest();
  const [general, setGeneral] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<DemoRequestValues>({
    mode: "onTouched",
    resolver: demoRequestResolver(t, i18n.language),
    defaultValues: {
      name: "",
      email: "",
      company: "",
      company_size: "",
      message: "",
      ...defaultValues,
    },
  });
  const messageLength = watch("message").trim().length;

  const onSubmit = handleSubmit(async (values) => {
    setGeneral(null);
    try {
      const input = DemoRequestInputSchema.parse(
        toInput(values, i18n.language),
      ) as DemoRequestInput;
      onBooked(await create.mutateAsync(input));
    } catch (error) {
      setGeneral(
        applyServerErrors(error, {
          t,
          setError,
          fields: FIELDS,
          messages: {
            company_size: {
              blank: t("bookDemo.companySizeRequired"),
              invalid: t("bookDemo.companySizeRequired"),
            },
          },
        }),
      );
    }
  });

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      {general ? <FormBanner>{general}</FormBanner> : null}
      <TextField
        label={t("bookDemo.name")}
        autoComplete="name"
        error={errors.name?.message}
        {...register("name")}
      />
      <TextField
        label={t("bookDemo.email")}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="off"
        spellCheck={false}
        hint={t("bookDemo.emailHint")}
        error={errors.email?.message}
        {...register("email")}
      />
      <div className={formStyles.row}>
        <TextField
          label={t("bookDemo.company")}
          autoComplete="organization"
          error={errors.company?.message}
          {...register("company")}
        />
        <SelectField
          label={t("bookDemo.companySize")}
          error={errors.company_size?.message}
          {...register("company_size")}
        >
          <option value="">{t("bookDemo.companySizePlaceholder")}</option>
          {COMPANY_SIZES.map((size) => (
            <option key={size} value={size}>
              {t("bookDemo.employees", { size })}
            </option>
          ))}
        </SelectField>
      </div>
      <div className={formStyles.field}>
        <label htmlFor="demo-message" className={formStyles.label}>
          {t("bookDemo.message")}
        </label>
        <textarea
          id="demo-message"
          rows={4}
          className={`${formStyles.input} ${styles.textarea}`}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={[errors.message ? "demo-message-error" : null, "demo-message-count"]
            .filter(Boolean)
            .join(" ")}
          {...register("message")}
        />
        {errors.message ? (
          <p id="demo-message-error" className={formStyles.error}>
            {errors.message.message}
          </p>
        ) : null}
        <p id="demo-message-count" className={formStyles.hint}>
          {t("bookDemo.messageCount", { length: messageLength, max: TEXT_MAX_LENGTH })}
        </p>
      </div>
      <SubmitButton size="lg" block isBusy={isSubmitting} busyLabel={t("bookDemo.submitting")}>
        {t("bookDemo.submit")}
      </SubmitButton>
      <p className={styles.fine}>{t("bookDemo.privacy")}</p>
    </form>
  );
}
