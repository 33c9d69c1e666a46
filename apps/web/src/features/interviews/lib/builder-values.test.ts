import { describe, expect, it } from "vitest";
import {
  choicesWith,
  dateInputOf,
  deadlineOf,
  newQuestion,
  questionFromLibrary,
  sameQuestions,
  updateInput,
} from "./builder-values";
import { parseEmails } from "./invite-emails";

describe("the builder's values", () => {
  it("turns a date input's day into the end of that local day, and back", () => {
    const iso = deadlineOf("2030-05-01");
    expect(iso).not.toBeNull();
    const date = new Date(iso ?? "");
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([
      2030, 4, 1, 23,
    ]);
    expect(dateInputOf(iso)).toBe("2030-05-01");
    expect(deadlineOf("")).toBeNull();
    expect(dateInputOf(null)).toBe("");
  });

  it("copies a library question with its answer length kept within the limits", () => {
    expect(
      questionFromLibrary({ id: "q", text: "Why?", answerTimeSeconds: 5000, hasVideo: true }),
    ).toMatchObject({ source_question_id: "q", answer_time_seconds: 1200, has_video: true });
  });

  it("sends the deadline and the questions only when they changed", () => {
    const values = {
      title: " First ",
      welcome_message: "",
      deadline: "2001-01-01",
      scorecard_id: "",
      questions: [newQuestion({ question_id: "q-1", text: "Why us?" })],
    };
    expect(updateInput(values, { deadline: false, questions: false })).toEqual({
      title: "First",
      welcome_message: null,
      scorecard_id: null,
    });
    expect(updateInput(values, { deadline: false, questions: true }).questions).toEqual([
      {
        id: "q-1",
        text: "Why us?",
        source_question_id: null,
        think_time_seconds: 30,
        answer_time_seconds: 120,
        retakes_allowed: 1,
      },
    ]);
  });

  it("compares lists of questions as the server does: order and conditions count", () => {
    const one = newQuestion({ text: "A" });
    const two = newQuestion({ text: "B" });
    expect(sameQuestions([one, two], [{ ...one, has_video: true }, two])).toBe(true);
    expect(sameQuestions([one, two], [two, one])).toBe(false);
    expect(sameQuestions([one], [{ ...one, retakes_allowed: 2 }])).toBe(false);
  });

  it("offers a value that isn't a preset among the presets", () => {
    expect(choicesWith([15, 30, 60], 45)).toEqual([15, 30, 45, 60]);
    expect(choicesWith([15, 30, 60], 30)).toEqual([15, 30, 60]);
  });
});

describe("invitation addresses", () => {
  it("reads addresses per line or separated by commas, each once, and keeps what isn't one", () => {
    expect(parseEmails("ada@example.com, grace@example.com\nADA@example.com;oops")).toEqual({
      emails: ["ada@example.com", "grace@example.com"],
      invalid: ["oops"],
      isTooMany: false,
    });
    const many = Array.from({ length: 51 }, (_, index) => `c${index}@example.com`).join("\n");
    expect(parseEmails(many).isTooMany).toBe(true);
  });
});
