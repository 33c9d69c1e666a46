import { candidateImportsEndpoints } from "@candor/shared/endpoints/candidate-imports";
import {
  CANDIDATE_IMPORT_FILE_FIELD,
  type CandidateImportDocument,
} from "@candor/shared/schemas/candidate-imports";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiUpload } from "../../../lib/api-client";
import { candidatesQueryKey } from "./candidates";

export type CandidateImport = CandidateImportDocument["data"];

function formOf(file: File): FormData {
  const form = new FormData();
  form.append(CANDIDATE_IMPORT_FILE_FIELD, file, file.name);
  return form;
}

/** `POST /v1/candidate_imports/preview`: every row's result; nothing is written. */
export async function previewCandidateImport(file: File): Promise<CandidateImport> {
  const document = await apiUpload(candidateImportsEndpoints.previewCandidateImport, {
    body: formOf(file),
  });
  return document.data;
}

/** `POST /v1/candidate_imports`: the same file again, its valid rows written at once. */
export async function commitCandidateImport(file: File): Promise<CandidateImport> {
  const document = await apiUpload(candidateImportsEndpoints.createCandidateImport, {
    body: formOf(file),
  });
  return document.data;
}

export function usePreviewCandidateImport() {
  return useMutation({ mutationFn: previewCandidateImport });
}

/** Commits, then refreshes every candidates list (new rows, counts by stage). */
export function useCommitCandidateImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: commitCandidateImport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: candidatesQueryKey }),
  });
}
