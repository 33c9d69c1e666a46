import { z } from "zod";
import { requiredText } from "../rules/validation";
import {
  CANDIDATE_SEARCH_MAX_LENGTH,
  CANDIDATE_TAG_MAX_LENGTH,
  STAGE_KEY_MAX_LENGTH,
} from "./candidates";

/** The most candidates one bulk action or one export by ids takes (a few pages' selection). */
export const CANDIDATE_BULK_MAX = 500;

const idsSchema = z
  .array(z.uuid({ error: "invalid" }), { error: "invalid" })
  .min(1, "blank")
  .max(CANDIDATE_BULK_MAX, "too_long")
  .transform((ids) => [...new Set(ids)]);

/** `POST /v1/candidates/bulk`: what to do with the selection. */
export const BulkCandidatesInputSchema = z
  .object({
    ids: idsSchema,
    action: z.discriminatedUnion("type", [
      z.object({
        type: z.literal("move_stage"),
        position_id: z.uuid({ error: "invalid" }),
        stage: requiredText(STAGE_KEY_MAX_LENGTH),
      }),
      z.object({ type: z.literal("add_tag"), tag: requiredText(CANDIDATE_TAG_MAX_LENGTH) }),
      // Those in the position move to its `rejected` stage; with `notify_candidate` each one
      // moved gets the organization's reject template (issue 12).
      z.object({
        type: z.literal("reject"),
        position_id: z.uuid({ error: "invalid" }),
        notify_candidate: z.boolean({ error: "invalid" }).default(false),
      }),
    ]),
  })
  .meta({ id: "BulkCandidatesInput" });
export type BulkCandidatesInput = z.infer<typeof BulkCandidatesInputSchema>;

/** How many candidates changed (those already there, or of another organization, did not). */
export const BulkCandidatesResultSchema = z
  .object({ data: z.object({ changed: z.number().int().min(0) }) })
  .meta({ id: "BulkCandidatesResult" });

/** `GET /v1/candidates/export`: `ids` (comma-separated) or the list's filters. */
export const ExportCandidatesQuerySchema = z.object({
  ids: z
    .string()
    .max(CANDIDATE_BULK_MAX * 37, "too_long")
    .transform((text) => text.split(",").filter(Boolean))
    .pipe(z.array(z.uuid({ error: "invalid" })).max(CANDIDATE_BULK_MAX, "too_long"))
    .optional(),
  q: z.string().trim().max(CANDIDATE_SEARCH_MAX_LENGTH, "too_long").optional(),
  position_id: z.uuid({ error: "invalid" }).optional(),
  stage: z.string().trim().max(STAGE_KEY_MAX_LENGTH, "too_long").optional(),
});
export type ExportCandidatesQuery = z.infer<typeof ExportCandidatesQuerySchema>;
