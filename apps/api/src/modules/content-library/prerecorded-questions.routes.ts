import {
  CreatePrerecordedQuestionInputSchema,
  ListPrerecordedQuestionsQuerySchema,
  PrerecordedQuestionDocumentSchema,
  PrerecordedQuestionListDocumentSchema,
  UpdatePrerecordedQuestionInputSchema,
} from "@candor/shared/schemas/content-library";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { document, listDocument } from "../../lib/jsonapi";
import { memberScope } from "../../plugins/auth";
import { LibraryParamsSchema, manageLibrary } from "./content-library.access";
import type { ContentLibraryService } from "./content-library.service";

const tags = ["content library"];

/** `/prerecorded_questions`: Candor's library (read-only) and the organization's questions. */
export function prerecordedQuestionsRoutes(
  service: ContentLibraryService["questions"],
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/prerecorded_questions",
      {
        schema: {
          tags,
          summary:
            "Questions: search `q` in the text, one `category_id`, `source` all|library|own, a page; the organization's own first",
          querystring: ListPrerecordedQuestionsQuerySchema,
          response: { 200: PrerecordedQuestionListDocumentSchema },
        },
        config: manageLibrary,
      },
      async (request) => {
        const { data, count } = await service.list(memberScope(request), request.query);
        return listDocument(data, { ...request.query, count });
      },
    );

    app.post(
      "/prerecorded_questions",
      {
        schema: {
          tags,
          summary:
            "Create a question: text, an optional category (the organization's or Candor's), a suggested answer time, a prompt video by `video_upload_id` (a finished tus upload of purpose question_video; 422 upload_* otherwise)",
          body: CreatePrerecordedQuestionInputSchema,
          response: { 201: PrerecordedQuestionDocumentSchema },
        },
        config: manageLibrary,
      },
      async (request, reply) =>
        reply.status(201).send(document(await service.create(memberScope(request), request.body))),
    );

    app.get(
      "/prerecorded_questions/:id",
      {
        schema: {
          tags,
          summary: "A question of the organization or of Candor's library",
          params: LibraryParamsSchema,
          response: { 200: PrerecordedQuestionDocumentSchema },
        },
        config: manageLibrary,
      },
      async (request) => document(await service.get(memberScope(request), request.params.id)),
    );

    app.put(
      "/prerecorded_questions/:id",
      {
        schema: {
          tags,
          summary:
            "Change one of the organization's questions (Candor's answer 404): `video_upload_id` replaces the prompt video, null removes it; interviews keep the copy they took",
          params: LibraryParamsSchema,
          body: UpdatePrerecordedQuestionInputSchema,
          response: { 200: PrerecordedQuestionDocumentSchema },
        },
        config: manageLibrary,
      },
      async (request) =>
        document(await service.update(memberScope(request), request.params.id, request.body)),
    );

    app.delete(
      "/prerecorded_questions/:id",
      {
        schema: {
          tags,
          summary:
            "Delete one of the organization's questions; it leaves its custom sets, interviews keep their copy",
          params: LibraryParamsSchema,
          response: { 204: z.null().describe("Deleted") },
        },
        config: manageLibrary,
      },
      async (request, reply) => {
        await service.remove(memberScope(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
