import { z } from "zod";
import type { Permission } from "../permissions";
import {
  CandidateInterviewDocumentSchema,
  CandidateInterviewListDocumentSchema,
  CreateInvitationsInputSchema,
  DecisionInputSchema,
  InvitationResultsDocumentSchema,
  ListCandidateInterviewsQuerySchema,
  UpdateCandidateInterviewInputSchema,
} from "../schemas/interviews";
import { defineEndpoint } from "./define-endpoint";

// The interviews feature's hiring side of its candidates: the same feature, so the same tag.
const tags = ["interviews"] as const;
/** Admins and HR managers invite, remind, extend and decide (SPEC §6); every member lists. */
const MANAGERS: readonly Permission[] = ["admin", "hr_manager"];
const IdParamsSchema = z.object({ id: z.string().max(100) });

/**
 * The hiring side of candidate interviews: an interview's candidates, invitations, reminders,
 * deadline extensions and accommodations, and decisions. (The review view of one candidate
 * interview is in `reviews.ts`; the candidate's own calls live under `/mine`.)
 */
export const interviewCandidatesEndpoints = {
  listInterviewCandidates: defineEndpoint({
    operationId: "listInterviewCandidates",
    method: "GET",
    path: "/prerecorded_interviews/:id/candidate_interviews",
    tags,
    summary:
      "An interview's candidates, newest invitation first, by `status`; meta.count_by_status counts all six statuses",
    access: "member",
    params: IdParamsSchema,
    query: ListCandidateInterviewsQuerySchema,
    responses: { 200: CandidateInterviewListDocumentSchema },
  }),
  inviteInterviewCandidates: defineEndpoint({
    operationId: "inviteInterviewCandidates",
    method: "POST",
    path: "/prerecorded_interviews/:id/invitations",
    tags,
    summary:
      "Invite candidates by email (admins, HR managers): each new address gets a personal link; one invited before is reported as already_invited. 422 interview_deadline_passed, interview_closed, or interview_scorecard_required while neither the interview nor its position has a scorecard (reviewers would have nothing to rate)",
    access: "member",
    permissions: MANAGERS,
    params: IdParamsSchema,
    body: CreateInvitationsInputSchema,
    responses: { 200: InvitationResultsDocumentSchema },
    errors: [429],
  }),
  remindInterviewCandidate: defineEndpoint({
    operationId: "remindInterviewCandidate",
    method: "POST",
    path: "/candidate_interviews/:id/remind",
    tags,
    summary:
      "Email the candidate a reminder now (admins, HR managers); 422 candidate_interview_completed once they have completed",
    access: "member",
    permissions: MANAGERS,
    params: IdParamsSchema,
    responses: { 200: CandidateInterviewDocumentSchema },
    errors: [429],
  }),
  updateInterviewCandidate: defineEndpoint({
    operationId: "updateInterviewCandidate",
    method: "PUT",
    path: "/candidate_interviews/:id",
    tags,
    summary:
      "A candidate's own deadline and accommodations (admins, HR managers); accommodations only before they start (422 candidate_interview_started)",
    access: "member",
    permissions: MANAGERS,
    params: IdParamsSchema,
    body: UpdateCandidateInterviewInputSchema,
    responses: { 200: CandidateInterviewDocumentSchema },
  }),
  decideInterviewCandidate: defineEndpoint({
    operationId: "decideInterviewCandidate",
    method: "POST",
    path: "/candidate_interviews/:id/decision",
    tags,
    summary:
      "Advance, reject or hold a candidate who completed (any member who reviews); optionally email them. Advance moves the candidate from the One-way interview stage of the position's pipeline to the next one (decision 0018)",
    access: "member",
    params: IdParamsSchema,
    body: DecisionInputSchema,
    responses: { 200: CandidateInterviewDocumentSchema },
  }),
} as const;
