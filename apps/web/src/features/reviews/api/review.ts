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
import { http } from "../../../lib/http";
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

const base = (id: string) => `/candidate_interviews/${encodeURIComponent(id)}`;

/**
 * `GET /v1/candidate_interviews/{id}`: questions and answers (signed video URLs), the scorecard,
 * the caller's review, and others' reviews with the average once the caller has submitted.
 */
export async function getReview(id: string): Promise<CandidateReview> {
  return readReview(await http.get<JsonApiDocument>(base(id)));
}

export function reviewQueryOptions(id: string) {
  return queryOptions({ queryKey: reviewQueryKey(id), queryFn: () => getReview(id) });
}

/** `PUT /v1/candidate_interviews/{id}/review`: a draft, or `submit: true` once every criterion is rated. */
export async function saveReview(id: string, input: ReviewInput): Promise<CandidateReview> {
  return readReview(await http.put<JsonApiDocument>(`${base(id)}/review`, input));
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
    await http.post<JsonApiDocument>(`${base(id)}/decision`, input),
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
        await http.get<JsonApiDocument>(
          `/prerecorded_answers/${encodeURIComponent(answerId)}/comments`,
        ),
      ).records,
  });
}

export function useAddAnswerComment(answerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateAnswerCommentInput) =>
      http.post(`/prerecorded_answers/${encodeURIComponent(answerId)}/comments`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: answerCommentsQueryKey(answerId) }),
  });
}

export function useDeleteAnswerComment(answerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (commentId: string) =>
      http.delete(`/answer_comments/${encodeURIComponent(commentId)}`),
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
        await http.get<JsonApiDocument>(`${base(id)}/notes`),
      ).records,
  });
}

export function useNoteMutations(id: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: notesQueryKey(id) });
  const note = (noteId: string) => `/candidate_interview_notes/${encodeURIComponent(noteId)}`;
  return {
    add: useMutation({
      mutationFn: (body: string) => http.post(`${base(id)}/notes`, { body }),
      onSuccess: refresh,
    }),
    edit: useMutation({
      mutationFn: ({ noteId, body }: { noteId: string; body: string }) =>
        http.put(note(noteId), { body }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (noteId: string) => http.delete(note(noteId)),
      onSuccess: refresh,
    }),
  };
}
