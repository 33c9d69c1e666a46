import { candidatesEndpoints } from "@candor/shared/endpoints/candidates";
import { positionsEndpoints } from "@candor/shared/endpoints/positions";
import type { CandidateInterviewStatus } from "@candor/shared/rules/interviews";
import type {
  CandidateAttributes,
  CandidateSort,
  CreateCandidateInput,
  PipelineStage,
} from "@candor/shared/schemas/candidates";
import type { PositionAttributes } from "@candor/shared/schemas/positions";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import {
  type DeserializedList,
  deserialize,
  deserializeList,
  type JsonApiRecord,
} from "../../../lib/jsonapi";

/** A candidate of the caller's organization, camelCased (`latestActivityAt`, `positions`…). */
export type Candidate = JsonApiRecord<CandidateAttributes>;
export type CandidatePosition = Candidate["positions"][number];

export type CandidatesListParams = {
  /** The start of a name or an address; empty means everyone. */
  q: string;
  /** A stage key of the pipeline; null means every stage. */
  stage: string | null;
  positionId: string | null;
  /** Someone with an interview in this status; null means any. */
  interviewStatus: CandidateInterviewStatus | null;
  /** Only those with an interview waiting for the caller's review. */
  awaitingMyReview: boolean;
  /** A tag as written; empty means any. */
  tag: string;
  /** Days added (`YYYY-MM-DD`), both included; null means open-ended. */
  addedFrom: string | null;
  addedTo: string | null;
  sort: CandidateSort;
  page: number;
  /**
   * Where the page starts: the `next_cursor` of the page before when it was reached by Next in
   * an order by date added, so a deep page costs what the first does (decision 0058); null when
   * the page is reached by its number.
   */
  cursor: string | null;
};

/** The params' filters as the API writes them: the list, the export and the bulk action. */
export function candidatesFilterQuery(params: CandidatesListParams) {
  return {
    q: params.q.trim() || undefined,
    stage: params.stage ?? undefined,
    position_id: params.positionId ?? undefined,
    interview_status: params.interviewStatus ?? undefined,
    tag: params.tag.trim() || undefined,
    added_from: params.addedFrom ?? undefined,
    added_to: params.addedTo ?? undefined,
  };
}

export type CandidatesPage = DeserializedList<Candidate> & {
  /**
   * Candidate positions per stage key, of those matching `q` and the position; empty when a
   * search finds too many to count by stage (CANDIDATE_SEARCH_STAGE_COUNT_CAP).
   */
  countByStage: Record<string, number>;
  /** The organization's pipeline, in order. */
  stages: readonly PipelineStage[];
};

/** A position as the filter offers it. */
export type PositionChoice = { id: string; title: string };

/** Every query of this feature starts with this key: invalidate it after any change. */
export const candidatesQueryKey = ["candidates"] as const;

/** `GET /v1/candidates`: a page, `meta.pagy`, the counts by stage and the pipeline's stages. */
export async function listCandidates(params: CandidatesListParams): Promise<CandidatesPage> {
  const document = await api(candidatesEndpoints.listCandidates, {
    query: {
      ...candidatesFilterQuery(params),
      awaiting_my_review: params.awaitingMyReview ? "true" : undefined,
      sort: params.sort,
      page: params.page,
      cursor: params.cursor ?? undefined,
    },
  });
  return {
    ...deserializeList<CandidateAttributes>(document),
    countByStage: document.meta.count_by_stage,
    stages: [...document.meta.stages].sort((a, b) => a.position - b.position),
  };
}

export function candidatesListQueryOptions(params: CandidatesListParams) {
  return queryOptions({
    queryKey: [...candidatesQueryKey, "list", params],
    queryFn: () => listCandidates(params),
    // The table keeps the rows it shows while the next page, search or filter loads.
    placeholderData: keepPreviousData,
  });
}

/** The most positions the filter lists (the endpoint's largest page). */
const POSITION_CHOICES_LIMIT = 100;

/**
 * `GET /v1/positions` sorted by title: the position filter's choices. Asked here rather than
 * through the positions feature because features don't import each other.
 */
export async function listPositionChoices(): Promise<PositionChoice[]> {
  const document = await api(positionsEndpoints.listPositions, {
    query: { sort: "title", direction: "asc", page: 1, limit: POSITION_CHOICES_LIMIT },
  });
  return deserializeList<PositionAttributes>(document).records.map(({ id, title }) => ({
    id,
    title,
  }));
}

export const positionChoicesQueryOptions = queryOptions({
  queryKey: [...candidatesQueryKey, "position-choices"],
  queryFn: listPositionChoices,
  staleTime: 60_000,
});

/** `POST /v1/candidates`; a known address answers 422 `{ email: ["taken"] }`. */
export async function createCandidate(input: CreateCandidateInput): Promise<Candidate> {
  const candidate = deserialize<CandidateAttributes>(
    await api(candidatesEndpoints.createCandidate, { body: input }),
  );
  if (!candidate) throw new TypeError("The response holds no candidate");
  return candidate;
}

/** Adds a candidate, then refreshes every candidates list (the counts change too). */
export function useCreateCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCandidate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: candidatesQueryKey }),
  });
}
