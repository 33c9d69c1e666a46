import { useEffect, useState } from "react";
import { audioLevel } from "../lib/media-support";
import { useRecordingEnvironment } from "./recording-environment";

/** How often the meter reads the microphone. */
const INTERVAL_MS = 100;

/**
 * The microphone's loudness (0 to 1) from the stream's audio, read through an AnalyserNode; 0
 * where the browser has no Web Audio. Read on a timer rather than every frame: the meter is a
 * check that sound arrives, not an animation.
 */
export function useAudioLevel(stream: MediaStream | null): number {
  const { AudioContext } = useRecordingEnvironment();
  const [level, setLevel] = useState(0);

  useEffect(() => {
    if (!stream || !AudioContext || stream.getAudioTracks().length === 0) return;
    let context: AudioContext;
    try {
      context = new AudioContext();
    } catch {
      return;
    }
    const source = context.createMediaStreamSource(stream);
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    source.connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    const timer = setInterval(() => {
      analyser.getByteTimeDomainData(samples);
      setLevel(audioLevel(samples));
    }, INTERVAL_MS);
    return () => {
      clearInterval(timer);
      source.disconnect();
      void context.close().catch(() => {});
      setLevel(0);
    };
  }, [stream, AudioContext]);

  return level;
}
