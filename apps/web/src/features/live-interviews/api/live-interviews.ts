import { candidatesEndpoints } from "@candor/shared/endpoints/candidates";
import { contentLibraryEndpoints } from "@candor/shared/endpoints/content-library";
import { liveInterviewsEndpoints } from "@candor/shared/endpoints/live-interviews";
import { organizationsEndpoints } from "@candor/shared/endpoints/organizations";
import { positionsEndpoints } from "@candor/shared/endpoints/positions";
import { scorecardsEndpoints } from "@candor/shared/endpoints/scorecards";
import type {
  CreateLiveInterviewFormInput,
  LiveInterviewAttributes,
  UpdateLiveInterviewInput,
} from "@candor/shared/schemas/live-interviews";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import {
  type DeserializedList,
  deserialize,
  deserializeList,
  type JsonApiDocument,
  type JsonApiRecord,
} from "../../../lib/jsonapi";

/** A live interview as the hiring side reads it (times in UTC, shown in the viewer's zone). */
export type LiveInterview = JsonApiRecord<LiveInterviewAttributes>;

export const liveInterviewsQueryKey = ["live-interviews"] as const;
export const LIVE_INTERVIEWS_PAGE_SIZE = 50;

export type LiveInterviewsListParams = {
  scope: "upcoming" | "past";
  mine: boolean;
  positionId: string | null;
  page: number;
  /** The start of "now" for the tabs, fixed when the page opens so pages stay consistent. */
  now: string;
  /** The week view's bounds instead of the tab's. */
  from?: string;
  to?: string;
};

/** `GET /v1/live_interviews`: upcoming soonest first, past newest first. */
export async function listLiveInterviews(
  params: LiveInterviewsListParams,
): Promise<DeserializedList<LiveInterview>> {
  const isUpcoming = params.scope === "upcoming";
  const document = await api(liveInterviewsEndpoints.listLiveInterviews, {
    query: {
      page: params.page,
      limit: LIVE_INTERVIEWS_PAGE_SIZE,
      mine: params.mine ? "true" : undefined,
      position_id: params.positionId ?? undefined,
      from: params.from ?? (isUpcoming ? params.now : undefined),
      to: params.to ?? (isUpcoming ? undefined : params.now),
      sort: params.from || isUpcoming ? "starts_at" : "-starts_at",
    },
  });
  return deserializeList<LiveInterviewAttributes>(document);
}

export function liveInterviewsQueryOptions(params: LiveInterviewsListParams) {
  return queryOptions({
    queryKey: [...liveInterviewsQueryKey, "list", params],
    queryFn: () => listLiveInterviews(params),
    placeholderData: keepPreviousData,
  });
}

function readLiveInterview(document: JsonApiDocument): LiveInterview {
  const record = deserialize<LiveInterviewAttributes>(document);
  if (!record) throw new TypeError("The response holds no live interview");
  return record;
}

export function liveInterviewQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...liveInterviewsQueryKey, "detail", id],
    queryFn: async () =>
      readLiveInterview(await api(liveInterviewsEndpoints.getLiveInterview, { params: { id } })),
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: liveInterviewsQueryKey });
}

export function useCreateLiveInterview() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (body: CreateLiveInterviewFormInput) =>
      readLiveInterview(await api(liveInterviewsEndpoints.createLiveInterview, { body })),
    onSuccess: invalidate,
  });
}

export function useUpdateLiveInterview(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (body: UpdateLiveInterviewInput) =>
      readLiveInterview(
        await api(liveInterviewsEndpoints.updateLiveInterview, { params: { id }, body }),
      ),
    onSuccess: invalidate,
  });
}

export function useCancelLiveInterview(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async () =>
      readLiveInterview(await api(liveInterviewsEndpoints.cancelLiveInterview, { params: { id } })),
    onSuccess: invalidate,
  });
}

export function useDeleteLiveInterview(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () => api(liveInterviewsEndpoints.deleteLiveInterview, { params: { id } }),
    onSuccess: invalidate,
  });
}

// ---- The form's choices: candidates, positions, members (through the shared endpoint table) ----

export type Choice = { value: string; label: string };

export const candidateChoicesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...liveInterviewsQueryKey, "choices", "candidates", q],
    queryFn: async (): Promise<Choice[]> => {
      const document = await api(candidatesEndpoints.listCandidates, {
        query: { q: q.trim() || undefined, limit: 20, sort: "last_name" },
      });
      return deserializeList<{ firstName: string; lastName: string; email: string }>(
        document,
      ).records.map((candidate) => ({
        value: candidate.id,
        label: `${candidate.firstName} ${candidate.lastName}`.trim() + ` · ${candidate.email}`,
      }));
    },
    placeholderData: keepPreviousData,
  });

export const positionChoicesQueryOptions = queryOptions({
  queryKey: [...liveInterviewsQueryKey, "choices", "positions"],
  queryFn: async (): Promise<Choice[]> => {
    const document = await api(positionsEndpoints.listPositions, { query: { limit: 100 } });
    return deserializeList<{ title: string }>(document).records.map((position) => ({
      value: position.id,
      label: position.title,
    }));
  },
});

/** Questions of the library (the organization's own first) matching `q`, for the agenda. */
export const libraryQuestionChoicesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...liveInterviewsQueryKey, "choices", "questions", q],
    queryFn: async (): Promise<Choice[]> => {
      const document = await api(contentLibraryEndpoints.listPrerecordedQuestions, {
        query: { q: q.trim() || undefined, limit: 20 },
      });
      return deserializeList<{ text: string }>(document).records.map((question) => ({
        value: question.id,
        label: question.text,
      }));
    },
    placeholderData: keepPreviousData,
  });

/** The organization's scorecards, then Candor's templates (the feedback form rates on one). */
export const scorecardChoicesQueryOptions = queryOptions({
  queryKey: [...liveInterviewsQueryKey, "choices", "scorecards"],
  queryFn: async (): Promise<{ own: Choice[]; templates: Choice[] }> => {
    const [own, templates] = await Promise.all([
      api(scorecardsEndpoints.listScorecards, { query: { limit: 100 } }),
      api(scorecardsEndpoints.listScorecardTemplates, {}),
    ]);
    const choices = (document: JsonApiDocument) =>
      deserializeList<{ name: string }>(document).records.map((scorecard) => ({
        value: scorecard.id,
        label: scorecard.name,
      }));
    return { own: choices(own), templates: choices(templates) };
  },
});

export const memberChoicesQueryOptions = queryOptions({
  queryKey: [...liveInterviewsQueryKey, "choices", "members"],
  queryFn: async (): Promise<Choice[]> => {
    const document = await api(organizationsEndpoints.listMembers, { query: { limit: 100 } });
    return deserializeList<{ firstName: string; lastName: string; email: string }>(
      document,
    ).records.map((member) => ({
      value: member.id,
      label: `${member.firstName} ${member.lastName}`.trim() || member.email,
    }));
  },
});
