import { path } from "@candor/shared/routes";
import {
  validateMaxLength,
  validateRequired,
  validateRichText,
} from "@candor/shared/rules/validation";
import type { EmploymentType, LocationType } from "@candor/shared/schemas/positions";
import {
  EMPLOYMENT_TYPES,
  LOCATION_TYPES,
  POSITION_DEPARTMENT_MAX_LENGTH,
  POSITION_DESCRIPTION_MAX_LENGTH,
  POSITION_LOCATION_MAX_LENGTH,
  POSITION_TITLE_MAX_LENGTH,
} from "@candor/shared/schemas/positions";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useAlerts } from "../../../components/alerts/alerts-provider";
import { Button, ButtonLink } from "../../../components/button/button";
import { CheckboxCard } from "../../../components/checkbox-card/checkbox-card";
import formStyles from "../../../components/form/form.module.css";
import { FormBanner } from "../../../components/form/form-banner";
import { SelectField } from "../../../components/form/select-field";
import { SelectWithOtherField } from "../../../components/form/select-with-other-field";
import { TextField } from "../../../components/form/text-field";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { RichTextEditor } from "../../../components/rich-text/rich-text-editor-lazy";
import { UnsavedChangesModal } from "../../../components/unsaved-changes-modal/unsaved-changes-modal";
import { isApiError } from "../../../lib/api-error";
import type { SessionUser } from "../../../lib/auth/session-api";
import { fieldRules } from "../../../lib/forms/field-rules";
import { applyServerErrors } from "../../../lib/forms/server-errors";
import { useUnsavedChangesGuard } from "../../../lib/forms/use-unsaved-changes-guard";
import { departmentsQueryOptions, industriesQueryOptions } from "../api/position-form-options";
import type { Position } from "../api/positions";
import { positionsLimitQueryKey } from "../api/positions-limit";
import { useCreatePosition, useUpdatePosition } from "../api/save-position";
import { HiringTeamField } from "./hiring-team-field";
import styles from "./position-form.module.css";
import { LimitReachedNotice, positionsLimitOf, UPGRADE_PATH } from "./positions-limit-notice";

/** Field names as the server names them, so its field errors land where they belong. */
export type PositionFormValues = {
  title: string;
  description: string;
  department: string;
  location_type: LocationType | "";
  location: string;
  employment_type: EmploymentType | "";
  industry_id: string;
  hiring_team_ids: string[];
  /** Listed on the organization's careers page while open (issue 14). */
  is_public: boolean;
};

const FIELDS = [
  "title",
  "description",
  "department",
  "location_type",
  "location",
  "employment_type",
  "industry_id",
  "hiring_team_ids",
  "is_public",
] as const;

/**
 * What the save does to the status: keep it as a draft, open the position (the plan's limit may
 * refuse), or leave the status as it is (editing).
 */
type Intent = "draft" | "open" | "keep";

function valuesOf(position: Position | undefined): PositionFormValues {
  return {
    title: position?.title ?? "",
    description: position?.description ?? "",
    department: position?.department ?? "",
    location_type: position?.locationType ?? "",
    location: position?.location ?? "",
    employment_type: position?.employmentType ?? "",
    industry_id: position?.industry?.id ?? "",
    hiring_team_ids: position?.hiringTeam.map((member) => member.id) ?? [],
    is_public: position?.isPublic ?? false,
  };
}

function inputOf(values: PositionFormValues) {
  return {
    title: values.title.trim(),
    description: values.description,
    department: values.department.trim() || null,
    location_type: values.location_type || null,
    location: values.location.trim() || null,
    employment_type: values.employment_type || null,
    industry_id: values.industry_id || null,
    hiring_team_ids: values.hiring_team_ids,
    is_public: values.is_public,
  };
}

export type PositionFormProps = {
  user: SessionUser;
  /** The position to edit; none creates one. */
  position?: Position;
};

/**
 * Creating and editing a position (`/hire/positions/create-position`, `…/{id}/edit-position`).
 * Only the title is needed for a draft; opening also needs a description, since candidates read
 * it. Server field errors land on their fields; the plan's limit (422 positions_limit_reached) is
 * explained with the way to upgrade. Leaving with unsaved changes asks first.
 */
