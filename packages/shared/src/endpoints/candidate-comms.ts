import { z } from "zod";
import type { Permission } from "../permissions";
import {
  AccommodationRequestDocumentSchema,
  AccommodationRequestListDocumentSchema,
  AnswerAccommodationRequestInputSchema,
  CandidateEmailSettingsDocumentSchema,
  CreateAccommodationRequestInputSchema,
  UpdateCandidateEmailSettingsInputSchema,
} from "../schemas/candidate-comms";
import { defineEndpoint } from "./define-endpoint";

const tags = ["candidate-comms"] as const;
/** Admins and HR managers answer, as they set accommodations (SPEC §6). */
const MANAGERS: readonly Permission[] = ["admin", "hr_manager"];
/** The company settings are the admins'. */
const ADMINS: readonly Permission[] = ["admin"];
const IdParamsSchema = z.object({ id: z.string().max(100) });

/** Accommodation requests and the decision emails setting (issue 17, decision 0039). */
export const candidateCommsEndpoints = {
  listMyAccommodationRequests: defineEndpoint({
    operationId: "listMyAccommodationRequests",
    method: "GET",
    path: "/candidate_interviews/mine/:id/accommodation_requests",
    tags,
    summary: "The candidate's own accommodation requests for this interview, newest first",
    access: "candidate",
    params: IdParamsSchema,
    responses: { 200: AccommodationRequestListDocumentSchema },
  }),
  createMyAccommodationRequest: defineEndpoint({
    operationId: "createMyAccommodationRequest",
    method: "POST",
    path: "/candidate_interviews/mine/:id/accommodation_requests",
    tags,
    summary:
      "Ask the hiring team for an accommodation (emails them). 422 accommodation_request_pending while one is open, candidate_interview_completed once submitted; 429 past the rate limit",
    access: "candidate",
    params: IdParamsSchema,
    body: CreateAccommodationRequestInputSchema,
    responses: { 201: AccommodationRequestDocumentSchema },
    errors: [429],
  }),
  listCandidateAccommodationRequests: defineEndpoint({
    operationId: "listCandidateAccommodationRequests",
    method: "GET",
    path: "/candidate_interviews/:id/accommodation_requests",
    tags,
    summary: "A candidate interview's accommodation requests, newest first",
    access: "member",
    params: IdParamsSchema,
    responses: { 200: AccommodationRequestListDocumentSchema },
  }),
  listPendingAccommodationRequests: defineEndpoint({
    operationId: "listPendingAccommodationRequests",
    method: "GET",
    path: "/prerecorded_interviews/:id/accommodation_requests",
    tags,
    summary: "The interview's open accommodation requests (the candidates list's badges)",
    access: "member",
    params: IdParamsSchema,
    responses: { 200: AccommodationRequestListDocumentSchema },
  }),
  answerAccommodationRequest: defineEndpoint({
    operationId: "answerAccommodationRequest",
    method: "POST",
    path: "/accommodation_requests/:id/answer",
    tags,
    summary:
      "Grant or decline a request with a reply (admins, HR managers); the candidate is emailed. Granting more time or text answers applies that accommodation (422 candidate_interview_started once they started); 422 accommodation_request_answered if already answered",
    access: "member",
    permissions: MANAGERS,
    params: IdParamsSchema,
    body: AnswerAccommodationRequestInputSchema,
    responses: { 200: AccommodationRequestDocumentSchema },
  }),
  getCandidateEmailSettings: defineEndpoint({
    operationId: "getCandidateEmailSettings",
    method: "GET",
    path: "/organizations/current/candidate_emails",
    tags,
    summary:
      "Whether an advance or reject decision emails the candidate by default (both on unless changed)",
    access: "member",
    responses: { 200: CandidateEmailSettingsDocumentSchema },
  }),
  updateCandidateEmailSettings: defineEndpoint({
    operationId: "updateCandidateEmailSettings",
    method: "PUT",
    path: "/organizations/current/candidate_emails",
    tags,
    summary: "Set whether decisions email the candidate (admins)",
    access: "member",
    permissions: ADMINS,
    body: UpdateCandidateEmailSettingsInputSchema,
    responses: { 200: CandidateEmailSettingsDocumentSchema },
  }),
} as const;
