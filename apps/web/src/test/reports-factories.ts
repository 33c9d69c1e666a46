import type {
  ActivityAttributes,
  ActivityKind,
  SatisfactionRateAttributes,
  TeamTrainingTotals,
  TopLearnerAttributes,
} from "@candor/shared/schemas/reports";

/** Wire-form (snake_case JSON:API) reports for stubbing the reports calls. */

let activitySequence = 0;

/** One item of `GET /v1/reports/overall_activity`; what the kind doesn't concern stays null. */
export function activityResource(
  kind: ActivityKind,
  overrides: Partial<Omit<ActivityAttributes, "kind">> = {},
) {
  const attributes: ActivityAttributes = {
    kind,
    at: "2026-03-05T09:00:00.000Z",
    actor: null,
    position: null,
    interview: null,
    candidate: null,
    certificate: null,
    count: null,
    ...overrides,
  };
  return { id: `${kind}:${++activitySequence}`, type: "activity" as const, attributes };
}

/** `GET /v1/reports/top_learners`: learners (totals default to 0) and the team's sums. */
export function topLearnersDocument(
  learners: (Partial<TopLearnerAttributes> & { id: string })[],
  team: TeamTrainingTotals,
) {
  return {
    data: learners.map(({ id, ...attributes }) => ({
      id,
      type: "top_learner" as const,
      attributes: {
        first_name: "Ada",
        last_name: "Lovelace",
        avatar: null,
        points: 0,
        videos_watched: 0,
        quizzes_completed: 0,
        certificates_count: 0,
        ...attributes,
      } satisfies TopLearnerAttributes,
    })),
    meta: { team },
  };
}

/** `GET /v1/reports/satisfaction_rate`; no feedback by default. */
export function satisfactionDocument(overrides: Partial<SatisfactionRateAttributes>) {
  const attributes: SatisfactionRateAttributes = {
    count: 0,
    average_rating: null,
    satisfied_percent: null,
    distribution: { "1": 0, "2": 0, "3": 0, "4": 0, "5": 0 },
    from: null,
    to: null,
    ...overrides,
  };
  return { data: { id: "org-1", type: "satisfaction_rate" as const, attributes } };
}
