import {
  RETENTION_MAX_DAYS,
  RETENTION_MIN_DAYS,
  type UpdateRetentionInput,
} from "@candor/shared/schemas/privacy";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import formStyles from "../../../components/form/form.module.css";
import { FormBanner } from "../../../components/form/form-banner";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import { ListError, ListLoading } from "../../../components/list-state/list-state";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { apiErrorMessage } from "../../../i18n/error-message";
import { isApiError } from "../../../lib/api-error";
import { retentionQueryOptions, useUpdateRetention } from "../api/privacy";

type Field = keyof UpdateRetentionInput;
const FIELDS: Field[] = ["recordings_days", "candidate_days"];

/** A whole number of days within the bounds, else the code the server would answer. */
function problemOf(value: string): string | undefined {
  const days = Number(value);
  if (value.trim() === "" || !Number.isInteger(days)) return "not_a_number";
  return days < RETENTION_MIN_DAYS || days > RETENTION_MAX_DAYS ? "out_of_range" : undefined;
}

/** The form's text of the periods the server holds; empty until they arrive. */
function fieldValuesOf(
  data: { recordingsDays: number; candidateDays: number } | undefined,
): Record<Field, string> {
  return {
    recordings_days: data ? String(data.recordingsDays) : "",
    candidate_days: data ? String(data.candidateDays) : "",
  };
}

/** The Company page's retention periods (admins), checked as the server checks them. */
export function RetentionSettings() {
  const { t } = useTranslation();
  const retention = useQuery(retentionQueryOptions);
  const update = useUpdateRetention();
  const [values, setValues] = useState(() => fieldValuesOf(retention.data));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [isSaved, setIsSaved] = useState(false);

  // The fields follow what the server holds, set while rendering (not in an effect after it): the
  // form never shows empty for a frame once the periods have arrived.
  const [shownData, setShownData] = useState(retention.data);
  if (retention.data && retention.data !== shownData) {
    setShownData(retention.data);
    setValues(fieldValuesOf(retention.data));
  }

  if (retention.isPending) return <ListLoading label={t("privacy.retention.loading")} rows={2} />;
  if (retention.isError) {
    return (
      <ListError
        isCompact
        title={t("privacy.retention.loadFailed")}
        error={retention.error}
        onRetry={() => void retention.refetch()}
      />
    );
  }

  const messageOf = (code: string) =>
    t(`privacy.retention.errors.${code}` as "privacy.retention.errors.out_of_range", {
      min: RETENTION_MIN_DAYS,
      max: RETENTION_MAX_DAYS,
      defaultValue: t("errors.default"),
    });

  function submit(event: FormEvent) {
    event.preventDefault();
    setIsSaved(false);
    const found: Partial<Record<Field, string>> = {};
    for (const field of FIELDS) {
      const problem = problemOf(values[field]);
      if (problem) found[field] = messageOf(problem);
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    update.mutate(
      {
        recordings_days: Number(values.recordings_days),
        candidate_days: Number(values.candidate_days),
      },
      {
        onSuccess: () => setIsSaved(true),
        onError: (error) => {
          const fields = isApiError(error) ? error.fieldErrors : null;
          if (!fields) return;
          setErrors(
            Object.fromEntries(
              FIELDS.flatMap((field) => {
                const code = fields[field]?.[0];
                return code ? [[field, messageOf(code)]] : [];
              }),
            ),
          );
        },
      },
    );
  }

  return (
    <form className={pageBlocks.stack3} onSubmit={submit} noValidate>
      {update.isError && !isApiError(update.error) ? (
        <FormBanner>{apiErrorMessage(t, update.error)}</FormBanner>
      ) : null}
      {isSaved ? <FormBanner tone="success">{t("privacy.retention.saved")}</FormBanner> : null}
      <div className={formStyles.row}>
        {FIELDS.map((field) => (
          <TextField
            key={field}
            label={t(`privacy.retention.${field}.label`)}
            hint={t(`privacy.retention.${field}.hint`, {
              min: RETENTION_MIN_DAYS,
              max: RETENTION_MAX_DAYS,
            })}
            type="number"
            inputMode="numeric"
            min={RETENTION_MIN_DAYS}
            max={RETENTION_MAX_DAYS}
            step={1}
            name={field}
            value={values[field]}
            error={errors[field]}
            onChange={(event) => {
              const value = event.target.value;
              setValues((current) => ({ ...current, [field]: value }));
            }}
          />
        ))}
      </div>
      <div>
        <SubmitButton isBusy={update.isPending}>{t("privacy.retention.save")}</SubmitButton>
      </div>
    </form>
  );
}
