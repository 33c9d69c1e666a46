import {
  OnboardingSurveyDocumentSchema,
  SubmitOnboardingSurveyInputSchema,
} from "../schemas/onboarding";
import { defineEndpoint } from "./define-endpoint";

const tags = ["onboarding"] as const;

/** The onboarding survey of `/training/onboarding` (SPEC §7), for members. */
export const onboardingEndpoints = {
  getOnboardingSurvey: defineEndpoint({
    operationId: "getOnboardingSurvey",
    method: "GET",
    path: "/onboarding_survey",
    tags,
    summary: "The user's onboarding survey: answers (null before), when, and show_onboarding",
    access: "member",
    responses: { 200: OnboardingSurveyDocumentSchema },
  }),
  submitOnboardingSurvey: defineEndpoint({
    operationId: "submitOnboardingSurvey",
    method: "POST",
    path: "/onboarding_survey",
    tags,
    summary:
      "Answer the onboarding survey (again to change the answers); turns the user's show_onboarding off",
    access: "member",
    body: SubmitOnboardingSurveyInputSchema,
    responses: { 200: OnboardingSurveyDocumentSchema },
  }),
} as const;
