import { candidatesEndpoints } from "@candor/shared/endpoints/candidates";
import {
  type CandidateProfileInterviewAttributes,
  type CandidateResumeAttributes,
  RESUME_FIELD,
} from "@candor/shared/schemas/candidate-profile";
import type {
  CandidateAttributes,
  CandidateNoteAttributesSchema,
  UpdateCandidateInput,
} from "@candor/shared/schemas/candidates";
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import type { z } from "zod";
import { api, apiUpload } from "../../../lib/api-client";
import { deserialize, deserializeList, type JsonApiRecord } from "../../../lib/jsonapi";
import { type Candidate, candidatesQueryKey } from "./candidates";

/*
 * The candidate profile page's calls (`/hire/candidates/{id}`): the candidate, their résumé,
 * interviews, notes and timeline, and the changes made from there. Every key starts with
 * `candidatesQueryKey`, so a change here refreshes the list too.
 */

export type CandidateResume = JsonApiRecord<CandidateResumeAttributes>;
export type CandidateProfileInterview = JsonApiRecord<CandidateProfileInterviewAttributes>;
type CandidateNoteAttributesOf = z.infer<typeof CandidateNoteAttributesSchema>;
export type CandidateNote = JsonApiRecord<CandidateNoteAttributesOf>;

export const candidateQueryKey = (id: string) => [...candidatesQueryKey, "profile", id] as const;

export function candidateQueryOptions(id: string) {
  return queryOptions({
    queryKey: candidateQueryKey(id),
    queryFn: async (): Promise<Candidate> => {
      const candidate = deserialize<CandidateAttributes>(
        await api(candidatesEndpoints.getCandidate, { params: { id } }),
      );
      if (!candidate) throw new TypeError("The response holds no candidate");
      return candidate;
    },
  });
}

export function candidateResumeQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...candidateQueryKey(id), "resume"],
    queryFn: async (): Promise<CandidateResume | null> =>
      deserialize<CandidateResumeAttributes>(
        await api(candidatesEndpoints.getCandidateResume, { params: { id } }),
      ) ?? null,
  });
}

export function candidateInterviewsQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...candidateQueryKey(id), "interviews"],
    queryFn: async () =>
      deserializeList<CandidateProfileInterviewAttributes>(
        await api(candidatesEndpoints.listCandidateInterviews, { params: { id } }),
      ).records,
  });
}

export function candidateNotesQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...candidateQueryKey(id), "notes"],
    queryFn: async () =>
      deserializeList<CandidateNoteAttributesOf>(
        await api(candidatesEndpoints.listCandidateNotes, { params: { id } }),
      ).records,
  });
}

/** The timeline, newest first, a page at a time ("Show more"). */
export function candidateEventsQueryOptions(id: string) {
  return infiniteQueryOptions({
    queryKey: [...candidateQueryKey(id), "events"],
    queryFn: async ({ pageParam }) =>
      deserializeList<Record<string, unknown>>(
        await api(candidatesEndpoints.listCandidateEvents, {
          params: { id },
          query: { page: pageParam, limit: 20 },
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => last.pagy?.next ?? undefined,
  });
}

/**
 * The profile's changes. Each refreshes every candidates query (the profile, its timeline, the
 * list's rows and counts): a change shows up wherever the candidate does.
 */
export function useCandidateProfileMutations(id: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: candidatesQueryKey });
  return {
    update: useMutation({
      mutationFn: (body: UpdateCandidateInput) =>
        api(candidatesEndpoints.updateCandidate, { params: { id }, body }),
      onSuccess,
    }),
    uploadResume: useMutation({
      mutationFn: (file: File) => {
        const body = new FormData();
        body.append("file_name", file.name);
        body.append(RESUME_FIELD, file, file.name);
        return apiUpload(candidatesEndpoints.uploadCandidateResume, { params: { id }, body });
      },
      onSuccess,
    }),
    removeResume: useMutation({
      mutationFn: () => api(candidatesEndpoints.deleteCandidateResume, { params: { id } }),
      onSuccess,
    }),
    moveStage: useMutation({
      mutationFn: (input: { candidatePositionId: string; stage: string }) =>
        api(candidatesEndpoints.updateCandidatePosition, {
          params: { id: input.candidatePositionId },
          body: { stage: input.stage },
        }),
      onSuccess,
    }),
    addToPosition: useMutation({
      mutationFn: (positionId: string) =>
        api(candidatesEndpoints.createCandidatePosition, {
          body: { candidate_id: id, position_id: positionId },
        }),
      onSuccess,
    }),
    addNote: useMutation({
      mutationFn: (description: string) =>
        api(candidatesEndpoints.createCandidateNote, { params: { id }, body: { description } }),
      onSuccess,
    }),
    updateNote: useMutation({
      mutationFn: (input: { noteId: string; description: string }) =>
        api(candidatesEndpoints.updateCandidateNote, {
          params: { id: input.noteId },
          body: { description: input.description },
        }),
      onSuccess,
    }),
    removeNote: useMutation({
      mutationFn: (noteId: string) =>
        api(candidatesEndpoints.deleteCandidateNote, { params: { id: noteId } }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: () => api(candidatesEndpoints.deleteCandidate, { params: { id } }),
      // The profile is gone: drop its queries rather than refetch them into 404s.
      onSuccess: () => {
        queryClient.removeQueries({ queryKey: candidateQueryKey(id) });
        return queryClient.invalidateQueries({ queryKey: candidatesQueryKey });
      },
    }),
  };
}
