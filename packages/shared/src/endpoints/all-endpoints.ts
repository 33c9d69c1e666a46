import { accountsEndpoints } from "./accounts";
import { appConfigEndpoints } from "./app-config";
import { billingEndpoints } from "./billing";
import { brandingEndpoints } from "./branding";
import { calibrationEndpoints } from "./calibration";
import { candidateCommsEndpoints } from "./candidate-comms";
import { candidateImportsEndpoints } from "./candidate-imports";
import { candidateInterviewsEndpoints } from "./candidate-interviews";
import { candidateInvitationsEndpoints } from "./candidate-invitations";
import { candidatesEndpoints } from "./candidates";
import { careersEndpoints } from "./careers";
import { certificatesEndpoints } from "./certificates";
import { contentLibraryEndpoints } from "./content-library";
import { curriculaEndpoints } from "./curricula";
import type { EndpointDefinition } from "./define-endpoint";
import { demoRequestsEndpoints } from "./demo-requests";
import { emailTemplatesEndpoints } from "./email-templates";
import { filesEndpoints } from "./files";
import { guidanceEndpoints } from "./guidance";
import { healthEndpoints } from "./health";
import { interviewCandidatesEndpoints } from "./interview-candidates";
import { interviewsEndpoints } from "./interviews";
import { liveFeedbackEndpoints } from "./live-feedback";
import { liveInterviewsEndpoints } from "./live-interviews";
import { liveRoomEndpoints } from "./live-room";
import { liveSchedulingEndpoints } from "./live-scheduling";
import { notesEndpoints } from "./notes";
import { onboardingEndpoints } from "./onboarding";
import { openapiEndpoints } from "./openapi";
import { organizationsEndpoints } from "./organizations";
import { pageViewsEndpoints } from "./page-views";
import { pipelineStagesEndpoints } from "./pipeline-stages";
import { positionsEndpoints } from "./positions";
import { practiceInterviewsEndpoints } from "./practice-interviews";
import { privacyEndpoints } from "./privacy";
import { quizzesEndpoints } from "./quizzes";
import { reportsEndpoints } from "./reports";
import { reviewPolicyEndpoints } from "./review-policy";
import { reviewsEndpoints } from "./reviews";
import { scorecardsEndpoints } from "./scorecards";
import { uploadsEndpoints } from "./uploads";

/**
 * Every feature's endpoints, by feature name (the name of `modules/<feature>` and
 * `features/<feature>`). A new `endpoints/<feature>.ts` is added here, or the endpoint-table
 * test fails on its routes.
 */
export const ENDPOINTS_BY_FEATURE = {
  candidates: candidatesEndpoints,
  careers: careersEndpoints,
  "candidate-imports": candidateImportsEndpoints,
  "candidate-invitations": candidateInvitationsEndpoints,
  accounts: accountsEndpoints,
  "app-config": appConfigEndpoints,
  billing: billingEndpoints,
  branding: brandingEndpoints,
  "demo-requests": demoRequestsEndpoints,
  "email-templates": emailTemplatesEndpoints,
  health: healthEndpoints,
  certificates: certificatesEndpoints,
  calibration: calibrationEndpoints,
  curricula: curriculaEndpoints,
  "candidate-interviews": candidateInterviewsEndpoints,
  "content-library": contentLibraryEndpoints,
  files: filesEndpoints,
  guidance: guidanceEndpoints,
  "interview-candidates": interviewCandidatesEndpoints,
  interviews: interviewsEndpoints,
  "live-interviews": liveInterviewsEndpoints,
  "live-room": liveRoomEndpoints,
  notes: notesEndpoints,
  onboarding: onboardingEndpoints,
  openapi: openapiEndpoints,
  organizations: organizationsEndpoints,
  "page-views": pageViewsEndpoints,
  "pipeline-stages": pipelineStagesEndpoints,
  positions: positionsEndpoints,
  reports: reportsEndpoints,
  "practice-interviews": practiceInterviewsEndpoints,
  privacy: privacyEndpoints,
  quizzes: quizzesEndpoints,
  reviews: reviewsEndpoints,
  "review-policy": reviewPolicyEndpoints,
  scorecards: scorecardsEndpoints,
  uploads: uploadsEndpoints,
  "live-scheduling": liveSchedulingEndpoints,
  "live-feedback": liveFeedbackEndpoints,
  "candidate-comms": candidateCommsEndpoints,
} as const satisfies Record<string, Record<string, EndpointDefinition>>;

/** The whole table: the server registers each entry once, the OpenAPI document lists them. */
export const ALL_ENDPOINTS: readonly EndpointDefinition[] = Object.values(
  ENDPOINTS_BY_FEATURE,
).flatMap((endpoints) => Object.values(endpoints));
