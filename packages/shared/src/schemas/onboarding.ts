import { z } from "zod";
import { documentSchema, resourceSchema } from "./jsonapi";

/**
 * The onboarding survey (`/training/onboarding`), shown once to users whose `show_onboarding` is
 * on; answering it turns that off. Options are codes the web app translates
 * (`onboarding.<field>.<code>`).
 */
export const ONBOARDING_ROLES = [
  "hr_manager",
  "recruiter",
  "hiring_manager",
  "founder",
  "interviewer",
  "other",
] as const;
export const ONBOARDING_EXPERIENCE = [
  "none",
  "less_than_1_year",
  "1_to_3_years",
  "3_to_5_years",
  "more_than_5_years",
] as const;
export const ONBOARDING_INTERVIEWS_PER_MONTH = [
  "0_to_2",
  "3_to_10",
  "11_to_30",
  "more_than_30",
] as const;
export const ONBOARDING_GOALS = [
  "structured_interviews",
  "better_questions",
  "reduce_bias",
  "evaluate_answers",
  "scorecards",
  "candidate_experience",
  "one_way_video",
  "train_my_team",
  "other",
] as const;
export const ONBOARDING_OTHER_MAX_LENGTH = 500;

/** `required` when left out, `invalid` when not one of the options. */
const choice = {
  error: (issue: { input?: unknown }) => (issue.input === undefined ? "required" : "invalid"),
};

const other = z
  .string({ error: "invalid" })
  .trim()
  .max(ONBOARDING_OTHER_MAX_LENGTH, "too_long")
  .optional();

export const OnboardingAnswersSchema = z
  .object({
    role: z.enum(ONBOARDING_ROLES, choice),
    /** Free text when `role` is `other`. */
    role_other: other,
    experience: z.enum(ONBOARDING_EXPERIENCE, choice),
    interviews_per_month: z.enum(ONBOARDING_INTERVIEWS_PER_MONTH, choice),
    /** At least one; the server drops repeats. */
    goals: z
      .array(z.enum(ONBOARDING_GOALS, { error: "invalid" }), choice)
      .min(1, "required")
      .max(ONBOARDING_GOALS.length, "invalid"),
    /** Free text when `goals` has `other`. */
    goals_other: other,
  })
  .meta({ id: "OnboardingAnswers" });
export type OnboardingAnswers = z.infer<typeof OnboardingAnswersSchema>;

/** `POST /v1/onboarding_survey`: the answers; sending it again replaces them. */
export const SubmitOnboardingSurveyInputSchema = z
  .object({ answers: OnboardingAnswersSchema })
  .meta({ id: "SubmitOnboardingSurveyInput" });

export const OnboardingSurveyAttributesSchema = z
  .object({
    /** Null until the survey is answered. */
    answers: OnboardingAnswersSchema.nullable(),
    completed_at: z.string().nullable(),
    /** The user's flag: whether the web app should still show the survey. */
    show_onboarding: z.boolean(),
  })
  .meta({ id: "OnboardingSurveyAttributes" });
/** The signed-in user's survey; its id is the user's. */
export const OnboardingSurveyDocumentSchema = documentSchema(
  resourceSchema("onboarding_survey", OnboardingSurveyAttributesSchema),
).meta({ id: "OnboardingSurveyDocument" });
