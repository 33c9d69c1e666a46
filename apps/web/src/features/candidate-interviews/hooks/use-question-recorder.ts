import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { pickRecordingType } from "../lib/media-support";
import {
  createQuestionFlowState,
  type FlowQuestion,
  type QuestionFlowState,
  questionFlowReducer,
} from "../lib/question-flow";
import { createTakeRecorder, type RecordedTake, type TakeRecorder } from "../lib/take-recorder";
import { useRecordingEnvironment } from "./recording-environment";

/** How often the countdown and the recording timer move on. */
const TICK_MS = 250;

export type QuestionRecorder = {
  state: QuestionFlowState;
  /** The clock as of the last tick, for the timers. */
  now: number;
  /** The take under review, playable (an object URL of its bytes). */
  reviewUrl: string | null;
  begin: () => void;
  startRecording: () => void;
  stop: () => void;
  retake: () => void;
  keep: () => void;
};

export type QuestionRecorderOptions = {
  question: FlowQuestion;
  /** Takes recorded before this visit (the server's count, plus one kept on the device). */
  takesUsed: number;
  stream: MediaStream;
  /**
   * Keeps the take (on the device, then uploading) and answers its id; the practice question
   * keeps it in memory only. A rejection counts as a failed recording.
   */
  onTakeRecorded: (take: RecordedTake) => Promise<string>;
};

/**
 * Runs one question's state machine (lib/question-flow) against the camera: ticks the clock while
 * a timer runs, starts the recorder when the machine records and stops it when the machine stops
 * (the candidate, or the maximum length), and hands the take over.
 */
export function useQuestionRecorder({
  question,
  takesUsed,
  stream,
  onTakeRecorded,
}: QuestionRecorderOptions): QuestionRecorder {
  const environment = useRecordingEnvironment();
  const { now: clock, MediaRecorder } = environment;
  const [state, dispatch] = useReducer(questionFlowReducer, undefined, () =>
    createQuestionFlowState(question, takesUsed),
  );
  const [now, setNow] = useState(clock);
  const [review, setReview] = useState<{ takeId: string; url: string } | null>(null);
  const recorderRef = useRef<TakeRecorder | null>(null);
  const takeHandler = useRef(onTakeRecorded);
  takeHandler.current = onTakeRecorded;
  const { phase } = state;
  const phaseRef = useRef(phase.name);
  phaseRef.current = phase.name;

  // The clock ticks while a countdown or a recording runs.
  const isTiming = phase.name === "thinking" || phase.name === "recording";
  useEffect(() => {
    if (!isTiming) return;
    const tick = () => {
      const time = clock();
      setNow(time);
      dispatch({ type: "TICK", now: time });
    };
    tick();
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, [isTiming, clock]);

  // Recording: a fresh recorder for each take.
  const isRecording = phase.name === "recording";
  useEffect(() => {
    if (!isRecording || !MediaRecorder) return;
    const recorder = createTakeRecorder({
      stream,
      Recorder: MediaRecorder,
      mimeType: pickRecordingType((type) => MediaRecorder.isTypeSupported?.(type) ?? false),
      now: clock,
      onUnexpectedStop: () => dispatch({ type: "TAKE_FAILED" }),
    });
    recorderRef.current = recorder;
    try {
      recorder.start();
    } catch (error) {
      console.warn("The recorder did not start", error);
      recorderRef.current = null;
      dispatch({ type: "TAKE_FAILED" });
    }
    return () => {
      // Saving takes the recorder over; anything else (leaving, a failure) throws the take away.
      if (phaseRef.current === "saving" || recorderRef.current !== recorder) return;
      recorder.cancel();
      recorderRef.current = null;
    };
  }, [isRecording, MediaRecorder, stream, clock]);

  // Saving: the recorder stops, the take is kept, then reviewed. The promise outlives the effect
  // (StrictMode runs it twice; a page left while saving still keeps the take).
  const isSaving = phase.name === "saving";
  const savingRef = useRef<Promise<{ take: RecordedTake; takeId: string }> | null>(null);
  useEffect(() => {
    if (!isSaving) {
      savingRef.current = null;
      return;
    }
    if (!savingRef.current) {
      const recorder = recorderRef.current;
      recorderRef.current = null;
      savingRef.current = recorder
        ? recorder.stop().then(async (take) => ({ take, takeId: await takeHandler.current(take) }))
        : Promise.reject(new Error("No recorder to stop"));
    }
    let isCurrent = true;
    savingRef.current
      .then(({ take, takeId }) => {
        if (!isCurrent) return;
        setReview({ takeId, url: environment.createObjectUrl(take.blob) });
        dispatch({ type: "TAKE_SAVED", takeId, durationSeconds: take.durationSeconds });
      })
      .catch((error: unknown) => {
        if (!isCurrent) return;
        console.warn("The take could not be kept", error);
        dispatch({ type: "TAKE_FAILED" });
      });
    return () => {
      isCurrent = false;
    };
  }, [isSaving, environment]);

  // The reviewed take's object URL is let go when another replaces it or the question ends.
  useEffect(() => {
    if (!review) return;
    return () => environment.revokeObjectUrl(review.url);
  }, [review, environment]);

  const begin = useCallback(() => dispatch({ type: "BEGIN", now: clock() }), [clock]);
  const startRecording = useCallback(
    () => dispatch({ type: "START_RECORDING", now: clock() }),
    [clock],
  );
  const stop = useCallback(() => dispatch({ type: "STOP" }), []);
  const retake = useCallback(() => dispatch({ type: "RETAKE", now: clock() }), [clock]);
  const keep = useCallback(() => dispatch({ type: "KEEP" }), []);

  const reviewUrl = phase.name === "review" && review?.takeId === phase.takeId ? review.url : null;
  return { state, now, reviewUrl, begin, startRecording, stop, retake, keep };
}
