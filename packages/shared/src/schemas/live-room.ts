import { z } from "zod";
import { documentSchema, resourceSchema } from "./jsonapi";

/*
 * The built-in room of a live interview (issue 13, "The built-in room"): who may enter when,
 * the single-use ticket that opens its signaling WebSocket, the messages on that socket, and the
 * interviewers' side panel (agenda ticks, time-stamped notes). Decisions 0030 and 0031.
 */

/** The room opens this long before the start… */
export const ROOM_OPENS_BEFORE_MINUTES = 10;
/** …and closes this long after the planned end (calls run late). */
export const ROOM_GRACE_AFTER_MINUTES = 30;
/** The candidate and up to four interviewers: a peer-to-peer mesh stays reasonable at five. */
export const ROOM_MAX_PARTICIPANTS = 5;
/** A ticket opens one socket, within this many seconds of being issued. */
export const ROOM_TICKET_TTL_SECONDS = 60;
export const NOTE_MAX_LENGTH = 5_000;

export const ROOM_STATES = ["open", "not_yet_open", "ended", "cancelled"] as const;
export type RoomState = (typeof ROOM_STATES)[number];
export const ROOM_ROLES = ["interviewer", "candidate"] as const;
export type RoomRole = (typeof ROOM_ROLES)[number];

/** One RTCIceServer as the browser takes it. */
export const IceServerSchema = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof IceServerSchema>;

export const RoomAgendaItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Interviewers only: whether someone on the panel ticked it as asked. */
  asked: z.boolean().optional(),
});

/**
 * `GET /v1/live_interviews/{id}/room` (a panel member) and `GET /v1/live_interview_rooms/{id}`
 * (the candidate by their link): enough to show the pre-join screen or the "opens at…" page.
 */
export const LiveRoomAttributesSchema = z
  .object({
    state: z.enum(ROOM_STATES),
    role: z.enum(ROOM_ROLES),
    title: z.string(),
    /** Null while the candidate has still to pick a slot (the room is then `not_yet_open`). */
    starts_at: z.string().nullable(),
    duration_minutes: z.number().int(),
    opens_at: z.string().nullable(),
    closes_at: z.string().nullable(),
    /** The panel's links (the scorecard page); null for the candidate. */
    position_id: z.string().nullable(),
    candidate_name: z.string(),
    organization_name: z.string(),
    /** The organization's colour for the candidate's page; null: Candor's own. */
    brand_color: z.string().nullable(),
    logo_url: z.string().nullable(),
    /** Empty for the candidate unless the team shows them the agenda's titles. */
    agenda: z.array(RoomAgendaItemSchema),
  })
  .meta({ id: "LiveRoomAttributes" });
export type LiveRoomAttributes = z.infer<typeof LiveRoomAttributesSchema>;
export const LiveRoomDocumentSchema = documentSchema(
  resourceSchema("live_room", LiveRoomAttributesSchema),
).meta({ id: "LiveRoomDocument" });

/** A ticket for the signaling socket, with the ICE servers the browser needs for the call. */
export const RoomTicketAttributesSchema = z
  .object({
    ticket: z.string(),
    expires_at: z.string(),
    ice_servers: z.array(IceServerSchema),
  })
  .meta({ id: "RoomTicketAttributes" });
export type RoomTicketAttributes = z.infer<typeof RoomTicketAttributesSchema>;
export const RoomTicketDocumentSchema = documentSchema(
  resourceSchema("room_ticket", RoomTicketAttributesSchema),
).meta({ id: "RoomTicketDocument" });

export const LiveInterviewIdParamsSchema = z.object({ id: z.uuid() });
export const CandidateRoomQuerySchema = z.object({ token: z.string().min(1).max(200) });
export const CandidateRoomTicketInputSchema = z.object({ token: z.string().min(1).max(200) });
export const RoomSocketQuerySchema = z.object({ ticket: z.string().min(1).max(200) });

/*
 * Messages on the socket. The browser sends offers, answers and ICE candidates to one
 * participant (`to`); the server adds `from` (never taken from the browser) and relays.
 */
const SignalDataSchema = z.record(z.string(), z.unknown());
export const ClientSignalSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("offer"), to: z.uuid(), data: SignalDataSchema }),
  z.object({ type: z.literal("answer"), to: z.uuid(), data: SignalDataSchema }),
  z.object({ type: z.literal("ice-candidate"), to: z.uuid(), data: SignalDataSchema }),
  z.object({ type: z.literal("ping") }),
]);
export type ClientSignal = z.infer<typeof ClientSignalSchema>;
/** An SDP with many candidates stays well below this; a larger message closes the socket. */
export const SIGNAL_MAX_BYTES = 64 * 1024;

export type RoomPeer = { participantId: string; role: RoomRole; name: string };
export type ServerSignal =
  | { type: "welcome"; participantId: string; peers: RoomPeer[] }
  | ({ type: "join" } & RoomPeer)
  | { type: "leave"; participantId: string }
  | { type: "offer" | "answer" | "ice-candidate"; from: string; data: Record<string, unknown> }
  | { type: "room-full" }
  | { type: "pong" };

/** Why the server closed the socket (4000–4999: the application's own close codes). */
export const ROOM_CLOSE_CODES = {
  ticket_invalid: 4401,
  room_not_open: 4409,
  room_full: 4429,
  message_invalid: 4400,
} as const;

/** A note of an interviewer, written during the call; its id is the browser's, so a retried save is the same note. */
export const LiveNoteAttributesSchema = z
  .object({
    body: z.string(),
    /** Seconds into the call when the note was started. */
    offset_seconds: z.number().int().min(0),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "LiveNoteAttributes" });
export const LiveNoteResourceSchema = resourceSchema(
  "live_interview_note",
  LiveNoteAttributesSchema,
);
export const LiveNoteDocumentSchema = documentSchema(LiveNoteResourceSchema).meta({
  id: "LiveNoteDocument",
});
export const LiveNoteListSchema = z
  .object({ data: z.array(LiveNoteResourceSchema) })
  .meta({ id: "LiveNoteList" });
export const LiveNoteParamsSchema = z.object({ id: z.uuid(), noteId: z.uuid() });
export const SaveLiveNoteInputSchema = z.object({
  body: z.string().max(NOTE_MAX_LENGTH, "too_long"),
  offset_seconds: z
    .number()
    .int()
    .min(0)
    .max(24 * 60 * 60),
});
export type SaveLiveNoteInput = z.infer<typeof SaveLiveNoteInputSchema>;

export const AgendaTickParamsSchema = z.object({ id: z.uuid(), itemId: z.uuid() });
export const SetAgendaAskedInputSchema = z.object({ asked: z.boolean() });
export const AgendaTickDocumentSchema = documentSchema(
  resourceSchema("live_interview_agenda_tick", z.object({ asked: z.boolean() })),
).meta({ id: "AgendaTickDocument" });
