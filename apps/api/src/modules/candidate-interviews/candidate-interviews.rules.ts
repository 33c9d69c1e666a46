import type { CandidateInterviewStatus } from "@candor/shared/rules/interviews";

/** The deadline that applies to a candidate: their own (an extension), else the interview's. */
export function effectiveDeadline(
  candidateDeadline: Date | null,
  interviewDeadline: Date | null,
): Date | null {
  return candidateDeadline ?? interviewDeadline;
}

export function isPastDeadline(deadline: Date | null, now: Date): boolean {
  return deadline !== null && deadline.getTime() <= now.getTime();
}

/** Once submitted the answers are the hiring team's: no more takes, no second start. */
export function isSubmitted(status: CandidateInterviewStatus): boolean {
  return status !== "invited" && status !== "started";
}

/**
 * Why a candidate may not record (upload or attach a take) right now, or undefined when they
 * may: only between `start` and `submit`, and before the deadline.
 */
export function recordingRefusal(
  candidateInterview: { status: CandidateInterviewStatus; deadline: Date | null },
  now: Date,
):
  | "interview_not_started"
  | "interview_already_submitted"
  | "interview_deadline_passed"
  | undefined {
  if (candidateInterview.status === "invited") return "interview_not_started";
  if (isSubmitted(candidateInterview.status)) return "interview_already_submitted";
  if (isPastDeadline(candidateInterview.deadline, now)) return "interview_deadline_passed";
  return undefined;
}
