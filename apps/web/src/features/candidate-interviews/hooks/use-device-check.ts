import { useCallback, useEffect, useRef, useState } from "react";
import { type DeviceProblem, deviceProblemOf } from "../lib/media-support";
import { useRecordingEnvironment } from "./recording-environment";

/** `stopped`: a camera or microphone that was working ended by itself (unplugged, revoked). */
export type DeviceCheckProblem = DeviceProblem | "stopped";

export type DeviceCheck =
  | { status: "idle" | "requesting"; stream: null; problem: null }
  | { status: "ready"; stream: MediaStream; problem: null }
  | { status: "failed"; stream: null; problem: DeviceCheckProblem };

/** Asked of the camera: the front one, about 720p; the microphone with echo and noise reduced. */
export const MEDIA_CONSTRAINTS: MediaStreamConstraints = {
  video: { facingMode: "user", width: { ideal: 1280 }, height: { ideal: 720 } },
  audio: { echoCancellation: true, noiseSuppression: true },
};

function stopStream(stream: MediaStream | null) {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/**
 * The camera and microphone for the whole interview: asked for on `request` (the browser shows
 * its permission prompt), kept until the page goes, and released then. A track that ends by
 * itself (the camera unplugged, the permission taken back, the system handing the camera to
 * another application) fails the check with `stopped`: the page asks again instead of recording
 * takes with nothing in them.
 */
export function useDeviceCheck(): DeviceCheck & { request: () => Promise<void> } {
  const { mediaDevices, MediaRecorder } = useRecordingEnvironment();
  const [check, setCheck] = useState<DeviceCheck>({
    status: "idle",
    stream: null,
    problem: null,
  });
  const streamRef = useRef<MediaStream | null>(null);

  const request = useCallback(async () => {
    if (!mediaDevices || !MediaRecorder) {
      setCheck({ status: "failed", stream: null, problem: "unsupported" });
      return;
    }
    stopStream(streamRef.current);
    streamRef.current = null;
    setCheck({ status: "requesting", stream: null, problem: null });
    try {
      const stream = await mediaDevices.getUserMedia(MEDIA_CONSTRAINTS);
      streamRef.current = stream;
      const onEnded = () => {
        if (streamRef.current !== stream) return;
        stopStream(stream);
        streamRef.current = null;
        setCheck({ status: "failed", stream: null, problem: "stopped" });
      };
      // `ended` fires for a track that ends by itself, never for our own stop().
      for (const track of stream.getTracks()) {
        track.addEventListener("ended", onEnded, { once: true });
      }
      setCheck({ status: "ready", stream, problem: null });
    } catch (error) {
      setCheck({ status: "failed", stream: null, problem: deviceProblemOf(error) });
    }
  }, [mediaDevices, MediaRecorder]);

  useEffect(
    () => () => {
      stopStream(streamRef.current);
      streamRef.current = null;
    },
    [],
  );

  return { ...check, request };
}
