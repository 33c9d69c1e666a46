import { z } from "zod";
import { TYPEAHEAD_MAX_RESULTS } from "../constants";
import { optionalText, requiredText } from "../rules/validation-schemas";
import {
  CursorQuerySchema,
  documentSchema,
  listDocumentSchema,
  NextCursorSchema,
  PageQuerySchema,
  resourceSchema,
} from "./jsonapi";
import { PipelineStageCountSchema } from "./pipeline-stages";

/** A position's life: drafted, open (counts against the plan's limit, SPEC §4), closed. */
export const POSITION_STATUSES = ["draft", "open", "closed"] as const;
export type PositionStatus = (typeof POSITION_STATUSES)[number];

export const LOCATION_TYPES = ["on_site", "remote", "hybrid"] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

export const EMPLOYMENT_TYPES = [
  "full_time",
  "part_time",
  "contract",
  "internship",
  "temporary",
] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/**
 * The stages of a candidate's way through a position. Every count by stage has every key (0 when
 * nobody is there), so the web app can draw the pipeline before candidates exist.
 */
export const CANDIDATE_STAGES = [
  "invited",
  "in_progress",
  "completed",
  "shortlisted",
  "hired",
  "rejected",
] as const;
export type CandidateStage = (typeof CANDIDATE_STAGES)[number];
export type CandidateCountByStage = Record<CandidateStage, number>;

export function emptyCandidateCounts(): CandidateCountByStage {
  return Object.fromEntries(CANDIDATE_STAGES.map((stage) => [stage, 0])) as CandidateCountByStage;
}

export const POSITION_SORTS = ["created_at", "title", "status", "opened_at"] as const;
export type PositionSort = (typeof POSITION_SORTS)[number];
export const SORT_DIRECTIONS = ["asc", "desc"] as const;

export const POSITION_TITLE_MAX_LENGTH = 150;
export const POSITION_DEPARTMENT_MAX_LENGTH = 100;
export const POSITION_LOCATION_MAX_LENGTH = 200;
/** Characters of the description's HTML as sent, before the server sanitizes it. */
export const POSITION_DESCRIPTION_MAX_LENGTH = 20_000;
export const HIRING_TEAM_MAX_MEMBERS = 50;
export const BULK_CLOSE_MAX_IDS = 100;
export const POSITION_SEARCH_MAX_LENGTH = 100;
export const LATEST_POSITIONS_DEFAULT = 5;
export const LATEST_POSITIONS_MAX = 20;

/** Error codes of the positions calls (besides `validation_failed`, `not_found`…). */
export const POSITION_ERROR_CODES = ["positions_limit_reached"] as const;

// ---- Shapes ----

/** A member as a position shows them (owner, hiring team). */
export const PositionMemberSchema = z
  .object({
    id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
  })
  .meta({ id: "PositionMember" });
export type PositionMember = z.infer<typeof PositionMemberSchema>;

export const IndustryAttributesSchema = z
  .object({ name: z.string() })
  .meta({ id: "IndustryAttributes" });
export const IndustryResourceSchema = resourceSchema("industry", IndustryAttributesSchema);
/** `GET /v1/industries`: every industry, in display order (not paginated). */
export const IndustryListDocumentSchema = z
  .object({ data: z.array(IndustryResourceSchema) })
  .meta({ id: "IndustryListDocument" });

const CandidateCountByStageSchema = z
  .object(Object.fromEntries(CANDIDATE_STAGES.map((stage) => [stage, z.number().int().min(0)])))
  .meta({ id: "CandidateCountByStage" });

export const PositionAttributesSchema = z
  .object({
    title: z.string(),
    /** Sanitized HTML (paragraphs, headings 1–3, bold, italic, underline, lists); "" if none. */
    description: z.string(),
    department: z.string().nullable(),
    location_type: z.enum(LOCATION_TYPES).nullable(),
    /** The place, e.g. "Milan" or "Europe". */
    location: z.string().nullable(),
    employment_type: z.enum(EMPLOYMENT_TYPES).nullable(),
    industry: z.object({ id: z.string(), name: z.string() }).nullable(),
    status: z.enum(POSITION_STATUSES),
    /** Shown on the organization's careers page while open (issue 14). */
    is_public: z.boolean(),
    /** Its interviews' reviewers use it when an interview has no scorecard of its own. */
    scorecard_id: z.string().nullable(),
    /** Null when there is none or the owner's account is gone. */
    owner: PositionMemberSchema.nullable(),
    hiring_team: z.array(PositionMemberSchema),
    opened_at: z.string().nullable(),
    closed_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
    /** Candidate interviews of the position's one-way interviews, by their progress. */
    candidates_count: z.number().int().min(0),
    candidates_count_by_stage: CandidateCountByStageSchema,
    /**
     * Every stage of the organization's pipeline, in order, with the candidates of the position
     * there (candidate positions; decision 0018).
     */
    pipeline: z.array(PipelineStageCountSchema),
  })
  .meta({ id: "PositionAttributes" });
