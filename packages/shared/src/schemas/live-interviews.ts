import { z } from "zod";
import { optionalText, requiredText, urlSchema } from "../rules/validation-schemas";
import { CandidateOrganizationSchema } from "./candidate-interviews";
import { documentSchema, listDocumentSchema, PageQuerySchema, resourceSchema } from "./jsonapi";
import { LiveSlotsInputSchema } from "./live-scheduling";

/*
 * Live interviews (issue 13, decision 0028): a call with a candidate for a position, held by a
 * panel of members, in Candor's built-in room or elsewhere. Times travel as ISO 8601 in UTC; the
 * organizer's IANA zone (`time_zone`) travels beside them, and every reader shows them in their
 * own zone.
 */

export const LIVE_INTERVIEW_STATUSES = [
  "scheduled",
  /** Slots were offered and the candidate has not picked one yet: `starts_at` is null. */
  "awaiting_candidate",
  "done",
  "cancelled",
  "no_show",
] as const;
export type LiveInterviewStatus = (typeof LIVE_INTERVIEW_STATUSES)[number];

/** What a manager may set through an edit (a cancellation has its own call). */
export const LIVE_INTERVIEW_OUTCOMES = ["scheduled", "done", "no_show"] as const;
export type LiveInterviewOutcome = (typeof LIVE_INTERVIEW_OUTCOMES)[number];

/** The built-in room (the default), an external meeting link, a phone number or an address. */
export const LIVE_INTERVIEW_LOCATION_TYPES = ["room", "link", "phone", "in_person"] as const;
export type LiveInterviewLocationType = (typeof LIVE_INTERVIEW_LOCATION_TYPES)[number];

/** Reminders go 24 hours and 1 hour before the start. */
export const LIVE_INTERVIEW_REMINDER_KINDS = ["24h", "1h"] as const;
export type LiveInterviewReminderKind = (typeof LIVE_INTERVIEW_REMINDER_KINDS)[number];
export const LIVE_INTERVIEW_REMINDER_OFFSETS_MINUTES: Record<LiveInterviewReminderKind, number> = {
  "24h": 24 * 60,
  "1h": 60,
};

export const LIVE_INTERVIEW_DURATION_MINUTES = { min: 5, max: 480, default: 45 } as const;
/** The room opens to its invitees this many minutes before the start. */
export const LIVE_INTERVIEW_ROOM_OPENS_MINUTES_BEFORE = 10;
/** The room's peer-to-peer mesh holds the candidate and at most this many interviewers. */
export const LIVE_INTERVIEW_MAX_INTERVIEWERS = 4;
export const LIVE_INTERVIEW_TITLE_MAX_LENGTH = 200;
export const LIVE_INTERVIEW_LOCATION_MAX_LENGTH = 500;
export const LIVE_INTERVIEW_PANEL_NOTES_MAX_LENGTH = 5000;
export const LIVE_INTERVIEW_AGENDA_MAX_ITEMS = 30;
export const LIVE_INTERVIEW_AGENDA_ITEM_MAX_LENGTH = 1000;
export const LIVE_INTERVIEW_TIME_ZONE_MAX_LENGTH = 64;

/**
 * Field codes of the live interview calls besides the common ones: `in_the_past` (`starts_at`
 * before now), `too_short`/`too_long` (`duration_minutes` outside 5–480), `required` (no
 * `interviewer_ids`), `invalid` (an interviewer, candidate, position, scorecard or library question
 * not of the caller's organization; an unknown time zone), `invalid_url` (`location` of a link).
 */
export const LIVE_INTERVIEW_FIELD_CODES = ["in_the_past"] as const;

// ---- Shapes ----

export const LiveInterviewPersonSchema = z
  .object({ id: z.string(), name: z.string() })
  .meta({ id: "LiveInterviewPerson" });
export type LiveInterviewPerson = z.infer<typeof LiveInterviewPersonSchema>;

export const LiveInterviewAgendaItemSchema = z
  .object({
    id: z.string(),
    /** 0-based order. */
    position: z.number().int(),
    text: z.string(),
    /** The library question it came from, if any. */
    question_id: z.string().nullable(),
  })
  .meta({ id: "LiveInterviewAgendaItem" });
export type LiveInterviewAgendaItem = z.infer<typeof LiveInterviewAgendaItemSchema>;

