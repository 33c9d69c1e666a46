import { path } from "@candor/shared/routes";
import { REVIEW_POLICY_DEFAULTS } from "@candor/shared/rules/calibration";
import { INTERVIEW_MAX_QUESTIONS } from "@candor/shared/rules/interviews";
import { validateMaxLength, validateRequired } from "@candor/shared/rules/validation";
import {
  INTERVIEW_TITLE_MAX_LENGTH,
  INTERVIEW_WELCOME_MAX_LENGTH,
} from "@candor/shared/schemas/interviews";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { Controller, type FieldPath, useFieldArray, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useAlerts } from "../../../components/alerts/alerts-provider";
import { Button, ButtonLink } from "../../../components/button/button";
import formStyles from "../../../components/form/form.module.css";
import { FormBanner } from "../../../components/form/form-banner";
import { SelectField } from "../../../components/form/select-field";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import {
  LibraryIcon,
  ListOrderedIcon,
  PencilIcon,
  PlayIcon,
} from "../../../components/icons/icons";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { RichTextEditor } from "../../../components/rich-text/rich-text-editor-lazy";
import { UnsavedChangesModal } from "../../../components/unsaved-changes-modal/unsaved-changes-modal";
import {
  type CaptionsFieldState,
  captionsUploadId,
} from "../../../components/video-field/captions-field";
import { VideoField, type VideoFieldState } from "../../../components/video-field/video-field";
import type { SessionUser } from "../../../lib/auth/session-api";
import { fieldRules } from "../../../lib/forms/field-rules";
import { applyServerErrors } from "../../../lib/forms/server-errors";
import { useUnsavedChangesGuard } from "../../../lib/forms/use-unsaved-changes-guard";
import { reviewPolicyQueryOptions } from "../../../lib/review-policy";
import {
  type Interview,
  publicInterviewQueryOptions,
  useCreateInterview,
  useUpdateInterview,
} from "../api/interviews";
import type { BuilderSources } from "../lib/builder-sources";
import {
  type BuilderValues,
  createInput,
  deadlineOf,
  newQuestion,
  questionFromLibrary,
  sameQuestions,
  todayInput,
  updateInput,
  valuesOf,
} from "../lib/builder-values";
import styles from "./interview-builder.module.css";
import { InterviewPreview } from "./interview-preview";
import { CustomSetPicker, LibraryPicker } from "./library-picker";
import { QuestionList } from "./question-list";

const QUESTION_FIELDS = [
  "text",
  "think_time_seconds",
  "answer_time_seconds",
  "retakes_allowed",
] as const;

/** Every field the server may name, so its field errors land where they belong. */
function serverFields(count: number): FieldPath<BuilderValues>[] {
  const fields: FieldPath<BuilderValues>[] = [
    "title",
    "welcome_message",
    "deadline",
    "scorecard_id",
    "questions",
  ];
  for (let index = 0; index < count; index++) {
    for (const field of QUESTION_FIELDS) fields.push(`questions.${index}.${field}`);
  }
  return fields;
}

export type InterviewBuilderProps = {
  user: SessionUser;
  positionId: string;
  /** Shown in the preview, as candidates see it. */
  positionTitle: string;
  /** The position's scorecard (reviews fall back to it); undefined while the position loads. */
  positionScorecardId?: string | null;
  /** The interview to edit; none builds a new one. */
  interview?: Interview;
  /** Where questions, custom sets and scorecards come from (composed by the route). */
  sources: BuilderSources;
};

/**
 * Building or editing a pre-recorded interview: title, welcome message, deadline, scorecard, and
 * the questions — from the library, from a custom set, or written here — in an order changed by
 * drag or keyboard, each with its think time, maximum answer length and retakes. Once a candidate
 * has started the current version, saving changed questions makes the next version (said up
 * front). A preview shows what candidates see first.
 */
