import type { ServerSignal } from "@candor/shared/schemas/live-room";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { DatabaseHandle } from "../../db/client";
import { deleteOldSignals, insertSignal, readSignal } from "./live-room.queries";

/** The one NOTIFY channel of every room; each process keeps the messages of its own sockets. */
export const ROOM_CHANNEL = "candor_live_room";
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes and more; ours leave room for the envelope. */
const INLINE_PAYLOAD_MAX_BYTES = 7_000;

/** What goes through NOTIFY: the message itself, or the id of the row holding a large one. */
type Envelope = {
  /** The room (live interview id). */
  r: string;
  /** To this participant only; null: everyone in the room… */
  t: string | null;
  /** …except this one (the sender of a join or leave). */
  x: string | null;
  m?: ServerSignal;
  s?: string;
};

export type LocalParticipant = {
  participantId: string;
  liveInterviewId: string;
  deliver(message: ServerSignal): void;
};

/**
 * Relays signaling messages between participants who may be connected to different API
 * processes (decision 0031). A message is published with `pg_notify`; every process listens on
 * one channel and hands each message to the sockets it holds. Large messages (SDPs with many
 * candidates) go through `live_room_signals` and only their id is notified. Notifications are
 * handled one after another, so an offer read from the table is never overtaken by the ICE
 * candidates sent after it.
 */
export function createRoomRelay(deps: { database: DatabaseHandle; log: FastifyBaseLogger }) {
  const { database, log } = deps;
  const local = new Map<string, LocalParticipant>();
  let unlisten: Promise<() => Promise<void>> | undefined;
  let queue: Promise<void> = Promise.resolve();

  const deliverLocally = (envelope: Envelope, message: ServerSignal) => {
    for (const participant of local.values()) {
      if (participant.liveInterviewId !== envelope.r) continue;
      if (envelope.t && participant.participantId !== envelope.t) continue;
      if (envelope.x && participant.participantId === envelope.x) continue;
      participant.deliver(message);
    }
  };

  const handle = async (payload: string) => {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch {
      return;
    }
    // Nobody of that room here: nothing to read, not even a stored message.
    const isHere = [...local.values()].some((p) => p.liveInterviewId === envelope.r);
    if (!isHere) return;
    const message = envelope.m ?? (envelope.s ? await readSignal(database.db, envelope.s) : null);
    if (message) deliverLocally(envelope, message as ServerSignal);
  };

  const onNotify = (payload: string) => {
    queue = queue
      .then(() => handle(payload))
      .catch((error) => log.warn({ err: error }, "live room: a signaling message was lost"));
  };

  return {
    /** Starts listening (once per process); resolves when the LISTEN is in place. */
    async start() {
      unlisten ??= database.listen(ROOM_CHANNEL, onNotify);
      await unlisten;
    },
    attach(participant: LocalParticipant) {
      local.set(participant.participantId, participant);
    },
    detach(participantId: string) {
      local.delete(participantId);
    },
    /** Sends `message` to one participant (`to`) or to the whole room but `except`. */
    async publish(
      liveInterviewId: string,
      message: ServerSignal,
      target: { to?: string; except?: string },
    ) {
      const envelope: Envelope = {
        r: liveInterviewId,
        t: target.to ?? null,
        x: target.except ?? null,
        m: message,
      };
      let payload = JSON.stringify(envelope);
      if (Buffer.byteLength(payload) > INLINE_PAYLOAD_MAX_BYTES) {
        const id = await insertSignal(database.db, { liveInterviewId, body: message });
        payload = JSON.stringify({ ...envelope, m: undefined, s: id });
      }
      await database.db.execute(sql`select pg_notify(${ROOM_CHANNEL}, ${payload})`);
    },
    /** Stored messages are read within a second; an hour-old one is garbage. */
    async sweep(now: Date) {
      await deleteOldSignals(database.db, new Date(now.getTime() - 60 * 60 * 1000));
    },
    async stop() {
      local.clear();
      // A database already closed has no listener left to remove.
      if (unlisten) await (await unlisten)().catch(() => {});
      await queue;
    },
  };
}

export type RoomRelay = ReturnType<typeof createRoomRelay>;