export const LiveInterviewAttributesSchema = z
  .object({
    title: z.string(),
    status: z.enum(LIVE_INTERVIEW_STATUSES),
    /** ISO 8601 UTC; null while awaiting the candidate's choice. */
    starts_at: z.string().nullable(),
    ends_at: z.string().nullable(),
    duration_minutes: z.number().int(),
    /** The organizer's IANA zone, in which the time was chosen. */
    time_zone: z.string(),
    location_type: z.enum(LIVE_INTERVIEW_LOCATION_TYPES),
    location: z.string().nullable(),
    candidate_id: z.string(),
    candidate_name: z.string(),
    candidate_email: z.string(),
    position_id: z.string(),
    position_title: z.string(),
    scorecard_id: z.string().nullable(),
    scorecard_name: z.string().nullable(),
    /** Only certified reviewers may submit feedback (issue 16). */
    certified_reviewers_only: z.boolean(),
    interviewers: z.array(LiveInterviewPersonSchema),
    agenda: z.array(LiveInterviewAgendaItemSchema),
    /** Private to the panel. */
    panel_notes: z.string(),
    show_agenda_to_candidate: z.boolean(),
    /** Panel members who submitted their feedback (0 until feedback exists). */
    feedback_submitted_count: z.number().int(),
    interviewer_count: z.number().int(),
    /** When the room lets its invitees in (10 minutes before the start); null without a start. */
    room_opens_at: z.string().nullable(),
    /** The caller may edit, cancel and delete it (admins and HR managers). */
    can_manage: z.boolean(),
    created_by: LiveInterviewPersonSchema.nullable(),
    created_at: z.string(),
    updated_at: z.string(),
    cancelled_at: z.string().nullable(),
  })
  .meta({ id: "LiveInterviewAttributes" });
export type LiveInterviewAttributes = z.infer<typeof LiveInterviewAttributesSchema>;
export const LiveInterviewResourceSchema = resourceSchema(
  "live_interview",
  LiveInterviewAttributesSchema,
);
export const LiveInterviewDocumentSchema = documentSchema(LiveInterviewResourceSchema).meta({
  id: "LiveInterviewDocument",
});
export const LiveInterviewListDocumentSchema = listDocumentSchema(LiveInterviewResourceSchema).meta(
  { id: "LiveInterviewListDocument" },
);

/** A signed-in candidate's own live interview (never the panel's notes or the interviewers' mail). */
export const CandidateLiveInterviewAttributesSchema = z
  .object({
    title: z.string(),
    status: z.enum(LIVE_INTERVIEW_STATUSES),
    starts_at: z.string().nullable(),
    ends_at: z.string().nullable(),
    duration_minutes: z.number().int(),
    time_zone: z.string(),
    location_type: z.enum(LIVE_INTERVIEW_LOCATION_TYPES),
    location: z.string().nullable(),
    position_title: z.string(),
    organization: CandidateOrganizationSchema,
    interviewers: z.array(LiveInterviewPersonSchema),
    /** The agenda's questions, only when the team chose to show them. */
    agenda: z.array(z.string()),
    room_opens_at: z.string().nullable(),
  })
  .meta({ id: "CandidateLiveInterviewAttributes" });
export type CandidateLiveInterviewAttributes = z.infer<
  typeof CandidateLiveInterviewAttributesSchema
>;
export const CandidateLiveInterviewListDocumentSchema = z
  .object({
    data: z.array(
      resourceSchema("candidate_live_interview", CandidateLiveInterviewAttributesSchema),
    ),
  })
  .meta({ id: "CandidateLiveInterviewListDocument" });

// ---- Input ----

const uuidField = z.uuid({ error: "invalid" });

/** An IANA zone name the runtime knows (`Europe/Rome`, `UTC`). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const timeZoneSchema = z
  .string({ error: "invalid" })
  .trim()
  .min(1, "blank")
  .max(LIVE_INTERVIEW_TIME_ZONE_MAX_LENGTH, "too_long")
  .refine(isTimeZone, "invalid");

const durationSchema = z
  .number({ error: "not_a_number" })
  .int("invalid")
  .min(LIVE_INTERVIEW_DURATION_MINUTES.min, "too_short")
  .max(LIVE_INTERVIEW_DURATION_MINUTES.max, "too_long");

/** ISO 8601 with a zone (`Z` or an offset); stored and answered in UTC. */
const startsAtSchema = z.iso.datetime({ offset: true, error: "invalid" });

export const LiveInterviewAgendaItemInputSchema = z.object({
  text: requiredText(LIVE_INTERVIEW_AGENDA_ITEM_MAX_LENGTH),
  question_id: uuidField.nullable().optional(),
});
export type LiveInterviewAgendaItemInput = z.infer<typeof LiveInterviewAgendaItemInputSchema>;

const fields = {
  position_id: uuidField,
  title: requiredText(LIVE_INTERVIEW_TITLE_MAX_LENGTH),
  starts_at: startsAtSchema,
  duration_minutes: durationSchema,
  time_zone: timeZoneSchema,
  interviewer_ids: z
    .array(uuidField, { error: "invalid" })
    .min(1, "required")
    .max(LIVE_INTERVIEW_MAX_INTERVIEWERS, "too_long"),
  location_type: z.enum(LIVE_INTERVIEW_LOCATION_TYPES, { error: "invalid" }),
  location: optionalText(LIVE_INTERVIEW_LOCATION_MAX_LENGTH).nullable(),
  scorecard_id: uuidField.nullable().optional(),
  agenda: z
    .array(LiveInterviewAgendaItemInputSchema, { error: "invalid" })
    .max(LIVE_INTERVIEW_AGENDA_MAX_ITEMS, "too_long"),
  panel_notes: optionalText(LIVE_INTERVIEW_PANEL_NOTES_MAX_LENGTH),
  show_agenda_to_candidate: z.boolean({ error: "invalid" }),
  /** Only certified reviewers may submit feedback (issue 16). */
  certified_reviewers_only: z.boolean({ error: "invalid" }),
};

