import { randomUUID } from "node:crypto";
import { roomState, roomWindow } from "@candor/shared/rules/live-room";
import {
  type LiveRoomAttributes,
  ROOM_TICKET_TTL_SECONDS,
  type RoomRole,
  type SaveLiveNoteInput,
} from "@candor/shared/schemas/live-room";
import type { IceConfig } from "../../config";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { generateToken, hashToken } from "../../lib/tokens";
import type { MemberScope } from "../../plugins/auth";
import { iceServersFor } from "./ice-servers";
import { deleteNote, listNotes, upsertNote } from "./live-notes.queries";
import { insertTicket } from "./live-room.queries";
import {
  agendaItemExists,
  findRoomForCandidateLink,
  findRoomForPanelist,
  listAgenda,
  type RoomRow,
  setTick,
} from "./room-access.queries";

/**
 * Entry to a live interview's room and the panel's side of it (issue 13). The room is its
 * invitees' only: the panel's members signed in, the candidate by their personal link. Anyone
 * else gets 404, as for a missing interview (an other organization's is indistinguishable).
 */
export function createLiveRoomService(deps: {
  db: Database;
  clock: () => Date;
  ice: IceConfig;
  /** A signed URL of the organization's logo (the branding service's). */
  fileUrl: (key: string | null) => Promise<string | null> | string | null;
}) {
  const { db, clock } = deps;

  const panelRoom = async (scope: MemberScope, liveInterviewId: string) => {
    const room = await findRoomForPanelist(db, { ...scope, liveInterviewId });
    if (!room) throw AppError.notFound();
    return room;
  };
  const candidateRoom = async (liveInterviewId: string, token: string) => {
    const room = await findRoomForCandidateLink(db, {
      liveInterviewId,
      tokenHash: hashToken(token),
    });
    if (!room) throw AppError.notFound();
    return room;
  };

  const describe = async (room: RoomRow, role: RoomRole): Promise<LiveRoomAttributes> => {
    const window = roomWindow(room.startsAt, room.durationMinutes);
    const showAgenda = role === "interviewer" || room.showAgendaToCandidate;
    const agenda = showAgenda
      ? await listAgenda(db, { organizationId: room.organizationId, liveInterviewId: room.id })
      : [];
    return {
      state: roomState(room, clock()),
      role,
      title: room.title,
      starts_at: room.startsAt?.toISOString() ?? null,
      duration_minutes: room.durationMinutes,
      opens_at: window?.opensAt.toISOString() ?? null,
      closes_at: window?.closesAt.toISOString() ?? null,
      position_id: role === "interviewer" ? room.positionId : null,
      candidate_name: `${room.candidateFirstName} ${room.candidateLastName}`.trim(),
      organization_name: room.organizationName,
      brand_color: room.brandColor,
      logo_url: await deps.fileUrl(room.logoKey),
      // The candidate sees the titles only, never what the panel ticked.
      agenda: agenda.map((item) =>
        role === "interviewer"
          ? { id: item.id, title: item.title, asked: Boolean(item.asked) }
          : { id: item.id, title: item.title },
      ),
    };
  };

  const issueTicket = async (
    room: RoomRow,
    grant: { role: RoomRole; userId: string | null; displayName: string },
  ) => {
    const now = clock();
    const state = roomState(room, now);
    if (state === "cancelled") throw new AppError("live_interview_cancelled");
    if (state === "not_yet_open") throw new AppError("live_room_not_open");
    if (state === "ended") throw new AppError("live_room_ended");
    const ticket = generateToken();
    const expiresAt = new Date(now.getTime() + ROOM_TICKET_TTL_SECONDS * 1000);
    await insertTicket(db, {
      ...grant,
      tokenHash: hashToken(ticket),
      organizationId: room.organizationId,
      liveInterviewId: room.id,
      expiresAt,
    });
    return {
      ticket,
      expires_at: expiresAt.toISOString(),
      ice_servers: iceServersFor(deps.ice, { id: randomUUID(), now }),
    };
  };

  return {
    async panelView(scope: MemberScope, liveInterviewId: string) {
      return describe(await panelRoom(scope, liveInterviewId), "interviewer");
    },
    async candidateView(liveInterviewId: string, token: string) {
      return describe(await candidateRoom(liveInterviewId, token), "candidate");
    },
    async panelTicket(scope: MemberScope & { displayName: string }, liveInterviewId: string) {
      const room = await panelRoom(scope, liveInterviewId);
      return issueTicket(room, {
        role: "interviewer",
        userId: scope.userId,
        displayName: scope.displayName,
      });
    },
    async candidateTicket(liveInterviewId: string, token: string) {
      const room = await candidateRoom(liveInterviewId, token);
      const displayName = `${room.candidateFirstName} ${room.candidateLastName}`.trim();
      return issueTicket(room, { role: "candidate", userId: null, displayName });
    },

    async notes(scope: MemberScope, liveInterviewId: string) {
      await panelRoom(scope, liveInterviewId);
      return listNotes(db, { ...noteScope(scope), liveInterviewId });
    },
    async saveNote(
      scope: MemberScope,
      liveInterviewId: string,
      noteId: string,
      input: SaveLiveNoteInput,
    ) {
      await panelRoom(scope, liveInterviewId);
      const note = await upsertNote(
        db,
        { ...noteScope(scope), liveInterviewId },
        { id: noteId, body: input.body, offsetSeconds: input.offset_seconds, now: clock() },
      );
      if (!note) throw AppError.notFound();
      return note;
    },
    async deleteNote(scope: MemberScope, liveInterviewId: string, noteId: string) {
      await panelRoom(scope, liveInterviewId);
      const deleted = await deleteNote(db, { ...noteScope(scope), liveInterviewId }, noteId);
      if (!deleted) throw AppError.notFound();
    },
    async setAsked(
      scope: MemberScope,
      liveInterviewId: string,
      agendaItemId: string,
      asked: boolean,
    ) {
      await panelRoom(scope, liveInterviewId);
      const itemScope = { organizationId: scope.organizationId, liveInterviewId, agendaItemId };
      if (!(await agendaItemExists(db, itemScope))) throw AppError.notFound();
      await setTick(db, { ...itemScope, userId: scope.userId }, asked);
      return { agendaItemId, asked };
    },
  };
}

const noteScope = (scope: MemberScope) => ({
  organizationId: scope.organizationId,
  authorId: scope.userId,
});

export type LiveRoomService = ReturnType<typeof createLiveRoomService>;
