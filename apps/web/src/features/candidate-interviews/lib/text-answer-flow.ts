/*
 * The timing of a written answer (issue 17's text-answers accommodation), the same as a
 * recording's: the question shows, the thinking time runs and writing begins on its own; the
 * answer time runs and the answer is sent on its own when it ends. Pure, so tested without a page.
 *
 *   intro ──show──▶ thinking ──(time or "start now")──▶ writing ──(time or "send")──▶ sent
 *                                                          ▲                             │
 *                                                          └──────── write again ────────┘
 */

export type TextPhase =
  | { name: "intro" }
  | { name: "thinking"; startedAt: number }
  | { name: "writing"; startedAt: number }
  | { name: "sent"; durationSeconds: number };

/** Seconds left in a timed phase (rounded up, never below 0); null for the others. */
export function textSecondsLeft(
  phase: TextPhase,
  limits: { thinkTimeSeconds: number; answerTimeSeconds: number },
  now: number,
): number | null {
  if (phase.name !== "thinking" && phase.name !== "writing") return null;
  const limit = phase.name === "thinking" ? limits.thinkTimeSeconds : limits.answerTimeSeconds;
  // A clock read just before the phase began counts as its start.
  const elapsed = Math.max(0, now - phase.startedAt);
  return Math.max(0, Math.min(limit, Math.ceil(limit - elapsed / 1000)));
}

/** Seconds spent writing, as the server checks them against the answer time. */
export function writingSeconds(phase: TextPhase, answerTimeSeconds: number, now: number): number {
  if (phase.name !== "writing") return 0;
  const elapsed = (now - phase.startedAt) / 1000;
  // At least a moment (the server wants a positive duration), at most the limit.
  return Math.min(answerTimeSeconds, Math.max(0.1, Math.round(elapsed * 10) / 10));
}

/**
 * The moment of the answer time to announce to screen readers (the timer itself stays silent):
 * a minute left and ten seconds left, once each. Given the whole answer time, a moment that
 * is already there when the answer begins (a 30-second answer has less than a minute from the
 * start) is not announced: the start's own announcement stays.
 */
export function timeWarningOf(
  secondsLeft: number | null,
  answerTimeSeconds = Number.POSITIVE_INFINITY,
): "minute" | "tenSeconds" | null {
  if (secondsLeft === null) return null;
  if (secondsLeft <= 10 && answerTimeSeconds > 10) return "tenSeconds";
  if (secondsLeft <= 60 && secondsLeft > 10 && answerTimeSeconds > 60) return "minute";
  return null;
}
