import { z } from "zod";
import type { Permission } from "../permissions";
import {
  CreatePrerecordedInterviewInputSchema,
  GetPrerecordedInterviewQuerySchema,
  InterviewEventListDocumentSchema,
  ListPrerecordedInterviewsQuerySchema,
  PrerecordedInterviewDocumentSchema,
  PrerecordedInterviewListDocumentSchema,
  PublicPrerecordedInterviewDocumentSchema,
  UpdatePrerecordedInterviewInputSchema,
} from "../schemas/interviews";
import { PageQuerySchema } from "../schemas/jsonapi";
import { defineEndpoint, noContent } from "./define-endpoint";

const tags = ["interviews"] as const;
/** Admins and HR managers build interviews (SPEC §6); every member reads them. */
const MANAGERS: readonly Permission[] = ["admin", "hr_manager"];
const InterviewParamsSchema = z.object({ id: z.string().max(100) });

/** Pre-recorded interviews of the caller's organization, their audit trail and public view. */
export const interviewsEndpoints = {
  listInterviews: defineEndpoint({
    operationId: "listInterviews",
    method: "GET",
    path: "/prerecorded_interviews",
    tags,
    summary: "A position's pre-recorded interviews, newest first, with their questions",
    access: "member",
    query: ListPrerecordedInterviewsQuerySchema,
    responses: { 200: PrerecordedInterviewListDocumentSchema },
  }),
  createInterview: defineEndpoint({
    operationId: "createInterview",
    method: "POST",
    path: "/prerecorded_interviews",
    tags,
    summary:
      "Build an interview for a position (admins, HR managers): title, welcome, deadline, scorecard and its questions (version 1)",
    access: "member",
    permissions: MANAGERS,
    body: CreatePrerecordedInterviewInputSchema,
    responses: { 201: PrerecordedInterviewDocumentSchema },
  }),
  getPublicInterview: defineEndpoint({
    operationId: "getPublicInterview",
    method: "GET",
    path: "/prerecorded_interviews/public/:uuid",
    tags,
    summary:
      "Public (no sign-in): an interview's branded page by its public uuid — organization, title, welcome, question count and conditions, never the questions' text",
    access: "public",
    params: z.object({ uuid: z.string().max(100) }),
    responses: { 200: PublicPrerecordedInterviewDocumentSchema },
    errors: [429],
  }),
  getInvitedInterview: defineEndpoint({
    operationId: "getInvitedInterview",
    method: "GET",
    path: "/prerecorded_interviews/invitation/:token",
    tags,
    summary:
      "Public (no sign-in): the branded page of the interview a personal invitation's token belongs to — the same document as the public view by uuid",
    access: "public",
    params: z.object({ token: z.string().max(200) }),
    responses: { 200: PublicPrerecordedInterviewDocumentSchema },
    errors: [429],
  }),
  getInterview: defineEndpoint({
    operationId: "getInterview",
    method: "GET",
    path: "/prerecorded_interviews/:id",
    tags,
    summary:
      "An interview with the questions of its current version (or of `version`), and its candidates' counts by status",
    access: "member",
    params: InterviewParamsSchema,
    query: GetPrerecordedInterviewQuerySchema,
    responses: { 200: PrerecordedInterviewDocumentSchema },
  }),
  updateInterview: defineEndpoint({
    operationId: "updateInterview",
    method: "PUT",
    path: "/prerecorded_interviews/:id",
    tags,
    summary:
      "Change an interview (admins, HR managers). New questions for a version a candidate has started on make the next version; every change goes to the audit trail",
    access: "member",
    permissions: MANAGERS,
    params: InterviewParamsSchema,
    body: UpdatePrerecordedInterviewInputSchema,
    responses: { 200: PrerecordedInterviewDocumentSchema },
  }),
  deleteInterview: defineEndpoint({
    operationId: "deleteInterview",
    method: "DELETE",
    path: "/prerecorded_interviews/:id",
    tags,
    summary: "Delete an interview with its candidates, answers and reviews (admins, HR managers)",
    access: "member",
    permissions: MANAGERS,
    params: InterviewParamsSchema,
    responses: { 204: noContent("Deleted") },
  }),
  listInterviewEvents: defineEndpoint({
    operationId: "listInterviewEvents",
    method: "GET",
    path: "/prerecorded_interviews/:id/events",
    tags,
    summary: "The interview's audit trail: who changed what, when; newest first",
    access: "member",
    params: InterviewParamsSchema,
    query: PageQuerySchema,
    responses: { 200: InterviewEventListDocumentSchema },
  }),
} as const;
