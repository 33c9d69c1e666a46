import { RATING_SCALE, SCORECARD_MAX_CRITERIA } from "@candor/shared/rules/interviews";
import {
  CRITERION_DESCRIPTION_MAX_LENGTH,
  CRITERION_NAME_MAX_LENGTH,
  SCORECARD_NAME_MAX_LENGTH,
  scorecardFieldErrors,
} from "@candor/shared/rules/scorecards";
import { type ValidationCode, validateMaxLength } from "@candor/shared/rules/validation";
import { type ReactNode, useState } from "react";
import { Controller, type FieldPath, useFieldArray, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button/button";
import { FormBanner } from "../../../components/form/form-banner";
import { SelectField } from "../../../components/form/select-field";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextAreaField } from "../../../components/form/text-area-field";
import { TextField } from "../../../components/form/text-field";
import { PlusIcon, TrashIcon } from "../../../components/icons/icons";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { SortableList } from "../../../components/sortable-list/sortable-list";
import { errorMessage } from "../../../i18n/error-message";
import { applyServerErrors } from "../../../lib/forms/server-errors";
import blocks from "../../../styles/blocks.module.css";
import type { Scorecard, ScorecardInput } from "../api/scorecards";
import styles from "./scorecards.module.css";

export type CriterionValues = {
  /** The client's key for the row (stable while it moves). */
  key: string;
  /** The saved criterion's id: sent back, so its ratings stay. */
  id?: string;
  name: string;
  description: string;
  /** As the select holds it ("5"); sent as a number. */
  rating_scale: string;
};

/** Field names as the server names them, so its field errors land where they belong. */
export type ScorecardFormValues = {
  name: string;
  is_template: boolean;
  criteria: CriterionValues[];
};

let keys = 0;
const nextKey = () => `criterion-${++keys}`;

export function emptyCriterion(): CriterionValues {
  return {
    key: nextKey(),
    name: "",
    description: "",
    rating_scale: String(RATING_SCALE.default),
  };
}

/**
 * The form's values for a scorecard: its own (criteria keep their ids) or, with `asCopy`, a
 * template's, to start a new one from (no ids, not a template itself).
 */
export function valuesOf(
  scorecard: Scorecard | undefined,
  { asCopy = false }: { asCopy?: boolean } = {},
): ScorecardFormValues {
  if (!scorecard) return { name: "", is_template: false, criteria: [emptyCriterion()] };
  return {
    name: scorecard.name,
    is_template: asCopy ? false : scorecard.isTemplate,
    criteria: scorecard.criteria.map((criterion) => ({
      key: nextKey(),
      ...(asCopy ? {} : { id: criterion.id }),
      name: criterion.name,
      description: criterion.description,
      rating_scale: String(criterion.ratingScale),
    })),
  };
}

export function inputOf(values: ScorecardFormValues): ScorecardInput {
  return {
    name: values.name.trim(),
    is_template: values.is_template,
    criteria: values.criteria.map((criterion) => ({
      ...(criterion.id ? { id: criterion.id } : {}),
      name: criterion.name.trim(),
      description: criterion.description.trim(),
      rating_scale: Number(criterion.rating_scale),
    })),
  };
}

const RATING_SCALES = Array.from(
  { length: RATING_SCALE.max - RATING_SCALE.min + 1 },
  (_, index) => RATING_SCALE.min + index,
);

export type ScorecardFormProps = {
  defaultValues: ScorecardFormValues;
  /** Saves; a rejection with the server's field errors lands on the fields. */
  onSave: (input: ScorecardInput) => Promise<unknown>;
  submitLabel: string;
  /** Above the fields, e.g. the template picker of a new scorecard. */
  children?: ReactNode;
};

/**
 * A scorecard's name and its ordered criteria (name, description, rating scale): criteria are
 * added, removed and rearranged by drag, by keyboard or with the move buttons. SPEC §5's rule is
 * the shared `scorecardFieldErrors`, keyed by the same field names as the server's 422.
 */
