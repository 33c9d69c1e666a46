import {
  validateFileSize,
  validateMaxLength,
  validateRequired,
} from "@candor/shared/rules/validation";
import { RESUME_MAX_SIZE_MB } from "@candor/shared/schemas/candidate-profile";
import { CANDIDATE_NAME_MAX_LENGTH } from "@candor/shared/schemas/candidates";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button/button";
import { FormBanner } from "../../../components/form/form-banner";
import { TextField } from "../../../components/form/text-field";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import type { SessionUser } from "../../../lib/auth/session-api";
import { fieldRules } from "../../../lib/forms/field-rules";
import { applyServerErrors } from "../../../lib/forms/server-errors";
import { useApplyToPosition } from "../api/careers";
import styles from "./careers.module.css";

type ApplyFormValues = {
  first_name: string;
  last_name: string;
  resume: FileList | null;
  website: string;
};
const FIELDS = ["first_name", "last_name", "resume"] as const;

/** A PDF by its declared type or name; the server checks the bytes. */
function isPdfFile(file: File): boolean {
  return file.type === "application/pdf" || file.name.toLowerCase().endsWith(".pdf");
}

/**
 * The signed-in candidate's application: their names (from the account), the account's address,
 * an optional résumé PDF, and a honeypot field no person sees or fills. `onApplied` gets the public
 * interview to go on to, or null.
 */
export function ApplyForm({
  user,
  subdomain,
  positionId,
  onApplied,
}: {
  user: SessionUser;
  subdomain: string;
  positionId: string;
  onApplied: (publicInterviewUuid: string | null) => void;
}) {
  const { t } = useTranslation();
  const apply = useApplyToPosition(subdomain, positionId);
  const [general, setGeneral] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ApplyFormValues>({
    mode: "onTouched",
    defaultValues: {
      first_name: user.firstName ?? "",
      last_name: user.lastName ?? "",
      resume: null,
      website: "",
    },
  });
  const nameRules = fieldRules<string>(t, validateRequired, (value) =>
    validateMaxLength(value, CANDIDATE_NAME_MAX_LENGTH),
  );

  const submit = handleSubmit(async (values) => {
    setGeneral(null);
    try {
      const applied = await apply.mutateAsync({
        firstName: values.first_name.trim(),
        lastName: values.last_name.trim(),
        resume: values.resume?.[0] ?? null,
        honeypot: values.website,
      });
      onApplied(applied.publicInterviewUuid);
    } catch (error) {
      setGeneral(applyServerErrors(error, { t, setError, fields: FIELDS }));
    }
  });

  return (
    <form className={pageBlocks.stack4} onSubmit={submit} noValidate>
      {general ? <FormBanner>{general}</FormBanner> : null}
      <div className={pageBlocks.stack3}>
        <TextField
          label={t("careers.apply.firstName")}
          autoComplete="given-name"
          error={errors.first_name?.message}
          {...register("first_name", { validate: nameRules })}
        />
        <TextField
          label={t("careers.apply.lastName")}
          autoComplete="family-name"
          error={errors.last_name?.message}
          {...register("last_name", { validate: nameRules })}
        />
        <TextField
          label={t("careers.apply.email")}
          type="email"
          value={user.email}
          readOnly
          hint={t("careers.apply.emailHint")}
        />
        <TextField
          label={t("careers.apply.resume")}
          type="file"
          accept="application/pdf,.pdf"
          hint={t("careers.apply.resumeHint", { size: RESUME_MAX_SIZE_MB })}
          error={errors.resume?.message}
          {...register("resume", {
            validate: (files) => {
              const file = files?.[0];
              if (!file) return true;
              if (!isPdfFile(file)) return t("careers.apply.resumeInvalid");
              if (validateFileSize(file, RESUME_MAX_SIZE_MB)) {
                return t("careers.apply.resumeTooLarge", { size: RESUME_MAX_SIZE_MB });
              }
              return true;
            },
          })}
        />
        {/* People never see this field; a robot filling every input does. */}
        <div className={styles.honeypot} aria-hidden="true">
          <label>
            {t("careers.apply.honeypot")}
            <input type="text" tabIndex={-1} autoComplete="off" {...register("website")} />
          </label>
        </div>
      </div>
      <div className={pageBlocks.endActions}>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? t("careers.apply.sending") : t("careers.apply.submit")}
        </Button>
      </div>
    </form>
  );
}
