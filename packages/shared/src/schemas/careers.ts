import { z } from "zod";
import { requiredText } from "../rules/validation-schemas";
import { RESUME_FIELD, RESUME_FILE_NAME_MAX_LENGTH } from "./candidate-profile";
import { CANDIDATE_NAME_MAX_LENGTH } from "./candidates";
import { documentSchema, resourceSchema } from "./jsonapi";
import { EMPLOYMENT_TYPES, LOCATION_TYPES } from "./positions";

/*
 * The public careers page (issue 14): an organization's open positions it marks public, read by
 * anyone at `{subdomain}.{domain}/careers`, and the applications candidates send from it.
 */

/** The form field a person never sees (hidden from sight and from assistive technology). */
export const HONEYPOT_FIELD = "website";

/** The organization as its careers page shows it. */
export const CareersOrganizationSchema = z
  .object({
    name: z.string(),
    subdomain: z.string(),
    /** `#rrggbb` or `#rgb`; null for Candor's own colours. */
    brand_color: z.string().nullable(),
    /** A signed URL of the logo; null when there is none. */
    logo_url: z.string().nullable(),
    /** Sanitized HTML of the company's short description; null until the company profile sets it. */
    description: z.string().nullable(),
    /** The company's own website; null until the company profile sets it. */
    website_url: z.string().nullable(),
  })
  .meta({ id: "CareersOrganization" });
export type CareersOrganization = z.infer<typeof CareersOrganizationSchema>;

/** A public open position: what a visitor and a search engine read. */
export const CareersPositionSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    department: z.string().nullable(),
    location: z.string().nullable(),
    location_type: z.enum(LOCATION_TYPES).nullable(),
    employment_type: z.enum(EMPLOYMENT_TYPES).nullable(),
    /** Sanitized HTML; "" if none. */
    description: z.string(),
    /** When it was (last) opened: the JobPosting's `datePosted`. */
    opened_at: z.string().nullable(),
    /** Applying leads straight into its one-way interview's public link. */
    has_public_interview: z.boolean(),
  })
  .meta({ id: "CareersPosition" });
export type CareersPosition = z.infer<typeof CareersPositionSchema>;

/** `GET /v1/careers/{subdomain}`. */
export const CareersPageDocumentSchema = documentSchema(
  resourceSchema(
    "careers_page",
    z.object({
      organization: CareersOrganizationSchema,
      /** Newest first. */
      positions: z.array(CareersPositionSchema),
    }),
  ),
).meta({ id: "CareersPageDocument" });

/** `GET /v1/careers/{subdomain}/positions/{id}`. */
export const CareersPositionDocumentSchema = documentSchema(
  resourceSchema(
    "careers_position",
    z.object({ organization: CareersOrganizationSchema, position: CareersPositionSchema }),
  ),
).meta({ id: "CareersPositionDocument" });

/**
 * `POST /v1/careers/{subdomain}/positions/{id}/applications` (multipart): the signed-in
 * candidate's names, an optional résumé PDF and the honeypot, which people leave empty.
 */
export const CareersApplicationInputSchema = z
  .object({
    first_name: requiredText(CANDIDATE_NAME_MAX_LENGTH),
    last_name: requiredText(CANDIDATE_NAME_MAX_LENGTH),
    [RESUME_FIELD]: z
      .instanceof(Uint8Array, { error: "invalid" })
      .meta({ type: "string", format: "binary", description: "A PDF" })
      .optional(),
    file_name: z.string().max(RESUME_FILE_NAME_MAX_LENGTH, "too_long").optional(),
    [HONEYPOT_FIELD]: z.string().max(1000).optional(),
  })
  .meta({ id: "CareersApplicationInput" });
export type CareersApplicationInput = z.infer<typeof CareersApplicationInputSchema>;

export const CareersApplicationDocumentSchema = documentSchema(
  resourceSchema(
    "careers_application",
    z.object({
      position_id: z.string(),
      /**
       * The public link of the position's one-way interview, where the candidate goes next; null
       * when it has none (the team invites later, and an "application received" email is sent).
       */
      public_interview_uuid: z.string().nullable(),
    }),
  ),
).meta({ id: "CareersApplicationDocument" });