export type PositionAttributes = z.infer<typeof PositionAttributesSchema>;

export const PositionResourceSchema = resourceSchema("position", PositionAttributesSchema);
export const PositionDocumentSchema = documentSchema(PositionResourceSchema).meta({
  id: "PositionDocument",
});

export const CountByStatusSchema = z
  .object({
    draft: z.number().int().min(0),
    open: z.number().int().min(0),
    closed: z.number().int().min(0),
  })
  .meta({ id: "PositionCountByStatus" });
export type CountByStatus = z.infer<typeof CountByStatusSchema>;

/**
 * `GET /v1/positions`: a page, with the counts by status of every position matching `q`.
 * `next_cursor` is sent for the orders by creation and by title (decision 0047); the others page
 * by number.
 */
export const PositionListDocumentSchema = listDocumentSchema(PositionResourceSchema, {
  count_by_status: CountByStatusSchema,
  next_cursor: NextCursorSchema,
}).meta({ id: "PositionListDocument" });

/** `GET /v1/positions/latest`: the newest positions, not paginated. */
export const LatestPositionsDocumentSchema = z
  .object({ data: z.array(PositionResourceSchema) })
  .meta({ id: "LatestPositionsDocument" });

/** `GET /v1/positions/search`: what a typeahead needs. */
export const PositionSearchResultSchema = resourceSchema(
  "position",
  z.object({ title: z.string(), status: z.enum(POSITION_STATUSES) }),
);
export const PositionSearchDocumentSchema = z
  .object({ data: z.array(PositionSearchResultSchema) })
  .meta({ id: "PositionSearchDocument" });

export const BulkClosePositionsDocumentSchema = z
  .object({
    data: z.object({
      /** Closed by this call. */
      closed_ids: z.array(z.string()),
      /** The caller's positions that were closed already. */
      already_closed_ids: z.array(z.string()),
      /** Unknown ids, and ids of other organizations' positions: nothing was done to them. */
      not_found_ids: z.array(z.string()),
    }),
  })
  .meta({ id: "BulkClosePositionsDocument" });
export type BulkClosePositionsResult = z.infer<typeof BulkClosePositionsDocumentSchema>["data"];

export const PositionStatsAttributesSchema = z
  .object({
    total: z.number().int().min(0),
    count_by_status: CountByStatusSchema,
    opened_last_30_days: z.number().int().min(0),
    closed_last_30_days: z.number().int().min(0),
    candidates_count: z.number().int().min(0),
    candidates_count_by_stage: CandidateCountByStageSchema,
  })
  .meta({ id: "PositionStatsAttributes" });
export type PositionStatsAttributes = z.infer<typeof PositionStatsAttributesSchema>;
export const PositionStatsDocumentSchema = documentSchema(
  resourceSchema("position_stats", PositionStatsAttributesSchema),
).meta({ id: "PositionStatsDocument" });

/** The polled limit (SPEC §4): `exceeded` when above a maximum, `reached` when none may open. */
export const PositionsLimitAttributesSchema = z
  .object({
    kind: z.string(),
    /** Null means unlimited. */
    max_positions_count: z.number().int().min(0).nullable(),
    active_positions_count: z.number().int().min(0),
    /** Positions that may still open; null means unlimited. */
    remaining: z.number().int().min(0).nullable(),
    reached: z.boolean(),
    exceeded: z.boolean(),
  })
  .meta({ id: "PositionsLimitAttributes" });
export type PositionsLimitAttributes = z.infer<typeof PositionsLimitAttributesSchema>;
export const PositionsLimitDocumentSchema = documentSchema(
  resourceSchema("positions_limit", PositionsLimitAttributesSchema),
).meta({ id: "PositionsLimitDocument" });

