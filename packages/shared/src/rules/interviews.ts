/**
 * The fixed vocabulary and limits of one-way (pre-recorded) video interviews, shared by the
 * server's checks and the web app's forms (issue 6).
 */

/**
 * A candidate's way through one interview. `invited` until they open it and start, `started`
 * while answering, `completed` once submitted, `reviewed` once a reviewer submitted a scorecard
 * (a decision to hold keeps it there), then `advanced` or `rejected` by decision.
 */
export const CANDIDATE_INTERVIEW_STATUSES = [
  "invited",
  "started",
  "completed",
  "reviewed",
  "advanced",
  "rejected",
] as const;
export type CandidateInterviewStatus = (typeof CANDIDATE_INTERVIEW_STATUSES)[number];

/** What a hiring team decides after reviewing. */
export const REVIEW_DECISIONS = ["advance", "reject", "hold"] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/**
 * What a tus upload is for; each purpose has its own size limit and accepted types. `captions`:
 * a WebVTT file beside a prompt or welcome video (rules/captions.ts).
 */
export const UPLOAD_PURPOSES = ["answer", "question_video", "welcome_video", "captions"] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/**
 * The containers MediaRecorder produces in current Chromium, Firefox (webm) and Safari (mp4),
 * and what a hiring team may upload as a prompt video. Codec parameters after `;` are ignored.
 */
export const VIDEO_CONTENT_TYPES = ["video/webm", "video/mp4", "video/quicktime"] as const;
export type VideoContentType = (typeof VIDEO_CONTENT_TYPES)[number];

/** Whole megabytes (SPEC §5 compares the floor of the size in MB with the limit). */
export const ANSWER_VIDEO_MAX_MB = 500;
export const PROMPT_VIDEO_MAX_MB = 200;

/** Per question of an interview. */
export const THINK_TIME_SECONDS = { min: 0, max: 600, default: 30 } as const;
export const ANSWER_TIME_SECONDS = { min: 15, max: 1200, default: 120 } as const;
export const RETAKES = { min: 0, max: 10, default: 1 } as const;
export const INTERVIEW_MAX_QUESTIONS = 30;

/** Accommodations granted to one candidate: time multipliers and extra retakes. */
export const TIME_MULTIPLIER = { min: 1, max: 3, default: 1 } as const;
export const EXTRA_RETAKES = { min: 0, max: 10, default: 0 } as const;

/** Scorecards: a criterion is rated from 1 to its scale's maximum. */
export const RATING_SCALE = { min: 2, max: 10, default: 5 } as const;
export const SCORECARD_MAX_CRITERIA = 20;

/** The candidate's satisfaction rating after submitting. */
export const FEEDBACK_RATING = { min: 1, max: 5 } as const;

/** Invitations sent in one call. */
export const INVITE_MAX_CANDIDATES = 50;

/**
 * The conditions a candidate answers one question under, after their accommodations: times are
 * rounded up to whole seconds.
 */
export function conditionsFor(
  question: { thinkTimeSeconds: number; answerTimeSeconds: number; retakesAllowed: number },
  accommodation: { timeMultiplier: number; extraRetakes: number },
): { thinkTimeSeconds: number; answerTimeSeconds: number; retakesAllowed: number } {
  return {
    thinkTimeSeconds: Math.ceil(question.thinkTimeSeconds * accommodation.timeMultiplier),
    answerTimeSeconds: Math.ceil(question.answerTimeSeconds * accommodation.timeMultiplier),
    retakesAllowed: question.retakesAllowed + accommodation.extraRetakes,
  };
}

/** The content type without its codec parameters, lower-cased: `video/webm;codecs=vp9` → `video/webm`. */
export function baseContentType(contentType: string): string {
  return contentType.split(";")[0]?.trim().toLowerCase() ?? "";
}

export function isAcceptedVideoType(contentType: string): boolean {
  return (VIDEO_CONTENT_TYPES as readonly string[]).includes(baseContentType(contentType));
}
