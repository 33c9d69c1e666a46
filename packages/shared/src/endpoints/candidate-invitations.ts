import { z } from "zod";
import type { Permission } from "../permissions";
import {
  InvitableInterviewListDocumentSchema,
  InviteCandidateInputSchema,
} from "../schemas/candidate-invitations";
import { CandidateInterviewDocumentSchema } from "../schemas/interviews";
import { defineEndpoint } from "./define-endpoint";

const tags = ["candidates"] as const;
/** Like inviting from the interview's page (SPEC §6): admins and HR managers. */
const MANAGERS: readonly Permission[] = ["admin", "hr_manager"];
const IdParamsSchema = z.object({ id: z.string().max(100) });

/** Inviting a candidate of the organization to a one-way interview from their profile (issue 12). */
export const candidateInvitationsEndpoints = {
  listInvitableInterviews: defineEndpoint({
    operationId: "listInvitableInterviews",
    method: "GET",
    path: "/prerecorded_interviews/invitable",
    tags,
    summary:
      "The organization's one-way interviews one can invite to now (open position, deadline not passed), by position then title",
    access: "member",
    permissions: MANAGERS,
    responses: { 200: InvitableInterviewListDocumentSchema },
  }),
  inviteCandidate: defineEndpoint({
    operationId: "inviteCandidate",
    method: "POST",
    path: "/candidates/:id/interview_invitations",
    tags,
    summary:
      "Invite the candidate to a one-way interview (the interview page's invitation email, with an optional own deadline and accommodations); they join the position at the One-way interview stage. 422 candidate_already_invited, interview_deadline_passed, interview_closed or interview_scorecard_required (neither the interview nor its position has a scorecard); 404 for another organization's candidate or interview",
    access: "member",
    permissions: MANAGERS,
    params: IdParamsSchema,
    body: InviteCandidateInputSchema,
    responses: { 201: CandidateInterviewDocumentSchema },
    errors: [404, 429],
  }),
} as const;