/**
 * The location must fit its type: a link is an http(s) URL (SPEC §5), a phone or an address is
 * required text, the room takes none (whatever is sent is dropped by the service).
 */
function refineLocation(
  value: { location_type?: LiveInterviewLocationType; location?: string | null },
  ctx: z.RefinementCtx,
) {
  if (!value.location_type || value.location_type === "room") return;
  const location = value.location?.trim() ?? "";
  if (location === "") {
    ctx.addIssue({ code: "custom", message: "blank", path: ["location"], input: value });
    return;
  }
  if (value.location_type === "link" && !urlSchema.safeParse(location).success) {
    ctx.addIssue({ code: "custom", message: "invalid_url", path: ["location"], input: value });
  }
}

/** A fixed time or slots for the candidate to pick from: exactly one of them. */
function refineStart(value: { starts_at?: string; slots?: unknown[] }, ctx: z.RefinementCtx) {
  if (value.starts_at === undefined && value.slots === undefined) {
    ctx.addIssue({ code: "custom", message: "required", path: ["starts_at"], input: value });
  } else if (value.starts_at !== undefined && value.slots !== undefined) {
    ctx.addIssue({ code: "custom", message: "invalid", path: ["slots"], input: value });
  }
}

/**
 * `POST /v1/live_interviews`. The time zone defaults to UTC when a client sends none. Instead of
 * `starts_at`, the team may offer `slots` (decision 0032): the interview then awaits the
 * candidate's choice, and everyone is invited once they pick one.
 */
export const CreateLiveInterviewInputSchema = z
  .object({
    candidate_id: uuidField,
    ...fields,
    starts_at: fields.starts_at.optional(),
    slots: LiveSlotsInputSchema.min(1, "required").optional(),
    time_zone: fields.time_zone.default("UTC"),
    location_type: fields.location_type.default("room"),
    agenda: fields.agenda.default([]),
    panel_notes: fields.panel_notes.default(""),
    show_agenda_to_candidate: fields.show_agenda_to_candidate.default(false),
    certified_reviewers_only: fields.certified_reviewers_only.default(false),
  })
  .superRefine(refineLocation)
  .superRefine(refineStart)
  .meta({ id: "CreateLiveInterviewInput" });
export type CreateLiveInterviewInput = z.infer<typeof CreateLiveInterviewInputSchema>;
export type CreateLiveInterviewFormInput = z.input<typeof CreateLiveInterviewInputSchema>;

/**
 * `PUT /v1/live_interviews/{id}`: the fields given change (the candidate stays). A new start or
 * duration is a reschedule: the invitations are updated (same UID, SEQUENCE + 1).
 */
export const UpdateLiveInterviewInputSchema = z
  .object({
    position_id: fields.position_id.optional(),
    title: fields.title.optional(),
    starts_at: fields.starts_at.optional(),
    duration_minutes: fields.duration_minutes.optional(),
    time_zone: fields.time_zone.optional(),
    interviewer_ids: fields.interviewer_ids.optional(),
    location_type: fields.location_type.optional(),
    location: fields.location,
    scorecard_id: fields.scorecard_id,
    agenda: fields.agenda.optional(),
    panel_notes: fields.panel_notes,
    show_agenda_to_candidate: fields.show_agenda_to_candidate.optional(),
    certified_reviewers_only: fields.certified_reviewers_only.optional(),
    /** After the start: held (`done`) or the candidate did not come (`no_show`). */
    status: z.enum(LIVE_INTERVIEW_OUTCOMES, { error: "invalid" }).optional(),
  })
  .superRefine(refineLocation)
  .meta({ id: "UpdateLiveInterviewInput" });
export type UpdateLiveInterviewInput = z.infer<typeof UpdateLiveInterviewInputSchema>;

const queryBoolean = z
  .enum(["true", "false"], { error: "invalid" })
  .transform((value) => value === "true");

/**
 * `GET /v1/live_interviews`: `from`/`to` bound `starts_at` (upcoming: `from=now`; past:
 * `to=now&sort=-starts_at`); `mine=true` keeps those the caller is on the panel of. Interviews
 * awaiting the candidate (no start) are listed only without `from`/`to`.
 */
export const ListLiveInterviewsQuerySchema = PageQuerySchema.extend({
  from: startsAtSchema.optional(),
  to: startsAtSchema.optional(),
  position_id: uuidField.optional(),
  mine: queryBoolean.optional(),
  status: z.enum(LIVE_INTERVIEW_STATUSES, { error: "invalid" }).optional(),
  sort: z.enum(["starts_at", "-starts_at"], { error: "invalid" }).default("starts_at"),
});
export type ListLiveInterviewsQuery = z.infer<typeof ListLiveInterviewsQuerySchema>;

/** A malformed id answers 404 like a missing one (the service checks the form). */
export const LiveInterviewParamsSchema = z.object({ id: z.string().max(100) });
