import {
  AgendaTickDocumentSchema,
  AgendaTickParamsSchema,
  CandidateRoomQuerySchema,
  CandidateRoomTicketInputSchema,
  LiveInterviewIdParamsSchema,
  LiveNoteDocumentSchema,
  LiveNoteListSchema,
  LiveNoteParamsSchema,
  LiveRoomDocumentSchema,
  RoomSocketQuerySchema,
  RoomTicketDocumentSchema,
  SaveLiveNoteInputSchema,
  SetAgendaAskedInputSchema,
} from "../schemas/live-room";
import { defineEndpoint, noContent } from "./define-endpoint";

const tags = ["live-room"] as const;

/*
 * The room of a live interview (decision 0031). Members of the panel call the `live_interviews`
 * paths signed in; the candidate calls the `live_interview_rooms` paths with the token of their
 * personal link (no sign-in). Anyone else: 404, like a missing interview.
 */
export const liveRoomEndpoints = {
  getLiveRoom: defineEndpoint({
    operationId: "getLiveRoom",
    method: "GET",
    path: "/live_interviews/:id/room",
    tags,
    summary: "The room as a panel member sees it: when it opens, the agenda with what was asked",
    access: "member",
    params: LiveInterviewIdParamsSchema,
    responses: { 200: LiveRoomDocumentSchema },
  }),
  createLiveRoomTicket: defineEndpoint({
    operationId: "createLiveRoomTicket",
    method: "POST",
    path: "/live_interviews/:id/room_ticket",
    tags,
    summary: "A single-use ticket (60 s) for the room's signaling socket, and the ICE servers",
    description:
      "422 `live_room_not_open` or `live_room_ended` outside the room's window, `live_interview_cancelled`.",
    access: "member",
    params: LiveInterviewIdParamsSchema,
    responses: { 201: RoomTicketDocumentSchema },
  }),
  getCandidateLiveRoom: defineEndpoint({
    operationId: "getCandidateLiveRoom",
    method: "GET",
    path: "/live_interview_rooms/:id",
    tags,
    summary: "The room as the candidate sees it, by the token of their personal link",
    access: "public",
    params: LiveInterviewIdParamsSchema,
    query: CandidateRoomQuerySchema,
    responses: { 200: LiveRoomDocumentSchema },
  }),
  createCandidateLiveRoomTicket: defineEndpoint({
    operationId: "createCandidateLiveRoomTicket",
    method: "POST",
    path: "/live_interview_rooms/:id/ticket",
    tags,
    summary: "The candidate's single-use ticket for the signaling socket, by their link's token",
    access: "public",
    params: LiveInterviewIdParamsSchema,
    body: CandidateRoomTicketInputSchema,
    errors: [429],
    responses: { 201: RoomTicketDocumentSchema },
  }),
  liveRoomSocket: defineEndpoint({
    operationId: "liveRoomSocket",
    method: "GET",
    path: "/live_interviews/:id/room_socket",
    tags,
    summary:
      "The room's signaling WebSocket, opened with a ticket (join, leave, offer, answer, ICE)",
    description:
      "Upgrades to a WebSocket (101). Messages are JSON (`ClientSignal` in, `ServerSignal` out, " +
      "packages/shared/src/schemas/live-room.ts); a bad ticket closes it with code 4401.",
    access: "public",
    params: LiveInterviewIdParamsSchema,
    query: RoomSocketQuerySchema,
    errors: [400],
    responses: { 204: noContent("Never answered: the request upgrades to a WebSocket") },
  }),
  listLiveInterviewNotes: defineEndpoint({
    operationId: "listLiveInterviewNotes",
    method: "GET",
    path: "/live_interviews/:id/notes",
    tags,
    summary: "The caller's own notes on a live interview, in call order",
    access: "member",
    params: LiveInterviewIdParamsSchema,
    responses: { 200: LiveNoteListSchema },
  }),
  saveLiveInterviewNote: defineEndpoint({
    operationId: "saveLiveInterviewNote",
    method: "PUT",
    path: "/live_interviews/:id/notes/:noteId",
    tags,
    summary:
      "Create or update one of the caller's notes (the id is the browser's: retries are safe)",
    access: "member",
    params: LiveNoteParamsSchema,
    body: SaveLiveNoteInputSchema,
    responses: { 200: LiveNoteDocumentSchema },
  }),
  deleteLiveInterviewNote: defineEndpoint({
    operationId: "deleteLiveInterviewNote",
    method: "DELETE",
    path: "/live_interviews/:id/notes/:noteId",
    tags,
    summary: "Delete one of the caller's notes",
    access: "member",
    params: LiveNoteParamsSchema,
    responses: { 204: noContent("Deleted") },
  }),
  setAgendaItemAsked: defineEndpoint({
    operationId: "setAgendaItemAsked",
    method: "PUT",
    path: "/live_interviews/:id/agenda_items/:itemId/asked",
    tags,
    summary: "Tick an agenda question as asked (or untick it), for the whole panel",
    access: "member",
    params: AgendaTickParamsSchema,
    body: SetAgendaAskedInputSchema,
    responses: { 200: AgendaTickDocumentSchema },
  }),
};
