import { z } from "zod";
import {
  LiveSlotChoiceDocumentSchema,
  LiveSlotChoiceQuerySchema,
  PickLiveSlotInputSchema,
} from "../schemas/live-scheduling";
import { defineEndpoint } from "./define-endpoint";

const tags = ["live-interviews"] as const;
const IdParamsSchema = z.object({ id: z.string().max(100) });

/**
 * The candidate's slot page (issue 13, decision 0032): public, the personal link's token is the
 * key. A wrong token and another interview's id both answer 404.
 */
export const liveSchedulingEndpoints = {
  getLiveSlotChoice: defineEndpoint({
    operationId: "getLiveSlotChoice",
    method: "GET",
    path: "/live_interviews/:id/slot_choice",
    tags,
    summary:
      "The slots a candidate may still pick (by their personal link's token), or the time chosen",
    access: "public",
    params: IdParamsSchema,
    query: LiveSlotChoiceQuerySchema,
    responses: { 200: LiveSlotChoiceDocumentSchema },
  }),
  pickLiveSlot: defineEndpoint({
    operationId: "pickLiveSlot",
    method: "POST",
    path: "/live_interviews/:id/slot_choice",
    tags,
    summary:
      "The candidate picks a slot: the interview is scheduled and everyone invited; 409 `slot_taken` when it went first, 422 `slot_in_past`",
    access: "public",
    params: IdParamsSchema,
    body: PickLiveSlotInputSchema,
    responses: { 200: LiveSlotChoiceDocumentSchema },
    errors: [409],
  }),
} as const;
