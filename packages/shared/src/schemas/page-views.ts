import { z } from "zod";

export const AREAS = ["training", "hire", "hire-candidate", "general"] as const;

/** `POST /v1/page_views`: one event per client-side route change (SPEC §2). Answers 204. */
export const CreatePageViewInputSchema = z
  .object({
    path: z.string().trim().min(1).max(2048).startsWith("/"),
    area: z.enum(AREAS),
    referrer: z.string().max(2048).optional(),
  })
  .meta({ id: "CreatePageViewInput" });
export type CreatePageViewInput = z.infer<typeof CreatePageViewInputSchema>;
