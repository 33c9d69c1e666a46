import { ANSWER_TIME_SECONDS, RETAKES, THINK_TIME_SECONDS } from "@candor/shared/rules/interviews";
import { validateMaxLength, validateRequired } from "@candor/shared/rules/validation";
import { INTERVIEW_QUESTION_MAX_LENGTH } from "@candor/shared/schemas/interviews";
import { type Ref, useId } from "react";
import {
  type Control,
  Controller,
  type FieldErrors,
  type UseFormRegister,
  type UseFormWatch,
} from "react-hook-form";
import { useTranslation } from "react-i18next";
import formStyles from "../../../components/form/form.module.css";
import { GripIcon, TrashIcon, VideoIcon } from "../../../components/icons/icons";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import {
  SortableList,
  type SortableMessages,
  useSortableRow,
} from "../../../components/sortable-list/sortable-list";
import { formatDuration } from "../../../lib/format-duration";
import { fieldRules } from "../../../lib/forms/field-rules";
import blocks from "../../../styles/blocks.module.css";
import {
  ANSWER_TIME_CHOICES,
  type BuilderValues,
  choicesWith,
  RETAKE_CHOICES,
  THINK_TIME_CHOICES,
} from "../lib/builder-values";
import styles from "./interview-builder.module.css";

export type QuestionListProps = {
  /** `useFieldArray`'s fields: their `id` is the row's stable key. */
  fields: readonly { id: string }[];
  control: Control<BuilderValues>;
  register: UseFormRegister<BuilderValues>;
  watch: UseFormWatch<BuilderValues>;
  errors: FieldErrors<BuilderValues>;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
};

/**
 * The interview's questions in order, each with its text and conditions. Reordered by dragging
 * the handle, or from the keyboard: focus a handle, Space to pick the question up, the arrow keys
 * to move it, Space to drop it (Escape puts it back); each step is announced.
 */
export function QuestionList({
  fields,
  control,
  register,
  watch,
  errors,
  onMove,
  onRemove,
}: QuestionListProps) {
  const { t } = useTranslation();
  // Questions are told by their position: their text may still be empty.
  const messages: SortableMessages = {
    instructions: t("interviews.builder.reorderInstructions"),
    pickedUp: ({ position }) => t("interviews.builder.pickedUp", { position }),
    movedTo: ({ position, count }) => t("interviews.builder.movedTo", { position, count }),
    notOver: ({ position }) => t("interviews.builder.notOverList", { position }),
    dropped: ({ from, position }) => t("interviews.builder.dropped", { from, position }),
    droppedOutside: ({ position }) => t("interviews.builder.dropCancelled", { position }),
    cancelled: ({ position }) => t("interviews.builder.dropCancelled", { position }),
  };

  return (
    <SortableList
      items={fields}
      getId={(field) => field.id}
      getLabel={(field) =>
        t("interviews.builder.questionN", { position: fields.indexOf(field) + 1 })
      }
      onMove={onMove}
      label={t("interviews.builder.questionsLabel")}
      className={pageBlocks.list3}
      messages={messages}
      renderRow={(field, index) => (
        <QuestionRow
          id={field.id}
          index={index}
          control={control}
          register={register}
          watch={watch}
          errors={errors}
          onRemove={() => onRemove(index)}
        />
      )}
    />
  );
}

type QuestionRowProps = {
  id: string;
  index: number;
  control: Control<BuilderValues>;
  register: UseFormRegister<BuilderValues>;
  watch: UseFormWatch<BuilderValues>;
  errors: FieldErrors<BuilderValues>;
  onRemove: () => void;
};

