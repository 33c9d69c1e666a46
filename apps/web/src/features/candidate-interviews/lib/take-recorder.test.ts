import { describe, expect, it, vi } from "vitest";
import { createTakeRecorder, type MediaRecorderLike, RecordingFailedError } from "./take-recorder";

/** A MediaRecorder stand-in: `emit` hands out data, `stop` fires onstop after the last chunk. */
class FakeRecorder implements MediaRecorderLike {
  static last: FakeRecorder | null = null;
  state: "inactive" | "recording" | "paused" = "inactive";
  mimeType: string;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  timeslice: number | undefined;

  constructor(
    readonly stream: MediaStream,
    readonly options?: MediaRecorderOptions,
  ) {
    this.mimeType = options?.mimeType ?? "";
    FakeRecorder.last = this;
  }
  start(timeslice?: number) {
    this.state = "recording";
    this.timeslice = timeslice;
  }
  stop() {
    this.state = "inactive";
    this.emit("last");
    queueMicrotask(() => this.onstop?.());
  }
  emit(text: string) {
    this.ondataavailable?.({ data: new Blob([text]) });
  }
  /** The browser stops the recorder on its own after an error. */
  fail() {
    this.onerror?.(new DOMException("gone", "UnknownError"));
    this.state = "inactive";
    queueMicrotask(() => this.onstop?.());
  }
}

const stream = {} as MediaStream;

function clock(start = 1_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe("createTakeRecorder", () => {
  it("records in one-second chunks with the chosen type and a moderate bit rate", () => {
    const recorder = createTakeRecorder({
      stream,
      Recorder: FakeRecorder,
      mimeType: "video/webm;codecs=vp9,opus",
    });
    recorder.start();
    expect(FakeRecorder.last?.options).toEqual({
      mimeType: "video/webm;codecs=vp9,opus",
      videoBitsPerSecond: 1_000_000,
    });
    expect(FakeRecorder.last?.timeslice).toBe(1000);
    expect(recorder.isRecording).toBe(true);
  });

  it("lets the browser choose when no type is supported", () => {
    createTakeRecorder({ stream, Recorder: FakeRecorder, mimeType: null }).start();
    expect(FakeRecorder.last?.options).toEqual({ videoBitsPerSecond: 1_000_000 });
  });

  it("resolves the take: every chunk, the recorder's own type and the duration", async () => {
    const time = clock();
    const recorder = createTakeRecorder({
      stream,
      Recorder: FakeRecorder,
      mimeType: "video/mp4",
      now: time.now,
    });
    recorder.start();
    FakeRecorder.last?.emit("one,");
    time.advance(12_500);
    const take = await recorder.stop();
    expect(await take.blob.text()).toBe("one,last");
    expect(take.blob.type).toBe("video/mp4");
    expect(take.contentType).toBe("video/mp4");
    expect(take.durationSeconds).toBe(12.5);
    expect(recorder.isRecording).toBe(false);
  });

  it("stores what the browser actually recorded when it differs from the request", async () => {
    const recorder = createTakeRecorder({ stream, Recorder: FakeRecorder, mimeType: null });
    recorder.start();
    if (FakeRecorder.last) FakeRecorder.last.mimeType = "video/webm;codecs=vp8,opus";
    const take = await recorder.stop();
    expect(take.contentType).toBe("video/webm;codecs=vp8,opus");
  });

  it("falls back to video/webm when nobody names a type", async () => {
    const recorder = createTakeRecorder({ stream, Recorder: FakeRecorder, mimeType: null });
    recorder.start();
    expect((await recorder.stop()).contentType).toBe("video/webm");
  });

  it("rejects a stop when it is not recording, and a take with no data", async () => {
    const recorder = createTakeRecorder({ stream, Recorder: FakeRecorder, mimeType: null });
    await expect(recorder.stop()).rejects.toBeInstanceOf(RecordingFailedError);
    recorder.start();
    const fake = FakeRecorder.last as FakeRecorder;
    fake.stop = () => {
      fake.state = "inactive";
      queueMicrotask(() => fake.onstop?.());
    };
    await expect(recorder.stop()).rejects.toThrow("Nothing was recorded");
  });

  it("reports a recorder that stops by itself, once", async () => {
    const onUnexpectedStop = vi.fn();
    const recorder = createTakeRecorder({
      stream,
      Recorder: FakeRecorder,
      mimeType: null,
      onUnexpectedStop,
    });
    recorder.start();
    FakeRecorder.last?.emit("part");
    FakeRecorder.last?.fail();
    await Promise.resolve();
    expect(onUnexpectedStop).toHaveBeenCalledTimes(1);
    expect(recorder.isRecording).toBe(false);
  });

  it("throws a cancelled take away without reporting it", async () => {
    const onUnexpectedStop = vi.fn();
    const recorder = createTakeRecorder({
      stream,
      Recorder: FakeRecorder,
      mimeType: null,
      onUnexpectedStop,
    });
    recorder.start();
    recorder.cancel();
    await Promise.resolve();
    expect(FakeRecorder.last?.state).toBe("inactive");
    expect(onUnexpectedStop).not.toHaveBeenCalled();
    expect(recorder.isRecording).toBe(false);
  });
});
