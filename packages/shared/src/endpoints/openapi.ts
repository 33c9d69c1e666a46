import { z } from "zod";
import { defineEndpoint } from "./define-endpoint";

/** The API's own description (apps/api/src/modules/openapi). */
export const openapiEndpoints = {
  getOpenApiDocument: defineEndpoint({
    operationId: "getOpenApiDocument",
    method: "GET",
    path: "/openapi.json",
    tags: ["system"],
    summary: "This OpenAPI document",
    access: "public",
    // The document does not describe itself.
    hidden: true,
    responses: { 200: z.record(z.string(), z.unknown()).describe("An OpenAPI 3.1 document") },
  }),
} as const;
