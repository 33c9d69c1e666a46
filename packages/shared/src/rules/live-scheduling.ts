import type { FieldErrors } from "../errors";

/*
 * Candidate self-scheduling (issue 13, decision 0032): the team offers several slots of the
 * interview's duration; the candidate picks one. These pure rules decide which slots may be
 * offered and which are still open; the server applies them, the form shows the same codes.
 */

/** How many slots one invitation may offer (a choice, not a calendar). */
export const LIVE_SLOTS_MAX = 20;
/** Overdue feedback: this long after the interview's end, an unsubmitted scorecard is late. */
export const LIVE_FEEDBACK_OVERDUE_HOURS = 24;

/** A half-open time interval `[start, end)` in milliseconds since the epoch. */
export type Interval = { start: number; end: number };

/** Field codes of a refused slot (under `slots.<index>.starts_at`). */
export const SLOT_FIELD_CODES = {
  /** Not an ISO 8601 time. */
  invalid: "invalid",
  /** Now or earlier. */
  inPast: "in_the_past",
  /** Offered twice, or overlapping another slot of the same offer. */
  duplicate: "duplicate",
  /** An interviewer already has a live interview (or a picked slot) then. */
  overlaps: "overlaps",
} as const;

export function slotInterval(startsAt: string | Date, durationMinutes: number): Interval {
  const start = new Date(startsAt).getTime();
  return { start, end: start + durationMinutes * 60_000 };
}

/** Back-to-back intervals (one ends as the next starts) do not overlap. */
export function intervalsOverlap(left: Interval, right: Interval): boolean {
  return left.start < right.end && right.start < left.end;
}

export function overlapsAny(interval: Interval, busy: readonly Interval[]): boolean {
  return busy.some((other) => intervalsOverlap(interval, other));
}

export type SlotCheck = {
  now: Date;
  durationMinutes: number;
  /** The interviewers' other commitments: scheduled live interviews and slots already picked. */
  busy: readonly Interval[];
};

/**
 * The problems of an offer of slots, keyed `slots.<index>.starts_at` (and `slots` for the list
 * itself): every slot in the future, none twice or overlapping another, none overlapping an
 * interviewer's other live interviews. Empty when the offer may be made.
 */
export function slotOfferErrors(
  slots: readonly { starts_at: string }[],
  { now, durationMinutes, busy }: SlotCheck,
): FieldErrors {
  const errors: FieldErrors = {};
  if (slots.length === 0) errors.slots = ["blank"];
  if (slots.length > LIVE_SLOTS_MAX) errors.slots = ["too_long"];
  const accepted: Interval[] = [];
  slots.forEach((slot, index) => {
    const key = `slots.${index}.starts_at`;
    const interval = slotInterval(slot.starts_at, durationMinutes);
    if (Number.isNaN(interval.start)) {
      errors[key] = [SLOT_FIELD_CODES.invalid];
    } else if (interval.start <= now.getTime()) {
      errors[key] = [SLOT_FIELD_CODES.inPast];
    } else if (overlapsAny(interval, accepted)) {
      errors[key] = [SLOT_FIELD_CODES.duplicate];
    } else if (overlapsAny(interval, busy)) {
      errors[key] = [SLOT_FIELD_CODES.overlaps];
    } else {
      accepted.push(interval);
    }
  });
  return errors;
}

/**
 * The slots a candidate may still pick, earliest first: in the future and not overlapping what
 * the interviewers have committed to since the offer was made.
 */
export function openSlots<T extends { startsAt: Date }>(
  slots: readonly T[],
  { now, durationMinutes, busy }: SlotCheck,
): T[] {
  return slots
    .filter((slot) => {
      const interval = slotInterval(slot.startsAt, durationMinutes);
      return interval.start > now.getTime() && !overlapsAny(interval, busy);
    })
    .sort((left, right) => left.startsAt.getTime() - right.startsAt.getTime());
}

/** Feedback is overdue once the interview ended this long ago without a submitted scorecard. */
export function isFeedbackOverdue(
  endsAt: Date,
  now: Date,
  hours: number = LIVE_FEEDBACK_OVERDUE_HOURS,
): boolean {
  return now.getTime() - endsAt.getTime() >= hours * 3_600_000;
}
