import { z } from "zod";
import {
  AcceptConsentInputSchema,
  CandidateFeedbackInputSchema,
  ListMyCandidateInterviewsQuerySchema,
  MyAnswerDocumentSchema,
  MyCandidateInterviewDocumentSchema,
  MyCandidateInterviewListDocumentSchema,
  MyCandidateInterviewSummaryDocumentSchema,
  MyConsentDocumentSchema,
  MyFeedbackDocumentSchema,
  RecordAnswerInputSchema,
  RecordTextAnswerInputSchema,
} from "../schemas/candidate-interviews";
import { defineEndpoint } from "./define-endpoint";

const tags = ["candidate-interviews"] as const;
const IdParamsSchema = z.object({ id: z.string().max(100) });

/**
 * The candidate's own one-way interviews (issue 6): the ways in (a personal link's token, an
 * interview's public link), the dashboard, the recording page's data, start, takes, submit and
 * feedback. Candidates only; takes are uploaded with tus first (`endpoints/uploads.ts`).
 */
export const candidateInterviewsEndpoints = {
  takeInvitation: defineEndpoint({
    operationId: "takeInvitation",
    method: "GET",
    path: "/candidates/by_token/:token",
    tags,
    summary:
      "Take a personal invitation: binds it to the signed-in candidate (a link another candidate took is 404); the candidate may have another email than the one invited",
    access: "candidate",
    params: z.object({ token: z.string().max(300) }),
    responses: { 200: MyCandidateInterviewSummaryDocumentSchema },
  }),
  joinPublicInterview: defineEndpoint({
    operationId: "joinPublicInterview",
    method: "POST",
    path: "/prerecorded_interviews/public/:uuid/join",
    tags,
    summary:
      "Join an interview by its public link: the candidate's own candidate interview, made on the first call (201) and answered again later (200); refused after the deadline (422 interview_deadline_passed) or once the position is closed (422 interview_closed)",
    access: "candidate",
    params: z.object({ uuid: z.string().max(100) }),
    responses: {
      200: MyCandidateInterviewSummaryDocumentSchema,
      201: MyCandidateInterviewSummaryDocumentSchema,
    },
    // Their address's invitation was taken by another account.
    errors: [409],
  }),
  listMyCandidateInterviews: defineEndpoint({
    operationId: "listMyCandidateInterviews",
    method: "GET",
    path: "/candidate_interviews/mine",
    tags,
    summary:
      "The candidate's dashboard: every interview they were invited to or joined, newest first, with the organization's branding, status and deadline",
    access: "candidate",
    query: ListMyCandidateInterviewsQuerySchema,
    responses: { 200: MyCandidateInterviewListDocumentSchema },
  }),
  getMyCandidateInterview: defineEndpoint({
    operationId: "getMyCandidateInterview",
    method: "GET",
    path: "/candidate_interviews/mine/:id",
    tags,
    summary:
      "One of the candidate's interviews: the conditions after accommodations, the questions' text once started, the takes recorded so far with signed video URLs",
    access: "candidate",
    params: IdParamsSchema,
    responses: { 200: MyCandidateInterviewDocumentSchema },
  }),
  acceptMyConsent: defineEndpoint({
    operationId: "acceptMyConsent",
    method: "POST",
    path: "/candidate_interviews/mine/:id/consent",
    tags,
    summary:
      "Accept the consent notice (who sees the recordings, how long they are kept, human review, export and erasure) in the version read; stored with the time. Again: the first acceptance stays (200)",
    access: "candidate",
    params: IdParamsSchema,
    body: AcceptConsentInputSchema,
    responses: { 200: MyConsentDocumentSchema, 201: MyConsentDocumentSchema },
  }),
  startMyCandidateInterview: defineEndpoint({
    operationId: "startMyCandidateInterview",
    method: "POST",
    path: "/candidate_interviews/mine/:id/start",
    tags,
    summary:
      "Start answering: the interview's current version becomes the candidate's (and is locked); 422 consent_required before the consent notice is accepted, interview_deadline_passed, interview_closed or interview_already_submitted",
    access: "candidate",
    params: IdParamsSchema,
    responses: { 200: MyCandidateInterviewDocumentSchema },
  }),
  recordMyAnswer: defineEndpoint({
    operationId: "recordMyAnswer",
    method: "PUT",
    path: "/candidate_interviews/mine/:id/answers/:questionId",
    tags,
    summary:
      "Attach a finished upload (purpose answer) as the question's latest take; 422 retakes_exhausted past 1 + retakes_allowed, upload_incomplete, upload_not_found…",
    access: "candidate",
    params: z.object({ id: z.string().max(100), questionId: z.string().max(100) }),
    body: RecordAnswerInputSchema,
    responses: { 200: MyAnswerDocumentSchema },
  }),
  recordMyTextAnswer: defineEndpoint({
    operationId: "recordMyTextAnswer",
    method: "PUT",
    path: "/candidate_interviews/mine/:id/text_answers/:questionId",
    tags,
    summary:
      "A written take as the question's latest (the text-answers accommodation): the same answer time and takes as a recording; 422 text_answers_not_granted, retakes_exhausted, consent_required…",
    access: "candidate",
    params: z.object({ id: z.string().max(100), questionId: z.string().max(100) }),
    body: RecordTextAnswerInputSchema,
    responses: { 200: MyAnswerDocumentSchema },
  }),
  submitMyCandidateInterview: defineEndpoint({
    operationId: "submitMyCandidateInterview",
    method: "POST",
    path: "/candidate_interviews/mine/:id/submit",
    tags,
    summary:
      "Submit the answers (422 no_recording while a question has no take); the hiring team is told",
    access: "candidate",
    params: IdParamsSchema,
    responses: { 200: MyCandidateInterviewDocumentSchema },
  }),
  sendMyFeedback: defineEndpoint({
    operationId: "sendMyFeedback",
    method: "POST",
    path: "/candidate_interviews/mine/:id/feedback",
    tags,
    summary:
      "The candidate's satisfaction after submitting (rating 1–5, optional comment), once: 422 feedback_already_given, interview_not_submitted",
    access: "candidate",
    params: IdParamsSchema,
    body: CandidateFeedbackInputSchema,
    responses: { 201: MyFeedbackDocumentSchema },
  }),
} as const;
