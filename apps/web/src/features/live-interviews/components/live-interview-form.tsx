import {
  type CreateLiveInterviewFormInput,
  CreateLiveInterviewInputSchema,
  LIVE_INTERVIEW_DURATION_MINUTES,
  LIVE_INTERVIEW_LOCATION_TYPES,
  type LiveInterviewLocationType,
} from "@candor/shared/schemas/live-interviews";
import type { LiveSlotsInput } from "@candor/shared/schemas/live-scheduling";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { Controller, type FieldPath, useFieldArray, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button/button";
import formStyles from "../../../components/form/form.module.css";
import { FormBanner } from "../../../components/form/form-banner";
import { SelectField } from "../../../components/form/select-field";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextAreaField } from "../../../components/form/text-area-field";
import { TextField } from "../../../components/form/text-field";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { errorMessage } from "../../../i18n/error-message";
import { isApiError } from "../../../lib/api-error";
import { applyServerErrors } from "../../../lib/forms/server-errors";
import {
  candidateChoicesQueryOptions,
  libraryQuestionChoicesQueryOptions,
  memberChoicesQueryOptions,
  positionChoicesQueryOptions,
  scorecardChoicesQueryOptions,
} from "../api/live-interviews";
import { zonedToUtc } from "../time";
import styles from "./live-interviews.module.css";
import { SlotsField } from "./slots-field";

/** What the form holds: the start as a date and a time in `timeZone` (the organizer's). */
export type LiveInterviewFormValues = {
  candidate_id: string;
  position_id: string;
  title: string;
  date: string;
  time: string;
  duration_minutes: number;
  time_zone: string;
  interviewer_ids: string[];
  location_type: LiveInterviewLocationType;
  location: string;
  /** Written here, or taken from the library (`question_id`). */
  agenda: { text: string; question_id?: string | null }[];
  panel_notes: string;
  show_agenda_to_candidate: boolean;
  /** Only certified reviewers give feedback (issue 16). */
  certified_reviewers_only?: boolean;
  /** The scorecard the panel fills in; "" falls back to the position's. */
  scorecard_id?: string;
  /** A fixed time, or slots the candidate picks from (new interviews only). */
  time_mode?: "fixed" | "slots";
  slots?: LiveSlotsInput;
};

const FIELDS: FieldPath<LiveInterviewFormValues>[] = [
  "candidate_id",
  "position_id",
  "title",
  "date",
  "duration_minutes",
  "time_zone",
  "interviewer_ids",
  "location_type",
  "location",
  "panel_notes",
  "scorecard_id",
];

/** The body to send, or the field codes the shared schema (and the clock) found. */
export function toInput(
  values: LiveInterviewFormValues,
  now: Date,
): { input: CreateLiveInterviewFormInput } | { errors: Record<string, string> } {
  const offersSlots = values.time_mode === "slots";
  const startsAt = offersSlots ? null : zonedToUtc(values.date, values.time, values.time_zone);
  const parsed = CreateLiveInterviewInputSchema.safeParse({
    candidate_id: values.candidate_id,
    position_id: values.position_id,
    title: values.title,
    ...(offersSlots ? { slots: values.slots ?? [] } : { starts_at: startsAt ?? "" }),
    duration_minutes: values.duration_minutes,
    time_zone: values.time_zone,
    interviewer_ids: values.interviewer_ids,
    location_type: values.location_type,
    location: values.location_type === "room" ? null : values.location,
    agenda: values.agenda.filter((item) => item.text.trim() !== ""),
    panel_notes: values.panel_notes,
    show_agenda_to_candidate: values.show_agenda_to_candidate,
    ...(values.certified_reviewers_only !== undefined
      ? { certified_reviewers_only: values.certified_reviewers_only }
      : {}),
    scorecard_id: values.scorecard_id ? values.scorecard_id : null,
  });
  const errors: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === "starts_at" ? "date" : String(issue.path[0] ?? "");
      errors[field] ??= issue.message;
    }
  }
  // The date's own problem says more than the schema's `invalid` of an empty start.
  if (offersSlots) {
    // The slots' own field shows their codes (the server checks overlaps and the past).
  } else if (!startsAt) errors.date = "required";
  else if (new Date(startsAt) <= now) errors.date ??= "in_the_past";
  if (Object.keys(errors).length > 0 || !parsed.success) return { errors };
  return { input: parsed.data };
}

