import { baseContentType } from "@candor/shared/rules/interviews";

/*
 * What the browser can record, and what went wrong when it couldn't open the camera. Pure
 * functions over the values the browser APIs give, so they are tested without a browser.
 */

/**
 * The containers and codecs to ask MediaRecorder for, best first: VP9 or VP8 with Opus in WebM
 * (Chromium, Firefox), plain WebM, then MP4 (Safari, which records H.264/AAC). Every take is stored
 * with the type it was recorded in and played back as is (decision 0009: no transcoding).
 */
export const RECORDING_TYPES = [
  "video/webm;codecs=vp9,opus",
  "video/webm;codecs=vp8,opus",
  "video/webm",
  "video/mp4",
] as const;

/**
 * The first of RECORDING_TYPES the browser says it can record (`MediaRecorder.isTypeSupported`),
 * or null when it supports none of them: the recorder then picks its own default.
 */
export function pickRecordingType(isTypeSupported: (type: string) => boolean): string | null {
  for (const type of RECORDING_TYPES) {
    try {
      if (isTypeSupported(type)) return type;
    } catch {
      // An old engine may throw on codec parameters it cannot parse: try the next one.
    }
  }
  return null;
}

/** A file name for a take, with the extension of its container (`answer.webm`, `answer.mp4`). */
export function takeFileName(contentType: string, stem = "answer"): string {
  const base = baseContentType(contentType);
  const extension = base === "video/mp4" ? "mp4" : base === "video/quicktime" ? "mov" : "webm";
  return `${stem}.${extension}`;
}

// Shared with the live room's pre-join screen (the same clear messages): lib/media-devices.ts.
export { type DeviceProblem, deviceProblemOf } from "../../../lib/media-devices";

/**
 * The loudness of an analyser's time-domain bytes (128 is silence) as 0 to 1: the root mean square
 * of the signal, scaled so that ordinary speech fills most of the meter.
 */
export function audioLevel(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let index = 0; index < samples.length; index += 1) {
    const centred = ((samples[index] ?? 128) - 128) / 128;
    sum += centred * centred;
  }
  const rms = Math.sqrt(sum / samples.length);
  return Math.min(1, rms * 4);
}
