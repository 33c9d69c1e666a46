import { contentLibraryEndpoints } from "@candor/shared/endpoints/content-library";
import type {
  CreatePrerecordedQuestionInputSchema,
  PrerecordedQuestionAttributes,
  QuestionSource,
  UpdatePrerecordedQuestionInput,
} from "@candor/shared/schemas/content-library";
import { keepPreviousData, queryOptions, useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import {
  type DeserializedList,
  deserialize,
  deserializeList,
  type JsonApiDocument,
  type JsonApiRecord,
} from "../../../lib/jsonapi";
import { contentLibraryQueryKey, useRefreshLibrary } from "./categories";

/** A question of Candor's library (`isLibrary`, read-only) or of the organization. */
export type Question = JsonApiRecord<PrerecordedQuestionAttributes>;

export type QuestionsListParams = {
  q: string;
  categoryId: string | null;
  source: QuestionSource;
  /** The page's number, and where it starts: the previous page's `next_cursor` (none on page 1). */
  page: number;
  cursor?: string;
  limit: number;
};

export const QUESTIONS_PAGE_SIZE = 20;

/** `GET /v1/prerecorded_questions`: a page, the organization's own first. */
export async function listQuestions(
  params: QuestionsListParams,
): Promise<DeserializedList<Question>> {
  const document = await api(contentLibraryEndpoints.listPrerecordedQuestions, {
    query: {
      q: params.q.trim() || undefined,
      category_id: params.categoryId ?? undefined,
      source: params.source,
      page: params.page,
      cursor: params.cursor,
      limit: params.limit,
    },
  });
  return deserializeList<PrerecordedQuestionAttributes>(document);
}

export function questionsQueryOptions(params: QuestionsListParams) {
  return queryOptions({
    queryKey: [...contentLibraryQueryKey, "questions", params],
    // The page's number goes with it: a page kept on screen while the next loads shows its own.
    queryFn: async () => ({ ...(await listQuestions(params)), page: params.page }),
    // The list keeps what it shows while the next page or search loads.
    placeholderData: keepPreviousData,
  });
}

function readQuestion(document: JsonApiDocument): Question {
  const question = deserialize<PrerecordedQuestionAttributes>(document);
  if (!question) throw new TypeError("The response holds no question");
  return question;
}

/** What a new question sends (the answer time has its default on the server when left out). */
export type CreateQuestionInput = z.input<typeof CreatePrerecordedQuestionInputSchema>;

/** `POST /v1/prerecorded_questions`; field errors are keyed as the input is. */
export async function createQuestion(input: CreateQuestionInput) {
  return readQuestion(
    await api(contentLibraryEndpoints.createPrerecordedQuestion, { body: input }),
  );
}

/** `PUT /v1/prerecorded_questions/{id}`: the organization's own only. */
export async function updateQuestion(id: string, input: UpdatePrerecordedQuestionInput) {
  return readQuestion(
    await api(contentLibraryEndpoints.updatePrerecordedQuestion, { params: { id }, body: input }),
  );
}

export async function deleteQuestion(id: string): Promise<void> {
  await api(contentLibraryEndpoints.deletePrerecordedQuestion, { params: { id } });
}

export function useCreateQuestion() {
  const refresh = useRefreshLibrary();
  return useMutation({ mutationFn: createQuestion, onSuccess: refresh });
}

export function useUpdateQuestion() {
  const refresh = useRefreshLibrary();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdatePrerecordedQuestionInput }) =>
      updateQuestion(id, input),
    onSuccess: refresh,
  });
}

export function useDeleteQuestion() {
  const refresh = useRefreshLibrary();
  return useMutation({ mutationFn: deleteQuestion, onSuccess: refresh });
}
