import {
  validateColor,
  validateEmail,
  validateMaxLength,
  validateRequired,
  validateUrl,
} from "@candor/shared/rules/validation";
import { BRANDING_URL_MAX_LENGTH, type UpdateBrandingInput } from "@candor/shared/schemas/branding";
import { ORGANIZATION_NAME_MAX_LENGTH } from "@candor/shared/schemas/organizations";
import { useCallback, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../../components/alerts/alerts-provider";
import formStyles from "../../../components/form/form.module.css";
import { FormBanner } from "../../../components/form/form-banner";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { RichTextEditor } from "../../../components/rich-text/rich-text-editor-lazy";
import { UnsavedChangesModal } from "../../../components/unsaved-changes-modal/unsaved-changes-modal";
import {
  type CaptionsFieldState,
  captionsUploadId,
} from "../../../components/video-field/captions-field";
import { VideoField, type VideoFieldState } from "../../../components/video-field/video-field";
import { apiErrorMessage } from "../../../i18n/error-message";
import { fieldRules } from "../../../lib/forms/field-rules";
import { applyServerErrors } from "../../../lib/forms/server-errors";
import { useUnsavedChangesGuard } from "../../../lib/forms/use-unsaved-changes-guard";
import { type Branding, useBrandingMutations } from "../api/branding";
import { BrandColorField } from "./brand-color-field";
import styles from "./branding.module.css";
import { BrandingPreview } from "./branding-preview";
import { LogoField } from "./logo-field";

export type BrandingValues = {
  name: string;
  brand_color: string;
  website_url: string;
  description: string;
  support_email: string;
  linkedin_url: string;
  privacy_policy_url: string;
  careers_site_url: string;
};

const FIELDS = [
  "name",
  "brand_color",
  "website_url",
  "description",
  "support_email",
  "linkedin_url",
  "privacy_policy_url",
  "careers_site_url",
] as const;

export function valuesOf(branding: Branding): BrandingValues {
  return {
    name: branding.name,
    brand_color: branding.brandColor ?? "",
    website_url: branding.websiteUrl ?? "",
    description: branding.description ?? "",
    support_email: branding.supportEmail ?? "",
    linkedin_url: branding.linkedinUrl ?? "",
    privacy_policy_url: branding.privacyPolicyUrl ?? "",
    careers_site_url: branding.careersSiteUrl ?? "",
  };
}

/** The form's text as the call's body: trimmed, and an emptied field is `null` (cleared). */
export function inputOf(values: BrandingValues): UpdateBrandingInput {
  const orNull = (value: string) => value.trim() || null;
  return {
    name: values.name.trim(),
    brand_color: orNull(values.brand_color),
    website_url: orNull(values.website_url),
    description: orNull(values.description),
    support_email: orNull(values.support_email),
    linkedin_url: orNull(values.linkedin_url),
    privacy_policy_url: orNull(values.privacy_policy_url),
    careers_site_url: orNull(values.careers_site_url),
  };
}

/**
 * The default welcome video's part of the body: a finished upload's id, `null` to remove the
 * saved one, nothing when unchanged (decision 0026).
 */
export function welcomeVideoInput(
  state: VideoFieldState,
  hasSaved: boolean,
): Pick<UpdateBrandingInput, "welcome_video_upload_id"> {
  if (state.kind === "uploaded") return { welcome_video_upload_id: state.uploadId };
  if (state.kind === "removed" && hasSaved) return { welcome_video_upload_id: null };
  return {};
}

/**
 * The company profile (issue 14): name, logo, brand colour, description, the default welcome
 * video of new interviews, links and the candidates' support address, beside a live preview of
 * what candidates see with the unsaved values. Leaving the page with unsaved changes asks first.
 */
export function BrandingForm({
  branding,
  address,
  onSaved,
}: {
  branding: Branding;
  /** The organization's address, e.g. `acme.candor.work`, which renaming does not change. */
  address: string;
  onSaved?: (branding: Branding) => void;
}) {
  const { t } = useTranslation();
  const { push } = useAlerts();
  const { update } = useBrandingMutations();
  const [general, setGeneral] = useState<string | null>(null);
  const [logoPreview, setLogoPreview] = useState<string | null>(branding.logoUrl);
  const [welcomeVideo, setWelcomeVideo] = useState<VideoFieldState>({ kind: "unchanged" });
  const [welcomeCaptions, setWelcomeCaptions] = useState<CaptionsFieldState>({
    kind: "unchanged",
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<BrandingValues>({ mode: "onTouched", defaultValues: valuesOf(branding) });
  const hasVideoChange =
    welcomeVideo.kind === "uploaded" ||
    welcomeVideo.kind === "removed" ||
    welcomeCaptions.kind === "uploaded" ||
    welcomeCaptions.kind === "removed";
  const { blocker } = useUnsavedChangesGuard((isDirty || hasVideoChange) && !isSubmitting);
  const onLogoPreview = useCallback((url: string | null) => setLogoPreview(url), []);

  const urlRules = fieldRules<string>(t, validateUrl, (value) =>
    validateMaxLength(value, BRANDING_URL_MAX_LENGTH),
  );

  const onSubmit = handleSubmit(async (values) => {
    setGeneral(null);
    if (welcomeVideo.kind === "uploading" || welcomeCaptions.kind === "uploading") {
      setGeneral(t("contentLibrary.video.stillUploading"));
      return;
    }
    const captionsId = captionsUploadId(welcomeCaptions, Boolean(branding.welcomeVideoCaptionsUrl));
    try {
      const saved = await update.mutateAsync({
        ...inputOf(values),
        ...welcomeVideoInput(welcomeVideo, Boolean(branding.welcomeVideoUrl)),
        ...(captionsId !== undefined ? { welcome_captions_upload_id: captionsId } : {}),
      });
      reset(valuesOf(saved));
      setWelcomeVideo({ kind: "unchanged" });
      setWelcomeCaptions({ kind: "unchanged" });
      push({ type: "notice", message: t("company.profile.saved") });
      onSaved?.(saved);
    } catch (error) {
      setGeneral(
        applyServerErrors(error, { t, setError, fields: FIELDS, generalMessage: apiErrorMessage }),
      );
    }
  });

  const watched = watch();
  const previewColor = validateColor(watched.brand_color) ? null : watched.brand_color || null;

  return (
    <div className={pageBlocks.withAside}>
      <form className={`${formStyles.form} ${pageBlocks.panelCard}`} onSubmit={onSubmit} noValidate>
        {general ? <FormBanner>{general}</FormBanner> : null}
        <TextField
          label={t("company.profile.name")}
          autoComplete="organization"
          hint={t("organizationAdmin.name.hint", { address })}
          error={errors.name?.message}
          {...register("name", {
            validate: fieldRules<string>(t, validateRequired, (value) =>
              validateMaxLength(value, ORGANIZATION_NAME_MAX_LENGTH),
            ),
          })}
        />
        <LogoField
          logoUrl={branding.logoUrl}
          organizationName={watched.name || branding.name}
          onPreview={onLogoPreview}
        />
        <Controller
          control={control}
          name="brand_color"
          rules={{ validate: fieldRules<string>(t, validateColor) }}
          render={({ field }) => (
            <BrandColorField
              inputRef={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.brand_color?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="description"
          render={({ field }) => (
            <RichTextEditor
              ref={field.ref}
              label={t("company.profile.description")}
              hint={t("company.profile.descriptionHint")}
              rows={5}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.description?.message}
            />
          )}
        />
        <VideoField
          id="company-welcome-video"
          legend={t("company.profile.welcomeVideo")}
          hint={t("company.profile.welcomeVideoHint")}
          purpose="welcome_video"
          current={branding.welcomeVideoUrl ? { url: branding.welcomeVideoUrl } : null}
          value={welcomeVideo}
          onChange={setWelcomeVideo}
          captions={{
            current: branding.welcomeVideoCaptionsUrl
              ? { url: branding.welcomeVideoCaptionsUrl }
              : null,
            value: welcomeCaptions,
            onChange: setWelcomeCaptions,
          }}
        />
        <TextField
          type="email"
          label={t("company.profile.supportEmail")}
          hint={t("company.profile.supportEmailHint")}
          autoComplete="email"
          error={errors.support_email?.message}
          {...register("support_email", { validate: fieldRules<string>(t, validateEmail) })}
        />
        <TextField
          type="url"
          label={t("company.profile.website")}
          placeholder="https://"
          error={errors.website_url?.message}
          {...register("website_url", { validate: urlRules })}
        />
        <TextField
          type="url"
          label={t("company.profile.linkedin")}
          placeholder="https://www.linkedin.com/company/…"
          error={errors.linkedin_url?.message}
          {...register("linkedin_url", { validate: urlRules })}
        />
        <TextField
          type="url"
          label={t("company.profile.careersSite")}
          placeholder="https://"
          error={errors.careers_site_url?.message}
          {...register("careers_site_url", { validate: urlRules })}
        />
        <TextField
          type="url"
          label={t("candidateTrust.privacyPolicy.label")}
          hint={t("candidateTrust.privacyPolicy.hint")}
          placeholder="https://"
          error={errors.privacy_policy_url?.message}
          {...register("privacy_policy_url", { validate: urlRules })}
        />
        <div className={pageBlocks.wrapRow}>
          <SubmitButton isBusy={isSubmitting} disabled={!isDirty && !hasVideoChange}>
            {t("company.profile.submit")}
          </SubmitButton>
        </div>
      </form>
      <aside className={styles.previewColumn} aria-label={t("company.preview.title")}>
        <div className={`${pageBlocks.panelCard} ${pageBlocks.stack3}`}>
          <h2 className={pageBlocks.sectionTitle}>{t("company.preview.title")}</h2>
          <p className={pageBlocks.muted}>{t("company.preview.lead")}</p>
          <BrandingPreview
            values={{
              name: watched.name,
              brandColor: previewColor,
              logoUrl: logoPreview,
              description: watched.description,
              supportEmail: validateEmail(watched.support_email) ? "" : watched.support_email,
            }}
          />
        </div>
      </aside>
      <UnsavedChangesModal blocker={blocker} />
    </div>
  );
}
