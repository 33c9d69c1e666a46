import { z } from "zod";
import { CANDIDATE_INTERVIEW_STATUSES } from "../rules/interviews";
import { emailSchema, optionalText, requiredText, urlSchema } from "../rules/validation-schemas";
import {
  CursorQuerySchema,
  documentSchema,
  listDocumentSchema,
  NextCursorSchema,
  PageQuerySchema,
  resourceSchema,
} from "./jsonapi";

/*
 * Candidates (issue 12): one record per person per organization, the positions they are in at a
 * stage of the organization's pipeline, the team's notes and a timeline.
 */

/** How a candidate came in. */
export const CANDIDATE_SOURCES = [
  "manual",
  "interview_invitation",
  "public_link",
  "import",
  /** Applied on the organization's public careers page (issue 14). */
  "careers_page",
] as const;
export type CandidateSource = (typeof CANDIDATE_SOURCES)[number];

/**
 * The pipeline every organization starts with. `key` is stable (stored on candidate positions);
 * the name is the English default an admin may rename.
 */
export const DEFAULT_PIPELINE_STAGES = [
  { key: "applied", name: "Applied" },
  { key: "one_way_interview", name: "One-way interview" },
  { key: "live_interview", name: "Live interview" },
  { key: "offer", name: "Offer" },
  { key: "hired", name: "Hired" },
  { key: "rejected", name: "Rejected" },
] as const;
/** Where a candidate added to a position without a stage starts. */
export const INITIAL_STAGE_KEY = "applied";
/** Where inviting to a one-way interview puts a candidate not yet in the position. */
export const INTERVIEW_STAGE_KEY = "one_way_interview";

/** What the timeline records (payloads in comments). */
export const CANDIDATE_EVENT_KINDS = [
  /** `{ source }` */
  "created",
  /** `{ changes: { <field>: { from, to } } }` */
  "updated",
  /** `{ candidate_position_id, position_id, position_title, stage }` */
  "position_added",
  /** `{ candidate_position_id, position_id, position_title, from, to }` */
  "stage_changed",
  /** `{ note_id }` */
  "note_added",
  /** `{ interview_id, position_id }` (and `interview_title` since issue 12's profile invite) */
  "interview_invited",
  /** `{ file_name, size }`: a first résumé */
  "resume_uploaded",
  /** `{ file_name, size, previous_file_name }` */
  "resume_replaced",
  /** `{ file_name }` */
  "resume_removed",
  /** `{ note_id, user_id, user_name }`: a member mentioned in a note (and emailed) */
  "mentioned",
  /** `{ subject, to, kind? }`: a message sent from the profile, a reject or a bulk reject. */
  "email_sent",
  /** `{ live_interview_id, title, position_id, position_title, starts_at, time_zone }` */
  "live_interview_scheduled",
  /** The same, with `previous_starts_at` */
  "live_interview_rescheduled",
  /** `{ live_interview_id, title, position_id, position_title, starts_at }` */
  "live_interview_cancelled",
  /** `{ live_interview_id, title, position_id, position_title }`: an interviewer's scorecard */
  "live_feedback_submitted",
] as const;
export type CandidateEventKind = (typeof CANDIDATE_EVENT_KINDS)[number];

export const CANDIDATE_NAME_MAX_LENGTH = 100;
export const CANDIDATE_PHONE_MAX_LENGTH = 50;
export const CANDIDATE_LOCATION_MAX_LENGTH = 200;
export const CANDIDATE_LINKS_MAX = 10;
export const CANDIDATE_TAGS_MAX = 20;
export const CANDIDATE_TAG_MAX_LENGTH = 50;
export const CANDIDATE_SEARCH_MAX_LENGTH = 100;
/** Characters of a note's HTML as sent, before the server sanitizes it. */
export const CANDIDATE_NOTE_MAX_LENGTH = 20_000;
export const STAGE_KEY_MAX_LENGTH = 100;

// ---- Shapes ----

