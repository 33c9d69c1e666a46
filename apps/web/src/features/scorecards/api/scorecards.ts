import { scorecardsEndpoints } from "@candor/shared/endpoints/scorecards";
import type {
  AttachScorecardInput,
  CreateScorecardInputSchema,
  ScorecardAttributes,
  UpdateScorecardInputSchema,
} from "@candor/shared/schemas/scorecards";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import {
  type DeserializedList,
  deserialize,
  deserializeList,
  type JsonApiDocument,
  type JsonApiRecord,
} from "../../../lib/jsonapi";

/** A scorecard with its criteria in order; `isLibrary` marks Candor's read-only templates. */
export type Scorecard = JsonApiRecord<ScorecardAttributes>;
export type ScorecardCriterion = Scorecard["criteria"][number];

export type ScorecardInput = z.input<typeof CreateScorecardInputSchema>;
export type ScorecardChanges = z.input<typeof UpdateScorecardInputSchema>;

/** Every scorecard query starts with this key: a change reloads them all. */
export const scorecardsQueryKey = ["scorecards"] as const;
export const SCORECARDS_PAGE_SIZE = 20;

export type ScorecardsListParams = { q: string; page: number; limit: number };

/** `GET /v1/scorecards`: the organization's own scorecards, newest first, a page. */
export async function listScorecards(
  params: ScorecardsListParams,
): Promise<DeserializedList<Scorecard>> {
  const document = await api(scorecardsEndpoints.listScorecards, {
    query: { q: params.q.trim() || undefined, page: params.page, limit: params.limit },
  });
  return deserializeList<ScorecardAttributes>(document);
}

export function scorecardsQueryOptions(params: ScorecardsListParams) {
  return queryOptions({
    queryKey: [...scorecardsQueryKey, "list", params],
    queryFn: () => listScorecards(params),
    placeholderData: keepPreviousData,
  });
}

/** `GET /v1/scorecards/templates`: Candor's, then the organization's own. */
export async function listTemplates(): Promise<Scorecard[]> {
  return deserializeList<ScorecardAttributes>(await api(scorecardsEndpoints.listScorecardTemplates))
    .records;
}

export const templatesQueryOptions = queryOptions({
  queryKey: [...scorecardsQueryKey, "templates"],
  queryFn: listTemplates,
});

function readScorecard(document: JsonApiDocument): Scorecard {
  const scorecard = deserialize<ScorecardAttributes>(document);
  if (!scorecard) throw new TypeError("The response holds no scorecard");
  return scorecard;
}

export function scorecardQueryKey(id: string) {
  return [...scorecardsQueryKey, "detail", id] as const;
}

/** `GET /v1/scorecards/{id}`: the organization's or one of Candor's templates; else 404. */
export async function getScorecard(id: string): Promise<Scorecard> {
  return readScorecard(await api(scorecardsEndpoints.getScorecard, { params: { id } }));
}

export function scorecardQueryOptions(id: string) {
  return queryOptions({ queryKey: scorecardQueryKey(id), queryFn: () => getScorecard(id) });
}

/**
 * `POST /v1/scorecards`: SPEC §5's problems answer 422 with `scorecard_name_blank` on `name`,
 * `scorecard_no_criteria` on `criteria`, `scorecard_criterion_blank` on `criteria.<i>.name`.
 */
export async function createScorecard(input: ScorecardInput): Promise<Scorecard> {
  return readScorecard(await api(scorecardsEndpoints.createScorecard, { body: input }));
}

/** `PUT /v1/scorecards/{id}`: criteria sent with their `id` keep the ratings given to them. */
export async function updateScorecard(id: string, input: ScorecardChanges): Promise<Scorecard> {
  return readScorecard(
    await api(scorecardsEndpoints.updateScorecard, { params: { id }, body: input }),
  );
}

export async function deleteScorecard(id: string): Promise<void> {
  await api(scorecardsEndpoints.deleteScorecard, { params: { id } });
}

/** `POST /v1/scorecards/{id}/attach` `{position_id}` or `{prerecorded_interview_id}`. */
export async function attachScorecard(id: string, input: AttachScorecardInput): Promise<Scorecard> {
  return readScorecard(
    await api(scorecardsEndpoints.attachScorecard, { params: { id }, body: input }),
  );
}

function useRefreshScorecards() {
  const queryClient = useQueryClient();
  return (saved?: Scorecard) => {
    if (saved) queryClient.setQueryData(scorecardQueryKey(saved.id), saved);
    return queryClient.invalidateQueries({ queryKey: scorecardsQueryKey });
  };
}

export function useCreateScorecard() {
  const refresh = useRefreshScorecards();
  return useMutation({ mutationFn: createScorecard, onSuccess: (saved) => refresh(saved) });
}

export function useUpdateScorecard() {
  const refresh = useRefreshScorecards();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ScorecardChanges }) =>
      updateScorecard(id, input),
    onSuccess: (saved) => refresh(saved),
  });
}

export function useDeleteScorecard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteScorecard,
    onSuccess: async (_result, id) => {
      queryClient.removeQueries({ queryKey: scorecardQueryKey(id) });
      await queryClient.invalidateQueries({ queryKey: scorecardsQueryKey });
    },
  });
}

export function useAttachScorecard() {
  const refresh = useRefreshScorecards();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: AttachScorecardInput }) =>
      attachScorecard(id, input),
    onSuccess: (saved) => refresh(saved),
  });
}
