import { randomUUID } from "node:crypto";
import { roomState } from "@candor/shared/rules/live-room";
import {
  ClientSignalSchema,
  ROOM_CLOSE_CODES,
  ROOM_MAX_PARTICIPANTS,
  type ServerSignal,
  SIGNAL_MAX_BYTES,
} from "@candor/shared/schemas/live-room";
import type { FastifyBaseLogger } from "fastify";
import type { WebSocket } from "ws";
import type { Database } from "../../db/client";
import { hashToken } from "../../lib/tokens";
import {
  deleteOldTickets,
  deletePresence,
  deleteStalePresence,
  insertPresence,
  listPresence,
  touchPresence,
  useTicket,
} from "./live-room.queries";
import { findRoom } from "./room-access.queries";
import type { RoomRelay } from "./room-relay";

/** A process refreshes its participants' presence this often… */
const HEARTBEAT_MS = 10_000;
/** …and a row not refreshed for this long is a participant whose process is gone. */
const PRESENCE_STALE_MS = 35_000;

/**
 * The room's signaling socket (decision 0031). It opens with a single-use ticket, registers the
 * participant's presence in the database, and relays the participant's offers, answers and ICE
 * candidates to the one peer they address, through the relay (any process may hold that peer).
 */
export function createRoomSockets(deps: {
  db: Database;
  relay: RoomRelay;
  clock: () => Date;
  log: FastifyBaseLogger;
}) {
  const { db, relay, clock, log } = deps;
  const here = new Set<string>();
  let heartbeat: NodeJS.Timeout | undefined;

  const beat = async () => {
    const now = clock();
    await touchPresence(db, [...here], now);
    await deleteStalePresence(db, new Date(now.getTime() - PRESENCE_STALE_MS));
    await deleteOldTickets(db, new Date(now.getTime() - 60 * 60 * 1000));
    await relay.sweep(now);
  };

  async function open(socket: WebSocket, liveInterviewId: string, ticket: string) {
    const send = (message: ServerSignal) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
    };
    // Messages that arrive while the participant is being registered wait in order.
    const early: string[] = [];
    const onEarly = (data: unknown) => early.push(String(data));
    socket.on("message", onEarly);
    // The browser may go while it is being registered: then it leaves as soon as it is in.
    let isGone = false;
    socket.once("close", () => {
      isGone = true;
    });

    const now = clock();
    const grant = await useTicket(db, { liveInterviewId, tokenHash: hashToken(ticket), now });
    if (!grant) return socket.close(ROOM_CLOSE_CODES.ticket_invalid, "ticket_invalid");
    const room = await findRoom(db, {
      organizationId: grant.organizationId,
      liveInterviewId,
    });
    if (!room || roomState(room, now) !== "open") {
      return socket.close(ROOM_CLOSE_CODES.room_not_open, "room_not_open");
    }
    const freshSince = new Date(now.getTime() - PRESENCE_STALE_MS);
    const participantId = randomUUID();
    const peers = await listPresence(db, {
      liveInterviewId,
      exceptParticipantId: participantId,
      freshSince,
    });
    if (peers.length >= ROOM_MAX_PARTICIPANTS) {
      send({ type: "room-full" });
      return socket.close(ROOM_CLOSE_CODES.room_full, "room_full");
    }
    await insertPresence(db, { ...grant, participantId, now });
    here.add(participantId);
    relay.attach({ participantId, liveInterviewId, deliver: send });
    let chain: Promise<void> = Promise.resolve();
    const leave = () => {
      here.delete(participantId);
      relay.detach(participantId);
      void chain
        .then(() => deletePresence(db, participantId))
        .then(() => relay.publish(liveInterviewId, { type: "leave", participantId }, {}))
        .catch((error) => log.warn({ err: error }, "live room: leave not relayed"));
    };
    if (isGone) return leave();
    socket.on("close", leave);
    send({ type: "welcome", participantId, peers });
    const me = { participantId, role: grant.role, name: grant.displayName };
    await relay.publish(liveInterviewId, { type: "join", ...me }, { except: participantId });

    // One message at a time, so an offer is relayed before the candidates that follow it.
    const onMessage = (raw: string) => {
      chain = chain
        .then(async () => {
          if (Buffer.byteLength(raw) > SIGNAL_MAX_BYTES) throw new Error("message too large");
          const parsed = ClientSignalSchema.safeParse(JSON.parse(raw));
          if (!parsed.success) throw new Error("message invalid");
          const signal = parsed.data;
          if (signal.type === "ping") return send({ type: "pong" });
          await relay.publish(
            liveInterviewId,
            { type: signal.type, from: participantId, data: signal.data },
            { to: signal.to },
          );
        })
        .catch((error) => {
          log.debug({ err: error }, "live room: message refused");
          socket.close(ROOM_CLOSE_CODES.message_invalid, "message_invalid");
        });
    };
    socket.off("message", onEarly);
    socket.on("message", (data) => onMessage(String(data)));
    for (const raw of early) onMessage(raw);
  }

  return {
    async start() {
      await relay.start();
      heartbeat = setInterval(() => {
        beat().catch((error) => log.warn({ err: error }, "live room: heartbeat failed"));
      }, HEARTBEAT_MS);
      heartbeat.unref();
    },
    async stop() {
      if (heartbeat) clearInterval(heartbeat);
      await relay.stop();
    },
    handle(socket: WebSocket, liveInterviewId: string, ticket: string) {
      open(socket, liveInterviewId, ticket).catch((error) => {
        log.warn({ err: error }, "live room: socket failed");
        socket.close(1011, "internal_error");
      });
    },
  };
}
