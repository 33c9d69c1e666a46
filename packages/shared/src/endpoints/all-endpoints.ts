import { candidateInterviewsEndpoints } from "./candidate-interviews";
import { contentLibraryEndpoints } from "./content-library";
import type { EndpointDefinition } from "./define-endpoint";
import { filesEndpoints } from "./files";
import { interviewCandidatesEndpoints } from "./interview-candidates";
import { interviewsEndpoints } from "./interviews";
import { openapiEndpoints } from "./openapi";
import { organizationsEndpoints } from "./organizations";
import { positionsEndpoints } from "./positions";
import { reviewsEndpoints } from "./reviews";
import { scorecardsEndpoints } from "./scorecards";
import { uploadsEndpoints } from "./uploads";

/**
 * Every feature's endpoints, by feature name (the name of `modules/<feature>` and
 * `features/<feature>`). A new `endpoints/<feature>.ts` is added here, or the endpoint-table
 * test fails on its routes.
 */
export const ENDPOINTS_BY_FEATURE = {
  "candidate-interviews": candidateInterviewsEndpoints,
  "content-library": contentLibraryEndpoints,
  files: filesEndpoints,
  "interview-candidates": interviewCandidatesEndpoints,
  interviews: interviewsEndpoints,
  openapi: openapiEndpoints,
  organizations: organizationsEndpoints,
  positions: positionsEndpoints,
  reviews: reviewsEndpoints,
  scorecards: scorecardsEndpoints,
  uploads: uploadsEndpoints,
} as const satisfies Record<string, Record<string, EndpointDefinition>>;

/** The whole table: the server registers each entry once, the OpenAPI document lists them. */
export const ALL_ENDPOINTS: readonly EndpointDefinition[] = Object.values(
  ENDPOINTS_BY_FEATURE,
).flatMap((endpoints) => Object.values(endpoints));
