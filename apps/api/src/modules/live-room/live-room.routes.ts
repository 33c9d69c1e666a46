import { liveRoomEndpoints as endpoints } from "@candor/shared/endpoints/live-room";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../lib/app-error";
import { route } from "../../lib/endpoint-route";
import { document, resource } from "../../lib/jsonapi";
import { memberScope, requireAuth } from "../../plugins/auth";
import type { LiveRoomService } from "./live-room.service";
import type { createRoomSockets } from "./room-socket";

type Note = Awaited<ReturnType<LiveRoomService["saveNote"]>>;

const serializeNote = (note: Note) =>
  resource("live_interview_note", note.id, {
    body: note.body,
    offset_seconds: note.offsetSeconds,
    created_at: note.createdAt.toISOString(),
    updated_at: note.updatedAt.toISOString(),
  });

/** The room's entry, ticket and socket, and the panel's notes and agenda ticks (0031). */
export const liveRoomRoutes: FastifyPluginAsyncZod<{
  liveRoom: LiveRoomService;
  sockets: ReturnType<typeof createRoomSockets>;
}> = async (app, { liveRoom, sockets }) => {
  app.addHook("onReady", () => sockets.start());
  // Before the database closes (onClose hooks of the root may run first).
  app.addHook("preClose", () => sockets.stop());

  route(app, endpoints.getLiveRoom, async (request) =>
    document(
      resource(
        "live_room",
        request.params.id,
        await liveRoom.panelView(memberScope(request), request.params.id),
      ),
    ),
  );

  route(app, endpoints.createLiveRoomTicket, async (request, reply) => {
    const { user } = requireAuth(request);
    const scope = { ...memberScope(request), displayName: `${user.firstName} ${user.lastName}` };
    const ticket = await liveRoom.panelTicket(scope, request.params.id);
    return reply.code(201).send(document(resource("room_ticket", request.params.id, ticket)));
  });

  // The candidate's link works without sign-in: its token is the credential, so guesses are
  // limited per address (256-bit tokens make a hit hopeless anyway; this keeps the logs calm).
  const limitLinkGuesses = (request: { ip: string }) =>
    app.rateLimit(request as never, [
      { scope: "live-room:link", key: request.ip, max: 120, windowMs: 15 * 60_000 },
    ]);

  route(app, endpoints.getCandidateLiveRoom, async (request) => {
    await limitLinkGuesses(request);
    const view = await liveRoom.candidateView(request.params.id, request.query.token);
    return document(resource("live_room", request.params.id, view));
  });

  route(app, endpoints.createCandidateLiveRoomTicket, async (request, reply) => {
    await limitLinkGuesses(request);
    const ticket = await liveRoom.candidateTicket(request.params.id, request.body.token);
    return reply.code(201).send(document(resource("room_ticket", request.params.id, ticket)));
  });

  // A plain GET (no upgrade) is a mistake of the caller: only the WebSocket handshake is served.
  route(
    app,
    endpoints.liveRoomSocket,
    async () => {
      throw new AppError("bad_request", { general: "Expected a WebSocket upgrade." });
    },
    {
      wsHandler: (socket, request) => {
        const { id } = request.params as { id: string };
        const { ticket } = request.query as { ticket: string };
        sockets.handle(socket, id, ticket);
      },
    },
  );

  route(app, endpoints.listLiveInterviewNotes, async (request) => {
    const notes = await liveRoom.notes(memberScope(request), request.params.id);
    return { data: notes.map(serializeNote) };
  });

  route(app, endpoints.saveLiveInterviewNote, async (request) => {
    const { id, noteId } = request.params;
    return document(
      serializeNote(await liveRoom.saveNote(memberScope(request), id, noteId, request.body)),
    );
  });

  route(app, endpoints.deleteLiveInterviewNote, async (request, reply) => {
    await liveRoom.deleteNote(memberScope(request), request.params.id, request.params.noteId);
    return reply.code(204).send(null);
  });

  route(app, endpoints.setAgendaItemAsked, async (request) => {
    const { id, itemId } = request.params;
    const tick = await liveRoom.setAsked(memberScope(request), id, itemId, request.body.asked);
    return document(resource("live_interview_agenda_tick", itemId, { asked: tick.asked }));
  });
};
