import { z } from "zod";
import { binary, defineEndpoint } from "./define-endpoint";

/**
 * Stored files (avatars, logos, videos…) served through URLs the API signs (an `<img src>` or
 * `<video src>` carries no bearer token). Clients get these URLs in documents and never build
 * them.
 */
export const filesEndpoints = {
  getFile: defineEndpoint({
    operationId: "getFile",
    method: "GET",
    path: "/files/*",
    tags: ["files"],
    summary: "A stored file, through a signed URL",
    access: "public",
    params: z.object({ "*": z.string().max(600) }),
    query: z.object({
      expires: z.string().max(20).optional(),
      signature: z.string().max(100).optional(),
    }),
    responses: {
      200: binary("application/octet-stream", "The file, with its content type"),
      206: binary(
        "application/octet-stream",
        "The bytes of a `Range: bytes=…` request (Content-Range)",
      ),
    },
    // A wrong, missing or expired signature, whether or not the file exists.
    errors: [403],
  }),
} as const;
