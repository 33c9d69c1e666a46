import { onboardingEndpoints } from "@candor/shared/endpoints/onboarding";
import type {
  OnboardingAnswers,
  OnboardingSurveyAttributesSchema,
} from "@candor/shared/schemas/onboarding";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { currentUserQueryKey, type SessionUser } from "../../../lib/auth/session-api";
import { http } from "../../../lib/http";
import { deserialize, type JsonApiDocument, type JsonApiRecord } from "../../../lib/jsonapi";
import { trainingQueryKey } from "../../../lib/training/training-keys";

type OnboardingSurveyAttributes = z.infer<typeof OnboardingSurveyAttributesSchema>;
export type OnboardingSurvey = JsonApiRecord<OnboardingSurveyAttributes>;

function readSurvey(document: JsonApiDocument): OnboardingSurvey {
  const survey = deserialize<OnboardingSurveyAttributes>(document);
  if (!survey) throw new TypeError("The response holds no onboarding survey");
  return survey;
}

/** `GET /v1/onboarding_survey`: the answers so far (null before), and the user's flag. */
export async function getOnboardingSurvey(): Promise<OnboardingSurvey> {
  return readSurvey(await api(onboardingEndpoints.getOnboardingSurvey));
}

/** `POST /v1/onboarding_survey`: answers it (again replaces); turns `show_onboarding` off. */
export async function submitOnboardingSurvey(
  answers: OnboardingAnswers,
): Promise<OnboardingSurvey> {
  return readSurvey(await api(onboardingEndpoints.submitOnboardingSurvey, { body: { answers } }));
}

/** "Not now": `PUT /v1/users/current` turns the flag off without answers (shown once). */
export async function dismissOnboarding(): Promise<void> {
  await http.put("/users/current", { show_onboarding: false });
}

export const onboardingSurveyQueryOptions = queryOptions({
  queryKey: [...trainingQueryKey, "onboarding-survey"],
  queryFn: getOnboardingSurvey,
});

/**
 * Submits the survey. The session's user stops asking for it at once (so the training home
 * doesn't send the user back here), then the user is reloaded from the server.
 */
export function useSubmitOnboardingSurvey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitOnboardingSurvey,
    onSuccess: (survey) => {
      queryClient.setQueryData(onboardingSurveyQueryOptions.queryKey, survey);
      queryClient.setQueryData<SessionUser>(currentUserQueryKey, (user) =>
        user ? { ...user, showOnboarding: survey.showOnboarding } : user,
      );
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}

/** Skips the survey for good; the session's user stops asking for it at once. */
export function useDismissOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissOnboarding,
    onSuccess: () => {
      queryClient.setQueryData<SessionUser>(currentUserQueryKey, (user) =>
        user ? { ...user, showOnboarding: false } : user,
      );
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
