import { z } from "zod";

/** `GET /v1/health`: 200 when the database answers, 503 with the same document when it doesn't. */
export const HealthSchema = z
  .object({ status: z.enum(["ok", "degraded"]), database: z.enum(["ok", "unavailable"]) })
  .meta({ id: "Health" });
export type Health = z.infer<typeof HealthSchema>;
