import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error";
import { secondsUntil } from "../../lib/storage/file-urls";

/**
 * `GET /v1/files/<key>?expires=…&signature=…`: a stored file, for whoever holds a URL signed by
 * `app.fileUrls` (an `<img src>` carries no bearer token). A wrong, missing or expired signature
 * answers 403 whether or not the file exists.
 */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/files/*",
    {
      schema: {
        tags: ["files"],
        summary: "A stored file, through a signed URL",
        produces: ["application/octet-stream"],
        params: z.object({ "*": z.string().max(600) }),
        querystring: z.object({
          expires: z.string().max(20).optional(),
          signature: z.string().max(100).optional(),
        }),
        response: {
          200: z
            .any()
            .meta({ type: "string", format: "binary" })
            .describe("The file, with its content type"),
        },
      },
      config: { access: "public" },
    },
    async (request, reply) => {
      const key = request.params["*"];
      const { expires, signature } = request.query;
      if (!expires || !app.fileUrls.verify(key, expires, signature)) {
        throw new AppError("forbidden");
      }
      const file = await app.storage.get(key);
      if (!file) throw AppError.notFound();
      return (
        reply
          .header("content-type", file.contentType)
          .header("content-length", String(file.size))
          .header("cache-control", `private, max-age=${secondsUntil(expires, app.clock())}`)
          .header("x-content-type-options", "nosniff")
          // An uploaded file is data, never a page: no script runs even if one is opened directly.
          .header("content-security-policy", "default-src 'none'; sandbox")
          .header("content-disposition", "inline")
          .send(file.stream)
      );
    },
  );
};
