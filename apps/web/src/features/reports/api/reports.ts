import { reportsEndpoints } from "@candor/shared/endpoints/reports";
import type {
  ActivityAttributes,
  SatisfactionRateAttributes,
  TeamTrainingTotals,
  TopLearnerAttributes,
} from "@candor/shared/schemas/reports";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { Camelized } from "../../../lib/case";
import { camelizeKeys } from "../../../lib/case";
import { deserialize, deserializeList, type JsonApiRecord } from "../../../lib/jsonapi";

/** One item of the organization's activity feed, camelCased. */
export type Activity = JsonApiRecord<ActivityAttributes>;
export type TopLearner = JsonApiRecord<TopLearnerAttributes>;
export type TeamTotals = Camelized<TeamTrainingTotals>;
export type SatisfactionRate = JsonApiRecord<SatisfactionRateAttributes>;

/** Every report's query key starts here. */
export const reportsQueryKey = ["reports"] as const;

/** `GET /v1/reports/overall_activity`: the newest activity of the organization, newest first. */
export async function getOverallActivity(limit: number): Promise<Activity[]> {
  const document = await api(reportsEndpoints.getOverallActivity, { query: { limit } });
  return deserializeList<ActivityAttributes>(document).records;
}

export function overallActivityQueryOptions(limit: number) {
  return queryOptions({
    queryKey: [...reportsQueryKey, "overall_activity", limit],
    queryFn: () => getOverallActivity(limit),
    // What happened a minute ago belongs in the feed when the dashboard is opened again.
    staleTime: 0,
  });
}

export type TopLearners = { learners: TopLearner[]; team: TeamTotals };

/** `GET /v1/reports/top_learners`: members who trained, most points first, and the team's sums. */
export async function getTopLearners(limit: number): Promise<TopLearners> {
  const document = await api(reportsEndpoints.getTopLearners, { query: { limit } });
  const team = camelizeKeys(document.meta.team) as TeamTotals;
  return { learners: deserializeList<TopLearnerAttributes>(document).records, team };
}

export function topLearnersQueryOptions(limit: number) {
  return queryOptions({
    queryKey: [...reportsQueryKey, "top_learners", limit],
    queryFn: () => getTopLearners(limit),
  });
}

/** `GET /v1/reports/satisfaction_rate`: the candidates' ratings of the organization's interviews. */
export async function getSatisfactionRate(
  range: { from?: string; to?: string } = {},
): Promise<SatisfactionRate> {
  const document = await api(reportsEndpoints.getSatisfactionRate, { query: range });
  const rate = deserialize<SatisfactionRateAttributes>(document);
  if (!rate) throw new TypeError("The response holds no satisfaction rate");
  return rate;
}

/** All the feedback, or that of `from`–`to` (days, both included). */
export function satisfactionRateQueryOptions(range: { from?: string; to?: string } = {}) {
  return queryOptions({
    queryKey: [...reportsQueryKey, "satisfaction_rate", range.from ?? null, range.to ?? null],
    queryFn: () => getSatisfactionRate(range),
  });
}
