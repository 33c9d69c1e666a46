import { z } from "zod";
import { requiredText } from "../rules/validation-schemas";
import {
  CANDIDATE_TAG_MAX_LENGTH,
  CandidateFilterSchema,
  candidateFilterQueryShape,
  datesInOrder,
  STAGE_KEY_MAX_LENGTH,
} from "./candidates";

/** The most candidates one bulk action or one export by ids takes (a few pages' selection). */
export const CANDIDATE_BULK_MAX = 500;
/**
 * The most candidates one bulk action by `filter` ("select all matching") changes: one statement
 * each, held in one transaction; more is refused (`{ filter: ["too_many"] }`) rather than cut.
 */
export const CANDIDATE_BULK_FILTER_MAX = 10_000;

const idsSchema = z
  .array(z.uuid({ error: "invalid" }), { error: "invalid" })
  .min(1, "blank")
  .max(CANDIDATE_BULK_MAX, "too_long")
  .transform((ids) => [...new Set(ids)]);

/**
 * `POST /v1/candidates/bulk`: what to do with the selection, given as `ids` or as the list's
 * `filter` (every candidate it finds, up to CANDIDATE_BULK_FILTER_MAX) — exactly one of them.
 */
export const BulkCandidatesInputSchema = z
  .object({
    ids: idsSchema.optional(),
    filter: CandidateFilterSchema.optional(),
    action: z.discriminatedUnion("type", [
      z.object({
        type: z.literal("move_stage"),
        position_id: z.uuid({ error: "invalid" }),
        stage: requiredText(STAGE_KEY_MAX_LENGTH),
      }),
      z.object({ type: z.literal("add_tag"), tag: requiredText(CANDIDATE_TAG_MAX_LENGTH) }),
      // The interviews module's invitation for each (the interview page's email and limits).
      z.object({ type: z.literal("invite_interview"), interview_id: z.uuid({ error: "invalid" }) }),
      // Those in the position move to its `rejected` stage; with `notify_candidate` each one
      // moved gets the organization's reject template (issue 12).
      z.object({
        type: z.literal("reject"),
        position_id: z.uuid({ error: "invalid" }),
        notify_candidate: z.boolean({ error: "invalid" }).default(false),
      }),
    ]),
  })
  .superRefine((value, ctx) => {
    if (value.ids === undefined && value.filter === undefined) {
      ctx.addIssue({ code: "custom", path: ["ids"], message: "blank" });
    } else if (value.ids !== undefined && value.filter !== undefined) {
      ctx.addIssue({ code: "custom", path: ["filter"], message: "invalid" });
    }
  })
  .meta({ id: "BulkCandidatesInput" });
export type BulkCandidatesInput = z.infer<typeof BulkCandidatesInputSchema>;

/** `invite_interview`: invited, and skipped by reason (counts). */
export const BulkInvitationResultSchema = z
  .object({
    invited: z.number().int().min(0),
    /** Invited to this interview before: nothing sent. */
    already_invited: z.number().int().min(0),
    /** Not a candidate of the organization (deleted meanwhile, or another's). */
    not_found: z.number().int().min(0),
  })
  .meta({ id: "BulkInvitationResult" });
export type BulkInvitationResult = z.infer<typeof BulkInvitationResultSchema>;

/**
 * How many candidates changed (those already there, or of another organization, did not);
 * `invitation` tells an `invite_interview` action's counts.
 */
export const BulkCandidatesResultSchema = z
  .object({
    data: z.object({
      changed: z.number().int().min(0),
      invitation: BulkInvitationResultSchema.optional(),
    }),
  })
  .meta({ id: "BulkCandidatesResult" });
export type BulkCandidatesResult = z.infer<typeof BulkCandidatesResultSchema>;

/** `GET /v1/candidates/export`: `ids` (comma-separated) or the list's filters. */
export const ExportCandidatesQuerySchema = z
  .object({
    ids: z
      .string()
      .max(CANDIDATE_BULK_MAX * 37, "too_long")
      .transform((text) => text.split(",").filter(Boolean))
      .pipe(z.array(z.uuid({ error: "invalid" })).max(CANDIDATE_BULK_MAX, "too_long"))
      .optional(),
    ...candidateFilterQueryShape,
  })
  .refine(datesInOrder, { path: ["added_to"], message: "invalid" });
export type ExportCandidatesQuery = z.infer<typeof ExportCandidatesQuerySchema>;
