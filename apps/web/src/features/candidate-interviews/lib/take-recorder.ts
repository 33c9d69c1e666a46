/*
 * One take: MediaRecorder over the camera's stream, collected into a Blob of the type the browser
 * recorded. The recorder class is injected (happy-dom has none), so the logic is tested with a fake.
 */

import { withWebmDuration } from "../../../lib/webm-duration";

/** The part of MediaRecorder used here. */
export type MediaRecorderLike = {
  readonly state: "inactive" | "recording" | "paused";
  readonly mimeType: string;
  ondataavailable: ((event: { data: Blob }) => void) | null;
  onstop: (() => void) | null;
  onerror: ((event: unknown) => void) | null;
  start(timeslice?: number): void;
  stop(): void;
};

export type MediaRecorderClass = new (
  stream: MediaStream,
  options?: MediaRecorderOptions,
) => MediaRecorderLike;

export type RecordedTake = {
  blob: Blob;
  /** What the browser recorded (`video/webm;codecs=vp9,opus`, `video/mp4`…), stored with the take. */
  contentType: string;
  durationSeconds: number;
};

export type TakeRecorder = {
  start(): void;
  /** Stops and resolves with the take; rejects when the recorder failed or recorded nothing. */
  stop(): Promise<RecordedTake>;
  /** Stops and throws the take away (leaving the page mid-answer). */
  cancel(): void;
  readonly isRecording: boolean;
};

export type TakeRecorderOptions = {
  stream: MediaStream;
  Recorder: MediaRecorderClass;
  /** From `pickRecordingType`; null lets the browser choose. */
  mimeType: string | null;
  /** About 7.5 MB a minute: clear enough to review, small enough to upload on a phone. */
  videoBitsPerSecond?: number;
  /** Chunks arrive every `timeslice` ms, so a failure late in a long answer keeps the rest. */
  timeslice?: number;
  now?: () => number;
  /**
   * The recorder stopped by itself (the camera was unplugged, the browser failed): the take so far
   * is lost to this recorder, and the flow should say so.
   */
  onUnexpectedStop?: (error: unknown) => void;
};

/** The container when neither the recorder nor the request named one. */
const FALLBACK_TYPE = "video/webm";

export class RecordingFailedError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "RecordingFailedError";
  }
}

export function createTakeRecorder({
  stream,
  Recorder,
  mimeType,
  videoBitsPerSecond = 1_000_000,
  timeslice = 1000,
  now = () => Date.now(),
  onUnexpectedStop,
}: TakeRecorderOptions): TakeRecorder {
  let recorder: MediaRecorderLike | null = null;
  let chunks: Blob[] = [];
  let startedAt = 0;
  let stoppedAt = 0;
  let failure: unknown = null;
  let settle: { resolve: (take: RecordedTake) => void; reject: (error: unknown) => void } | null =
    null;

  function finish() {
    const current = recorder;
    recorder = null;
    if (!current) return;
    if (!settle) {
      chunks = [];
      onUnexpectedStop?.(failure ?? new RecordingFailedError("The recorder stopped"));
      return;
    }
    const { resolve, reject } = settle;
    settle = null;
    const contentType = current.mimeType || mimeType || FALLBACK_TYPE;
    const blob = new Blob(chunks, { type: contentType });
    chunks = [];
    if (failure) reject(new RecordingFailedError("The recorder failed", { cause: failure }));
    else if (blob.size === 0) reject(new RecordingFailedError("Nothing was recorded"));
    else {
      const durationSeconds = Math.max(0, (stoppedAt - startedAt) / 1000);
      void withWebmDuration(blob, durationSeconds).then((fixed) =>
        resolve({ blob: fixed, contentType, durationSeconds }),
      );
    }
  }

  return {
    get isRecording() {
      return recorder !== null;
    },
    start() {
      if (recorder) return;
      const options: MediaRecorderOptions = { videoBitsPerSecond };
      if (mimeType) options.mimeType = mimeType;
      const next = new Recorder(stream, options);
      chunks = [];
      failure = null;
      next.ondataavailable = (event) => {
        if (event.data && event.data.size > 0) chunks.push(event.data);
      };
      next.onerror = (event) => {
        failure = event ?? new Error("MediaRecorder error");
      };
      next.onstop = () => {
        if (recorder === next) finish();
      };
      recorder = next;
      startedAt = now();
      next.start(timeslice);
    },
    stop() {
      const current = recorder;
      if (!current) return Promise.reject(new RecordingFailedError("Not recording"));
      stoppedAt = now();
      return new Promise<RecordedTake>((resolve, reject) => {
        settle = { resolve, reject };
        if (current.state === "inactive") finish();
        else current.stop();
      });
    },
    cancel() {
      const current = recorder;
      recorder = null;
      settle = null;
      chunks = [];
      if (current && current.state !== "inactive") {
        current.onstop = null;
        current.stop();
      }
    },
  };
}
