import type { EndpointPath } from "./endpoint-call";

/*
 * The method and path of the product tour's call (every signed-in page that shows a tour ends
 * it through this). guidance.ts spreads it into its entry; schema-free (docs/decisions/0049).
 */
export const guidancePaths = {
  endTour: { operationId: "endTour", method: "PUT", path: "/users/current/tours/:key" },
} as const satisfies Record<string, EndpointPath>;
