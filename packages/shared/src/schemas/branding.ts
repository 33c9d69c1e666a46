import { z } from "zod";
import { colorSchema, emailSchema, requiredText, urlSchema } from "../rules/validation-schemas";
import { documentSchema, resourceSchema } from "./jsonapi";
import { ORGANIZATION_NAME_MAX_LENGTH } from "./organizations";

/** Longest stored URL (website, LinkedIn, careers site); longer is `too_long`. */
export const BRANDING_URL_MAX_LENGTH = 500;
/** Characters of the description's HTML as sent, before the server sanitizes it. */
export const BRANDING_DESCRIPTION_MAX_LENGTH = 5_000;
/** SPEC §5 counts whole megabytes: a 2.9 MB logo passes, a 3 MB one does not. */
export const LOGO_MAX_SIZE_MB = 2;
/** The stored logo fits in this square (the server resizes larger ones, never enlarges). */
export const LOGO_MAX_DIMENSION_PX = 512;
export const LOGO_FIELD = "logo";
export const LOGO_CONTENT_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;

/**
 * `GET /v1/branding`: how the caller's organization presents itself to candidates (SPEC §7
 * "branding"). Empty values are null: the candidate pages then fall back to Candor's own.
 */
export const BrandingAttributesSchema = z
  .object({
    name: z.string(),
    subdomain: z.string(),
    /** `#rgb` or `#rrggbb` (SPEC §5). */
    brand_color: z.string().nullable(),
    /** A signed, short-lived URL of the logo (PNG, JPEG or WebP). */
    logo_url: z.string().nullable(),
    website_url: z.string().nullable(),
    /** Sanitized HTML from the rich-text editor. */
    description: z.string().nullable(),
    /** Where candidates write for help; shown in candidate emails' footer. */
    support_email: z.string().nullable(),
    linkedin_url: z.string().nullable(),
    careers_site_url: z.string().nullable(),
    /** The organization's privacy policy, linked from the candidate's consent notice (issue 17). */
    privacy_policy_url: z.string().nullable(),
    /**
     * A signed, short-lived URL of the default welcome video: new one-way interviews created
     * without their own start with a copy of it.
     */
    welcome_video_url: z.string().nullable(),
    welcome_video_content_type: z.string().nullable(),
    /** Signed URL of the default welcome video's WebVTT captions (issue 17), copied with it. */
    welcome_video_captions_url: z.string().nullable(),
    updated_at: z.string(),
  })
  .meta({ id: "BrandingAttributes" });
export type BrandingAttributes = z.infer<typeof BrandingAttributesSchema>;

export const BrandingResourceSchema = resourceSchema("branding", BrandingAttributesSchema);
export const BrandingDocumentSchema = documentSchema(BrandingResourceSchema).meta({
  id: "BrandingDocument",
});

const clearableUrl = urlSchema.max(BRANDING_URL_MAX_LENGTH, "too_long").nullable().optional();

/**
 * `PUT /v1/branding` (admins): every field optional, a missing one is left as it is and `null`
 * clears it. A bad colour is `invalid_color`, a bad URL `invalid_url` (SPEC §5; only http and
 * https, since these become links on candidate pages).
 */
export const UpdateBrandingInputSchema = z
  .object({
    name: requiredText(ORGANIZATION_NAME_MAX_LENGTH).optional(),
    brand_color: colorSchema.nullable().optional(),
    website_url: clearableUrl,
    description: z
      .string({ error: "invalid" })
      .max(BRANDING_DESCRIPTION_MAX_LENGTH, "too_long")
      .nullable()
      .optional(),
    support_email: emailSchema.nullable().optional(),
    linkedin_url: clearableUrl,
    careers_site_url: clearableUrl,
    privacy_policy_url: clearableUrl,
    /** A finished upload (purpose `welcome_video`) as the default welcome video; null removes it. */
    welcome_video_upload_id: z.uuid({ error: "invalid" }).nullable().optional(),
    /**
     * A finished upload (purpose `captions`, WebVTT) for the default welcome video; null removes
     * them. A new or removed video drops its old captions unless new ones come with it.
     */
    welcome_captions_upload_id: z.uuid({ error: "invalid" }).nullable().optional(),
  })
  .meta({ id: "UpdateBrandingInput" });
export type UpdateBrandingInput = z.infer<typeof UpdateBrandingInputSchema>;

/** The logo upload once the multipart body is parsed: the file's bytes under `logo`. */
export const LogoUploadSchema = z
  .object({
    [LOGO_FIELD]: z
      .instanceof(Uint8Array, {
        error: (issue) => (issue.input === undefined ? "blank" : "invalid"),
      })
      .meta({ type: "string", format: "binary", description: "PNG, JPEG or WebP" }),
  })
  .meta({ id: "LogoUpload" });
