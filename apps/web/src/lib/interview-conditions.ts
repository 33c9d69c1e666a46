/*
 * The conditions an interview's questions are answered under, summed up for the candidate before
 * anything is recorded (issue 6) and for the builder's preview of it.
 */

export type Range = { min: number; max: number };

export type ConditionsSummary = {
  questionCount: number;
  thinkTimeSeconds: Range;
  answerTimeSeconds: Range;
  retakesAllowed: Range;
  /** The longest the answers may take together. */
  totalAnswerSeconds: number;
};

/** A question's conditions. */
export type TimedQuestion = {
  thinkTimeSeconds: number;
  answerTimeSeconds: number;
  retakesAllowed: number;
};

function rangeOf(values: number[]): Range {
  return values.length === 0
    ? { min: 0, max: 0 }
    : { min: Math.min(...values), max: Math.max(...values) };
}

/** The conditions of the questions (already accommodated), as ranges when they differ. */
export function summarizeConditions(questions: readonly TimedQuestion[]): ConditionsSummary {
  return {
    questionCount: questions.length,
    thinkTimeSeconds: rangeOf(questions.map((question) => question.thinkTimeSeconds)),
    answerTimeSeconds: rangeOf(questions.map((question) => question.answerTimeSeconds)),
    retakesAllowed: rangeOf(questions.map((question) => question.retakesAllowed)),
    totalAnswerSeconds: questions.reduce((sum, question) => sum + question.answerTimeSeconds, 0),
  };
}
