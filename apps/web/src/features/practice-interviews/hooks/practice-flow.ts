/**
 * The mock interview's flow, question by question: watch the candidate's clip, choose a
 * response, read its feedback; after the last question the set is complete. Pure functions of
 * the practice set as the API sends it, so the flow resumes from the stored answers.
 */

export type PracticePhase = "watch" | "choose" | "feedback" | "complete";

export type PracticeFlow = { questionId: string | null; phase: PracticePhase };

/** The part of a practice set the flow reads. */
export type FlowInterview = {
  currentQuestionId: string | null;
  completed: boolean;
  questions: readonly { id: string; answerId: string | null }[];
};

/** Where a set opens: its first unanswered question, or the completion once all are answered. */
export function initialFlow(interview: FlowInterview): PracticeFlow {
  const current = interview.questions.find(({ id }) => id === interview.currentQuestionId);
  if (current) return { questionId: current.id, phase: "watch" };
  return { questionId: null, phase: "complete" };
}

/** A question opened from the steps: its feedback once answered, else its clip. */
export function openQuestion(interview: FlowInterview, questionId: string): PracticeFlow {
  const question = interview.questions.find(({ id }) => id === questionId);
  if (!question) return initialFlow(interview);
  return { questionId, phase: question.answerId ? "feedback" : "watch" };
}

/** Whether the steps may open a question: answered ones, and the first unanswered. */
export function canOpenQuestion(interview: FlowInterview, questionId: string): boolean {
  const question = interview.questions.find(({ id }) => id === questionId);
  if (!question) return false;
  return question.answerId !== null || questionId === interview.currentQuestionId;
}

/**
 * After the feedback: the next question (its feedback if it was answered already, else its
 * clip); after the last, the first still unanswered one, or the completion.
 */
export function nextAfterFeedback(interview: FlowInterview, questionId: string): PracticeFlow {
  const index = interview.questions.findIndex(({ id }) => id === questionId);
  const next = index >= 0 ? interview.questions[index + 1] : undefined;
  if (next) return openQuestion(interview, next.id);
  const unanswered = interview.questions.find(({ answerId }) => answerId === null);
  if (unanswered) return { questionId: unanswered.id, phase: "watch" };
  return { questionId: null, phase: "complete" };
}