export function ScorecardForm({
  defaultValues,
  onSave,
  submitLabel,
  children,
}: ScorecardFormProps) {
  const { t } = useTranslation();
  const [general, setGeneral] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ScorecardFormValues>({ mode: "onTouched", defaultValues });
  const { fields, append, remove, move } = useFieldArray({
    control,
    name: "criteria",
    keyName: "key",
    rules: {
      validate: (criteria) =>
        message(scorecardFieldErrors({ name: "-", criteria }).criteria) ?? true,
    },
  });

  function message(code: ValidationCode | undefined): string | undefined {
    return code ? errorMessage(t, code) : undefined;
  }

  const submit = handleSubmit(async (values) => {
    setGeneral(null);
    try {
      await onSave(inputOf(values));
    } catch (error) {
      const names = values.criteria.flatMap((_, index) =>
        (["name", "description", "rating_scale", "id"] as const).map(
          (part) => `criteria.${index}.${part}` as FieldPath<ScorecardFormValues>,
        ),
      );
      setGeneral(
        applyServerErrors(error, {
          t,
          setError,
          fields: ["name", "is_template", "criteria", ...names],
        }),
      );
    }
  });

  const criteria = watch("criteria");
  const criteriaError = errors.criteria?.root?.message ?? errors.criteria?.message;

  return (
    <form className={pageBlocks.stack5} onSubmit={submit} noValidate>
      {general ? <FormBanner>{general}</FormBanner> : null}
      {children}
      <TextField
        label={t("scorecards.form.name")}
        maxLength={SCORECARD_NAME_MAX_LENGTH + 20}
        error={errors.name?.message}
        {...register("name", {
          validate: (value) =>
            message(scorecardFieldErrors({ name: value, criteria: ["-"] }).name) ??
            message(validateMaxLength(value, SCORECARD_NAME_MAX_LENGTH)) ??
            true,
        })}
      />
      <label className={styles.checkbox}>
        <input type="checkbox" {...register("is_template")} />
        <span>
          <strong>{t("scorecards.form.isTemplate")}</strong>
          <span className={pageBlocks.muted}>{t("scorecards.form.isTemplateHint")}</span>
        </span>
      </label>

      <fieldset
        className={`${pageBlocks.stack3} ${styles.criteria}`}
        aria-describedby={criteriaError ? "criteria-error" : undefined}
      >
        <legend className={styles.sectionTitle}>{t("scorecards.form.criteria")}</legend>
        <p className={pageBlocks.muted}>{t("scorecards.form.criteriaHint")}</p>
        {criteriaError ? (
          <p id="criteria-error" className={pageBlocks.error} role="alert">
            {criteriaError}
          </p>
        ) : null}
        {fields.length > 0 ? (
          <SortableList
            items={fields}
            getId={(field) => field.key}
            getLabel={(field) => {
              const index = fields.indexOf(field);
              const name = criteria[index]?.name.trim();
              return name || t("scorecards.form.criterionNumber", { number: index + 1 });
            }}
            label={t("scorecards.form.criteriaOrder")}
            onMove={(from, to) => move(from, to)}
            renderItem={(_field, index) => (
              <div className={`${blocks.gridGap3} ${styles.criterion}`}>
                <TextField
                  label={t("scorecards.form.criterionName", { number: index + 1 })}
                  maxLength={CRITERION_NAME_MAX_LENGTH + 20}
                  error={errors.criteria?.[index]?.name?.message}
                  {...register(`criteria.${index}.name`, {
                    validate: (value) =>
                      message(
                        scorecardFieldErrors({ name: "-", criteria: [{ name: value }] })[
                          "criteria.0.name"
                        ],
                      ) ??
                      message(validateMaxLength(value, CRITERION_NAME_MAX_LENGTH)) ??
                      true,
                  })}
                />
                <TextAreaField
                  label={t("scorecards.form.criterionDescription", { number: index + 1 })}
                  rows={2}
                  maxLength={CRITERION_DESCRIPTION_MAX_LENGTH + 20}
                  error={errors.criteria?.[index]?.description?.message}
                  {...register(`criteria.${index}.description`, {
                    validate: (value) =>
                      message(validateMaxLength(value, CRITERION_DESCRIPTION_MAX_LENGTH)) ?? true,
                  })}
                />
                <Controller
                  control={control}
                  name={`criteria.${index}.rating_scale`}
                  render={({ field }) => (
                    // Controlled: the select shows the form's value, never the DOM's first option.
                    <SelectField
                      label={t("scorecards.form.ratingScale", { number: index + 1 })}
                      className={styles.scaleField}
                      error={errors.criteria?.[index]?.rating_scale?.message}
                      {...field}
                    >
                      {RATING_SCALES.map((scale) => (
                        <option key={scale} value={String(scale)}>
                          {t("scorecards.form.scaleOption", { max: scale })}
                        </option>
                      ))}
                    </SelectField>
                  )}
                />
              </div>
            )}
            renderActions={(_field, index) => (
              <Button
                size="sm"
                variant="ghost"
                aria-label={t("scorecards.form.removeCriterion", {
                  name:
                    criteria[index]?.name.trim() ||
                    t("scorecards.form.criterionNumber", { number: index + 1 }),
                })}
                onClick={() => remove(index)}
              >
                <TrashIcon size={16} />
              </Button>
            )}
          />
        ) : null}
        <div>
          <Button
            variant="secondary"
            disabled={fields.length >= SCORECARD_MAX_CRITERIA}
            onClick={() => append(emptyCriterion(), { shouldFocus: true })}
          >
            <PlusIcon size={18} />
            {t("scorecards.form.addCriterion")}
          </Button>
          {fields.length >= SCORECARD_MAX_CRITERIA ? (
            <p className={pageBlocks.muted}>
              {t("scorecards.form.maxCriteria", { max: SCORECARD_MAX_CRITERIA })}
            </p>
          ) : null}
        </div>
      </fieldset>

      <div className={pageBlocks.endActions}>
        <SubmitButton isBusy={isSubmitting}>{submitLabel}</SubmitButton>
      </div>
    </form>
  );
}