export function LiveInterviewForm({
  defaultValues,
  submitLabel,
  onSave,
  lockCandidate = false,
  canOfferSlots = false,
}: {
  defaultValues: LiveInterviewFormValues;
  submitLabel: string;
  onSave: (input: CreateLiveInterviewFormInput) => Promise<void>;
  lockCandidate?: boolean;
  /** A new interview may let the candidate pick among slots instead of a fixed time. */
  canOfferSlots?: boolean;
}) {
  const formId = useId();
  const { t } = useTranslation();
  const [general, setGeneral] = useState<string | null>(null);
  const [slotErrors, setSlotErrors] = useState<Record<string, string[]>>({});
  const [candidateSearch, setCandidateSearch] = useState("");
  const form = useForm<LiveInterviewFormValues>({ defaultValues, mode: "onTouched" });
  const { register, handleSubmit, setError, watch, formState } = form;
  const agenda = useFieldArray({ control: form.control, name: "agenda" });
  const candidates = useQuery(candidateChoicesQueryOptions(candidateSearch));
  const positions = useQuery(positionChoicesQueryOptions);
  const members = useQuery(memberChoicesQueryOptions);
  const scorecards = useQuery(scorecardChoicesQueryOptions);
  const [questionSearch, setQuestionSearch] = useState("");
  const libraryQuestions = useQuery(libraryQuestionChoicesQueryOptions(questionSearch));
  // A native select shows no value its options lack: the preselected position (from the
  // position's page or a profile) is set again once the positions have arrived.
  const { setValue, getValues } = form;
  useEffect(() => {
    if (positions.data && !getValues("position_id") && defaultValues.position_id) {
      setValue("position_id", defaultValues.position_id);
    } else if (positions.data) {
      setValue("position_id", getValues("position_id"));
    }
  }, [positions.data, defaultValues.position_id, getValues, setValue]);
  const locationType = watch("location_type");
  const timeMode = watch("time_mode") ?? "fixed";
  const timeZone = watch("time_zone");
  const fieldError = (name: FieldPath<LiveInterviewFormValues>) =>
    formState.errors[name as "title"]?.message;

  const submit = handleSubmit(async (values) => {
    setGeneral(null);
    setSlotErrors({});
    const result = toInput(values, new Date());
    if ("errors" in result && timeMode === "slots" && result.errors.slots) {
      setSlotErrors({ slots: [result.errors.slots] });
      delete result.errors.slots;
      if (Object.keys(result.errors).length === 0) return;
    }
    if ("errors" in result) {
      let isFirst = true;
      for (const [field, code] of Object.entries(result.errors)) {
        const name = (FIELDS as string[]).includes(field) ? field : "title";
        setError(
          name as FieldPath<LiveInterviewFormValues>,
          {
            type: "validate",
            message: errorMessage(t, code),
          },
          { shouldFocus: isFirst },
        );
        isFirst = false;
      }
      return;
    }
    try {
      await onSave(result.input);
    } catch (error) {
      if (isApiError(error) && error.fieldErrors) {
        // The slots' codes (`slots.<i>.starts_at`: in the past, overlapping) stay beside them.
        const own = Object.entries(error.fieldErrors).filter(([key]) => key.startsWith("slots"));
        setSlotErrors(Object.fromEntries(own.map(([key, codes]) => [key, [...codes]])));
      }
      const fields = applyServerErrors<LiveInterviewFormValues>(error, {
        t,
        setError,
        fields: FIELDS,
      });
      setGeneral(fields);
    }
  });

  const candidateOptions = candidates.data ?? [];
  const selectedCandidate = watch("candidate_id");

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      {general ? <FormBanner>{general}</FormBanner> : null}
      {lockCandidate ? null : (
        <TextField
          label={t("liveInterviews.form.candidateSearch")}
          type="search"
          value={candidateSearch}
          onChange={(event) => setCandidateSearch(event.target.value)}
        />
      )}
      <SelectField
        label={t("liveInterviews.form.candidate")}
        error={fieldError("candidate_id")}
        disabled={lockCandidate}
        {...register("candidate_id")}
      >
        <option value="">{t("liveInterviews.form.choose")}</option>
        {candidateOptions.some((option) => option.value === selectedCandidate) ||
        !selectedCandidate ? null : (
          <option value={selectedCandidate}>{t("liveInterviews.form.selectedCandidate")}</option>
        )}
        {candidateOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t("liveInterviews.form.position")}
        error={fieldError("position_id")}
        {...register("position_id")}
      >
        <option value="">{t("liveInterviews.form.choose")}</option>
        {(positions.data ?? []).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t("liveInterviews.form.title")}
        error={fieldError("title")}
        {...register("title")}
      />
      {canOfferSlots ? (
        <fieldset className={formStyles.fieldset}>
          <legend className={formStyles.legend}>{t("liveScheduling.mode.legend")}</legend>
          <div className={styles.checkboxes}>
            <label className={styles.checkbox}>
              <input type="radio" value="fixed" {...register("time_mode")} />
              {t("liveScheduling.mode.fixed")}
            </label>
            <label className={styles.checkbox}>
              <input type="radio" value="slots" {...register("time_mode")} />
              {t("liveScheduling.mode.slots")}
            </label>
          </div>
        </fieldset>
      ) : null}
      {timeMode === "slots" ? (
        <Controller
          control={form.control}
          name="slots"
          render={({ field }) => (
            <SlotsField
              value={field.value ?? []}
              onChange={field.onChange}
              durationMinutes={watch("duration_minutes")}
              errors={slotErrors}
            />
          )}
        />
      ) : null}
      <div className={formStyles.row}>
        {timeMode === "slots" ? null : (
          <>
            <TextField
              label={t("liveInterviews.form.date")}
              type="date"
              error={fieldError("date")}
              {...register("date")}
            />
            <TextField label={t("liveInterviews.form.time")} type="time" {...register("time")} />
          </>
        )}
        <TextField
          label={t("liveInterviews.form.duration")}
          type="number"
          min={LIVE_INTERVIEW_DURATION_MINUTES.min}
          max={LIVE_INTERVIEW_DURATION_MINUTES.max}
          step={5}
          error={fieldError("duration_minutes")}
          {...register("duration_minutes", { valueAsNumber: true })}
        />
      </div>
      <p className={formStyles.hint}>{t("liveInterviews.form.zone", { zone: timeZone })}</p>
      <fieldset className={formStyles.fieldset}>
        <legend className={formStyles.legend}>{t("liveInterviews.form.interviewers")}</legend>
        <div className={styles.checkboxes}>
          {(members.data ?? []).map((member) => (
            <label key={member.value} className={styles.checkbox}>
              <input type="checkbox" value={member.value} {...register("interviewer_ids")} />
              {member.label}
            </label>
          ))}
        </div>
        {fieldError("interviewer_ids") ? (
          <p className={formStyles.error} role="alert">
            {fieldError("interviewer_ids")}
          </p>
        ) : null}
      </fieldset>
      <div className={formStyles.row}>
        <SelectField
          label={t("liveInterviews.form.locationType")}
          error={fieldError("location_type")}
          {...register("location_type")}
        >
          {LIVE_INTERVIEW_LOCATION_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`liveInterviews.location.${type}`)}
            </option>
          ))}
        </SelectField>
        {locationType === "room" ? null : (
          <TextField
            label={t(`liveInterviews.form.location.${locationType}`)}
            type={locationType === "link" ? "url" : locationType === "phone" ? "tel" : "text"}
            error={fieldError("location")}
            {...register("location")}
          />
        )}
      </div>
      <fieldset className={formStyles.fieldset}>
        <legend className={formStyles.legend}>{t("liveInterviews.form.agenda")}</legend>
        {agenda.fields.map((item, index) => (
          <div key={item.id} className={styles.agendaRow}>
            <TextField
              label={t("liveInterviews.form.question", { number: index + 1 })}
              {...register(`agenda.${index}.text`)}
            />
            <Button type="button" variant="ghost" size="sm" onClick={() => agenda.remove(index)}>
              {t("liveInterviews.form.removeQuestion", { number: index + 1 })}
            </Button>
          </div>
        ))}
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={() => agenda.append({ text: "" })}
        >
          {t("liveInterviews.form.addQuestion")}
        </Button>
        <div className={formStyles.row}>
          <TextField
            label={t("liveInterviews.form.librarySearch")}
            type="search"
            value={questionSearch}
            onChange={(event) => setQuestionSearch(event.target.value)}
          />
          <SelectField
            label={t("liveInterviews.form.libraryAdd")}
            value=""
            onChange={(event) => {
              const picked = libraryQuestions.data?.find(
                (option) => option.value === event.target.value,
              );
              if (picked) agenda.append({ text: picked.label, question_id: picked.value });
            }}
          >
            <option value="">
              {libraryQuestions.isPending
                ? t("app.loading")
                : t("liveInterviews.form.libraryChoose", {
                    count: libraryQuestions.data?.length ?? 0,
                  })}
            </option>
            {(libraryQuestions.data ?? []).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
        </div>
        <label className={styles.checkbox}>
          <input type="checkbox" {...register("show_agenda_to_candidate")} />
          {t("liveInterviews.form.showAgenda")}
        </label>
      </fieldset>
      <SelectField
        label={t("liveInterviews.form.scorecard")}
        hint={t("liveInterviews.form.scorecardHint")}
        error={fieldError("scorecard_id")}
        {...register("scorecard_id")}
      >
        <option value="">{t("liveInterviews.form.positionScorecard")}</option>
        {scorecards.data && scorecards.data.own.length > 0 ? (
          <optgroup label={t("liveInterviews.form.ownScorecards")}>
            {scorecards.data.own.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ) : null}
        {scorecards.data && scorecards.data.templates.length > 0 ? (
          <optgroup label={t("liveInterviews.form.templateScorecards")}>
            {scorecards.data.templates.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ) : null}
      </SelectField>
      <div>
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            aria-describedby={`${formId}-certified-hint`}
            {...register("certified_reviewers_only")}
          />
          {t("fairReview.settings.certifiedOnly")}
        </label>
        <p id={`${formId}-certified-hint`} className={pageBlocks.muted}>
          {t("fairReview.settings.certifiedOnlyHint")}
        </p>
      </div>
      <TextAreaField
        label={t("liveInterviews.form.panelNotes")}
        hint={t("liveInterviews.form.panelNotesHint")}
        rows={3}
        error={fieldError("panel_notes")}
        {...register("panel_notes")}
      />
      <div>
        <SubmitButton isBusy={formState.isSubmitting}>{submitLabel}</SubmitButton>
      </div>
    </form>
  );
}