export function PositionForm({ user, position }: PositionFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { push } = useAlerts();
  const create = useCreatePosition();
  const update = useUpdatePosition();
  const industries = useQuery(industriesQueryOptions);
  const departments = useQuery(departmentsQueryOptions);
  const [general, setGeneral] = useState<string | null>(null);
  const [isLimitReached, setIsLimitReached] = useState(false);
  const [savingIntent, setSavingIntent] = useState<Intent | null>(null);
  const status = position?.status ?? null;
  const defaultIntent: Intent = position ? "keep" : "draft";
  const intent = useRef<Intent>(defaultIntent);
  /** Where a save goes next: the saved position, or the plans (saved on the way to upgrade). */
  const nextPage = useRef<"position" | "plans">("position");

  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<PositionFormValues>({ mode: "onTouched", defaultValues: valuesOf(position) });
  const { blocker, allowLeaving } = useUnsavedChangesGuard(isDirty && !isSubmitting);

  /** Whether this save leaves the position open, so it needs its description. */
  const willBeOpen = () =>
    intent.current === "open" || (intent.current === "keep" && status === "open");
  const canOpen = status !== "open";
  const limit = positionsLimitOf(user);

  const submit = handleSubmit(async (values) => {
    const chosen = intent.current;
    setGeneral(null);
    setIsLimitReached(false);
    setSavingIntent(chosen);
    try {
      const input = inputOf(values);
      const saved = position
        ? await update.mutateAsync({
            id: position.id,
            input: chosen === "open" ? { ...input, status: "open" } : input,
          })
        : await create.mutateAsync({ ...input, status: chosen === "open" ? "open" : "draft" });
      allowLeaving();
      const message = !position
        ? chosen === "open"
          ? "positions.form.createdOpen"
          : "positions.form.createdDraft"
        : chosen === "open"
          ? "positions.form.savedOpen"
          : "positions.form.saved";
      push({ type: "notice", message: t(message, { title: saved.title }) });
      navigate(nextPage.current === "plans" ? UPGRADE_PATH : path("Position", { id: saved.id }));
    } catch (error) {
      if (isApiError(error) && error.code === "positions_limit_reached") {
        setIsLimitReached(true);
        // The numbers behind the notice: the limit's answer updates the current user.
        void queryClient.invalidateQueries({ queryKey: positionsLimitQueryKey });
        return;
      }
      setGeneral(applyServerErrors(error, { t, setError, fields: FIELDS }));
    } finally {
      setSavingIntent(null);
    }
  });

  function submitAs(chosen: Intent) {
    return (event?: FormEvent) => {
      event?.preventDefault();
      intent.current = chosen;
      nextPage.current = "position";
      return submit(event);
    };
  }

  /**
   * At the plan's limit, the way to upgrade keeps what was typed: the position is saved without
   * opening (a new one as a draft), then the plans open. Leaving through a plain link would drop
   * the changes, or stop at "Leave without saving?".
   */
  function saveAndUpgrade() {
    intent.current = defaultIntent;
    nextPage.current = "plans";
    void submit();
  }

  if (industries.isPending || departments.isPending) {
    return (
      <p className={pageBlocks.subdued} role="status">
        {t("positions.form.loading")}
      </p>
    );
  }

  const titleRules = fieldRules<string>(t, validateRequired, (value) =>
    validateMaxLength(value, POSITION_TITLE_MAX_LENGTH),
  );
  const descriptionRules = fieldRules<string>(
    t,
    (value) => (willBeOpen() ? validateRichText(value) : undefined),
    (value) => validateMaxLength(value, POSITION_DESCRIPTION_MAX_LENGTH),
  );

  function actionButton(chosen: Intent, label: string, variant: "primary" | "secondary") {
    const isBusy = savingIntent === chosen;
    return (
      <Button
        variant={variant}
        disabled={isSubmitting}
        aria-busy={isBusy || undefined}
        onClick={submitAs(chosen)}
      >
        {isBusy ? (
          <>
            <span className={formStyles.spinner} aria-hidden="true" />
            {t("positions.form.saving")}
          </>
        ) : (
          label
        )}
      </Button>
    );
  }

  const cancelTo = position ? path("Position", { id: position.id }) : path("Positions");
  const keepsDraft = status === null || status === "draft";
  // Nothing typed yet: the plain link to the plans loses nothing.
  const upgrade = isDirty ? (
    <Button size="sm" disabled={isSubmitting} onClick={saveAndUpgrade}>
      {t(keepsDraft ? "positions.limit.saveDraftAndUpgrade" : "positions.limit.saveAndUpgrade")}
    </Button>
  ) : undefined;
  const advice = keepsDraft ? t("positions.limit.saveDraftMeanwhile") : undefined;

  return (
    <form className={pageBlocks.stack5} onSubmit={submitAs(defaultIntent)} noValidate>
      {general ? <FormBanner>{general}</FormBanner> : null}
      {isLimitReached ? <LimitReachedNotice user={user} advice={advice} upgrade={upgrade} /> : null}

      <div className={`${pageBlocks.withAside} ${styles.columns}`}>
        <div className={styles.mainColumn}>
          <TextField
            label={t("positions.form.title")}
            placeholder={t("positions.form.titlePlaceholder")}
            autoComplete="off"
            maxLength={POSITION_TITLE_MAX_LENGTH}
            error={errors.title?.message}
            {...register("title", { validate: titleRules })}
          />
          <Controller
            control={control}
            name="description"
            rules={{ validate: descriptionRules }}
            render={({ field }) => (
              <RichTextEditor
                ref={field.ref}
                label={t("positions.form.description")}
                placeholder={t("positions.form.descriptionPlaceholder")}
                hint={t("positions.form.descriptionHint")}
                rows={10}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.description?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="hiring_team_ids"
            render={({ field }) => (
              <HiringTeamField
                ref={field.ref}
                user={user}
                value={field.value}
                onChange={field.onChange}
                initialTeam={position?.hiringTeam ?? []}
                error={errors.hiring_team_ids?.message}
              />
            )}
          />
        </div>

        <div className={styles.sideColumn}>
          <Controller
            control={control}
            name="department"
            rules={{
              validate: fieldRules<string>(t, (value) =>
                validateMaxLength(value, POSITION_DEPARTMENT_MAX_LENGTH),
              ),
            }}
            render={({ field }) => (
              <SelectWithOtherField
                ref={field.ref}
                label={t("positions.form.department")}
                options={(departments.data ?? []).map((name) => ({ value: name, label: name }))}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                noneLabel={t("positions.form.departmentNone")}
                otherLabel={t("positions.form.departmentOther")}
                otherInputLabel={t("positions.form.departmentNew")}
                otherPlaceholder={t("positions.form.departmentNewPlaceholder")}
                hint={t("positions.form.departmentHint")}
                maxLength={POSITION_DEPARTMENT_MAX_LENGTH}
                error={errors.department?.message}
              />
            )}
          />
          <SelectField
            label={t("positions.form.employmentType")}
            error={errors.employment_type?.message}
            {...register("employment_type")}
          >
            <option value="">{t("positions.form.notSpecified")}</option>
            {EMPLOYMENT_TYPES.map((value) => (
              <option key={value} value={value}>
                {t(`positions.employmentTypes.${value}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t("positions.form.locationType")}
            error={errors.location_type?.message}
            {...register("location_type")}
          >
            <option value="">{t("positions.form.notSpecified")}</option>
            {LOCATION_TYPES.map((value) => (
              <option key={value} value={value}>
                {t(`positions.locationTypes.${value}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t("positions.form.location")}
            placeholder={t("positions.form.locationPlaceholder")}
            autoComplete="off"
            maxLength={POSITION_LOCATION_MAX_LENGTH}
            error={errors.location?.message}
            {...register("location", {
              validate: fieldRules<string>(t, (value) =>
                validateMaxLength(value, POSITION_LOCATION_MAX_LENGTH),
              ),
            })}
          />
          <SelectField
            label={t("positions.form.industry")}
            error={errors.industry_id?.message}
            hint={industries.isError ? t("positions.form.industriesFailed") : undefined}
            {...register("industry_id")}
          >
            <option value="">{t("positions.form.notSpecified")}</option>
            {(industries.data ?? []).map((industry) => (
              <option key={industry.id} value={industry.id}>
                {industry.name}
              </option>
            ))}
          </SelectField>
          <Controller
            name="is_public"
            control={control}
            render={({ field }) => (
              <CheckboxCard
                name={field.name}
                checked={field.value}
                onCheckedChange={field.onChange}
                title={t("careers.positionForm.isPublic")}
                description={t("careers.positionForm.isPublicHint")}
              />
            )}
          />
        </div>
      </div>

      {canOpen && limit.isReached && !isLimitReached ? (
        <LimitReachedNotice user={user} tone="info" advice={advice} upgrade={upgrade} />
      ) : null}

      <div className={`${pageBlocks.endActions} ${styles.actions}`}>
        <ButtonLink to={cancelTo} variant="ghost">
          {t("positions.form.cancel")}
        </ButtonLink>
        {status === null ? (
          <>
            {actionButton("draft", t("positions.form.saveDraft"), "secondary")}
            {actionButton("open", t("positions.form.open"), "primary")}
          </>
        ) : status === "draft" ? (
          <>
            {actionButton("keep", t("positions.form.saveDraftChanges"), "secondary")}
            {actionButton("open", t("positions.form.saveAndOpen"), "primary")}
          </>
        ) : status === "closed" ? (
          <>
            {actionButton("keep", t("positions.form.save"), "primary")}
            {actionButton("open", t("positions.form.saveAndReopen"), "secondary")}
          </>
        ) : (
          actionButton("keep", t("positions.form.save"), "primary")
        )}
      </div>

      <UnsavedChangesModal blocker={blocker} />
    </form>
  );
}
