import {
  type ONBOARDING_EXPERIENCE,
  type ONBOARDING_GOALS,
  type ONBOARDING_INTERVIEWS_PER_MONTH,
  ONBOARDING_OTHER_MAX_LENGTH,
  type ONBOARDING_ROLES,
  type OnboardingAnswers,
} from "@candor/shared/schemas/onboarding";

/** The survey while it is being filled in: nothing chosen yet is null or empty. */
export type OnboardingDraft = {
  role: (typeof ONBOARDING_ROLES)[number] | null;
  roleOther: string;
  experience: (typeof ONBOARDING_EXPERIENCE)[number] | null;
  interviewsPerMonth: (typeof ONBOARDING_INTERVIEWS_PER_MONTH)[number] | null;
  goals: (typeof ONBOARDING_GOALS)[number][];
  goalsOther: string;
};

export const EMPTY_DRAFT: OnboardingDraft = {
  role: null,
  roleOther: "",
  experience: null,
  interviewsPerMonth: null,
  goals: [],
  goalsOther: "",
};

/** The three steps and the fields each asks for. */
export const ONBOARDING_STEPS = ["role", "experience", "goals"] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export type DraftErrors = Partial<
  Record<
    "role" | "roleOther" | "experience" | "interviewsPerMonth" | "goals" | "goalsOther",
    string
  >
>;

/** Error codes (`errors.<code>`) of one step's fields; empty when it can go on. */
export function validateStep(step: OnboardingStep, draft: OnboardingDraft): DraftErrors {
  const errors: DraftErrors = {};
  const tooLong = (text: string) => text.trim().length > ONBOARDING_OTHER_MAX_LENGTH;
  if (step === "role") {
    if (!draft.role) errors.role = "required";
    if (draft.role === "other" && tooLong(draft.roleOther)) errors.roleOther = "too_long";
  }
  if (step === "experience") {
    if (!draft.experience) errors.experience = "required";
    if (!draft.interviewsPerMonth) errors.interviewsPerMonth = "required";
  }
  if (step === "goals") {
    if (draft.goals.length === 0) errors.goals = "required";
    if (draft.goals.includes("other") && tooLong(draft.goalsOther)) errors.goalsOther = "too_long";
  }
  return errors;
}

/** The answers the API takes (snake_case); the free texts only with their "other". */
export function toAnswers(draft: OnboardingDraft): OnboardingAnswers | null {
  if (!draft.role || !draft.experience || !draft.interviewsPerMonth || draft.goals.length === 0) {
    return null;
  }
  const roleOther = draft.roleOther.trim();
  const goalsOther = draft.goalsOther.trim();
  return {
    role: draft.role,
    ...(draft.role === "other" && roleOther ? { role_other: roleOther } : {}),
    experience: draft.experience,
    interviews_per_month: draft.interviewsPerMonth,
    goals: draft.goals,
    ...(draft.goals.includes("other") && goalsOther ? { goals_other: goalsOther } : {}),
  };
}

/** A draft from answers given before (the survey can be answered again). */
export function fromAnswers(
  answers: {
    role: OnboardingDraft["role"] & string;
    roleOther?: string | undefined;
    experience: NonNullable<OnboardingDraft["experience"]>;
    interviewsPerMonth: NonNullable<OnboardingDraft["interviewsPerMonth"]>;
    goals: OnboardingDraft["goals"];
    goalsOther?: string | undefined;
  } | null,
): OnboardingDraft {
  if (!answers) return EMPTY_DRAFT;
  return {
    role: answers.role,
    roleOther: answers.roleOther ?? "",
    experience: answers.experience,
    interviewsPerMonth: answers.interviewsPerMonth,
    goals: [...answers.goals],
    goalsOther: answers.goalsOther ?? "",
  };
}
