import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import type { ServerSignal } from "@candor/shared/schemas/live-room";
import WebSocket from "ws";
import type { App } from "../src/app";
import {
  liveInterviewAgendaItems,
  liveInterviewInterviewers,
  liveInterviews,
} from "../src/db/schema/index";
import { generateToken, hashToken } from "../src/lib/tokens";
import { insertCandidate } from "./candidates";
import { insertPosition } from "./positions";

/**
 * A live interview in the built-in room stored straight in the database (the scheduling calls
 * are live-core's), with its panel, agenda and the candidate's personal link token.
 */
export async function insertLiveInterview(
  app: App,
  options: {
    organizationId: string;
    interviewerIds: string[];
    startsAt: Date;
    durationMinutes?: number;
    status?: (typeof liveInterviews.$inferInsert)["status"];
    locationType?: (typeof liveInterviews.$inferInsert)["locationType"];
    showAgendaToCandidate?: boolean;
    agenda?: string[];
  },
) {
  const { db } = app.database;
  const { organizationId } = options;
  const candidate = await insertCandidate(app, organizationId, {
    firstName: "Linus",
    lastName: "Torvalds",
  });
  const position = await insertPosition(app, organizationId);
  const token = generateToken();
  const [row] = await db
    .insert(liveInterviews)
    .values({
      organizationId,
      candidateId: candidate.id,
      positionId: position.id,
      title: "Technical interview",
      startsAt: options.startsAt,
      durationMinutes: options.durationMinutes ?? 45,
      timeZone: "Europe/Rome",
      locationType: options.locationType ?? "room",
      status: options.status ?? "scheduled",
      showAgendaToCandidate: options.showAgendaToCandidate ?? false,
      icalUid: `${randomUUID()}@candor.test`,
      candidateAccessTokenHash: hashToken(token),
    })
    .returning();
  if (!row) throw new Error("live interview not inserted");
  if (options.interviewerIds.length > 0) {
    await db.insert(liveInterviewInterviewers).values(
      options.interviewerIds.map((userId) => ({
        organizationId,
        liveInterviewId: row.id,
        userId,
      })),
    );
  }
  const agenda = options.agenda ?? ["Tell us about a hard bug", "Why this team?"];
  const items = await db
    .insert(liveInterviewAgendaItems)
    .values(
      agenda.map((text, position) => ({ organizationId, liveInterviewId: row.id, position, text })),
    )
    .returning({ id: liveInterviewAgendaItems.id });
  return { interview: row, token, agendaItemIds: items.map((item) => item.id), position };
}

export type RoomClient = {
  /** Waits for the next message of `type` (those received before are kept in order). */
  next<T extends ServerSignal["type"]>(type: T): Promise<ServerSignal & { type: T }>;
  send(message: unknown): void;
  /** The close code, once the server closed the socket. */
  closed: Promise<number>;
  close(): void;
};

/** Where `app` listens (on a free port of 127.0.0.1, started on first use). */
async function origin(app: App): Promise<string> {
  if (!app.server.listening) await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${address.port}`;
}

/** Opens the room's signaling socket on `app`, a real WebSocket over TCP. */
export async function openRoomSocket(
  app: App,
  liveInterviewId: string,
  ticket: string,
): Promise<RoomClient> {
  const path = `/v1/live_interviews/${liveInterviewId}/room_socket`;
  const ws = new WebSocket(`${await origin(app)}${path}?ticket=${encodeURIComponent(ticket)}`);
  const received: ServerSignal[] = [];
  const waiters: (() => void)[] = [];
  ws.on("message", (data) => {
    received.push(JSON.parse(String(data)) as ServerSignal);
    for (const wake of waiters.splice(0)) wake();
  });
  const closed = new Promise<number>((resolve) => ws.on("close", (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("error", reject);
  });
  return {
    async next(type) {
      for (;;) {
        const index = received.findIndex((message) => message.type === type);
        if (index >= 0) return received.splice(index, 1)[0] as never;
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
    send: (message) => ws.send(JSON.stringify(message)),
    closed,
    close: () => ws.close(),
  };
}

/** A ticket for a panel member (201 expected). */
export async function panelTicket(app: App, headers: Record<string, string>, id: string) {
  const response = await app.inject({
    method: "POST",
    url: `/v1/live_interviews/${id}/room_ticket`,
    headers,
  });
  if (response.statusCode !== 201) throw new Error(`no ticket: ${response.body}`);
  return response.json().data.attributes.ticket as string;
}
