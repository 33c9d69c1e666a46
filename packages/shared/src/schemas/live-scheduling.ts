import { z } from "zod";
import { LIVE_SLOTS_MAX } from "../rules/live-scheduling";
import { documentSchema, resourceSchema } from "./jsonapi";

/*
 * Candidate self-scheduling (issue 13, decision 0032): instead of a fixed time the team offers
 * slots of the interview's duration; the candidate picks one on a public, branded page reached
 * by their personal link (no sign-in).
 */

/** An ISO 8601 time (`Z` or an offset); malformed is `invalid`. */
const instantSchema = z.iso.datetime({ offset: true, error: "invalid" });

/**
 * `slots` of the create and update calls of a live interview: offered instead of `starts_at`
 * (the interview then awaits the candidate's choice). Each slot lasts the interview's duration.
 */
export const LiveSlotsInputSchema = z
  .array(z.object({ starts_at: instantSchema }), { error: "invalid" })
  .max(LIVE_SLOTS_MAX, "too_long");
export type LiveSlotsInput = z.infer<typeof LiveSlotsInputSchema>;

export const LiveSlotSchema = z
  .object({ id: z.string(), starts_at: z.string(), ends_at: z.string() })
  .meta({ id: "LiveSlot" });
export type LiveSlot = z.infer<typeof LiveSlotSchema>;

/** The organization as the slot page shows it (its colours and logo). */
export const LiveSchedulingOrganizationSchema = z
  .object({
    name: z.string(),
    /** `#rrggbb` or `#rgb`; null for Candor's own colours. */
    brand_color: z.string().nullable(),
    /** A signed URL of the logo; null when there is none. */
    logo_url: z.string().nullable(),
  })
  .meta({ id: "LiveSchedulingOrganization" });

/**
 * `GET /v1/live_interviews/{id}/slot_choice?token=…`: what the candidate may pick. `slots` holds
 * only the open ones (future, not overlapping what an interviewer has committed to since); once
 * picked, `status` is `scheduled` and `starts_at` the chosen time.
 */
export const LiveSlotChoiceAttributesSchema = z
  .object({
    title: z.string(),
    position_title: z.string(),
    candidate_first_name: z.string().nullable(),
    duration_minutes: z.number().int(),
    status: z.string(),
    /** The chosen time once scheduled; null while awaiting the choice. */
    starts_at: z.string().nullable(),
    /** The organizer's zone, shown beside the candidate's own. */
    organizer_time_zone: z.string(),
    slots: z.array(LiveSlotSchema),
    organization: LiveSchedulingOrganizationSchema,
  })
  .meta({ id: "LiveSlotChoiceAttributes" });
export type LiveSlotChoiceAttributes = z.infer<typeof LiveSlotChoiceAttributesSchema>;

export const LiveSlotChoiceDocumentSchema = documentSchema(
  resourceSchema("live_slot_choice", LiveSlotChoiceAttributesSchema),
).meta({ id: "LiveSlotChoiceDocument" });

export const LiveSlotChoiceQuerySchema = z.object({
  token: z.string({ error: "blank" }).min(1, "blank").max(300, "too_long"),
});

/**
 * `POST /v1/live_interviews/{id}/slot_choice`: the candidate picks one slot. A slot someone (or
 * another tab) took first answers 409 `slot_taken`; a slot gone by answers 422 `slot_in_past`.
 */
export const PickLiveSlotInputSchema = z
  .object({
    token: z.string({ error: "blank" }).min(1, "blank").max(300, "too_long"),
    slot_id: z.uuid({
      error: (issue) => (issue.input === undefined || issue.input === null ? "blank" : "invalid"),
    }),
  })
  .meta({ id: "PickLiveSlotInput" });
export type PickLiveSlotInput = z.infer<typeof PickLiveSlotInputSchema>;
