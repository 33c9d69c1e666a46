import type { LiveInterviewStatus } from "../schemas/live-interviews";
import {
  ROOM_GRACE_AFTER_MINUTES,
  ROOM_OPENS_BEFORE_MINUTES,
  type RoomState,
} from "../schemas/live-room";

const MINUTE_MS = 60_000;

/** When a live interview's room opens and closes; null while no time is chosen. */
export function roomWindow(startsAt: Date | null, durationMinutes: number) {
  if (!startsAt) return null;
  return {
    opensAt: new Date(startsAt.getTime() - ROOM_OPENS_BEFORE_MINUTES * MINUTE_MS),
    closesAt: new Date(
      startsAt.getTime() + (durationMinutes + ROOM_GRACE_AFTER_MINUTES) * MINUTE_MS,
    ),
  };
}

/**
 * Whether the room can be entered now: 10 minutes before the start until the planned end plus
 * a grace period (calls run late); a cancelled interview's never, a finished one's no more.
 */
export function roomState(
  interview: { status: LiveInterviewStatus; startsAt: Date | null; durationMinutes: number },
  now: Date,
): RoomState {
  if (interview.status === "cancelled") return "cancelled";
  if (interview.status === "done" || interview.status === "no_show") return "ended";
  const window = roomWindow(interview.startsAt, interview.durationMinutes);
  if (!window || now < window.opensAt) return "not_yet_open";
  if (now >= window.closesAt) return "ended";
  return "open";
}
