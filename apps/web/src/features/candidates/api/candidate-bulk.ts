import { candidateImportsEndpoints } from "@candor/shared/endpoints/candidate-imports";
import type { BulkCandidatesInput } from "@candor/shared/schemas/candidate-bulk";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, apiBlob } from "../../../lib/api-client";
import { type CandidatesListParams, candidatesFilterQuery, candidatesQueryKey } from "./candidates";

/** The bulk action's `filter`: the list's filters as a JSON body writes them. */
export function candidatesBulkFilter(params: CandidatesListParams) {
  return { ...candidatesFilterQuery(params), awaiting_my_review: params.awaitingMyReview };
}

/** `POST /v1/candidates/bulk`: answers how many candidates changed; the lists refresh. */
export function useBulkUpdateCandidates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: BulkCandidatesInput) =>
      (await api(candidateImportsEndpoints.bulkUpdateCandidates, { body: input })).data.changed,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: candidatesQueryKey }),
  });
}

/**
 * `GET /v1/candidates/export`: the selection (`ids`) or everyone the list's filters find, fetched
 * with the bearer token (a plain link would carry none) and handed to the browser as a download.
 */
export async function downloadCandidatesCsv(
  source: { ids: readonly string[] } | { params: CandidatesListParams },
) {
  const query =
    "ids" in source
      ? { ids: source.ids.join(",") }
      : {
          ...candidatesFilterQuery(source.params),
          awaiting_my_review: source.params.awaitingMyReview ? ("true" as const) : undefined,
        };
  const { blob } = await apiBlob(candidateImportsEndpoints.exportCandidates, { query });
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = "candidates.csv";
    link.rel = "noopener";
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has been handled, so the download has its data.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
