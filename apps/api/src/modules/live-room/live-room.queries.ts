import type { RoomPeer, RoomRole } from "@candor/shared/schemas/live-room";
import { and, asc, eq, gt, inArray, isNull, lt, ne } from "drizzle-orm";
import type { Database } from "../../db/client";
import { liveRoomPresence, liveRoomSignals, liveRoomTickets } from "../../db/schema/index";

/*
 * The signaling side of the room: tickets, presence, stored large messages. Each query takes the
 * room (and the organization where a row is created) as an argument.
 */

export type RoomTicketGrant = {
  organizationId: string;
  liveInterviewId: string;
  role: RoomRole;
  userId: string | null;
  displayName: string;
};

export async function insertTicket(
  db: Database,
  ticket: RoomTicketGrant & { tokenHash: string; expiresAt: Date },
) {
  await db.insert(liveRoomTickets).values(ticket);
}

/**
 * Uses a ticket: one UPDATE that only a first, timely use can match, so two sockets racing with
 * one ticket cannot both get in (even on two processes).
 */
export async function useTicket(
  db: Database,
  scope: { liveInterviewId: string; tokenHash: string; now: Date },
): Promise<RoomTicketGrant | undefined> {
  const [row] = await db
    .update(liveRoomTickets)
    .set({ usedAt: scope.now })
    .where(
      and(
        eq(liveRoomTickets.tokenHash, scope.tokenHash),
        eq(liveRoomTickets.liveInterviewId, scope.liveInterviewId),
        isNull(liveRoomTickets.usedAt),
        gt(liveRoomTickets.expiresAt, scope.now),
      ),
    )
    .returning({
      organizationId: liveRoomTickets.organizationId,
      liveInterviewId: liveRoomTickets.liveInterviewId,
      role: liveRoomTickets.role,
      userId: liveRoomTickets.userId,
      displayName: liveRoomTickets.displayName,
    });
  return row;
}

export async function deleteOldTickets(db: Database, before: Date) {
  await db.delete(liveRoomTickets).where(lt(liveRoomTickets.expiresAt, before));
}

export async function insertPresence(
  db: Database,
  row: RoomTicketGrant & { participantId: string; now: Date },
) {
  const { now, ...values } = row;
  await db.insert(liveRoomPresence).values({ ...values, joinedAt: now, lastSeenAt: now });
}

/** Who else is in the room: rows refreshed since `freshSince` (a crashed process's go stale). */
export async function listPresence(
  db: Database,
  scope: { liveInterviewId: string; exceptParticipantId: string; freshSince: Date },
): Promise<RoomPeer[]> {
  return db
    .select({
      participantId: liveRoomPresence.participantId,
      role: liveRoomPresence.role,
      name: liveRoomPresence.displayName,
    })
    .from(liveRoomPresence)
    .where(
      and(
        eq(liveRoomPresence.liveInterviewId, scope.liveInterviewId),
        ne(liveRoomPresence.participantId, scope.exceptParticipantId),
        gt(liveRoomPresence.lastSeenAt, scope.freshSince),
      ),
    )
    .orderBy(asc(liveRoomPresence.joinedAt));
}

export async function touchPresence(db: Database, participantIds: string[], now: Date) {
  if (participantIds.length === 0) return;
  await db
    .update(liveRoomPresence)
    .set({ lastSeenAt: now })
    .where(inArray(liveRoomPresence.participantId, participantIds));
}

export async function deletePresence(db: Database, participantId: string) {
  await db.delete(liveRoomPresence).where(eq(liveRoomPresence.participantId, participantId));
}

export async function deleteStalePresence(db: Database, before: Date) {
  await db.delete(liveRoomPresence).where(lt(liveRoomPresence.lastSeenAt, before));
}

export async function insertSignal(
  db: Database,
  signal: { liveInterviewId: string; body: unknown },
): Promise<string> {
  const [row] = await db
    .insert(liveRoomSignals)
    .values(signal)
    .returning({ id: liveRoomSignals.id });
  if (!row) throw new Error("live_room_signals: insert returned no row");
  return row.id;
}

export async function readSignal(db: Database, id: string): Promise<unknown> {
  const [row] = await db
    .select({ body: liveRoomSignals.body })
    .from(liveRoomSignals)
    .where(eq(liveRoomSignals.id, id));
  return row?.body;
}

export async function deleteOldSignals(db: Database, before: Date) {
  await db.delete(liveRoomSignals).where(lt(liveRoomSignals.createdAt, before));
}
