import { createCandidateConsentAndFeedback } from "./candidate-consent-feedback";
import {
  type CandidateInterviewsDeps,
  createCandidateInterviewAccess,
} from "./candidate-interview-access";
import { createCandidateJoining } from "./candidate-joining";
import { createCandidateTakes } from "./candidate-takes";

/**
 * The candidate's side of one-way interviews (decision 0009): taking an invitation or a public
 * link, the dashboard, the recording page's interview (candidate-joining.ts); the consent before
 * recording and the feedback after (candidate-consent-feedback.ts); starting (which locks the
 * version answered), one take per call and submitting (candidate-takes.ts). Every call reaches
 * only the caller's own candidate interviews (candidate-interview-access.ts).
 */
export function createCandidateInterviewsService(deps: CandidateInterviewsDeps) {
  const access = createCandidateInterviewAccess(deps);
  return {
    ...createCandidateJoining(deps, access),
    get: access.detailOf,
    ...createCandidateConsentAndFeedback(deps, access),
    ...createCandidateTakes(deps, access),
  };
}

export type CandidateInterviewsService = ReturnType<typeof createCandidateInterviewsService>;