export function InterviewBuilder({
  user,
  positionId,
  positionTitle,
  positionScorecardId,
  interview,
  sources,
}: InterviewBuilderProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { push } = useAlerts();
  const create = useCreateInterview();
  const update = useUpdateInterview();
  const scorecards = sources.useScorecardChoices();
  const branding = useQuery({
    ...publicInterviewQueryOptions(interview?.publicUuid ?? ""),
    enabled: Boolean(interview),
  });
  // A new interview starts from the company's blind first pass default (the server applies it
  // when the switch is left alone); Candor's default until the policy has loaded.
  const reviewPolicy = useQuery({ ...reviewPolicyQueryOptions(), enabled: !interview });
  const blindReviewDefault =
    reviewPolicy.data?.blindReviewDefault ?? REVIEW_POLICY_DEFAULTS.blindReviewDefault;
  const [general, setGeneral] = useState<string | null>(null);
  const [picker, setPicker] = useState<"library" | "sets" | null>(null);
  const [isPreviewOpen, setIsPreviewOpen] = useState(false);
  const [welcomeVideo, setWelcomeVideo] = useState<VideoFieldState>({ kind: "unchanged" });
  const [welcomeCaptions, setWelcomeCaptions] = useState<CaptionsFieldState>({
    kind: "unchanged",
  });
  const [initial] = useState(() => valuesOf(interview));

  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    watch,
    getValues,
    resetField,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<BuilderValues>({ mode: "onTouched", defaultValues: initial });
  // Without any scorecard nothing could be rated and no one invited: a new interview of a
  // position without one starts with a scorecard proposed (the organization's first, else
  // Candor's first template), which the builder may change.
  const proposedScorecardId =
    !interview && positionScorecardId === null && scorecards.data
      ? (scorecards.data.own[0] ?? scorecards.data.templates[0])?.id
      : undefined;
  useEffect(() => {
    if (proposedScorecardId && getValues("scorecard_id") === "") {
      resetField("scorecard_id", { defaultValue: proposedScorecardId });
    }
  }, [proposedScorecardId, getValues, resetField]);
  const { fields, append, remove, move } = useFieldArray({
    control,
    name: "questions",
    rules: {
      validate: (questions) =>
        questions.length === 0
          ? t("interviews.builder.noQuestions")
          : questions.length > INTERVIEW_MAX_QUESTIONS
            ? t("interviews.builder.tooManyQuestions", { max: INTERVIEW_MAX_QUESTIONS })
            : true,
    },
  });
  const { blocker, allowLeaving } = useUnsavedChangesGuard(
    (isDirty || welcomeVideo.kind !== "unchanged" || welcomeCaptions.kind !== "unchanged") &&
      !isSubmitting,
  );

  const questions = watch("questions");
  const isLocked = Boolean(interview?.version.isCurrent && interview.version.lockedAt);
  const haveQuestionsChanged = !sameQuestions(questions, initial.questions);
  const addedSourceIds = new Set(
    questions.map((question) => question.source_question_id).filter((id): id is string => !!id),
  );
  const roomLeft = INTERVIEW_MAX_QUESTIONS - questions.length;

  function writeQuestion() {
    append(newQuestion());
    // The new row's text field takes the caret once it is rendered.
    setTimeout(() => setFocus(`questions.${getValues("questions").length - 1}.text`), 0);
  }

  const submit = handleSubmit(async (values) => {
    setGeneral(null);
    if (welcomeVideo.kind === "uploading" || welcomeCaptions.kind === "uploading") {
      setGeneral(t("contentLibrary.video.stillUploading"));
      return;
    }
    const captionsId = captionsUploadId(
      welcomeCaptions,
      Boolean(interview?.welcomeVideoCaptionsUrl),
    );
    // A new welcome video is attached by its finished upload; removing one sends null.
    const video =
      welcomeVideo.kind === "uploaded"
        ? { welcome_video_upload_id: welcomeVideo.uploadId }
        : welcomeVideo.kind === "removed" && interview?.welcomeVideoUrl
          ? { welcome_video_upload_id: null }
          : {};
    const captions = captionsId !== undefined ? { welcome_captions_upload_id: captionsId } : {};
    try {
      const saved = interview
        ? await update.mutateAsync({
            id: interview.id,
            input: {
              ...updateInput(values, {
                deadline: values.deadline !== initial.deadline,
                questions: !sameQuestions(values.questions, initial.questions),
              }),
              ...video,
              ...captions,
            },
          })
        : await create.mutateAsync({ ...createInput(positionId, values), ...video, ...captions });
      allowLeaving();
      const madeVersion = interview && saved.currentVersion > interview.currentVersion;
      push({
        type: "notice",
        message: madeVersion
          ? t("interviews.builder.savedNewVersion", { version: saved.currentVersion })
          : interview
            ? t("interviews.builder.saved", { title: saved.title })
            : t("interviews.builder.created", { title: saved.title }),
      });
      navigate(path("PreRecordedInterview", { positionId, preRecordedInterviewId: saved.id }));
    } catch (error) {
      setGeneral(
        applyServerErrors(error, { t, setError, fields: serverFields(values.questions.length) }),
      );
    }
  });

  const deadlineRule = (value: string) =>
    !value || value === initial.deadline || value >= todayInput()
      ? true
      : t("interviews.builder.deadlinePast");

  const cancelTo = interview
    ? path("PreRecordedInterview", { positionId, preRecordedInterviewId: interview.id })
    : path("Position", { id: positionId });
  const questionsError = errors.questions?.root?.message ?? errors.questions?.message;

  return (
    <form className={pageBlocks.stack5} onSubmit={submit} noValidate>
      {general ? <FormBanner>{general}</FormBanner> : null}

      <section
        className={`${pageBlocks.column4} ${pageBlocks.raisedSurface} ${styles.section}`}
        aria-labelledby="builder-details"
      >
        <h2 id="builder-details" className={pageBlocks.sectionTitle}>
          {t("interviews.builder.details")}
        </h2>
        <TextField
          label={t("interviews.builder.title")}
          placeholder={t("interviews.builder.titlePlaceholder")}
          autoComplete="off"
          maxLength={INTERVIEW_TITLE_MAX_LENGTH}
          error={errors.title?.message}
          {...register("title", {
            validate: fieldRules<string>(t, validateRequired, (value) =>
              validateMaxLength(value, INTERVIEW_TITLE_MAX_LENGTH),
            ),
          })}
        />
        <Controller
          control={control}
          name="welcome_message"
          rules={{
            validate: (value) =>
              value.length <= INTERVIEW_WELCOME_MAX_LENGTH || t("errors.too_long"),
          }}
          render={({ field }) => (
            <RichTextEditor
              ref={field.ref}
              label={t("interviews.builder.welcome")}
              placeholder={t("interviews.builder.welcomePlaceholder")}
              hint={t("interviews.builder.welcomeHint")}
              rows={6}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.welcome_message?.message}
            />
          )}
        />
        <VideoField
          id="welcome-video"
          legend={t("interviews.builder.welcomeVideo")}
          hint={t("interviews.builder.welcomeVideoHint")}
          purpose="welcome_video"
          current={interview?.welcomeVideoUrl ? { url: interview.welcomeVideoUrl } : null}
          value={welcomeVideo}
          onChange={setWelcomeVideo}
          captions={{
            current: interview?.welcomeVideoCaptionsUrl
              ? { url: interview.welcomeVideoCaptionsUrl }
              : null,
            value: welcomeCaptions,
            onChange: setWelcomeCaptions,
          }}
        />
        <div className={formStyles.row}>
          <TextField
            type="date"
            label={t("interviews.builder.deadline")}
            hint={t("interviews.builder.deadlineHint")}
            min={todayInput()}
            error={errors.deadline?.message}
            {...register("deadline", { validate: deadlineRule })}
          />
          {/* Controlled: the options arrive after the value, and the select must still show it. */}
          <Controller
            control={control}
            name="scorecard_id"
            render={({ field }) => (
              <SelectField
                label={t("interviews.builder.scorecard")}
                error={errors.scorecard_id?.message}
                hint={
                  scorecards.isError
                    ? t("interviews.builder.scorecardsFailed")
                    : t("interviews.builder.scorecardHint")
                }
                disabled={scorecards.isPending}
                ref={field.ref}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              >
                <option value="">
                  {scorecards.isPending
                    ? t("interviews.builder.scorecardsLoading")
                    : positionScorecardId
                      ? t("interviews.builder.positionScorecard")
                      : t("interviews.builder.noScorecard")}
                </option>
                {scorecards.data && scorecards.data.own.length > 0 ? (
                  <optgroup label={t("interviews.builder.ownScorecards")}>
                    {scorecards.data.own.map((scorecard) => (
                      <option key={scorecard.id} value={scorecard.id}>
                        {scorecard.name}
                      </option>
                    ))}
                  </optgroup>
                ) : null}
                {scorecards.data && scorecards.data.templates.length > 0 ? (
                  <optgroup label={t("interviews.builder.templates")}>
                    {scorecards.data.templates.map((scorecard) => (
                      <option key={scorecard.id} value={scorecard.id}>
                        {scorecard.name}
                      </option>
                    ))}
                  </optgroup>
                ) : null}
                {initial.scorecard_id &&
                scorecards.data &&
                ![...scorecards.data.own, ...scorecards.data.templates].some(
                  (scorecard) => scorecard.id === initial.scorecard_id,
                ) ? (
                  <option value={initial.scorecard_id}>
                    {t("interviews.builder.currentScorecard")}
                  </option>
                ) : null}
              </SelectField>
            )}
          />
          {/* Fair reviews (issue 16): a new interview takes the company's blind default. */}
          <Controller
            control={control}
            name="blind_review"
            render={({ field }) => (
              <FairReviewSwitch
                label={t("fairReview.settings.blindReview")}
                hint={t("fairReview.settings.blindReviewHint")}
                checked={field.value ?? blindReviewDefault}
                onChange={field.onChange}
              />
            )}
          />
          <Controller
            control={control}
            name="certified_reviewers_only"
            render={({ field }) => (
              <FairReviewSwitch
                label={t("fairReview.settings.certifiedOnly")}
                hint={t("fairReview.settings.certifiedOnlyHint")}
                checked={field.value ?? false}
                onChange={field.onChange}
              />
            )}
          />
        </div>
      </section>

      <section
        className={`${pageBlocks.column4} ${pageBlocks.raisedSurface} ${styles.section}`}
        aria-labelledby="builder-questions"
      >
        <div className={pageBlocks.baselineSpreadRow}>
          <h2 id="builder-questions" className={pageBlocks.sectionTitle}>
            {t("interviews.builder.questions")}
          </h2>
          <span className={pageBlocks.muted}>
            {t("interviews.builder.questionCount", {
              count: questions.length,
              max: INTERVIEW_MAX_QUESTIONS,
            })}
          </span>
        </div>

        {isLocked && interview ? (
          <FormBanner tone="info">
            {haveQuestionsChanged
              ? t("interviews.builder.lockedChanged", {
                  version: interview.currentVersion,
                  next: interview.currentVersion + 1,
                })
              : t("interviews.builder.locked", {
                  version: interview.currentVersion,
                  next: interview.currentVersion + 1,
                })}
          </FormBanner>
        ) : null}

        {fields.length > 0 ? (
          <>
            <p className={pageBlocks.muted}>{t("interviews.builder.reorderHint")}</p>
            <QuestionList
              fields={fields}
              control={control}
              register={register}
              watch={watch}
              errors={errors}
              onMove={move}
              onRemove={remove}
            />
          </>
        ) : (
          <div className={`${pageBlocks.stack} ${styles.emptyQuestions}`}>
            <p className={pageBlocks.bold}>{t("interviews.builder.emptyTitle")}</p>
            <p className={pageBlocks.muted}>{t("interviews.builder.emptyBody")}</p>
          </div>
        )}
        {questionsError ? (
          <p className={formStyles.error} role="alert">
            {questionsError}
          </p>
        ) : null}

        <div className={pageBlocks.wrapRow}>
          <Button variant="secondary" disabled={roomLeft <= 0} onClick={() => setPicker("library")}>
            <LibraryIcon size={18} />
            {t("interviews.builder.addFromLibrary")}
          </Button>
          <Button variant="secondary" disabled={roomLeft <= 0} onClick={() => setPicker("sets")}>
            <ListOrderedIcon size={18} />
            {t("interviews.builder.addFromSet")}
          </Button>
          <Button variant="secondary" disabled={roomLeft <= 0} onClick={writeQuestion}>
            <PencilIcon size={18} />
            {t("interviews.builder.writeQuestion")}
          </Button>
        </div>
      </section>

      <div className={`${pageBlocks.centredWrapRow} ${styles.actions}`}>
        <Button variant="ghost" onClick={() => setIsPreviewOpen(true)}>
          <PlayIcon size={18} />
          {t("interviews.builder.preview")}
        </Button>
        <span className={styles.spacer} />
        <ButtonLink to={cancelTo} variant="ghost">
          {t("interviews.builder.cancel")}
        </ButtonLink>
        <SubmitButton isBusy={isSubmitting} busyLabel={t("interviews.builder.saving")}>
          {interview
            ? isLocked && haveQuestionsChanged
              ? t("interviews.builder.saveNewVersion", { version: interview.currentVersion + 1 })
              : t("interviews.builder.save")
            : t("interviews.builder.create")}
        </SubmitButton>
      </div>

      <LibraryPicker
        sources={sources}
        open={picker === "library"}
        onOpenChange={(open) => setPicker(open ? "library" : null)}
        addedIds={addedSourceIds}
        onAdd={(question) => {
          if (getValues("questions").length >= INTERVIEW_MAX_QUESTIONS) return;
          append(
            questionFromLibrary({
              id: question.id,
              text: question.text,
              answerTimeSeconds: question.answerTimeSeconds,
              hasVideo: question.video !== null,
            }),
          );
        }}
      />
      <CustomSetPicker
        sources={sources}
        open={picker === "sets"}
        onOpenChange={(open) => setPicker(open ? "sets" : null)}
        onAddSet={(set) => {
          const room = INTERVIEW_MAX_QUESTIONS - getValues("questions").length;
          append(
            set.questions.slice(0, Math.max(0, room)).map((question) =>
              questionFromLibrary({
                id: question.id,
                text: question.text,
                answerTimeSeconds: question.answerTimeSeconds,
                hasVideo: question.hasVideo,
              }),
            ),
          );
          push({
            type: "notice",
            message: t("interviews.sets.added", { count: Math.min(room, set.questions.length) }),
          });
          setPicker(null);
        }}
      />
      <InterviewPreview
        open={isPreviewOpen}
        onOpenChange={setIsPreviewOpen}
        branding={{
          organizationName: branding.data?.organization.name ?? user.organizationName ?? "",
          brandColor: branding.data?.organization.brandColor ?? null,
          logoUrl: branding.data?.organization.logoUrl ?? null,
        }}
        title={watch("title")}
        positionTitle={branding.data?.positionTitle ?? positionTitle}
        welcomeMessage={watch("welcome_message")}
        deadline={deadlineOf(watch("deadline"))}
        questions={questions}
      />
      <UnsavedChangesModal blocker={blocker} />
    </form>
  );
}

/** A checkbox with a one-line explanation, tied to it for screen readers. */
function FairReviewSwitch({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className={pageBlocks.stack}>
      <label htmlFor={id} className={`${pageBlocks.row2} ${pageBlocks.semibold}`}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange(event.target.checked)}
        />
        {label}
      </label>
      <p id={`${id}-hint`} className={pageBlocks.muted}>
        {hint}
      </p>
    </div>
  );
}
