import { filesEndpoints as endpoints } from "@candor/shared/endpoints/files";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../lib/app-error";
import { route } from "../../lib/endpoint-route";
import { parseByteRange } from "../../lib/storage/byte-range";
import type { FileStore } from "../../lib/storage/file-store";
import { secondsUntil } from "../../lib/storage/file-urls";

export type FilesRoutesOptions = Pick<FileStore, "storage" | "fileUrls"> & { clock: () => Date };

/**
 * `GET /v1/files/<key>?expires=…&signature=…`: a stored file, for whoever holds a URL signed by
 * `fileUrls` (an `<img src>` or `<video src>` carries no bearer token); one byte range when
 * asked (`Range: bytes=…`, 206). A wrong, missing or expired signature
 * answers 403 whether or not the file exists. The file store comes from the composition root.
 */
export const filesRoutes: FastifyPluginAsyncZod<FilesRoutesOptions> = async (
  app,
  { storage, fileUrls, clock },
) => {
  route(app, endpoints.getFile, async (request, reply) => {
    const key = request.params["*"];
    const { expires, signature } = request.query;
    if (!expires || !fileUrls.verify(key, expires, signature)) {
      throw new AppError("forbidden");
    }
    const range = request.headers.range;
    const file = await storage.get(key, {
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
        .header("cache-control", `private, max-age=${secondsUntil(expires, clock())}`)
        .header("x-content-type-options", "nosniff")
        // An uploaded file is data, never a page: no script runs even if one is opened directly.
        // A PDF (a résumé, stored so only when its bytes are one) is shown by the browser's PDF
        // viewer, which a sandboxed document may not load; it still runs nothing of ours.
        .header(
          "content-security-policy",
          file.contentType === "application/pdf"
            ? "default-src 'none'; frame-ancestors 'self'"
            : "default-src 'none'; sandbox",
        )
        .header("content-disposition", "inline")
        .send(file.stream)
    );
  });
};
