import { z } from "zod";
import { UpdateCandidateInterviewInputSchema } from "./interviews";

/*
 * Inviting a candidate of the organization to a one-way interview from their profile (issue 12),
 * and the interviews one can invite to. The invitation itself is the interviews module's (the
 * same email, limits and audit trail as inviting by address from the interview's page).
 */

/** The most interviews the picker lists (open positions' interviews, newest first). */
export const INVITABLE_INTERVIEWS_MAX = 500;

/** An interview one can invite to now: its position is open and its deadline not passed. */
export const InvitableInterviewAttributesSchema = z
  .object({
    title: z.string(),
    position_id: z.string(),
    position_title: z.string(),
    /** ISO date-time; null: no deadline. */
    deadline: z.string().nullable(),
  })
  .meta({ id: "InvitableInterviewAttributes" });
export type InvitableInterviewAttributes = z.infer<typeof InvitableInterviewAttributesSchema>;

export const InvitableInterviewResourceSchema = z.object({
  id: z.string(),
  type: z.literal("invitable_interview"),
  attributes: InvitableInterviewAttributesSchema,
});
export type InvitableInterviewResource = z.infer<typeof InvitableInterviewResourceSchema>;

/** `GET /v1/prerecorded_interviews/invitable`: by position title, then interview title. */
export const InvitableInterviewListDocumentSchema = z
  .object({ data: z.array(InvitableInterviewResourceSchema) })
  .meta({ id: "InvitableInterviewListDocument" });
export type InvitableInterviewListDocument = z.infer<typeof InvitableInterviewListDocumentSchema>;

/**
 * `POST /v1/candidates/{id}/interview_invitations`: the interview, and optionally the
 * candidate's own deadline (later than now) and accommodations, set before the email goes.
 */
export const InviteCandidateInputSchema = UpdateCandidateInterviewInputSchema.extend({
  interview_id: z.uuid({
    error: (issue) => (issue.input === undefined || issue.input === null ? "blank" : "invalid"),
  }),
}).meta({ id: "InviteCandidateInput" });
export type InviteCandidateInput = z.infer<typeof InviteCandidateInputSchema>;
