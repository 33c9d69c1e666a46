/*
 * What went wrong when the browser could not open the camera and microphone: the recording page
 * and the live room's pre-join screen tell the person the same thing.
 */

/**
 * Why the camera and microphone could not be opened, as the candidate should be told:
 * - `permission_denied`: the candidate or the browser said no (NotAllowedError, SecurityError);
 * - `no_device`: no camera or no microphone (NotFoundError, OverconstrainedError);
 * - `device_in_use`: another application holds it (NotReadableError, AbortError);
 * - `unsupported`: the browser has no getUserMedia or MediaRecorder (or the page is not secure);
 * - `unknown`: anything else.
 */
export type DeviceProblem =
  | "permission_denied"
  | "no_device"
  | "device_in_use"
  | "unsupported"
  | "unknown";

export function deviceProblemOf(error: unknown): DeviceProblem {
  const name =
    typeof error === "object" && error !== null && "name" in error
      ? String((error as { name: unknown }).name)
      : "";
  switch (name) {
    case "NotAllowedError":
    case "PermissionDeniedError":
    case "SecurityError":
      return "permission_denied";
    case "NotFoundError":
    case "DevicesNotFoundError":
    case "OverconstrainedError":
      return "no_device";
    case "NotReadableError":
    case "TrackStartError":
    case "AbortError":
      return "device_in_use";
    case "NotSupportedError":
    case "TypeError":
      return "unsupported";
    default:
      return "unknown";
  }
}
