import { useCallback, useEffect, useRef, useState } from "react";
import { type DeviceProblem, deviceProblemOf } from "../../../../lib/media-devices";

export type LocalMedia =
  | { status: "idle" | "requesting"; stream: null; problem: null }
  | { status: "ready"; stream: MediaStream; problem: null }
  | { status: "failed"; stream: null; problem: DeviceProblem };

const CONSTRAINTS: MediaStreamConstraints = {
  video: { facingMode: "user", width: { ideal: 1280 }, height: { ideal: 720 } },
  audio: { echoCancellation: true, noiseSuppression: true },
};

/** The camera and microphone for the call: asked for on `request`, released when the page goes. */
export function useLocalMedia(): LocalMedia & { request: () => Promise<void> } {
  const [media, setMedia] = useState<LocalMedia>({ status: "idle", stream: null, problem: null });
  const streamRef = useRef<MediaStream | null>(null);

  const request = useCallback(async () => {
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    streamRef.current = null;
    if (!navigator.mediaDevices?.getUserMedia || typeof RTCPeerConnection === "undefined") {
      setMedia({ status: "failed", stream: null, problem: "unsupported" });
      return;
    }
    setMedia({ status: "requesting", stream: null, problem: null });
    try {
      const stream = await navigator.mediaDevices.getUserMedia(CONSTRAINTS);
      streamRef.current = stream;
      setMedia({ status: "ready", stream, problem: null });
    } catch (error) {
      setMedia({ status: "failed", stream: null, problem: deviceProblemOf(error) });
    }
  }, []);

  useEffect(
    () => () => {
      for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    },
    [],
  );
  return { ...media, request };
}
