import { conditionsFor } from "@candor/shared/rules/interviews";
import { describe, expect, it } from "vitest";
import {
  canRecordAgain,
  createQuestionFlowState,
  type FlowQuestion,
  isQuestionVisible,
  type QuestionFlowEvent,
  type QuestionFlowState,
  questionFlowReducer,
  retakesLeft,
  secondsLeft,
  secondsRecorded,
  UNLIMITED_RETAKES,
} from "./question-flow";

const question: FlowQuestion = {
  id: "q1",
  isPractice: false,
  thinkTimeSeconds: 30,
  answerTimeSeconds: 120,
  retakesAllowed: 1,
};

function run(state: QuestionFlowState, ...events: QuestionFlowEvent[]): QuestionFlowState {
  return events.reduce(questionFlowReducer, state);
}

const T0 = 1_000_000;

/** From intro to the review of one take. */
function recordOnce(state: QuestionFlowState, takeId = "take-1"): QuestionFlowState {
  return run(
    state,
    { type: "BEGIN", now: T0 },
    { type: "START_RECORDING", now: T0 + 5_000 },
    { type: "STOP" },
    { type: "TAKE_SAVED", takeId, durationSeconds: 42 },
  );
}

describe("questionFlowReducer", () => {
  it("starts at the intro with the question hidden", () => {
    const state = createQuestionFlowState(question);
    expect(state.phase).toEqual({ name: "intro" });
    expect(isQuestionVisible(state.phase)).toBe(false);
    expect(state.takesUsed).toBe(0);
  });

  it("begins the think-time countdown with the question shown", () => {
    const state = run(createQuestionFlowState(question), { type: "BEGIN", now: T0 });
    expect(state.phase).toEqual({ name: "thinking", startedAt: T0, endsAt: T0 + 30_000 });
    expect(isQuestionVisible(state.phase)).toBe(true);
    expect(secondsLeft(state.phase, T0 + 10_400)).toBeCloseTo(19.6);
  });

  it("keeps thinking until the countdown ends, then records on its own", () => {
    const thinking = run(createQuestionFlowState(question), { type: "BEGIN", now: T0 });
    expect(run(thinking, { type: "TICK", now: T0 + 29_999 }).phase.name).toBe("thinking");
    const recording = run(thinking, { type: "TICK", now: T0 + 30_000 });
    expect(recording.phase).toEqual({
      name: "recording",
      startedAt: T0 + 30_000,
      endsAt: T0 + 150_000,
    });
  });

  it("records at once when the candidate is ready before the countdown ends", () => {
    const state = run(
      createQuestionFlowState(question),
      { type: "BEGIN", now: T0 },
      { type: "START_RECORDING", now: T0 + 3_000 },
    );
    expect(state.phase).toEqual({ name: "recording", startedAt: T0 + 3_000, endsAt: T0 + 123_000 });
  });

  it("goes straight to recording when there is no think time", () => {
    const state = run(createQuestionFlowState({ ...question, thinkTimeSeconds: 0 }), {
      type: "BEGIN",
      now: T0,
    });
    expect(state.phase.name).toBe("recording");
  });

  it("times the recording and stops it when the candidate says so", () => {
    const recording = run(
      createQuestionFlowState(question),
      { type: "BEGIN", now: T0 },
      { type: "START_RECORDING", now: T0 },
    );
    expect(secondsRecorded(recording.phase, T0 + 65_000)).toBe(65);
    expect(secondsLeft(recording.phase, T0 + 65_000)).toBe(55);
    const saving = run(recording, { type: "STOP" });
    expect(saving.phase).toEqual({ name: "saving", isAutomatic: false });
    expect(saving.wasAutoStopped).toBe(false);
  });

  it("stops automatically at the maximum answer length", () => {
    const recording = run(
      createQuestionFlowState(question),
      { type: "BEGIN", now: T0 },
      { type: "START_RECORDING", now: T0 },
    );
    expect(run(recording, { type: "TICK", now: T0 + 119_999 }).phase.name).toBe("recording");
    const stopped = run(recording, { type: "TICK", now: T0 + 120_000 });
    expect(stopped.phase).toEqual({ name: "saving", isAutomatic: true });
    expect(stopped.wasAutoStopped).toBe(true);
    expect(secondsRecorded(recording.phase, T0 + 500_000)).toBe(120);
  });

  it("reviews the saved take, counting it as used", () => {
    const state = recordOnce(createQuestionFlowState(question));
    expect(state.phase).toEqual({ name: "review", takeId: "take-1", durationSeconds: 42 });
    expect(state.takesUsed).toBe(1);
    expect(retakesLeft(state)).toBe(1);
  });

  it("retakes while retakes remain, with the think time again", () => {
    const reviewed = recordOnce(createQuestionFlowState(question));
    const retake = run(reviewed, { type: "RETAKE", now: T0 + 60_000 });
    expect(retake.phase).toEqual({
      name: "thinking",
      startedAt: T0 + 60_000,
      endsAt: T0 + 90_000,
    });
    const second = run(
      retake,
      { type: "START_RECORDING", now: T0 + 61_000 },
      { type: "STOP" },
      { type: "TAKE_SAVED", takeId: "take-2", durationSeconds: 10 },
    );
    expect(second.takesUsed).toBe(2);
    expect(retakesLeft(second)).toBe(0);
    expect(run(second, { type: "RETAKE", now: T0 + 90_000 })).toBe(second);
  });

  it("allows no retake when the interview grants none", () => {
    const reviewed = recordOnce(createQuestionFlowState({ ...question, retakesAllowed: 0 }));
    expect(retakesLeft(reviewed)).toBe(0);
    expect(run(reviewed, { type: "RETAKE", now: T0 }).phase.name).toBe("review");
  });

  it("adds the accommodation's extra retakes and longer times", () => {
    const accommodated: FlowQuestion = {
      ...question,
      ...conditionsFor(
        { thinkTimeSeconds: 30, answerTimeSeconds: 120, retakesAllowed: 1 },
        { timeMultiplier: 1.5, extraRetakes: 2 },
      ),
    };
    let state = run(createQuestionFlowState(accommodated), { type: "BEGIN", now: T0 });
    expect(state.phase).toMatchObject({ endsAt: T0 + 45_000 });
    state = run(state, { type: "START_RECORDING", now: T0 });
    expect(state.phase).toMatchObject({ endsAt: T0 + 180_000 });
    state = run(state, { type: "STOP" }, { type: "TAKE_SAVED", takeId: "t1", durationSeconds: 1 });
    for (let take = 2; take <= 4; take += 1) {
      expect(retakesLeft(state)).toBe(5 - take);
      state = run(
        state,
        { type: "RETAKE", now: T0 },
        { type: "START_RECORDING", now: T0 },
        { type: "STOP" },
        { type: "TAKE_SAVED", takeId: `t${take}`, durationSeconds: 1 },
      );
    }
    expect(state.takesUsed).toBe(4);
    expect(retakesLeft(state)).toBe(0);
    expect(run(state, { type: "RETAKE", now: T0 }).phase.name).toBe("review");
  });

  it("counts takes of an earlier visit: a question whose retakes are spent cannot begin again", () => {
    const spent = createQuestionFlowState(question, 2);
    expect(canRecordAgain(spent)).toBe(false);
    expect(run(spent, { type: "BEGIN", now: T0 }).phase.name).toBe("intro");
    const oneLeft = createQuestionFlowState(question, 1);
    expect(canRecordAgain(oneLeft)).toBe(true);
    expect(run(oneLeft, { type: "BEGIN", now: T0 }).phase.name).toBe("thinking");
  });

  it("keeps the take and ends the question", () => {
    const kept = run(recordOnce(createQuestionFlowState(question)), { type: "KEEP" });
    expect(kept.phase).toEqual({ name: "done", takeId: "take-1" });
  });

  it("gives the practice question unlimited retakes", () => {
    let state = createQuestionFlowState({
      ...question,
      id: "practice",
      isPractice: true,
      retakesAllowed: UNLIMITED_RETAKES,
    });
    for (let take = 1; take <= 5; take += 1) {
      state = run(
        state,
        take === 1 ? { type: "BEGIN", now: T0 } : { type: "RETAKE", now: T0 },
        { type: "START_RECORDING", now: T0 },
        { type: "STOP" },
        { type: "TAKE_SAVED", takeId: `p${take}`, durationSeconds: 3 },
      );
      expect(state.phase.name).toBe("review");
    }
    expect(retakesLeft(state)).toBe(UNLIMITED_RETAKES);
  });

  it("returns to the intro with a problem when the take could not be saved, using no take", () => {
    const saving = run(
      createQuestionFlowState(question),
      { type: "BEGIN", now: T0 },
      { type: "START_RECORDING", now: T0 },
      { type: "STOP" },
    );
    const failed = run(saving, { type: "TAKE_FAILED" });
    expect(failed.phase).toEqual({ name: "intro" });
    expect(failed.problem).toBe("recording_failed");
    expect(failed.takesUsed).toBe(0);
    const again = run(failed, { type: "BEGIN", now: T0 });
    expect(again.problem).toBeNull();
  });

  it("also fails from recording when the recorder stops by itself", () => {
    const recording = run(
      createQuestionFlowState(question),
      { type: "BEGIN", now: T0 },
      { type: "START_RECORDING", now: T0 },
    );
    expect(run(recording, { type: "TAKE_FAILED" }).phase.name).toBe("intro");
  });

  it("ignores events that do not belong to the phase", () => {
    const intro = createQuestionFlowState(question);
    for (const event of [
      { type: "START_RECORDING", now: T0 },
      { type: "TICK", now: T0 + 999_999 },
      { type: "STOP" },
      { type: "TAKE_SAVED", takeId: "x", durationSeconds: 1 },
      { type: "TAKE_FAILED" },
      { type: "RETAKE", now: T0 },
      { type: "KEEP" },
    ] satisfies QuestionFlowEvent[]) {
      expect(run(intro, event)).toBe(intro);
    }
    const thinking = run(intro, { type: "BEGIN", now: T0 });
    expect(run(thinking, { type: "BEGIN", now: T0 })).toBe(thinking);
    expect(run(thinking, { type: "STOP" })).toBe(thinking);
    expect(run(thinking, { type: "KEEP" })).toBe(thinking);
    const saving = run(thinking, { type: "START_RECORDING", now: T0 }, { type: "STOP" });
    expect(run(saving, { type: "TICK", now: T0 + 999_999 })).toBe(saving);
    expect(run(saving, { type: "STOP" })).toBe(saving);
    expect(secondsLeft(saving.phase, T0)).toBeNull();
  });
});