/** A position the candidate is in, and where. */
export const CandidatePositionAttributesSchema = z
  .object({
    candidate_id: z.string(),
    position_id: z.string(),
    position_title: z.string(),
    /** The stage's stable key (`meta.stages` of the list names them). */
    stage: z.string(),
    stage_name: z.string(),
    stage_changed_at: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "CandidatePositionAttributes" });
export type CandidatePositionAttributes = z.infer<typeof CandidatePositionAttributesSchema>;
export const CandidatePositionResourceSchema = resourceSchema(
  "candidate_position",
  CandidatePositionAttributesSchema,
);
export const CandidatePositionDocumentSchema = documentSchema(CandidatePositionResourceSchema).meta(
  { id: "CandidatePositionDocument" },
);

export const CandidateAttributesSchema = z
  .object({
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    location: z.string().nullable(),
    links: z.array(z.string()),
    tags: z.array(z.string()),
    source: z.enum(CANDIDATE_SOURCES),
    /** Every position the candidate is in, with its candidate position's id. */
    positions: z.array(CandidatePositionAttributesSchema.extend({ id: z.string() })),
    /** The newest of: a change here, a note, a stage move, an interview's progress. */
    latest_activity_at: z.string(),
    /**
     * The mean of the submitted reviews' averages (1–10) over the candidate interviews the caller
     * has submitted a review of: the review page's blind-until-submitted rule. Null when none.
     */
    average_score: z.number().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "CandidateAttributes" });
export type CandidateAttributes = z.infer<typeof CandidateAttributesSchema>;
export const CandidateResourceSchema = resourceSchema("candidate", CandidateAttributesSchema);
export const CandidateDocumentSchema = documentSchema(CandidateResourceSchema).meta({
  id: "CandidateDocument",
});

/** A stage of the organization's pipeline, in order. */
export const PipelineStageSchema = z
  .object({ key: z.string(), name: z.string(), position: z.number().int().min(0) })
  .meta({ id: "PipelineStage" });
export type PipelineStage = z.infer<typeof PipelineStageSchema>;

/** The most candidates a search finds that are still counted by stage (decision 0053). */
export const CANDIDATE_SEARCH_STAGE_COUNT_CAP = 1000;

/**
 * `GET /v1/candidates`: a page; `count_by_stage` counts the candidate positions of the
 * candidates matching `q` and `position_id` by stage (every stage of the pipeline present, 0
 * where nobody is), `stages` is the pipeline in order. A search that finds more than
 * CANDIDATE_SEARCH_STAGE_COUNT_CAP candidates is not counted by stage: `count_by_stage` is then
 * empty (decision 0053). `meta.pagy.count` is always exact. `next_cursor` is sent in the orders
 * by date added (decision 0058); the orders by name page by number.
 */
export const CandidateListDocumentSchema = listDocumentSchema(CandidateResourceSchema, {
  count_by_stage: z.record(z.string(), z.number().int().min(0)),
  stages: z.array(PipelineStageSchema),
  next_cursor: NextCursorSchema,
}).meta({ id: "CandidateListDocument" });

export const CandidateNoteAuthorSchema = z
  .object({ id: z.string(), first_name: z.string(), last_name: z.string(), email: z.string() })
  .meta({ id: "CandidateNoteAuthor" });
export const CandidateNoteAttributesSchema = z
  .object({
    candidate_id: z.string(),
    /** Sanitized HTML of the editor's formats. */
    description: z.string(),
    /** Null once the author's account is gone. */
    author: CandidateNoteAuthorSchema.nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "CandidateNoteAttributes" });
export const CandidateNoteResourceSchema = resourceSchema(
  "candidate_note",
  CandidateNoteAttributesSchema,
);
export const CandidateNoteDocumentSchema = documentSchema(CandidateNoteResourceSchema).meta({
  id: "CandidateNoteDocument",
});
/** `GET /v1/candidates/{id}/notes`: every note, newest first (not paginated). */
export const CandidateNoteListDocumentSchema = z
  .object({ data: z.array(CandidateNoteResourceSchema) })
  .meta({ id: "CandidateNoteListDocument" });

