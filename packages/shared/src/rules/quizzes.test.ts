import { describe, expect, it } from "vitest";
import {
  defaultQuizPoints,
  formatAnswerIds,
  type GradableQuestion,
  gradeQuiz,
  isQuestionCorrect,
  isSingleChoice,
  parseAnswerIds,
} from "./quizzes";

const answers = (...ids: string[]) => ids.map((id) => ({ id, points: 0 }));

const trueOrFalse: GradableQuestion = {
  id: "q1",
  questionType: "true_or_false",
  correctAnswersIds: ["t"],
  answers: answers("t", "f"),
};
const singleChoice: GradableQuestion = {
  id: "q2",
  questionType: "multiple_choice_list",
  correctAnswersIds: ["s2"],
  answers: answers("s1", "s2", "s3"),
};
const multipleChoice: GradableQuestion = {
  id: "q3",
  questionType: "multiple_choice_list",
  correctAnswersIds: ["a", "c"],
  answers: answers("a", "b", "c", "d"),
};
const practice: GradableQuestion = {
  id: "q4",
  questionType: "multiple_choice_list",
  correctAnswersIds: [],
  answers: [
    { id: "poor", points: 0 },
    { id: "fair", points: 5 },
    { id: "best", points: 10 },
  ],
};

describe("isQuestionCorrect (SPEC §5)", () => {
  it("true-or-false: correct when the chosen id is among the correct ids", () => {
    expect(isQuestionCorrect(trueOrFalse, ["t"])).toBe(true);
    expect(isQuestionCorrect(trueOrFalse, ["f"])).toBe(false);
  });

  it("single choice: correct when the chosen id is among the correct ids", () => {
    expect(isQuestionCorrect(singleChoice, ["s2"])).toBe(true);
    expect(isQuestionCorrect(singleChoice, ["s1"])).toBe(false);
  });

  it("multiple choice: correct only when every correct id is chosen", () => {
    expect(isQuestionCorrect(multipleChoice, ["a", "c"])).toBe(true);
    expect(isQuestionCorrect(multipleChoice, ["c", "a"])).toBe(true);
    expect(isQuestionCorrect(multipleChoice, ["a"])).toBe(false);
    expect(isQuestionCorrect(multipleChoice, ["b", "d"])).toBe(false);
  });

  it("multiple choice: a wrong answer ticked as well makes it incorrect (ticking all fails)", () => {
    expect(isQuestionCorrect(multipleChoice, ["a", "c", "b"])).toBe(false);
    expect(isQuestionCorrect(multipleChoice, ["a", "b", "c", "d"])).toBe(false);
  });

  it("a repeated id counts once", () => {
    expect(isQuestionCorrect(multipleChoice, ["a", "a"])).toBe(false);
    expect(isQuestionCorrect(multipleChoice, ["a", "a", "c"])).toBe(true);
  });

  it("practice: correct when the chosen answer's points are above 0", () => {
    expect(isQuestionCorrect(practice, ["best"], "practice")).toBe(true);
    expect(isQuestionCorrect(practice, ["fair"], "practice")).toBe(true);
    expect(isQuestionCorrect(practice, ["poor"], "practice")).toBe(false);
  });

  it("nothing chosen, or an unknown id, is never correct", () => {
    for (const question of [trueOrFalse, singleChoice, multipleChoice]) {
      expect(isQuestionCorrect(question, [])).toBe(false);
    }
    expect(isQuestionCorrect(practice, [], "practice")).toBe(false);
    expect(isQuestionCorrect(practice, ["elsewhere"], "practice")).toBe(false);
  });
});

describe("isSingleChoice", () => {
  it("is radio buttons for true-or-false, one correct answer, and practice steps", () => {
    expect(isSingleChoice(trueOrFalse)).toBe(true);
    expect(isSingleChoice(singleChoice)).toBe(true);
    expect(isSingleChoice(multipleChoice)).toBe(false);
    expect(isSingleChoice(multipleChoice, "practice")).toBe(true);
  });
});

describe("gradeQuiz", () => {
  it("sorts the chosen ids to their questions and flags the ones to revisit", () => {
    const result = gradeQuiz(
      { quizType: "quiz", questions: [trueOrFalse, singleChoice, multipleChoice] },
      ["t", "s1", "c", "a"],
    );
    expect(result.questions).toEqual([
      { questionId: "q1", chosenIds: ["t"], correct: true },
      { questionId: "q2", chosenIds: ["s1"], correct: false },
      { questionId: "q3", chosenIds: ["a", "c"], correct: true },
    ]);
    expect(result).toMatchObject({
      correctCount: 2,
      questionsCount: 3,
      correct: false,
      revisitIds: ["q2"],
    });
  });

  it("is correct when every question is", () => {
    const result = gradeQuiz({ quizType: "practice", questions: [practice] }, ["best"]);
    expect(result).toMatchObject({ correct: true, correctCount: 1, revisitIds: [] });
  });
});

describe("answer ids on the wire", () => {
  it("parses the comma-separated string of SPEC §7", () => {
    expect(parseAnswerIds("12,15")).toEqual(["12", "15"]);
    expect(parseAnswerIds(" 12 , 15,,12 ")).toEqual(["12", "15"]);
    expect(parseAnswerIds("")).toEqual([]);
    expect(parseAnswerIds(["a", " b", "a"])).toEqual(["a", "b"]);
  });

  it("formats ids as that string", () => {
    expect(formatAnswerIds(["12", "15", "12"])).toBe("12,15");
  });
});

describe("defaultQuizPoints", () => {
  it("is 50 for a quiz and 100 for a practice (SPEC §3, §9)", () => {
    expect(defaultQuizPoints("quiz")).toBe(50);
    expect(defaultQuizPoints("practice")).toBe(100);
  });
});
