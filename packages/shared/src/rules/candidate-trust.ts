import type { CandidateInterviewStatus } from "./interviews";

/*
 * Candidate trust (issue 17): the consent notice's version, the retention the notice states until
 * the organization's own policy is read, and the words a candidate sees for their interview's
 * status.
 */

/**
 * The version of the consent notice's text. Bump it whenever the notice's words change in any
 * language: an acceptance is stored with the version the candidate read, and the server accepts
 * only the current one (a page left open over a change must reload).
 */
export const CONSENT_NOTICE_VERSION = "2026-11-25";

/**
 * Days recordings are kept after the final decision when the organization has set nothing: the
 * retention default of issue 17. The consent notice states the organization's own period once its
 * retention policy is readable; until then this one constant.
 */
export const DEFAULT_RECORDINGS_RETENTION_DAYS = 180;

export const CANDIDATE_STATUS_WORDS = [
  "not_started",
  "in_progress",
  "submitted",
  "under_review",
  "advanced",
  "not_selected",
] as const;
/** How a candidate reads their interview's status: words, never the team's internal states. */
export type CandidateStatusWord = (typeof CANDIDATE_STATUS_WORDS)[number];

/**
 * The status in the candidate's words. A submitted interview with a review begun or put on hold
 * reads "under review"; the team's advance and reject read "advanced" and "not selected".
 */
export function candidateStatusWord(status: CandidateInterviewStatus): CandidateStatusWord {
  switch (status) {
    case "invited":
      return "not_started";
    case "started":
      return "in_progress";
    case "completed":
      return "submitted";
    case "reviewed":
      return "under_review";
    case "advanced":
      return "advanced";
    case "rejected":
      return "not_selected";
  }
}
