import {
  CALIBRATION_BUILDER_LIMITS,
  type CreateCalibrationExerciseInput,
  CreateCalibrationExerciseInputSchema,
} from "@candor/shared/schemas/calibration";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button/button";
import { CriterionRating } from "../../../components/criterion-rating/criterion-rating";
import { FormBanner } from "../../../components/form/form-banner";
import { SelectField } from "../../../components/form/select-field";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextAreaField } from "../../../components/form/text-area-field";
import { TextField } from "../../../components/form/text-field";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { VideoField, type VideoFieldState } from "../../../components/video-field/video-field";
import { apiErrorMessage, errorMessage } from "../../../i18n/error-message";
import { isApiError } from "../../../lib/api-error";
import { useCreateCalibrationExercise } from "../api/calibration";
import styles from "./calibration.module.css";

type CriterionDraft = { key: number; name: string; description: string; ratingScale: number };
type SampleDraft = {
  key: number;
  question: string;
  video: VideoFieldState;
  transcript: string;
  rationale: string;
  /** The expert's rating per criterion, keyed by the criterion's draft key (not its index). */
  ratings: Record<number, number>;
};
/** Field errors keyed as the server keys them (`samples.1.video_upload_id`), each one message. */
type Errors = Record<string, string>;

const DEFAULT_SCALE = 5;
const SCALES = Array.from({ length: 9 }, (_, index) => index + 2);

let nextKey = 1;
const newCriterion = (): CriterionDraft => ({
  key: nextKey++,
  name: "",
  description: "",
  ratingScale: DEFAULT_SCALE,
});
const newSample = (): SampleDraft => ({
  key: nextKey++,
  question: "",
  video: { kind: "unchanged" },
  transcript: "",
  rationale: "",
  ratings: {},
});

/** The element id of the field the server calls `key`, so an error can focus it. */
const fieldId = (key: string) => `calibration-builder-${key.replaceAll(".", "-")}`;

/**
 * Error keys shown on a field of the form. A rating's own problem (`samples.0.expert_scores.1.rating`)
 * is shown on its sample's ratings; anything else the form has no field for goes in the banner.
 */
function fieldKey(key: string): string | null {
  const rating = /^samples\.(\d+)\.expert_scores(\.|$)/.exec(key);
  if (rating) return `samples.${rating[1]}.expert_scores`;
  if (/^(title|description|minutes|criteria|samples)$/.test(key)) return key;
  if (/^criteria\.\d+\.(name|description|rating_scale)$/.test(key)) return key;
  if (/^samples\.\d+\.(question|video_upload_id|transcript|rationale)$/.test(key)) return key;
  return null;
}

function toInput(
  form: { title: string; description: string; minutes: string },
  criteria: CriterionDraft[],
  samples: SampleDraft[],
) {
  return {
    title: form.title,
    description: form.description,
    minutes: form.minutes.trim() === "" ? undefined : Number(form.minutes),
    criteria: criteria.map((criterion) => ({
      name: criterion.name,
      description: criterion.description,
      rating_scale: criterion.ratingScale,
    })),
    samples: samples.map((sample) => ({
      question: sample.question,
      // Only a finished upload has an id; the server (and the schema) then say `required`.
      video_upload_id: sample.video.kind === "uploaded" ? sample.video.uploadId : undefined,
      transcript: sample.transcript,
      rationale: sample.rationale,
      expert_scores: criteria.flatMap((criterion, index) => {
        const rating = sample.ratings[criterion.key];
        return rating === undefined ? [] : [{ criterion_index: index, rating }];
      }),
    })),
  };
}

/**
 * The organization's own calibration exercise (issue 16): a scorecard, and sample answers its
 * team staged and uploaded, each rated by the expert on every criterion with a rationale.
 * Validated with the shared schema first; the server's field errors land on the same fields.
 */
