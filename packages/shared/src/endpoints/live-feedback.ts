import { z } from "zod";
import type { Permission } from "../permissions";
import {
  CandidateLiveFeedbackListDocumentSchema,
  LiveFeedbackDocumentSchema,
  LiveFeedbackDueListDocumentSchema,
  LiveFeedbackInputSchema,
} from "../schemas/live-feedback";
import { defineEndpoint } from "./define-endpoint";

// Any member reads what they may see (a reviewer only on the panel, else 404); only panel
// members write their own feedback (decision 0032).
const tags = ["live-interviews"] as const;
const MANAGERS: readonly Permission[] = ["admin", "hr_manager"];
const IdParamsSchema = z.object({ id: z.string().max(100) });

/** Feedback after a live interview: each interviewer's scorecard, blind until their own is in. */
export const liveFeedbackEndpoints = {
  listLiveFeedbackDue: defineEndpoint({
    operationId: "listLiveFeedbackDue",
    method: "GET",
    path: "/live_interviews/feedback_due",
    tags,
    summary:
      "The caller's ended live interviews whose feedback they have not submitted, oldest first",
    access: "member",
    responses: { 200: LiveFeedbackDueListDocumentSchema },
  }),
  getLiveFeedback: defineEndpoint({
    operationId: "getLiveFeedback",
    method: "GET",
    path: "/live_interviews/:id/feedback",
    tags,
    summary:
      "The scorecard, the caller's feedback, and the others' with the average once the caller submitted theirs",
    access: "member",
    params: IdParamsSchema,
    responses: { 200: LiveFeedbackDocumentSchema },
  }),
  saveLiveFeedback: defineEndpoint({
    operationId: "saveLiveFeedback",
    method: "PUT",
    path: "/live_interviews/:id/feedback",
    tags,
    summary: "Save the caller's feedback as a draft (panel members only)",
    access: "member",
    params: IdParamsSchema,
    body: LiveFeedbackInputSchema,
    responses: { 200: LiveFeedbackDocumentSchema },
  }),
  submitLiveFeedback: defineEndpoint({
    operationId: "submitLiveFeedback",
    method: "POST",
    path: "/live_interviews/:id/feedback/submit",
    tags,
    summary:
      "Submit the caller's feedback (every criterion rated); it no longer changes and the others' become visible",
    access: "member",
    params: IdParamsSchema,
    body: LiveFeedbackInputSchema,
    responses: { 200: LiveFeedbackDocumentSchema },
  }),
  listCandidateLiveFeedback: defineEndpoint({
    operationId: "listCandidateLiveFeedback",
    method: "GET",
    path: "/candidates/:id/live_feedback",
    tags,
    summary:
      "A candidate's live interviews with their feedback progress and, by the blind rule, the average",
    access: "member",
    permissions: MANAGERS,
    params: IdParamsSchema,
    responses: { 200: CandidateLiveFeedbackListDocumentSchema },
  }),
} as const;
