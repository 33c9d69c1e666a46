import { formatPlaybackTime } from "@candor/shared/format";
import { ANSWER_TIME_SECONDS } from "@candor/shared/rules/interviews";
import { validateMaxLength, validateRequired } from "@candor/shared/rules/validation";
import { QUESTION_TEXT_MAX_LENGTH } from "@candor/shared/schemas/content-library";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../../components/alerts/alerts-provider";
import { Button } from "../../../components/button/button";
import { FormBanner } from "../../../components/form/form-banner";
import { SelectField } from "../../../components/form/select-field";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextAreaField } from "../../../components/form/text-area-field";
import { Modal } from "../../../components/modal/modal";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import {
  type CaptionsFieldState,
  captionsUploadId,
} from "../../../components/video-field/captions-field";
import { VideoField, type VideoFieldState } from "../../../components/video-field/video-field";
import { fieldRules } from "../../../lib/forms/field-rules";
import { applyServerErrors } from "../../../lib/forms/server-errors";
import type { Category } from "../api/categories";
import { type Question, useCreateQuestion, useUpdateQuestion } from "../api/questions";

/** The answer times a question may suggest, in seconds (within the shared 15 s – 20 min). */
const ANSWER_TIME_CHOICES = [30, 45, 60, 90, 120, 180, 240, 300, 600, 900, 1200] as const;

/** Field names as the server names them, so its field errors land where they belong. */
type QuestionFormValues = {
  text: string;
  category_id: string;
  /** As the select holds it ("120"); sent as a number. */
  answer_time_seconds: string;
};
const FIELDS = ["text", "category_id", "answer_time_seconds"] as const;

export type QuestionDialogProps = {
  /** The organization's question to change; none writes a new one. */
  question?: Question;
  categories: readonly Category[];
  onClose: () => void;
};

/**
 * Writing or changing one of the organization's questions: the text, a category (Candor's or the
 * organization's), the suggested answer time, and an optional prompt video uploaded with tus
 * while the rest is filled in (WebM, MP4 or QuickTime up to the shared size limit).
 */
export function QuestionDialog({ question, categories, onClose }: QuestionDialogProps) {
  const { t } = useTranslation();
  const { push } = useAlerts();
  const create = useCreateQuestion();
  const update = useUpdateQuestion();
  const [general, setGeneral] = useState<string | null>(null);
  const [video, setVideo] = useState<VideoFieldState>({ kind: "unchanged" });
  const [captions, setCaptions] = useState<CaptionsFieldState>({ kind: "unchanged" });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<QuestionFormValues>({
    mode: "onTouched",
    defaultValues: {
      text: question?.text ?? "",
      category_id: question?.category?.id ?? "",
      answer_time_seconds: String(question?.answerTimeSeconds ?? ANSWER_TIME_SECONDS.default),
    },
  });

  const submit = handleSubmit(async (values) => {
    setGeneral(null);
    if (video.kind === "uploading" || captions.kind === "uploading") {
      setGeneral(t("contentLibrary.video.stillUploading"));
      return;
    }
    const captionsId = captionsUploadId(captions, Boolean(question?.video?.captionsUrl));
    const input = {
      text: values.text.trim(),
      category_id: values.category_id || null,
      answer_time_seconds: Number(values.answer_time_seconds),
      ...(video.kind === "uploaded" ? { video_upload_id: video.uploadId } : {}),
      ...(captionsId ? { captions_upload_id: captionsId } : {}),
    };
    try {
      if (question) {
        const removesVideo = video.kind === "removed" && question.video !== null;
        await update.mutateAsync({
          id: question.id,
          input: {
            ...input,
            ...(removesVideo ? { video_upload_id: null } : {}),
            ...(captionsId === null ? { captions_upload_id: null } : {}),
          },
        });
      } else {
        await create.mutateAsync(input);
      }
      push({
        type: "notice",
        message: t(
          question ? "contentLibrary.questions.saved" : "contentLibrary.questions.created",
        ),
      });
      onClose();
    } catch (error) {
      setGeneral(applyServerErrors(error, { t, setError, fields: FIELDS }));
    }
  });

  const textRules = fieldRules<string>(t, validateRequired, (value) =>
    validateMaxLength(value, QUESTION_TEXT_MAX_LENGTH),
  );
  const own = categories.filter((category) => !category.isLibrary);
  const library = categories.filter((category) => category.isLibrary);

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="lg"
      title={t(
        question ? "contentLibrary.questions.editTitle" : "contentLibrary.questions.newTitle",
      )}
    >
      <form className={pageBlocks.stack4} onSubmit={submit} noValidate>
        {general ? <FormBanner>{general}</FormBanner> : null}
        <TextAreaField
          label={t("contentLibrary.questions.text")}
          rows={3}
          maxLength={QUESTION_TEXT_MAX_LENGTH + 50}
          error={errors.text?.message}
          {...register("text", { validate: textRules })}
        />
        <SelectField
          label={t("contentLibrary.questions.category")}
          error={errors.category_id?.message}
          {...register("category_id")}
        >
          <option value="">{t("contentLibrary.questions.noCategory")}</option>
          {own.length > 0 ? (
            <optgroup label={t("contentLibrary.categories.ownTitle")}>
              {own.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </optgroup>
          ) : null}
          <optgroup label={t("contentLibrary.categories.libraryTitle")}>
            {library.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </optgroup>
        </SelectField>
        <Controller
          control={control}
          name="answer_time_seconds"
          render={({ field }) => (
            // Controlled: the select shows the form's value, never the DOM's first option.
            <SelectField
              label={t("contentLibrary.questions.answerTimeLabel")}
              hint={t("contentLibrary.questions.answerTimeHint")}
              error={errors.answer_time_seconds?.message}
              {...field}
            >
              {answerTimeChoices(question?.answerTimeSeconds).map((seconds) => (
                <option key={seconds} value={String(seconds)}>
                  {formatPlaybackTime(seconds)}
                </option>
              ))}
            </SelectField>
          )}
        />

        <VideoField
          id="question-video"
          legend={t("contentLibrary.video.title")}
          hint={t("contentLibrary.video.hint")}
          purpose="question_video"
          current={question?.video ?? null}
          value={video}
          onChange={setVideo}
          captions={{
            current: question?.video?.captionsUrl ? { url: question.video.captionsUrl } : null,
            value: captions,
            onChange: setCaptions,
          }}
        />

        <div className={pageBlocks.endActions}>
          <Button variant="secondary" onClick={onClose}>
            {t("contentLibrary.cancel")}
          </Button>
          <SubmitButton isBusy={isSubmitting}>
            {t(question ? "contentLibrary.questions.save" : "contentLibrary.questions.create")}
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}

/** The usual choices, plus a question's own time when it is another one. */
function answerTimeChoices(current: number | undefined): number[] {
  const choices: number[] = [...ANSWER_TIME_CHOICES];
  if (current !== undefined && !choices.includes(current)) choices.push(current);
  return choices.sort((a, b) => a - b);
}
