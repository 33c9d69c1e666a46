import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FlowQuestion } from "../lib/question-flow";
import type { RecordedTake } from "../lib/take-recorder";
import { fakeEnvironment, fakeStream } from "../test/candidate-interview-factories";
import { RecordingEnvironmentProvider } from "./recording-environment";
import { useQuestionRecorder } from "./use-question-recorder";

const question: FlowQuestion = {
  id: "q-1",
  isPractice: false,
  thinkTimeSeconds: 5,
  answerTimeSeconds: 20,
  retakesAllowed: 0,
};

afterEach(() => vi.useRealTimers());

function setUp(onTakeRecorded = vi.fn(async (_take: RecordedTake) => "take-1")) {
  vi.useFakeTimers();
  let time = 1_000_000;
  const environment = { ...fakeEnvironment(), now: () => time };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RecordingEnvironmentProvider value={environment}>{children}</RecordingEnvironmentProvider>
  );
  const stream = fakeStream();
  const view = renderHook(
    () => useQuestionRecorder({ question, takesUsed: 0, stream, onTakeRecorded }),
    { wrapper },
  );
  /** Moves the clock on by `ms` and lets the timers and promises run. */
  const pass = async (ms: number) => {
    time += ms;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(250);
    });
  };
  return { ...view, pass, onTakeRecorded };
}

describe("useQuestionRecorder", () => {
  it("starts recording when the think time runs out, and stops at the maximum length", async () => {
    const { result, pass, onTakeRecorded } = setUp();
    act(() => result.current.begin());
    expect(result.current.state.phase.name).toBe("thinking");
    await pass(4_000);
    expect(result.current.state.phase.name).toBe("thinking");
    await pass(1_000);
    expect(result.current.state.phase.name).toBe("recording");
    await pass(19_000);
    expect(result.current.state.phase.name).toBe("recording");
    await pass(1_000);
    // The recorder stopped by itself: the take is handed over (once its duration is written into
    // the file) and reviewed.
    await vi.waitFor(() => expect(onTakeRecorded).toHaveBeenCalledTimes(1));
    await pass(0);
    expect(onTakeRecorded.mock.calls[0]?.[0]).toMatchObject({
      contentType: "video/webm;codecs=vp8,opus",
      durationSeconds: 20,
    });
    expect(result.current.state.phase).toEqual({
      name: "review",
      takeId: "take-1",
      durationSeconds: 20,
    });
    expect(result.current.state.wasAutoStopped).toBe(true);
    expect(result.current.reviewUrl).toBe("blob:take");
  });

  it("goes back to the intro with a problem when the take cannot be kept", async () => {
    const { result, pass } = setUp(
      vi.fn(async () => {
        throw new Error("quota exceeded");
      }),
    );
    act(() => result.current.begin());
    act(() => result.current.startRecording());
    await pass(2_000);
    act(() => result.current.stop());
    await vi.waitFor(() => expect(result.current.state.phase.name).toBe("intro"));
    expect(result.current.state.problem).toBe("recording_failed");
    expect(result.current.state.takesUsed).toBe(0);
  });
});
