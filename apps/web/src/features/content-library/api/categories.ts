import { contentLibraryEndpoints } from "@candor/shared/endpoints/content-library";
import type { CategoryAttributes, CategoryInput } from "@candor/shared/schemas/content-library";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import {
  deserialize,
  deserializeList,
  type JsonApiDocument,
  type JsonApiRecord,
} from "../../../lib/jsonapi";

/** A question category: Candor's (`isLibrary`, read-only) or the organization's own. */
export type Category = JsonApiRecord<CategoryAttributes>;

/** Every query of the content library starts with this key: a change reloads them all. */
export const contentLibraryQueryKey = ["content-library"] as const;
const categoriesQueryKey = [...contentLibraryQueryKey, "categories"] as const;

/** `GET /v1/categories`: Candor's and the organization's, by name (not paginated). */
export async function listCategories(): Promise<Category[]> {
  return deserializeList<CategoryAttributes>(await api(contentLibraryEndpoints.listCategories))
    .records;
}

export const categoriesQueryOptions = queryOptions({
  queryKey: categoriesQueryKey,
  queryFn: listCategories,
});

function readCategory(document: JsonApiDocument): Category {
  const category = deserialize<CategoryAttributes>(document);
  if (!category) throw new TypeError("The response holds no category");
  return category;
}

/** `POST /v1/categories`: 422 `taken` on `name` when the organization already sees that name. */
export async function createCategory(input: CategoryInput): Promise<Category> {
  return readCategory(await api(contentLibraryEndpoints.createCategory, { body: input }));
}

/** `PUT /v1/categories/{id}`: only the organization's own (Candor's answer 404). */
export async function renameCategory(id: string, input: CategoryInput): Promise<Category> {
  return readCategory(
    await api(contentLibraryEndpoints.updateCategory, { params: { id }, body: input }),
  );
}

/** `DELETE /v1/categories/{id}`: its questions stay, without a category. */
export async function deleteCategory(id: string): Promise<void> {
  await api(contentLibraryEndpoints.deleteCategory, { params: { id } });
}

/** After any change in the library: categories, questions and sets all reload. */
export function useRefreshLibrary() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: contentLibraryQueryKey });
}

export function useCreateCategory() {
  const refresh = useRefreshLibrary();
  return useMutation({ mutationFn: createCategory, onSuccess: refresh });
}

export function useRenameCategory() {
  const refresh = useRefreshLibrary();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => renameCategory(id, { name }),
    onSuccess: refresh,
  });
}

export function useDeleteCategory() {
  const refresh = useRefreshLibrary();
  return useMutation({ mutationFn: deleteCategory, onSuccess: refresh });
}
