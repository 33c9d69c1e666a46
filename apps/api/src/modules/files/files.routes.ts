import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error";
import { parseByteRange } from "../../lib/storage/byte-range";
import { secondsUntil } from "../../lib/storage/file-urls";

/**
 * `GET /v1/files/<key>?expires=…&signature=…`: a stored file, for whoever holds a URL signed by
 * `app.fileUrls` (an `<img src>` or `<video src>` carries no bearer token); one byte range when
 * asked (`Range: bytes=…`, 206). A wrong, missing or expired signature
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
          206: z
            .any()
            .meta({ type: "string", format: "binary" })
            .describe("The bytes of a `Range: bytes=…` request (Content-Range)"),
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
      const range = request.headers.range;
      const file = await app.storage.get(key, {
        range: range ? (size) => parseByteRange(range, size) : undefined,
      });
      if (!file) throw AppError.notFound();
      // Video players seek (and Safari plays at all) with byte ranges.
      reply.header("accept-ranges", "bytes");
      if (file.range) {
        const { start, end } = file.range;
        reply
          .status(206)
          .header("content-range", `bytes ${start}-${end}/${file.size}`)
          .header("content-length", String(end - start + 1));
      } else {
        reply.header("content-length", String(file.size));
      }
      return (
        reply
          .header("content-type", file.contentType)
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