export function CalibrationBuilder({ onCreated }: { onCreated: () => void }) {
  const { t } = useTranslation();
  const create = useCreateCalibrationExercise();
  const [form, setForm] = useState({ title: "", description: "", minutes: "15" });
  const [criteria, setCriteria] = useState<CriterionDraft[]>(() => [newCriterion()]);
  const [samples, setSamples] = useState<SampleDraft[]>(() => [newSample(), newSample()]);
  const [errors, setErrors] = useState<Errors>({});
  const [banner, setBanner] = useState<string | null>(null);
  // A new object on each failed submit, so the same first field gets focus again.
  const [focusTarget, setFocusTarget] = useState<{ key: string } | null>(null);

  // After a failed submit, the first field with a problem (in the form's order) gets focus.
  useEffect(() => {
    if (!focusTarget) return;
    const id = fieldId(focusTarget.key);
    (document.getElementById(id) ?? document.getElementById(`${id}-file`))?.focus();
  }, [focusTarget]);

  function showErrors(next: Errors) {
    const first = Object.keys(next).sort(byFormOrder)[0];
    setErrors(next);
    setFocusTarget(first === undefined ? null : { key: first });
  }

  function updateCriterion(key: number, change: Partial<CriterionDraft>) {
    setCriteria((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
    if (change.ratingScale !== undefined) {
      const scale = change.ratingScale;
      // A rating above a smaller scale is no longer one of its choices: the expert rates again.
      setSamples((list) =>
        list.map((sample) => {
          const rating = sample.ratings[key];
          if (rating === undefined || rating <= scale) return sample;
          const { [key]: _dropped, ...ratings } = sample.ratings;
          return { ...sample, ratings };
        }),
      );
    }
  }

  function updateSample(key: number, change: Partial<SampleDraft>) {
    setSamples((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (create.isPending) return;
    setBanner(null);
    const input = toInput(form, criteria, samples);
    const parsed = CreateCalibrationExerciseInputSchema.safeParse(input);
    const found: Errors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = fieldKey(issue.path.join("."));
        if (key && !found[key]) found[key] = errorMessage(t, issue.message);
      }
    }
    // The schema can't know the scorecard's size: every sample needs every criterion rated.
    samples.forEach((sample, index) => {
      const key = `samples.${index}.expert_scores`;
      if (!found[key] && criteria.some((criterion) => sample.ratings[criterion.key] === undefined))
        found[key] = t("calibration.builder.rateEvery");
    });
    if (Object.keys(found).length > 0 || !parsed.success) {
      showErrors(found);
      if (Object.keys(found).length === 0) setBanner(errorMessage(t, "validation_failed"));
      return;
    }
    setErrors({});
    create.mutate(parsed.data satisfies CreateCalibrationExerciseInput, {
      onSuccess: onCreated,
      onError: (error) => {
        const fieldErrors = isApiError(error) ? error.fieldErrors : null;
        const next: Errors = {};
        let isAllOnFields = fieldErrors !== null && Object.keys(fieldErrors).length > 0;
        for (const [serverKey, codes] of Object.entries(fieldErrors ?? {})) {
          const key = fieldKey(serverKey);
          if (!key) {
            isAllOnFields = false;
            continue;
          }
          if (!next[key]) next[key] = errorMessage(t, codes[0]);
        }
        showErrors(next);
        if (!isAllOnFields) setBanner(apiErrorMessage(t, error));
      },
    });
  }

  const atMostCriteria = criteria.length >= CALIBRATION_BUILDER_LIMITS.maxCriteria;
  const atLeastCriteria = criteria.length <= CALIBRATION_BUILDER_LIMITS.minCriteria;
  const atMostSamples = samples.length >= CALIBRATION_BUILDER_LIMITS.maxSamples;
  const atLeastSamples = samples.length <= CALIBRATION_BUILDER_LIMITS.minSamples;

  return (
    <form className={pageBlocks.stack} onSubmit={submit} noValidate>
      <FormBanner tone="info">{t("calibration.builder.consentNote")}</FormBanner>
      {banner ? <FormBanner>{banner}</FormBanner> : null}

      <section className={`${pageBlocks.surface} ${pageBlocks.stack4}`}>
        <TextField
          id={fieldId("title")}
          label={t("calibration.builder.title")}
          value={form.title}
          onChange={(event) => setForm({ ...form, title: event.target.value })}
          error={errors.title}
          maxLength={200}
          required
        />
        <TextAreaField
          id={fieldId("description")}
          label={t("calibration.builder.description")}
          value={form.description}
          onChange={(event) => setForm({ ...form, description: event.target.value })}
          error={errors.description}
          maxLength={2000}
        />
        <TextField
          id={fieldId("minutes")}
          label={t("calibration.builder.minutes")}
          hint={t("calibration.builder.minutesHint")}
          type="number"
          inputMode="numeric"
          min={1}
          max={240}
          value={form.minutes}
          onChange={(event) => setForm({ ...form, minutes: event.target.value })}
          error={errors.minutes}
        />
      </section>

      <fieldset className={`${pageBlocks.surface} ${pageBlocks.stack4} ${styles.builderGroup}`}>
        <legend className={pageBlocks.titleMdBold}>{t("calibration.builder.criteria")}</legend>
        <p className={pageBlocks.muted}>
          {t("calibration.builder.criteriaHint", { max: CALIBRATION_BUILDER_LIMITS.maxCriteria })}
        </p>
        {errors.criteria ? (
          <p id={fieldId("criteria")} className={pageBlocks.error} tabIndex={-1}>
            {errors.criteria}
          </p>
        ) : null}
        <ol className={pageBlocks.stack4}>
          {criteria.map((criterion, index) => (
            <li key={criterion.key} className={`${pageBlocks.stack3} ${styles.builderItem}`}>
              <h3 className={pageBlocks.smallBold}>
                {t("calibration.builder.criterionNumber", { number: index + 1 })}
              </h3>
              <TextField
                id={fieldId(`criteria.${index}.name`)}
                label={t("calibration.builder.criterionName")}
                value={criterion.name}
                onChange={(event) => updateCriterion(criterion.key, { name: event.target.value })}
                error={errors[`criteria.${index}.name`]}
                maxLength={200}
                required
              />
              <TextAreaField
                id={fieldId(`criteria.${index}.description`)}
                label={t("calibration.builder.criterionDescription")}
                value={criterion.description}
                onChange={(event) =>
                  updateCriterion(criterion.key, { description: event.target.value })
                }
                error={errors[`criteria.${index}.description`]}
                rows={2}
                maxLength={2000}
              />
              <SelectField
                id={fieldId(`criteria.${index}.rating_scale`)}
                label={t("calibration.builder.scale")}
                value={criterion.ratingScale}
                onChange={(event) =>
                  updateCriterion(criterion.key, { ratingScale: Number(event.target.value) })
                }
                error={errors[`criteria.${index}.rating_scale`]}
              >
                {SCALES.map((scale) => (
                  <option key={scale} value={scale}>
                    {t("calibration.builder.scaleOption", { scale })}
                  </option>
                ))}
              </SelectField>
              <div>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={atLeastCriteria}
                  onClick={() => setCriteria((list) => list.filter((c) => c.key !== criterion.key))}
                >
                  {t("calibration.builder.removeCriterion", { number: index + 1 })}
                </Button>
              </div>
            </li>
          ))}
        </ol>
        <div>
          <Button
            variant="secondary"
            disabled={atMostCriteria}
            onClick={() => setCriteria((list) => [...list, newCriterion()])}
          >
            {t("calibration.builder.addCriterion")}
          </Button>
        </div>
      </fieldset>

      <fieldset className={`${pageBlocks.surface} ${pageBlocks.stack4} ${styles.builderGroup}`}>
        <legend className={pageBlocks.titleMdBold}>{t("calibration.builder.samples")}</legend>
        <p className={pageBlocks.muted}>
          {t("calibration.builder.samplesHint", {
            min: CALIBRATION_BUILDER_LIMITS.minSamples,
            max: CALIBRATION_BUILDER_LIMITS.maxSamples,
          })}
        </p>
        {errors.samples ? (
          <p id={fieldId("samples")} className={pageBlocks.error} tabIndex={-1}>
            {errors.samples}
          </p>
        ) : null}
        <ol className={pageBlocks.stack4}>
          {samples.map((sample, index) => {
            const scoresKey = `samples.${index}.expert_scores`;
            return (
              <li key={sample.key} className={`${pageBlocks.stack3} ${styles.builderItem}`}>
                <h3 className={pageBlocks.smallBold}>
                  {t("calibration.builder.sampleNumber", { number: index + 1 })}
                </h3>
                <TextAreaField
                  id={fieldId(`samples.${index}.question`)}
                  label={t("calibration.builder.question")}
                  value={sample.question}
                  onChange={(event) => updateSample(sample.key, { question: event.target.value })}
                  error={errors[`samples.${index}.question`]}
                  rows={2}
                  maxLength={2000}
                  required
                />
                <VideoField
                  id={fieldId(`samples.${index}.video_upload_id`)}
                  legend={t("calibration.builder.video")}
                  hint={t("calibration.builder.videoHint")}
                  purpose="question_video"
                  current={null}
                  value={sample.video}
                  onChange={(change) =>
                    setSamples((list) =>
                      list.map((item) =>
                        item.key === sample.key
                          ? {
                              ...item,
                              video: typeof change === "function" ? change(item.video) : change,
                            }
                          : item,
                      ),
                    )
                  }
                />
                {errors[`samples.${index}.video_upload_id`] ? (
                  <p className={pageBlocks.error} role="alert">
                    {errors[`samples.${index}.video_upload_id`]}
                  </p>
                ) : null}
                <TextAreaField
                  id={fieldId(`samples.${index}.transcript`)}
                  label={t("calibration.builder.transcript")}
                  value={sample.transcript}
                  onChange={(event) => updateSample(sample.key, { transcript: event.target.value })}
                  error={errors[`samples.${index}.transcript`]}
                  rows={4}
                  maxLength={20000}
                />
                <fieldset
                  className={`${pageBlocks.stack3} ${styles.builderRatings}`}
                  aria-describedby={errors[scoresKey] ? `${fieldId(scoresKey)}-error` : undefined}
                >
                  <legend className={pageBlocks.smallBold}>
                    {t("calibration.builder.expertRatings")}
                  </legend>
                  {errors[scoresKey] ? (
                    <p id={`${fieldId(scoresKey)}-error`} className={pageBlocks.error}>
                      {errors[scoresKey]}
                    </p>
                  ) : null}
                  {criteria.map((criterion, criterionIndex) => (
                    <CriterionRating
                      key={criterion.key}
                      // The first criterion's first radio takes the ratings' error focus.
                      groupId={
                        criterionIndex === 0
                          ? fieldId(scoresKey)
                          : `${fieldId(scoresKey)}-${criterion.key}`
                      }
                      criterion={{
                        name:
                          criterion.name.trim() ||
                          t("calibration.builder.criterionNumber", { number: criterionIndex + 1 }),
                        description: criterion.description,
                        ratingScale: criterion.ratingScale,
                      }}
                      value={sample.ratings[criterion.key] ?? null}
                      isMissing={
                        Boolean(errors[scoresKey]) && sample.ratings[criterion.key] === undefined
                      }
                      onChange={(rating) =>
                        updateSample(sample.key, {
                          ratings: { ...sample.ratings, [criterion.key]: rating },
                        })
                      }
                    />
                  ))}
                </fieldset>
                <TextAreaField
                  id={fieldId(`samples.${index}.rationale`)}
                  label={t("calibration.builder.rationale")}
                  hint={t("calibration.builder.rationaleHint")}
                  value={sample.rationale}
                  onChange={(event) => updateSample(sample.key, { rationale: event.target.value })}
                  error={errors[`samples.${index}.rationale`]}
                  rows={3}
                  maxLength={4000}
                  required
                />
                <div>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={atLeastSamples}
                    onClick={() => setSamples((list) => list.filter((s) => s.key !== sample.key))}
                  >
                    {t("calibration.builder.removeSample", { number: index + 1 })}
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
        <div>
          <Button
            variant="secondary"
            disabled={atMostSamples}
            onClick={() => setSamples((list) => [...list, newSample()])}
          >
            {t("calibration.builder.addSample")}
          </Button>
        </div>
      </fieldset>

      <div className={pageBlocks.endActions}>
        <SubmitButton isBusy={create.isPending} busyLabel={t("calibration.builder.saving")}>
          {t("calibration.builder.save")}
        </SubmitButton>
      </div>
    </form>
  );
}

/** Sorts error keys as the fields appear: the exercise, then criteria, then samples, by index. */
function byFormOrder(a: string, b: string): number {
  return rank(a) - rank(b);
}

const FIELD_ORDER = [
  "title",
  "description",
  "minutes",
  "criteria",
  "name",
  "rating_scale",
  "samples",
  "question",
  "video_upload_id",
  "transcript",
  "expert_scores",
  "rationale",
];

function rank(key: string): number {
  const [group = "", index, field] = key.split(".");
  const base = group === "samples" ? 100_000 : group === "criteria" ? 1_000 : 0;
  const position = index === undefined ? 0 : (Number(index) + 1) * 100;
  return base + position + FIELD_ORDER.indexOf(field ?? group);
}