export const CandidateEventAttributesSchema = z
  .object({
    kind: z.enum(CANDIDATE_EVENT_KINDS),
    payload: z.record(z.string(), z.unknown()),
    /** Null for the system or a member whose account is gone. */
    actor: CandidateNoteAuthorSchema.nullable(),
    at: z.string(),
  })
  .meta({ id: "CandidateEventAttributes" });
export const CandidateEventListDocumentSchema = listDocumentSchema(
  resourceSchema("candidate_event", CandidateEventAttributesSchema),
).meta({ id: "CandidateEventListDocument" });

// ---- Input ----

const nullableText = (max: number) => optionalText(max).nullable();

const candidateFields = {
  phone: nullableText(CANDIDATE_PHONE_MAX_LENGTH),
  location: nullableText(CANDIDATE_LOCATION_MAX_LENGTH),
  links: z
    .array(urlSchema, { error: "invalid" })
    .max(CANDIDATE_LINKS_MAX, "too_long")
    .transform((links) => [...new Set(links)])
    .optional(),
  tags: z
    .array(requiredText(CANDIDATE_TAG_MAX_LENGTH), { error: "invalid" })
    .max(CANDIDATE_TAGS_MAX, "too_long")
    .transform((tags) => [...new Set(tags)])
    .optional(),
};

/** `POST /v1/candidates`: a person added by hand; an address already in the organization is `taken`. */
export const CreateCandidateInputSchema = z
  .object({
    first_name: requiredText(CANDIDATE_NAME_MAX_LENGTH),
    last_name: requiredText(CANDIDATE_NAME_MAX_LENGTH),
    email: emailSchema,
    ...candidateFields,
  })
  .meta({ id: "CreateCandidateInput" });
export type CreateCandidateInput = z.infer<typeof CreateCandidateInputSchema>;

/** `PUT /v1/candidates/{id}`: the fields given change; null clears an optional one. */
export const UpdateCandidateInputSchema = z
  .object({
    first_name: requiredText(CANDIDATE_NAME_MAX_LENGTH).optional(),
    last_name: requiredText(CANDIDATE_NAME_MAX_LENGTH).optional(),
    email: emailSchema.optional(),
    ...candidateFields,
  })
  .meta({ id: "UpdateCandidateInput" });
export type UpdateCandidateInput = z.infer<typeof UpdateCandidateInputSchema>;

/**
 * The list's orders. Each is served by an index of `candidates` (organization_id first, then the
 * key, then `id` as the tie-breaker that keeps pages stable) so it stays fast at 100,000
 * candidates. Not offered: the latest activity and the average score, which are computed per
 * page (interview progress, the caller's own reviews) and have no column an index could order by;
 * the positions and stages, which are many per candidate.
 */
export const CANDIDATE_SORTS = ["-created_at", "created_at", "last_name", "-last_name"] as const;
export type CandidateSort = (typeof CANDIDATE_SORTS)[number];
export const DEFAULT_CANDIDATE_SORT: CandidateSort = "-created_at";

const dateSchema = z.iso.date({ error: "invalid" });

/**
 * The list's filters, shared by `GET /v1/candidates`, the export and the bulk action's `filter`
 * so all three find the same candidates. `awaiting_my_review` is given by the caller (a query
 * string's "true"/"false", or a JSON boolean).
 */
