/*
 * One question of a one-way interview as an explicit state machine: a pure reducer, tested on its
 * own (every transition), driven by the recording hook, which dispatches the clock's ticks and
 * the recorder's outcomes and starts or stops the recorder as the phase asks.
 *
 *   intro (question hidden) ─BEGIN─▶ thinking (question shown, countdown to endsAt)
 *   thinking ─START_RECORDING | TICK past endsAt─▶ recording (timer, endsAt = the maximum length)
 *   recording ─STOP | TICK past endsAt (automatic stop)─▶ saving
 *   saving ─TAKE_SAVED─▶ review (one more take used)      saving ─TAKE_FAILED─▶ intro (problem)
 *   recording ─TAKE_FAILED (the recorder stopped by itself)─▶ intro (problem), no take used
 *   review ─RETAKE, while retakes remain─▶ thinking       review ─KEEP─▶ done
 * A think time of 0 goes from intro (or a retake) straight to recording.
 */

export type FlowQuestion = {
  /** The interview question's id; the practice question has its own. */
  id: string;
  /** The unscored warm-up at the start: it never uploads and has no retake limit. */
  isPractice: boolean;
  /** After accommodations (`conditionsFor`). */
  thinkTimeSeconds: number;
  answerTimeSeconds: number;
  retakesAllowed: number;
};

export type QuestionPhase =
  | { name: "intro" }
  | { name: "thinking"; startedAt: number; endsAt: number }
  | { name: "recording"; startedAt: number; endsAt: number }
  | { name: "saving"; isAutomatic: boolean }
  | { name: "review"; takeId: string; durationSeconds: number }
  | { name: "done"; takeId: string | null };

export type QuestionFlowProblem = "recording_failed";

export type QuestionFlowState = {
  question: FlowQuestion;
  phase: QuestionPhase;
  /** Takes recorded of this question, earlier sessions included (the server's count). */
  takesUsed: number;
  /** The last take stopped because the answer reached its maximum length. */
  wasAutoStopped: boolean;
  problem: QuestionFlowProblem | null;
};

export type QuestionFlowEvent =
  | { type: "BEGIN"; now: number }
  | { type: "START_RECORDING"; now: number }
  | { type: "TICK"; now: number }
  | { type: "STOP" }
  | { type: "TAKE_SAVED"; takeId: string; durationSeconds: number }
  | { type: "TAKE_FAILED" }
  | { type: "RETAKE"; now: number }
  | { type: "KEEP" };

/** The practice question has no limit on retakes. */
export const UNLIMITED_RETAKES = Number.POSITIVE_INFINITY;

export function createQuestionFlowState(question: FlowQuestion, takesUsed = 0): QuestionFlowState {
  return { question, phase: { name: "intro" }, takesUsed, wasAutoStopped: false, problem: null };
}

/** Retakes still allowed after the takes used: the first take is not a retake. */
export function retakesLeft(state: Pick<QuestionFlowState, "question" | "takesUsed">): number {
  const used = Math.max(0, state.takesUsed - 1);
  return Math.max(0, state.question.retakesAllowed - used);
}

/** Another take may be recorded: no take yet, or retakes left. */
export function canRecordAgain(state: Pick<QuestionFlowState, "question" | "takesUsed">): boolean {
  return state.takesUsed === 0 || retakesLeft(state) > 0;
}

function startThinking(state: QuestionFlowState, now: number): QuestionFlowState {
  if (state.question.thinkTimeSeconds <= 0) return startRecording(state, now);
  return {
    ...state,
    problem: null,
    phase: {
      name: "thinking",
      startedAt: now,
      endsAt: now + state.question.thinkTimeSeconds * 1000,
    },
  };
}

function startRecording(state: QuestionFlowState, now: number): QuestionFlowState {
  return {
    ...state,
    problem: null,
    wasAutoStopped: false,
    phase: {
      name: "recording",
      startedAt: now,
      endsAt: now + state.question.answerTimeSeconds * 1000,
    },
  };
}

export function questionFlowReducer(
  state: QuestionFlowState,
  event: QuestionFlowEvent,
): QuestionFlowState {
  const { phase } = state;
  switch (event.type) {
    case "BEGIN":
      if (phase.name !== "intro" || !canRecordAgain(state)) return state;
      return startThinking(state, event.now);
    case "START_RECORDING":
      return phase.name === "thinking" ? startRecording(state, event.now) : state;
    case "TICK":
      if (phase.name === "thinking" && event.now >= phase.endsAt) {
        return startRecording(state, event.now);
      }
      if (phase.name === "recording" && event.now >= phase.endsAt) {
        return { ...state, wasAutoStopped: true, phase: { name: "saving", isAutomatic: true } };
      }
      return state;
    case "STOP":
      return phase.name === "recording"
        ? { ...state, phase: { name: "saving", isAutomatic: false } }
        : state;
    case "TAKE_SAVED":
      if (phase.name !== "saving") return state;
      return {
        ...state,
        takesUsed: state.takesUsed + 1,
        phase: { name: "review", takeId: event.takeId, durationSeconds: event.durationSeconds },
      };
    case "TAKE_FAILED":
      if (phase.name !== "saving" && phase.name !== "recording") return state;
      return { ...state, problem: "recording_failed", phase: { name: "intro" } };
    case "RETAKE":
      if (phase.name !== "review" || retakesLeft(state) <= 0) return state;
      return startThinking(state, event.now);
    case "KEEP":
      return phase.name === "review"
        ? { ...state, phase: { name: "done", takeId: phase.takeId } }
        : state;
  }
}

/** Whether the question's text is on screen: hidden until the candidate begins. */
export function isQuestionVisible(phase: QuestionPhase): boolean {
  return phase.name !== "intro";
}

/** Seconds left of the countdown or of the answer, 0 once over; null in other phases. */
export function secondsLeft(phase: QuestionPhase, now: number): number | null {
  if (phase.name !== "thinking" && phase.name !== "recording") return null;
  return Math.max(0, (phase.endsAt - now) / 1000);
}

/** Seconds recorded so far (the recording timer). */
export function secondsRecorded(phase: QuestionPhase, now: number): number {
  if (phase.name !== "recording") return 0;
  return Math.min(
    Math.max(0, (now - phase.startedAt) / 1000),
    (phase.endsAt - phase.startedAt) / 1000,
  );
}
