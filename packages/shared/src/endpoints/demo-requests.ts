import { DemoRequestDocumentSchema, DemoRequestInputSchema } from "../schemas/demo-requests";
import { defineEndpoint } from "./define-endpoint";

/** `/book-a-demo`: anyone may ask. */
export const demoRequestsEndpoints = {
  createDemoRequest: defineEndpoint({
    operationId: "createDemoRequest",
    method: "POST",
    path: "/demo_requests",
    tags: ["demo-requests"],
    summary:
      "Book a demo: stored, confirmed by email to the requester and sent to the sales address",
    access: "public",
    body: DemoRequestInputSchema,
    errors: [429],
    responses: { 201: DemoRequestDocumentSchema },
  }),
} as const;
