import { candidatesEndpoints } from "./candidates";
import type { EndpointDefinition } from "./define-endpoint";
import { interviewCandidatesEndpoints } from "./interview-candidates";
import { interviewsEndpoints } from "./interviews";
import { openapiEndpoints } from "./openapi";
import { organizationsEndpoints } from "./organizations";
import { positionsEndpoints } from "./positions";
import { reviewsEndpoints } from "./reviews";

/**
 * Every feature's endpoints, by feature name (the name of `modules/<feature>` and
 * `features/<feature>`). A new `endpoints/<feature>.ts` is added here, or the endpoint-table
 * test fails on its routes.
 */
export const ENDPOINTS_BY_FEATURE = {
  candidates: candidatesEndpoints,
  "interview-candidates": interviewCandidatesEndpoints,
  interviews: interviewsEndpoints,
  openapi: openapiEndpoints,
  organizations: organizationsEndpoints,
  positions: positionsEndpoints,
  reviews: reviewsEndpoints,
} as const satisfies Record<string, Record<string, EndpointDefinition>>;

/** The whole table: the server registers each entry once, the OpenAPI document lists them. */
export const ALL_ENDPOINTS: readonly EndpointDefinition[] = Object.values(
  ENDPOINTS_BY_FEATURE,
).flatMap((endpoints) => Object.values(endpoints));