// ---- Input ----

const nullableText = (max: number) => optionalText(max).nullable();
const memberIdSchema = z.uuid({ error: "invalid" });

const positionFields = {
  description: z
    .string({ error: "invalid" })
    .max(POSITION_DESCRIPTION_MAX_LENGTH, "too_long")
    .nullable()
    .optional(),
  department: nullableText(POSITION_DEPARTMENT_MAX_LENGTH),
  location_type: z.enum(LOCATION_TYPES, { error: "invalid" }).nullable().optional(),
  location: nullableText(POSITION_LOCATION_MAX_LENGTH),
  employment_type: z.enum(EMPLOYMENT_TYPES, { error: "invalid" }).nullable().optional(),
  industry_id: z.string({ error: "invalid" }).max(100, "invalid").nullable().optional(),
  owner_id: memberIdSchema.nullable().optional(),
  hiring_team_ids: z
    .array(memberIdSchema, { error: "invalid" })
    .max(HIRING_TEAM_MAX_MEMBERS, "too_long")
    .transform((ids) => [...new Set(ids)])
    .optional(),
  /** On the careers page while open; false (the default) keeps it off. */
  is_public: z.boolean({ error: "invalid" }).optional(),
};

/**
 * `POST /v1/positions`: only `title` is needed. A position starts as a draft unless `status` is
 * `open`; the owner is the creator unless `owner_id` names another member (or null for none).
 */
export const CreatePositionInputSchema = z
  .object({
    title: requiredText(POSITION_TITLE_MAX_LENGTH),
    status: z.enum(["draft", "open"], { error: "invalid" }).optional(),
    ...positionFields,
  })
  .meta({ id: "CreatePositionInput" });
export type CreatePositionInput = z.infer<typeof CreatePositionInputSchema>;

/** `PUT /v1/positions/{id}`: the fields given change; null clears an optional field. */
export const UpdatePositionInputSchema = z
  .object({
    title: requiredText(POSITION_TITLE_MAX_LENGTH).optional(),
    status: z.enum(POSITION_STATUSES, { error: "invalid" }).optional(),
    ...positionFields,
  })
  .meta({ id: "UpdatePositionInput" });
export type UpdatePositionInput = z.infer<typeof UpdatePositionInputSchema>;

/** `GET /v1/positions`: search on title and department, one status, a sort, a page. */
export const ListPositionsQuerySchema = PageQuerySchema.extend({
  q: z.string().trim().max(POSITION_SEARCH_MAX_LENGTH, "too_long").optional(),
  status: z.enum(POSITION_STATUSES, { error: "invalid" }).optional(),
  sort: z.enum(POSITION_SORTS, { error: "invalid" }).default("created_at"),
  direction: z.enum(SORT_DIRECTIONS, { error: "invalid" }).default("desc"),
  ...CursorQuerySchema.shape,
});
export type ListPositionsQuery = z.infer<typeof ListPositionsQuerySchema>;

/** `GET /v1/positions/search?q=`: titles matching `q`, at most 100 (SPEC §9 typeahead). */
export const SearchPositionsQuerySchema = z.object({
  q: z.string().trim().max(POSITION_SEARCH_MAX_LENGTH, "too_long").default(""),
  status: z.enum(POSITION_STATUSES, { error: "invalid" }).optional(),
  limit: z.coerce.number().int().min(1).max(TYPEAHEAD_MAX_RESULTS).default(TYPEAHEAD_MAX_RESULTS),
});
export type SearchPositionsQuery = z.infer<typeof SearchPositionsQuerySchema>;

export const LatestPositionsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(LATEST_POSITIONS_MAX).default(LATEST_POSITIONS_DEFAULT),
});

/** `POST /v1/positions/bulk_close`. */
export const BulkClosePositionsInputSchema = z
  .object({
    ids: z
      .array(z.string({ error: "invalid" }).max(100, "invalid"), { error: "required" })
      .min(1, "required")
      .max(BULK_CLOSE_MAX_IDS, "too_long")
      .transform((ids) => [...new Set(ids)]),
  })
  .meta({ id: "BulkClosePositionsInput" });
export type BulkClosePositionsInput = z.infer<typeof BulkClosePositionsInputSchema>;
