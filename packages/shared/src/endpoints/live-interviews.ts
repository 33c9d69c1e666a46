import type { Permission } from "../permissions";
import {
  CandidateLiveInterviewListDocumentSchema,
  CreateLiveInterviewInputSchema,
  ListLiveInterviewsQuerySchema,
  LiveInterviewDocumentSchema,
  LiveInterviewListDocumentSchema,
  LiveInterviewParamsSchema,
  UpdateLiveInterviewInputSchema,
} from "../schemas/live-interviews";
import { binary, defineEndpoint, noContent } from "./define-endpoint";

const tags = ["live-interviews"] as const;
/** Admins and HR managers schedule and edit (issue 13). */
const MANAGERS: readonly Permission[] = ["admin", "hr_manager"];

/**
 * Live interviews (issue 13). Any member may call the reads, but a reviewer sees only the
 * interviews whose panel they are on (another is 404, like another organization's); writes are the
 * managers'. Candidates see their own through `/live_interviews/mine`.
 */
export const liveInterviewsEndpoints = {
  listLiveInterviews: defineEndpoint({
    operationId: "listLiveInterviews",
    method: "GET",
    path: "/live_interviews",
    tags,
    summary:
      "Live interviews of the organization by start (a reviewer: only those on their panel): `from`/`to` bound the start, `position_id`, `mine=true` for the caller's panel, `status`, a page",
    access: "member",
    query: ListLiveInterviewsQuerySchema,
    responses: { 200: LiveInterviewListDocumentSchema },
  }),
  createLiveInterview: defineEndpoint({
    operationId: "createLiveInterview",
    method: "POST",
    path: "/live_interviews",
    tags,
    summary:
      "Schedule a live interview and email the invitations (iCalendar REQUEST): 422 on `starts_at` in the past (in_the_past), `duration_minutes` outside 5–480, no `interviewer_ids` (required), a candidate, position, interviewer or scorecard not of the organization (invalid), a link that is not a URL (invalid_url)",
    access: "member",
    permissions: MANAGERS,
    body: CreateLiveInterviewInputSchema,
    responses: { 201: LiveInterviewDocumentSchema },
  }),
  listMyCandidateLiveInterviews: defineEndpoint({
    operationId: "listMyCandidateLiveInterviews",
    method: "GET",
    path: "/live_interviews/mine",
    tags,
    summary:
      "The signed-in candidate's live interviews, in every organization, by start (not cancelled ones past)",
    access: "candidate",
    responses: { 200: CandidateLiveInterviewListDocumentSchema },
  }),
  downloadMyLiveInterviewCalendar: defineEndpoint({
    operationId: "downloadMyLiveInterviewCalendar",
    method: "GET",
    path: "/live_interviews/mine/:id/calendar.ics",
    tags,
    summary: "One of the signed-in candidate's live interviews as an iCalendar file",
    access: "candidate",
    params: LiveInterviewParamsSchema,
    responses: { 200: binary("text/calendar", "The event, text/calendar (iCalendar 2.0)") },
  }),
  getLiveInterview: defineEndpoint({
    operationId: "getLiveInterview",
    method: "GET",
    path: "/live_interviews/:id",
    tags,
    summary: "One live interview (managers, or a member of its panel)",
    access: "member",
    params: LiveInterviewParamsSchema,
    responses: { 200: LiveInterviewDocumentSchema },
  }),
  updateLiveInterview: defineEndpoint({
    operationId: "updateLiveInterview",
    method: "PUT",
    path: "/live_interviews/:id",
    tags,
    summary:
      "Change a live interview; a new time, place or panel sends updated invitations (same UID, SEQUENCE + 1), a removed interviewer a cancellation. A cancelled one is 422 live_interview_cancelled",
    access: "member",
    permissions: MANAGERS,
    params: LiveInterviewParamsSchema,
    body: UpdateLiveInterviewInputSchema,
    responses: { 200: LiveInterviewDocumentSchema },
  }),
  cancelLiveInterview: defineEndpoint({
    operationId: "cancelLiveInterview",
    method: "POST",
    path: "/live_interviews/:id/cancel",
    tags,
    summary:
      "Cancel a live interview: everyone invited gets an iCalendar CANCEL, reminders are dropped; cancelling again changes nothing",
    access: "member",
    permissions: MANAGERS,
    params: LiveInterviewParamsSchema,
    responses: { 200: LiveInterviewDocumentSchema },
  }),
  deleteLiveInterview: defineEndpoint({
    operationId: "deleteLiveInterview",
    method: "DELETE",
    path: "/live_interviews/:id",
    tags,
    summary:
      "Delete a live interview; one still upcoming and not cancelled sends its cancellation first",
    access: "member",
    permissions: MANAGERS,
    params: LiveInterviewParamsSchema,
    responses: { 204: noContent("Deleted") },
  }),
};
