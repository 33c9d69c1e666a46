import { formatPlaybackTime } from "@candor/shared/format";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { withWebmDuration } from "../../lib/webm-duration";
import { Button } from "../button/button";
import pageBlocks from "../page-layout/page-blocks.module.css";
import styles from "./video-field.module.css";

/** A prompt is a question asked on camera: a few minutes at most. */
export const PROMPT_MAX_SECONDS = 5 * 60;

/** What MediaRecorder makes, best first: WebM in Chromium and Firefox, MP4 in Safari. */
const RECORDING_TYPES = [
  "video/webm;codecs=vp9,opus",
  "video/webm;codecs=vp8,opus",
  "video/webm",
  "video/mp4",
];

type MediaEnvironment = {
  getUserMedia?: (constraints: MediaStreamConstraints) => Promise<MediaStream>;
  MediaRecorder?: typeof MediaRecorder;
};

function browserMedia(): MediaEnvironment {
  return {
    getUserMedia: navigator.mediaDevices?.getUserMedia?.bind(navigator.mediaDevices),
    MediaRecorder: typeof MediaRecorder === "undefined" ? undefined : MediaRecorder,
  };
}

function recordingType(Recorder: typeof MediaRecorder): string | undefined {
  return RECORDING_TYPES.find((type) => Recorder.isTypeSupported?.(type));
}

type State =
  | { step: "idle" }
  | { step: "starting" }
  | { step: "ready" }
  | { step: "recording"; seconds: number }
  | { step: "failed"; messageKey: "denied" | "noDevice" | "unsupported" | "failed" };

function problemOf(error: unknown): "denied" | "noDevice" | "failed" {
  const name = (error as { name?: string } | null)?.name;
  if (name === "NotAllowedError" || name === "SecurityError") return "denied";
  if (name === "NotFoundError" || name === "OverconstrainedError") return "noDevice";
  return "failed";
}

/**
 * Records a prompt video with the camera: a live preview, Start and Stop with a minutes:seconds
 * timer, an automatic stop at `PROMPT_MAX_SECONDS`; the take is handed to `onRecorded` as a file
 * of the type the browser recorded. Denied permission and a missing camera are said plainly.
 */
export function PromptRecorder({
  onRecorded,
  media = browserMedia(),
}: {
  onRecorded: (file: File) => void;
  /** The browser's camera and recorder; tests pass fakes. */
  media?: MediaEnvironment;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ step: "idle" });
  const stream = useRef<MediaStream | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const preview = useRef<HTMLVideoElement | null>(null);
  const isMounted = useRef(true);

  function stopCamera() {
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
  }
  // Leaving the dialog turns the camera off.
  useEffect(
    () => () => {
      // A take stopped by closing the dialog is thrown away.
      isMounted.current = false;
      if (recorder.current?.state === "recording") recorder.current.stop();
      for (const track of stream.current?.getTracks() ?? []) track.stop();
    },
    [],
  );

  const isRecording = state.step === "recording";
  useEffect(() => {
    if (!isRecording) return;
    const timer = setInterval(() => {
      setState((current) => {
        if (current.step !== "recording") return current;
        const seconds = current.seconds + 1;
        if (seconds >= PROMPT_MAX_SECONDS) recorder.current?.stop();
        return { step: "recording", seconds };
      });
    }, 1000);
    return () => clearInterval(timer);
  }, [isRecording]);

  function showPreview(live: MediaStream) {
    try {
      if (preview.current) preview.current.srcObject = live;
    } catch {
      // The preview is a help, not a need: recording works without it.
    }
  }

  async function openCamera() {
    if (!media.getUserMedia || !media.MediaRecorder) {
      setState({ step: "failed", messageKey: "unsupported" });
      return;
    }
    setState({ step: "starting" });
    try {
      stream.current = await media.getUserMedia({ video: true, audio: true });
      showPreview(stream.current);
      setState({ step: "ready" });
    } catch (error) {
      setState({ step: "failed", messageKey: problemOf(error) });
    }
  }

  function start() {
    const Recorder = media.MediaRecorder;
    if (!Recorder || !stream.current) return;
    const mimeType = recordingType(Recorder);
    const chunks: Blob[] = [];
    const started = new Recorder(stream.current, mimeType ? { mimeType } : undefined);
    const startedAt = Date.now();
    started.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    started.onstop = async () => {
      const type = started.mimeType || mimeType || "video/webm";
      const extension = type.startsWith("video/mp4") ? "mp4" : "webm";
      stopCamera();
      // Candidates scrub prompt videos too: the file gets its duration like an answer's take.
      const recorded = await withWebmDuration(
        new Blob(chunks, { type }),
        (Date.now() - startedAt) / 1000,
      );
      if (!isMounted.current) return;
      setState({ step: "idle" });
      onRecorded(new File([recorded], `prompt.${extension}`, { type }));
    };
    recorder.current = started;
    started.start(1000);
    setState({ step: "recording", seconds: 0 });
  }

  const showsPreview =
    state.step === "ready" || state.step === "recording" || state.step === "starting";

  return (
    <div className={pageBlocks.stack4}>
      {showsPreview ? (
        <video
          ref={preview}
          className={styles.video}
          autoPlay
          muted
          playsInline
          aria-label={t("contentLibrary.recorder.preview")}
        />
      ) : null}
      {state.step === "failed" ? (
        <p className={pageBlocks.error} role="alert">
          {t(`contentLibrary.recorder.${state.messageKey}`)}
        </p>
      ) : null}
      <div className={pageBlocks.centredWrapRow}>
        {state.step === "idle" || state.step === "failed" ? (
          <Button size="sm" variant="secondary" onClick={() => void openCamera()}>
            {t("contentLibrary.recorder.open")}
          </Button>
        ) : null}
        {state.step === "starting" ? (
          <span className={pageBlocks.muted} role="status">
            {t("contentLibrary.recorder.starting")}
          </span>
        ) : null}
        {state.step === "ready" ? (
          <>
            <Button size="sm" onClick={start}>
              {t("contentLibrary.recorder.start")}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                stopCamera();
                setState({ step: "idle" });
              }}
            >
              {t("contentLibrary.recorder.close")}
            </Button>
          </>
        ) : null}
        {state.step === "recording" ? (
          <>
            <Button size="sm" variant="danger" onClick={() => recorder.current?.stop()}>
              {t("contentLibrary.recorder.stop")}
            </Button>
            <span className={pageBlocks.muted}>
              {t("contentLibrary.recorder.timer", {
                time: formatPlaybackTime(state.seconds),
                max: formatPlaybackTime(PROMPT_MAX_SECONDS),
              })}
            </span>
          </>
        ) : null}
      </div>
    </div>
  );
}
