import { interviewCandidatesEndpoints } from "@candor/shared/endpoints/interview-candidates";
import { reviewsEndpoints as endpoints } from "@candor/shared/endpoints/reviews";
import type {
  CandidateInterviewAttributes,
  DecisionInput,
} from "@candor/shared/schemas/interviews";
import type {
  AnswerCommentAttributes,
  CandidateInterviewNoteAttributes,
  CandidateInterviewReviewAttributes,
  CreateAnswerCommentInput,
  ReviewInput,
} from "@candor/shared/schemas/reviews";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import {
  deserialize,
  deserializeList,
  type JsonApiDocument,
  type JsonApiRecord,
} from "../../../lib/jsonapi";

/** Everything the review page shows of one candidate interview, camelCased. */
export type CandidateReview = JsonApiRecord<CandidateInterviewReviewAttributes>;
export type ReviewQuestion = CandidateReview["questions"][number];
export type ReviewAnswer = NonNullable<ReviewQuestion["answer"]>;
export type ReviewCriterion = NonNullable<CandidateReview["scorecard"]>["criteria"][number];
export type Review = NonNullable<CandidateReview["myReview"]>;
export type AnswerComment = JsonApiRecord<AnswerCommentAttributes>;
export type CandidateNote = JsonApiRecord<CandidateInterviewNoteAttributes>;

/** Every query of this feature starts with this key. */
export const reviewsQueryKey = ["reviews"] as const;

/** The caller's review queue (see api/review-queue.ts). */
export const reviewQueueQueryKey = [...reviewsQueryKey, "queue"] as const;

export function reviewQueryKey(id: string) {
  return [...reviewsQueryKey, "candidate-interview", id] as const;
}

function readReview(document: JsonApiDocument): CandidateReview {
  const review = deserialize<CandidateInterviewReviewAttributes>(document);
  if (!review) throw new TypeError("The response holds no review");
  return review;
}

/**
 * `GET /v1/candidate_interviews/{id}`: questions and answers (signed video URLs), the scorecard,
 * the caller's review, and others' reviews with the average once the caller has submitted.
 */
export async function getReview(id: string): Promise<CandidateReview> {
  return readReview(await api(endpoints.getCandidateInterviewReview, { params: { id } }));
}

export function reviewQueryOptions(id: string) {
  return queryOptions({ queryKey: reviewQueryKey(id), queryFn: () => getReview(id) });
}

/** `PUT /v1/candidate_interviews/{id}/review`: a draft, or `submit: true` once every criterion is rated. */
export async function saveReview(id: string, input: ReviewInput): Promise<CandidateReview> {
  return readReview(await api(endpoints.saveReview, { params: { id }, body: input }));
}

export function useSaveReview(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) => saveReview(id, input),
    onSuccess: async (saved) => {
      queryClient.setQueryData(reviewQueryKey(id), saved);
      // A submitted review leaves the caller's queue on the dashboard.
      await queryClient.invalidateQueries({ queryKey: reviewQueueQueryKey });
    },
  });
}

/** `POST /v1/candidate_interviews/{id}/decision`: any member who reviews (decision 0009). */
export async function decide(id: string, input: DecisionInput) {
  const candidate = deserialize<CandidateInterviewAttributes>(
    await api(interviewCandidatesEndpoints.decideInterviewCandidate, {
      params: { id },
      body: input,
    }),
  );
  if (!candidate) throw new TypeError("The response holds no candidate interview");
  return candidate;
}

export function useDecide(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DecisionInput) => decide(id, input),
    onSuccess: async (candidate) => {
      queryClient.setQueryData<CandidateReview>(reviewQueryKey(id), (current) =>
        current
          ? {
              ...current,
              status: candidate.status,
              decision: candidate.decision,
              decidedAt: candidate.decidedAt,
            }
          : current,
      );
      // The interview's candidate lists and counts (another feature's queries) reload too, and
      // a decided candidate leaves every review queue.
      await queryClient.invalidateQueries({ queryKey: ["prerecorded-interviews"] });
      await queryClient.invalidateQueries({ queryKey: reviewQueueQueryKey });
    },
  });
}

// ---- Comments pinned to a moment of an answer ----

export function answerCommentsQueryKey(answerId: string) {
  return [...reviewsQueryKey, "answer-comments", answerId] as const;
}

/** `GET /v1/prerecorded_answers/{id}/comments`: by time in the video. */
export function answerCommentsQueryOptions(answerId: string) {
  return queryOptions({
    queryKey: answerCommentsQueryKey(answerId),
    queryFn: async () =>
      deserializeList<AnswerCommentAttributes>(
        await api(endpoints.listAnswerComments, { params: { id: answerId } }),
      ).records,
  });
}

export function useAddAnswerComment(answerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateAnswerCommentInput) =>
      api(endpoints.createAnswerComment, { params: { id: answerId }, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: answerCommentsQueryKey(answerId) }),
  });
}

export function useDeleteAnswerComment(answerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (commentId: string) =>
      api(endpoints.deleteAnswerComment, { params: { id: commentId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: answerCommentsQueryKey(answerId) }),
  });
}

// ---- Notes ----

export function notesQueryKey(id: string) {
  return [...reviewQueryKey(id), "notes"] as const;
}

/** `GET /v1/candidate_interviews/{id}/notes`: oldest first. */
export function notesQueryOptions(id: string) {
  return queryOptions({
    queryKey: notesQueryKey(id),
    queryFn: async () =>
      deserializeList<CandidateInterviewNoteAttributes>(
        await api(endpoints.listInterviewNotes, { params: { id } }),
      ).records,
  });
}

export function useNoteMutations(id: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: notesQueryKey(id) });
  return {
    add: useMutation({
      mutationFn: (body: string) =>
        api(endpoints.createInterviewNote, { params: { id }, body: { body } }),
      onSuccess: refresh,
    }),
    edit: useMutation({
      mutationFn: ({ noteId, body }: { noteId: string; body: string }) =>
        api(endpoints.updateInterviewNote, { params: { id: noteId }, body: { body } }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (noteId: string) =>
        api(endpoints.deleteInterviewNote, { params: { id: noteId } }),
      onSuccess: refresh,
    }),
  };
}
