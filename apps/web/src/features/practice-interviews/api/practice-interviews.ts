import { practiceInterviewsEndpoints } from "@candor/shared/endpoints/practice-interviews";
import type { CourseCardAttributes } from "@candor/shared/schemas/curricula";
import type { InterviewAttributes } from "@candor/shared/schemas/practice-interviews";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { currentUserQueryKey, readUser, type SessionUser } from "../../../lib/auth/session-api";
import {
  deserialize,
  deserializeList,
  type JsonApiDocument,
  type JsonApiRecord,
} from "../../../lib/jsonapi";
import { trainingQueryKey } from "../../../lib/training/training-keys";
import type { CourseCardRecord } from "../../../lib/training/training-records";

/** A practice set with its questions and the user's answers (SPEC §2 practice sets). */
export type PracticeInterview = JsonApiRecord<InterviewAttributes>;
export type PracticeQuestion = PracticeInterview["questions"][number];

/** What an answer did: the set afterwards, points added, a certificate issued. */
export type AnswerOutcome = {
  interview: PracticeInterview;
  pointsAwarded: number;
  certificateId: string | null;
  user: SessionUser | null;
};

export const practiceInterviewsQueryKey = [...trainingQueryKey, "interviews"] as const;

function readInterview(document: JsonApiDocument): PracticeInterview {
  const interview = deserialize<InterviewAttributes>(document);
  if (!interview) throw new TypeError("The response holds no practice interview");
  return interview;
}

/** `GET /v1/interviews`: every practice set as a card, in catalogue order. */
export async function listPracticeInterviews(): Promise<CourseCardRecord[]> {
  const document = await api(practiceInterviewsEndpoints.listPracticeInterviews);
  return deserializeList<CourseCardAttributes>(document).records;
}

/** `GET /v1/interviews/{slug}`: `currentQuestionId` is where it resumes. */
export async function getPracticeInterview(slug: string): Promise<PracticeInterview> {
  return readInterview(
    await api(practiceInterviewsEndpoints.getPracticeInterview, { params: { slug } }),
  );
}

/**
 * `POST /v1/interviews/{slug}/answers`: the learner's choice for a question. The first answer to a
 * question pays its points; the last one the set's bonus and its certificate. The updated user
 * comes back in `included`.
 */
export async function answerPracticeQuestion(
  slug: string,
  input: { questionId: string; answerId: string },
): Promise<AnswerOutcome> {
  const document = await api(practiceInterviewsEndpoints.answerPracticeInterview, {
    params: { slug },
    body: { question_id: input.questionId, answer_id: input.answerId },
  });
  const included = (document.included ?? []).find(
    (item): item is JsonApiDocument["data"] =>
      typeof item === "object" && item !== null && (item as { type?: unknown }).type === "user",
  );
  return {
    interview: readInterview(document),
    pointsAwarded: document.meta?.points_awarded ?? 0,
    certificateId: document.meta?.certificate_id ?? null,
    user: included ? readUser({ data: included }) : null,
  };
}

/** `POST /v1/interviews/{slug}/reset`: clears the answers (what was earned stays). */
export async function resetPracticeInterview(slug: string): Promise<PracticeInterview> {
  return readInterview(
    await api(practiceInterviewsEndpoints.resetPracticeInterview, { params: { slug } }),
  );
}

export const practiceInterviewsQueryOptions = queryOptions({
  queryKey: [...practiceInterviewsQueryKey, "list"],
  queryFn: listPracticeInterviews,
  staleTime: 0,
});

export function practiceInterviewQueryOptions(slug: string) {
  return queryOptions({
    queryKey: [...practiceInterviewsQueryKey, "one", slug],
    queryFn: () => getPracticeInterview(slug),
    staleTime: 0,
  });
}

/**
 * Answers a question. The set takes the answer at once; the user in the answer replaces the
 * session's (the top bar's points rise), then the user and the training lists reload.
 */
export function useAnswerPracticeQuestion(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { questionId: string; answerId: string }) =>
      answerPracticeQuestion(slug, input),
    onSuccess: (outcome) => {
      const setKey = practiceInterviewQueryOptions(slug).queryKey;
      queryClient.setQueryData(setKey, outcome.interview);
      if (outcome.user) queryClient.setQueryData(currentUserQueryKey, outcome.user);
      // Reloaded in the background: the feedback doesn't wait for them.
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      void queryClient.invalidateQueries({
        queryKey: trainingQueryKey,
        // The set itself is fresh from the answer.
        predicate: (query) => query.queryKey.join("/") !== setKey.join("/"),
      });
    },
  });
}

export function useResetPracticeInterview(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resetPracticeInterview(slug),
    onSuccess: (interview) => {
      const setKey = practiceInterviewQueryOptions(slug).queryKey;
      queryClient.setQueryData(setKey, interview);
      void queryClient.invalidateQueries({
        queryKey: practiceInterviewsQueryKey,
        predicate: (query) => query.queryKey.join("/") !== setKey.join("/"),
      });
    },
  });
}
