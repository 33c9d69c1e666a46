import { createContext, type ReactNode, use } from "react";
import type { MediaRecorderClass } from "../lib/take-recorder";

/*
 * The browser APIs recording needs, in one injectable place: the page uses the browser's, tests
 * give fakes (happy-dom has no camera, MediaRecorder or AudioContext).
 */
export type RecordingEnvironment = {
  /** Null where the browser has none (an insecure page, an old browser). */
  mediaDevices: Pick<MediaDevices, "getUserMedia"> | null;
  MediaRecorder: (MediaRecorderClass & { isTypeSupported?: (type: string) => boolean }) | null;
  AudioContext: (new () => AudioContext) | null;
  createObjectUrl: (blob: Blob) => string;
  revokeObjectUrl: (url: string) => void;
  now: () => number;
};

export function browserRecordingEnvironment(): RecordingEnvironment {
  const scope = globalThis as typeof globalThis & {
    MediaRecorder?: RecordingEnvironment["MediaRecorder"];
    webkitAudioContext?: new () => AudioContext;
  };
  return {
    // Undefined on an insecure page (http on another host than localhost) and in old browsers.
    mediaDevices:
      typeof navigator !== "undefined"
        ? ((navigator.mediaDevices as MediaDevices | undefined) ?? null)
        : null,
    MediaRecorder: scope.MediaRecorder ?? null,
    AudioContext: scope.AudioContext ?? scope.webkitAudioContext ?? null,
    createObjectUrl: (blob) => URL.createObjectURL(blob),
    revokeObjectUrl: (url) => URL.revokeObjectURL(url),
    now: () => Date.now(),
  };
}

const RecordingEnvironmentContext = createContext<RecordingEnvironment | null>(null);

export function RecordingEnvironmentProvider({
  value,
  children,
}: {
  value: RecordingEnvironment;
  children: ReactNode;
}) {
  return <RecordingEnvironmentContext value={value}>{children}</RecordingEnvironmentContext>;
}

let browserEnvironment: RecordingEnvironment | null = null;

export function useRecordingEnvironment(): RecordingEnvironment {
  const provided = use(RecordingEnvironmentContext);
  if (provided) return provided;
  browserEnvironment ??= browserRecordingEnvironment();
  return browserEnvironment;
}
