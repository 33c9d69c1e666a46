import type { Review } from "@candor/shared/schemas/scorecard-feedback";
import { type CriterionFields, serializeScorecardFeedback } from "../../lib/scorecard-feedback";
import type { FeedbackWithScores } from "./live-feedback.queries";

/*
 * Live feedback in the one-way review's shapes (`Review`, `ReviewAverage`, lib/scorecard-feedback),
 * so the web app shows both with the same pieces.
 */

/** A feedback with only the scores of the current scorecard's criteria, in their order. */
export function serializeFeedback(row: FeedbackWithScores, criteria: CriterionFields[]): Review {
  return serializeScorecardFeedback(
    { feedback: row.feedback, author: row.interviewer, scores: row.scores },
    criteria,
  );
}
