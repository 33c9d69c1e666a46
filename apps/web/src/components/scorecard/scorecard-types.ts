import type {
  Review,
  ReviewAverage,
  ReviewCriterion,
} from "@candor/shared/schemas/scorecard-feedback";
import type { Camelized } from "../../lib/case";

/*
 * The scorecard shapes the web app reads (schemas/scorecard-feedback.ts, camelCased): a one-way
 * review and a live interview's feedback are the same to these components.
 */
export type ScorecardCriterion = Camelized<ReviewCriterion>;
export type MemberScorecard = Camelized<Review>;
export type TeamAverage = Camelized<ReviewAverage>;

/** A scorecard's criteria in their order. */
export function inOrder<C extends { position: number }>(criteria: readonly C[] | undefined): C[] {
  return [...(criteria ?? [])].sort((left, right) => left.position - right.position);
}
