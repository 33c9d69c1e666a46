import {
  type CandidateStatusWord,
  candidateStatusWord,
} from "@candor/shared/rules/candidate-trust";
import type { CandidateInterviewStatus } from "@candor/shared/rules/interviews";
import type { TimedQuestion as Timed } from "../../../lib/interview-conditions";
import { type FlowQuestion, UNLIMITED_RETAKES } from "./question-flow";

/*
 * Decisions of the candidate's pages that need no browser: what a dashboard row offers and where
 * a returning candidate picks up (the conditions shown up front: lib/interview-conditions).
 */

/** Submitted, whatever the hiring team did since: the candidate sees it as done. */
export function isSubmitted(status: CandidateInterviewStatus): boolean {
  return status !== "invited" && status !== "started";
}

export type DashboardAction = "start" | "continue" | "completed" | "closed";

/** Start, Continue, Completed, or closed (the deadline passed before submitting). */
export function dashboardActionOf(interview: {
  status: CandidateInterviewStatus;
  isPastDeadline: boolean;
}): DashboardAction {
  if (isSubmitted(interview.status)) return "completed";
  if (interview.isPastDeadline) return "closed";
  return interview.status === "started" ? "continue" : "start";
}

/**
 * The status a dashboard row shows, in the candidate's words (issue 17): once submitted, where the
 * team's decision stands (submitted, under review, advanced, not selected); before, the deadline
 * passing closes it.
 */
export function statusWordOf(interview: {
  status: CandidateInterviewStatus;
  isPastDeadline: boolean;
}): CandidateStatusWord | "deadline_passed" {
  if (!isSubmitted(interview.status) && interview.isPastDeadline) return "deadline_passed";
  return candidateStatusWord(interview.status);
}

/**
 * The unscored warm-up: a short, easy question with a little time to think, no retake limit, and
 * nothing sent anywhere.
 */
export const PRACTICE_QUESTION: FlowQuestion = {
  id: "practice",
  isPractice: true,
  thinkTimeSeconds: 10,
  answerTimeSeconds: 30,
  retakesAllowed: UNLIMITED_RETAKES,
};

export function flowQuestionOf(question: Timed & { id: string }): FlowQuestion {
  return {
    id: question.id,
    isPractice: false,
    thinkTimeSeconds: question.thinkTimeSeconds,
    answerTimeSeconds: question.answerTimeSeconds,
    retakesAllowed: question.retakesAllowed,
  };
}

/**
 * Takes used of a question so far: those the server attached, plus one kept on this device and
 * not attached yet (it will be).
 */
export function takesUsedOf(serverTakesUsed: number, hasTakeOnDevice: boolean): number {
  return serverTakesUsed + (hasTakeOnDevice ? 1 : 0);
}

/** The first question with no take (on the server or on this device), or -1 when all have one. */
export function firstUnansweredIndex(
  questions: readonly { id: string; answer: unknown }[],
  keptOnDevice: ReadonlySet<string>,
): number {
  return questions.findIndex((question) => !question.answer && !keptOnDevice.has(question.id));
}
