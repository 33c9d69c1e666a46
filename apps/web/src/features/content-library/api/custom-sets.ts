import { contentLibraryEndpoints } from "@candor/shared/endpoints/content-library";
import type {
  CreateCustomSetInputSchema,
  CustomSetAttributes,
  UpdateCustomSetInput,
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

/** A named, ordered group of questions, with its questions inline. */
export type CustomSet = JsonApiRecord<CustomSetAttributes>;
export type CustomSetQuestion = CustomSet["questions"][number];

export type CustomSetsListParams = { q: string; page: number; limit: number };
export const CUSTOM_SETS_PAGE_SIZE = 20;

/** `GET /v1/custom_sets`: newest first, a page. */
export async function listCustomSets(
  params: CustomSetsListParams,
): Promise<DeserializedList<CustomSet>> {
  const document = await api(contentLibraryEndpoints.listCustomSets, {
    query: { q: params.q.trim() || undefined, page: params.page, limit: params.limit },
  });
  return deserializeList<CustomSetAttributes>(document);
}

export function customSetsQueryOptions(params: CustomSetsListParams) {
  return queryOptions({
    queryKey: [...contentLibraryQueryKey, "custom-sets", params],
    queryFn: () => listCustomSets(params),
    placeholderData: keepPreviousData,
  });
}

function readSet(document: JsonApiDocument): CustomSet {
  const set = deserialize<CustomSetAttributes>(document);
  if (!set) throw new TypeError("The response holds no custom set");
  return set;
}

/** `POST /v1/custom_sets` `{name, question_ids}`. */
export async function createCustomSet(input: z.input<typeof CreateCustomSetInputSchema>) {
  return readSet(await api(contentLibraryEndpoints.createCustomSet, { body: input }));
}

/** `PUT /v1/custom_sets/{id}`: a new name, or the whole new order of questions. */
export async function updateCustomSet(id: string, input: UpdateCustomSetInput) {
  return readSet(
    await api(contentLibraryEndpoints.updateCustomSet, { params: { id }, body: input }),
  );
}

export async function deleteCustomSet(id: string): Promise<void> {
  await api(contentLibraryEndpoints.deleteCustomSet, { params: { id } });
}

export function useCreateCustomSet() {
  const refresh = useRefreshLibrary();
  return useMutation({ mutationFn: createCustomSet, onSuccess: refresh });
}

export function useUpdateCustomSet() {
  const refresh = useRefreshLibrary();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateCustomSetInput }) =>
      updateCustomSet(id, input),
    onSuccess: refresh,
  });
}

export function useDeleteCustomSet() {
  const refresh = useRefreshLibrary();
  return useMutation({ mutationFn: deleteCustomSet, onSuccess: refresh });
}
