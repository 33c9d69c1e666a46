import { notesEndpoints as endpoints } from "@candor/shared/endpoints/notes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint-route";
import { document } from "../../lib/jsonapi";
import { memberScope } from "../../plugins/auth";
import type { NotesService } from "./notes.service";

/** A member's notes on curriculum videos (SPEC §7); the service comes from app.ts. */
export const notesRoutes: FastifyPluginAsyncZod<{ notes: NotesService }> = async (
  app,
  { notes },
) => {
  route(app, endpoints.createNote, async (request, reply) =>
    reply.status(201).send(document(await notes.create(memberScope(request), request.body.note))),
  );

  route(app, endpoints.updateNote, async (request) =>
    document(await notes.update(memberScope(request), request.params.noteId, request.body)),
  );

  route(app, endpoints.deleteNote, async (request, reply) => {
    await notes.remove(memberScope(request), request.params.noteId);
    return reply.status(204).send(null);
  });
};
