import { HealthSchema } from "../schemas/health";
import { defineEndpoint } from "./define-endpoint";

/** Liveness, for load balancers and the operator. */
export const healthEndpoints = {
  getHealth: defineEndpoint({
    operationId: "getHealth",
    method: "GET",
    path: "/health",
    tags: ["system"],
    summary: "Liveness and database status",
    access: "public",
    // 503 answers the same document (database unavailable), not the ErrorBody.
    responses: { 200: HealthSchema, 503: HealthSchema },
  }),
} as const;