function candidateFilterShape<Awaiting extends z.ZodType>(awaiting: Awaiting) {
  return {
    q: z.string().trim().max(CANDIDATE_SEARCH_MAX_LENGTH, "too_long").optional(),
    position_id: z.uuid({ error: "invalid" }).optional(),
    stage: z.string().trim().max(STAGE_KEY_MAX_LENGTH, "too_long").optional(),
    /** Keeps those with at least one one-way interview in this status. */
    interview_status: z.enum(CANDIDATE_INTERVIEW_STATUSES, { error: "invalid" }).optional(),
    /**
     * True keeps those with a completed, undecided interview the caller has not submitted a
     * review of (the caller's review queue); false or absent does not filter.
     */
    awaiting_my_review: awaiting.optional(),
    /** Keeps those with this tag (exactly as written). */
    tag: z.string().trim().max(CANDIDATE_TAG_MAX_LENGTH, "too_long").optional(),
    /** Added on or after this day (UTC), `YYYY-MM-DD`. */
    added_from: dateSchema.optional(),
    /** Added on or before this day (UTC), `YYYY-MM-DD`; before `added_from` is invalid. */
    added_to: dateSchema.optional(),
  };
}

/** `added_to` before `added_from` is `{ added_to: ["invalid"] }`. */
export function datesInOrder(value: { added_from?: string; added_to?: string }) {
  return !value.added_from || !value.added_to || value.added_from <= value.added_to;
}
const DATES_IN_ORDER_ERROR = { path: ["added_to"], message: "invalid" };

/** The filters as a query string writes them (`awaiting_my_review=true`). */
export const candidateFilterQueryShape = candidateFilterShape(
  z.enum(["true", "false"], { error: "invalid" }).transform((value) => value === "true"),
);

/** The filters as a JSON body writes them (`"awaiting_my_review": true`). */
export const CandidateFilterSchema = z
  .object(candidateFilterShape(z.boolean({ error: "invalid" })))
  .refine(datesInOrder, DATES_IN_ORDER_ERROR)
  .meta({ id: "CandidateFilter" });
export type CandidateFilter = z.infer<typeof CandidateFilterSchema>;

/**
 * `GET /v1/candidates`: `q` is the start of a first name, last name, full name ("ada lov") or
 * address; `position_id` and `stage` keep the candidates in that position, at that stage, or
 * both (in that position at that stage); the other filters as described on their fields, all
 * combined. `sort` one of CANDIDATE_SORTS (newest first by default). `cursor`, a `next_cursor`
 * of the same order, continues after that page (decision 0058); `page` then only numbers it.
 */
export const ListCandidatesQuerySchema = PageQuerySchema.extend({
  ...CursorQuerySchema.shape,
  ...candidateFilterQueryShape,
  sort: z.enum(CANDIDATE_SORTS, { error: "invalid" }).default(DEFAULT_CANDIDATE_SORT),
}).refine(datesInOrder, DATES_IN_ORDER_ERROR);
export type ListCandidatesQuery = z.infer<typeof ListCandidatesQuerySchema>;

/** A note: rich text of the editor's formats; `blank` when it says nothing. */
export const CandidateNoteInputSchema = z
  .object({
    description: z
      .string({ error: "blank" })
      .max(CANDIDATE_NOTE_MAX_LENGTH, "too_long")
      .refine((html) => html.replace(/<[^>]*>|&nbsp;/g, "").trim() !== "", "blank"),
  })
  .meta({ id: "CandidateNoteInput" });
export type CandidateNoteInput = z.infer<typeof CandidateNoteInputSchema>;

/** `POST /v1/candidate_positions`: the candidate into a position, at `stage` or the first one. */
export const CreateCandidatePositionInputSchema = z
  .object({
    candidate_id: z.uuid({ error: "invalid" }),
    position_id: z.uuid({ error: "invalid" }),
    stage: requiredText(STAGE_KEY_MAX_LENGTH).optional(),
  })
  .meta({ id: "CreateCandidatePositionInput" });
export type CreateCandidatePositionInput = z.infer<typeof CreateCandidatePositionInputSchema>;

/** `PUT /v1/candidate_positions/{id}`: a move to another stage (recorded in the timeline). */
export const UpdateCandidatePositionInputSchema = z
  .object({ stage: requiredText(STAGE_KEY_MAX_LENGTH) })
  .meta({ id: "UpdateCandidatePositionInput" });
export type UpdateCandidatePositionInput = z.infer<typeof UpdateCandidatePositionInputSchema>;
