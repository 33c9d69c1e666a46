import { ANSWER_TIME_SECONDS } from "@candor/shared/rules/interviews";
import { validateMaxLength, validateRequired } from "@candor/shared/rules/validation";
import { QUESTION_TEXT_MAX_LENGTH } from "@candor/shared/schemas/content-library";
import { useEffect, useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../../components/alerts/alerts-provider";
import { Button } from "../../../components/button/button";
import { FormBanner } from "../../../components/form/form-banner";
import { SelectField } from "../../../components/form/select-field";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextAreaField } from "../../../components/form/text-area-field";
import { Modal } from "../../../components/modal/modal";
import { errorMessage } from "../../../i18n/error-message";
import { fieldRules } from "../../../lib/forms/field-rules";
import { applyServerErrors } from "../../../lib/forms/server-errors";
import type { Category } from "../api/categories";
import { PromptVideoUploadError, promptVideoProblem, uploadPromptVideo } from "../api/prompt-video";
import { type Question, useCreateQuestion, useUpdateQuestion } from "../api/questions";
import styles from "./content-library.module.css";
import { ANSWER_TIME_CHOICES, formatDuration } from "./format";
import { PromptRecorder } from "./prompt-recorder";

/** Field names as the server names them, so its field errors land where they belong. */
type QuestionFormValues = {
  text: string;
  category_id: string;
  /** As the select holds it ("120"); sent as a number. */
  answer_time_seconds: string;
};
const FIELDS = ["text", "category_id", "answer_time_seconds"] as const;

/** The prompt video: unchanged, removed, or a new upload (going or finished). */
type VideoState =
  | { kind: "unchanged" }
  | { kind: "removed" }
  | { kind: "uploading"; name: string; share: number }
  | { kind: "uploaded"; name: string; uploadId: string; previewUrl: string }
  | { kind: "failed"; message: string };

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
  const [video, setVideo] = useState<VideoState>({ kind: "unchanged" });
  const upload = useRef<{ abort: () => void } | null>(null);
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

  // A dialog closed mid-upload stops sending; a preview's object URL is let go.
  useEffect(() => () => upload.current?.abort(), []);
  const previewUrl = video.kind === "uploaded" ? video.previewUrl : null;
  useEffect(
    () => () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );

  function chooseFile(file: File | undefined) {
    upload.current?.abort();
    if (!file) return;
    const problem = promptVideoProblem(file);
    if (problem) {
      setVideo({ kind: "failed", message: errorMessage(t, problem) });
      return;
    }
    setVideo({ kind: "uploading", name: file.name, share: 0 });
    const started = uploadPromptVideo(file, (share) =>
      setVideo((current) => (current.kind === "uploading" ? { ...current, share } : current)),
    );
    upload.current = started;
    started.done.then(
      (uploadId) =>
        setVideo({
          kind: "uploaded",
          name: file.name,
          uploadId,
          previewUrl: URL.createObjectURL(file),
        }),
      (error: unknown) =>
        setVideo({
          kind: "failed",
          message: errorMessage(t, error instanceof PromptVideoUploadError ? error.code : null),
        }),
    );
  }

  const submit = handleSubmit(async (values) => {
    setGeneral(null);
    if (video.kind === "uploading") {
      setGeneral(t("contentLibrary.video.stillUploading"));
      return;
    }
    const input = {
      text: values.text.trim(),
      category_id: values.category_id || null,
      answer_time_seconds: Number(values.answer_time_seconds),
      ...(video.kind === "uploaded" ? { video_upload_id: video.uploadId } : {}),
    };
    try {
      if (question) {
        const removesVideo = video.kind === "removed" && question.video !== null;
        await update.mutateAsync({
          id: question.id,
          input: removesVideo ? { ...input, video_upload_id: null } : input,
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
  const currentVideo = video.kind === "unchanged" ? (question?.video ?? null) : null;

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
      <form className={styles.dialogForm} onSubmit={submit} noValidate>
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
                  {formatDuration(seconds)}
                </option>
              ))}
            </SelectField>
          )}
        />

        <fieldset className={styles.dialogForm}>
          <legend className={styles.sectionTitle}>{t("contentLibrary.video.title")}</legend>
          <p className={styles.muted}>{t("contentLibrary.video.hint")}</p>
          {currentVideo ? (
            <>
              {/* biome-ignore lint/a11y/useMediaCaption: a prompt recorded by the hiring team has no captions */}
              <video className={styles.video} src={currentVideo.url} controls preload="metadata" />
              <div className={styles.fileRow}>
                <Button size="sm" variant="secondary" onClick={() => setVideo({ kind: "removed" })}>
                  {t("contentLibrary.video.remove")}
                </Button>
              </div>
            </>
          ) : null}
          {video.kind === "uploaded" ? (
            <>
              {/* biome-ignore lint/a11y/useMediaCaption: the hiring team's own recording */}
              <video className={styles.video} src={video.previewUrl} controls preload="metadata" />
              <p className={styles.muted} role="status">
                {t("contentLibrary.video.uploaded", { name: video.name })}
              </p>
            </>
          ) : null}
          {video.kind === "uploading" ? (
            <div role="status">
              <p className={styles.muted}>
                {t("contentLibrary.video.uploading", {
                  name: video.name,
                  percent: Math.round(video.share * 100),
                })}
              </p>
              <div
                className={styles.progress}
                role="progressbar"
                aria-label={t("contentLibrary.video.progress")}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(video.share * 100)}
              >
                <div className={styles.progressBar} style={{ width: `${video.share * 100}%` }} />
              </div>
            </div>
          ) : null}
          {video.kind === "failed" ? (
            <p className={styles.error} role="alert">
              {video.message}
            </p>
          ) : null}
          {video.kind === "removed" ? (
            <p className={styles.muted}>{t("contentLibrary.video.willRemove")}</p>
          ) : null}
          {video.kind === "uploading" ? null : (
            <PromptRecorder onRecorded={(file) => chooseFile(file)} />
          )}
          <div className={styles.fileRow}>
            <label className={styles.muted} htmlFor="question-video-file">
              {t(currentVideo ? "contentLibrary.video.replace" : "contentLibrary.video.choose")}
            </label>
            <input
              id="question-video-file"
              type="file"
              accept="video/webm,video/mp4,video/quicktime"
              onChange={(event) => chooseFile(event.target.files?.[0])}
            />
          </div>
        </fieldset>

        <div className={styles.dialogActions}>
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