function QuestionRow({ id, index, control, register, watch, errors, onRemove }: QuestionRowProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const { rowRef, rowStyle, handleProps, isDragging } = useSortableRow(id);
  const number = index + 1;
  const question = watch(`questions.${index}`);
  const fieldErrors = errors.questions?.[index];
  const textError = fieldErrors?.text?.message;
  const textId = `${baseId}-text`;
  const textErrorId = `${baseId}-text-error`;

  const rangeRule = (range: { min: number; max: number }) => (value: number) =>
    (Number.isInteger(value) && value >= range.min && value <= range.max) ||
    t("interviews.builder.outOfRange");

  return (
    <li
      ref={rowRef}
      className={[pageBlocks.stack2, styles.questionRow, isDragging ? styles.dragging : null]
        .filter(Boolean)
        .join(" ")}
      style={rowStyle}
      data-testid="builder-question"
    >
      <div className={pageBlocks.centredWrapRow}>
        <button
          type="button"
          className={`${pageBlocks.bareButton} ${styles.handle}`}
          {...handleProps}
          aria-label={t("interviews.builder.reorder", { position: number })}
        >
          <GripIcon size={18} />
        </button>
        <label htmlFor={textId} className={pageBlocks.smallBold}>
          {t("interviews.builder.questionN", { position: number })}
        </label>
        {question?.has_video ? (
          <span className={`${pageBlocks.brandPill} ${styles.chip}`}>
            <VideoIcon size={14} />
            {t("interviews.builder.hasVideo")}
          </span>
        ) : null}
        {question?.source_question_id ? (
          <span className={`${pageBlocks.brandPill} ${styles.chip}`}>
            {t("interviews.builder.fromLibrary")}
          </span>
        ) : null}
        <button
          type="button"
          className={`${pageBlocks.iconButton} ${styles.removeButton}`}
          onClick={onRemove}
          aria-label={t("interviews.builder.remove", { position: number })}
          title={t("interviews.builder.removeShort")}
        >
          <TrashIcon size={18} />
        </button>
      </div>
      <textarea
        id={textId}
        className={`${formStyles.input} ${styles.questionText}`}
        rows={2}
        maxLength={INTERVIEW_QUESTION_MAX_LENGTH}
        placeholder={t("interviews.builder.questionPlaceholder")}
        aria-invalid={textError ? true : undefined}
        aria-describedby={textError ? textErrorId : undefined}
        {...register(`questions.${index}.text`, {
          validate: fieldRules<string>(t, validateRequired, (value) =>
            validateMaxLength(value, INTERVIEW_QUESTION_MAX_LENGTH),
          ),
        })}
      />
      {textError ? (
        <p id={textErrorId} className={formStyles.error}>
          {textError}
        </p>
      ) : null}
      <div className={`${blocks.gridGap3} ${styles.conditions}`}>
        <Controller
          control={control}
          name={`questions.${index}.think_time_seconds`}
          rules={{ validate: rangeRule(THINK_TIME_SECONDS) }}
          render={({ field }) => (
            <ConditionSelect
              label={t("interviews.builder.thinkTime")}
              error={fieldErrors?.think_time_seconds?.message}
              choices={choicesWith(THINK_TIME_CHOICES, field.value)}
              format={(value) =>
                value === 0
                  ? t("interviews.builder.noThinkTime")
                  : formatDuration(t, value, { style: "short" })
              }
              field={field}
            />
          )}
        />
        <Controller
          control={control}
          name={`questions.${index}.answer_time_seconds`}
          rules={{ validate: rangeRule(ANSWER_TIME_SECONDS) }}
          render={({ field }) => (
            <ConditionSelect
              label={t("interviews.builder.answerTime")}
              error={fieldErrors?.answer_time_seconds?.message}
              choices={choicesWith(ANSWER_TIME_CHOICES, field.value)}
              format={(value) => formatDuration(t, value, { style: "short" })}
              field={field}
            />
          )}
        />
        <Controller
          control={control}
          name={`questions.${index}.retakes_allowed`}
          rules={{ validate: rangeRule(RETAKES) }}
          render={({ field }) => (
            <ConditionSelect
              label={t("interviews.builder.retakes")}
              error={fieldErrors?.retakes_allowed?.message}
              choices={choicesWith(RETAKE_CHOICES, field.value)}
              format={(value) => t("interviews.builder.retakesCount", { count: value })}
              field={field}
            />
          )}
        />
      </div>
    </li>
  );
}

type ConditionSelectProps = {
  label: string;
  error: string | undefined;
  choices: readonly number[];
  format: (value: number) => string;
  field: {
    name: string;
    value: number;
    onChange: (value: number) => void;
    onBlur: () => void;
    ref: Ref<HTMLSelectElement>;
  };
};

/** A time or count chosen from presets: a controlled select whose values are numbers. */
function ConditionSelect({ label, error, choices, format, field }: ConditionSelectProps) {
  const id = useId();
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={styles.conditionLabel}>
        {label}
      </label>
      <select
        id={id}
        ref={field.ref}
        name={field.name}
        className={`${formStyles.input} ${styles.conditionSelect}`}
        value={String(field.value)}
        onChange={(event) => field.onChange(Number(event.target.value))}
        onBlur={field.onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {choices.map((value) => (
          <option key={value} value={value}>
            {format(value)}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className={formStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
