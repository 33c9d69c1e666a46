import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api-error";
import { createMemoryTakesStore, type PendingTake, takeKey } from "./pending-takes";
import { createTakeUploads, type TakeUploads } from "./take-uploads";
import { UploadFailedError, type UploadProgress, type UploadTransport } from "./tus-transport";

function makeTake(questionId: string, overrides: Partial<PendingTake> = {}): PendingTake {
  return {
    key: takeKey("ci-1", questionId),
    candidateInterviewId: "ci-1",
    questionId,
    takeId: `${questionId}-take-1`,
    blob: new Blob(["0123456789"]),
    contentType: "video/webm",
    durationSeconds: 20,
    recordedAt: 1,
    uploadUrl: null,
    isUploaded: false,
    ...overrides,
  };
}

type Call = {
  take: PendingTake;
  onUploadUrl: (url: string) => void;
  onProgress: (progress: UploadProgress) => void;
  succeed: (url?: string) => void;
  fail: (error: unknown) => void;
  isAborted: boolean;
};

/** A transport the test drives: each call waits until the test succeeds or fails it. */
function fakeTransport() {
  const calls: Call[] = [];
  const transport: UploadTransport = (take, { onUploadUrl, onProgress }) => {
    let settle!: { resolve: (value: { uploadUrl: string }) => void; reject: (e: unknown) => void };
    const done = new Promise<{ uploadUrl: string }>((resolve, reject) => {
      settle = { resolve, reject };
    });
    const call: Call = {
      take,
      onUploadUrl,
      onProgress,
      isAborted: false,
      succeed: (url = `http://localhost/v1/uploads/${take.takeId}`) => {
        onUploadUrl(url);
        onProgress({ sent: take.blob.size, total: take.blob.size });
        settle.resolve({ uploadUrl: url });
      },
      fail: (error) => settle.reject(error),
    };
    calls.push(call);
    return {
      done,
      abort: () => {
        call.isAborted = true;
        settle.reject(new DOMException("stopped", "AbortError"));
      },
    };
  };
  return { transport, calls };
}

/** Lets the queue's promises run. */
async function settle() {
  for (let round = 0; round < 10; round += 1) await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

let uploads: TakeUploads | null = null;
afterEach(() => uploads?.dispose());

function setUp(
  options: {
    initial?: PendingTake[];
    attach?: (take: PendingTake, uploadId: string) => Promise<void>;
    online?: { value: boolean };
  } = {},
) {
  const store = createMemoryTakesStore(options.initial);
  const { transport, calls } = fakeTransport();
  const attach = vi.fn(options.attach ?? (async () => {}));
  const attached: string[] = [];
  const online = options.online ?? { value: true };
  uploads = createTakeUploads({
    store,
    transport,
    attach,
    isOnline: () => online.value,
    retryDelayMs: 1_000,
    onAttached: (take) => attached.push(take.key),
  });
  return { store, calls, attach, attached, online, uploads };
}

describe("createTakeUploads", () => {
  it("saves the take on the device before anything is sent", async () => {
    const { store, calls, uploads } = setUp();
    const saved = uploads.submit(makeTake("q-1"));
    expect(calls).toHaveLength(0);
    await saved;
    expect(await store.get("ci-1/q-1")).toBeDefined();
  });

  it("uploads, records the upload URL, attaches by the upload's id, then forgets the take", async () => {
    const { store, calls, attach, attached, uploads } = setUp();
    await uploads.submit(makeTake("q-1"));
    await settle();
    expect(uploads.getStatuses()["ci-1/q-1"]).toEqual({ state: "uploading", sent: 0, total: 10 });

    calls[0]?.onUploadUrl("http://localhost/v1/uploads/u-9");
    calls[0]?.onProgress({ sent: 5, total: 10 });
    await settle();
    expect(uploads.getStatuses()["ci-1/q-1"]).toEqual({ state: "uploading", sent: 5, total: 10 });
    expect((await store.get("ci-1/q-1"))?.uploadUrl).toBe("http://localhost/v1/uploads/u-9");

    calls[0]?.succeed("http://localhost/v1/uploads/u-9");
    await settle();
    expect(attach).toHaveBeenCalledWith(expect.objectContaining({ key: "ci-1/q-1" }), "u-9");
    expect(await store.get("ci-1/q-1")).toBeUndefined();
    expect(uploads.getStatuses()["ci-1/q-1"]).toEqual({ state: "done" });
    expect(attached).toEqual(["ci-1/q-1"]);
  });

  it("keeps the take on the device while the attachment is not confirmed", async () => {
    let confirm!: () => void;
    const { store, calls, uploads } = setUp({
      attach: () => new Promise<void>((resolve) => (confirm = resolve)),
    });
    await uploads.submit(makeTake("q-1"));
    await settle();
    calls[0]?.succeed();
    await settle();
    expect(uploads.getStatuses()["ci-1/q-1"]).toEqual({ state: "attaching" });
    expect(await store.get("ci-1/q-1")).toMatchObject({ isUploaded: true });
    confirm();
    await settle();
    expect(await store.get("ci-1/q-1")).toBeUndefined();
  });

  it("uploads one take at a time, oldest first", async () => {
    const { calls, uploads } = setUp();
    await uploads.submit(makeTake("q-1"));
    await uploads.submit(makeTake("q-2"));
    await settle();
    expect(calls.map((call) => call.take.questionId)).toEqual(["q-1"]);
    expect(uploads.getStatuses()["ci-1/q-2"]).toEqual({ state: "queued" });
    calls[0]?.succeed();
    await settle();
    expect(calls.map((call) => call.take.questionId)).toEqual(["q-1", "q-2"]);
  });

  it("resumes takes left on the device by a closed tab, from their upload URL", async () => {
    const { calls, uploads } = setUp({
      initial: [
        makeTake("q-1", { uploadUrl: "http://localhost/v1/uploads/u-1", recordedAt: 1 }),
        makeTake("q-2", { recordedAt: 2 }),
      ],
    });
    await uploads.resumeAll("ci-1");
    await settle();
    expect(calls[0]?.take).toMatchObject({
      questionId: "q-1",
      uploadUrl: "http://localhost/v1/uploads/u-1",
    });
  });

  it("only attaches a take whose bytes were all sent before the tab closed", async () => {
    const { calls, attach, uploads } = setUp({
      initial: [
        makeTake("q-1", { uploadUrl: "http://localhost/v1/uploads/u-1", isUploaded: true }),
      ],
    });
    await uploads.resumeAll();
    await settle();
    expect(calls).toHaveLength(0);
    expect(attach).toHaveBeenCalledWith(expect.anything(), "u-1");
  });

  it("waits for the network when offline, and goes on from where it stopped once back", async () => {
    const online = { value: true };
    const { store, calls, uploads } = setUp({ online });
    await uploads.submit(makeTake("q-1"));
    await settle();
    calls[0]?.onUploadUrl("http://localhost/v1/uploads/u-1");
    online.value = false;
    calls[0]?.fail(new UploadFailedError(0, "network_error"));
    await settle();
    expect(uploads.getStatuses()["ci-1/q-1"]).toEqual({ state: "offline" });
    expect(await store.get("ci-1/q-1")).toBeDefined();

    online.value = true;
    await uploads.resumeAll();
    await settle();
    expect(calls).toHaveLength(2);
    expect(calls[1]?.take.uploadUrl).toBe("http://localhost/v1/uploads/u-1");
  });

  it("tries again later when the server has trouble", async () => {
    vi.useFakeTimers();
    const { calls, uploads } = setUp();
    await uploads.submit(makeTake("q-1"));
    await vi.advanceTimersByTimeAsync(0);
    calls[0]?.fail(new UploadFailedError(503, "service_unavailable"));
    await vi.advanceTimersByTimeAsync(0);
    expect(uploads.getStatuses()["ci-1/q-1"]).toEqual({
      state: "retrying",
      code: "service_unavailable",
    });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toHaveLength(2);
  });

  it("stops on a refusal with its code, and tries again when asked", async () => {
    const { store, calls, uploads } = setUp();
    await uploads.submit(makeTake("q-1"));
    await settle();
    calls[0]?.fail(new UploadFailedError(413, "payload_too_large"));
    await settle();
    expect(uploads.getStatuses()["ci-1/q-1"]).toEqual({
      state: "failed",
      code: "payload_too_large",
    });
    expect(await store.get("ci-1/q-1")).toBeDefined();
    await uploads.resumeAll();
    await settle();
    expect(calls).toHaveLength(1);
    uploads.retry("ci-1/q-1");
    await settle();
    expect(calls).toHaveLength(2);
  });

  it("reports a refused attachment with the API's code and keeps the take", async () => {
    const { store, calls, uploads } = setUp({
      attach: async () => {
        throw new ApiError(422, { code: "retakes_exhausted", message: "retakes_exhausted" });
      },
    });
    await uploads.submit(makeTake("q-1"));
    await settle();
    calls[0]?.succeed();
    await settle();
    expect(uploads.getStatuses()["ci-1/q-1"]).toEqual({
      state: "failed",
      code: "retakes_exhausted",
    });
    expect(await store.get("ci-1/q-1")).toMatchObject({ isUploaded: true });
  });

  it("sends the take again, once, when the server no longer has its upload", async () => {
    let attempts = 0;
    const { calls, uploads } = setUp({
      attach: async () => {
        attempts += 1;
        throw new ApiError(422, { code: "upload_not_found", message: "upload_not_found" });
      },
      initial: [
        makeTake("q-1", { uploadUrl: "http://localhost/v1/uploads/old", isUploaded: true }),
      ],
    });
    await uploads.resumeAll();
    await settle();
    // tus asks the server where the upload stands and creates it again when it is gone.
    expect(calls).toHaveLength(1);
    expect(calls[0]?.take.uploadUrl).toBe("http://localhost/v1/uploads/old");
    calls[0]?.succeed("http://localhost/v1/uploads/new");
    await settle();
    expect(attempts).toBe(2);
    expect(calls).toHaveLength(1);
    expect(uploads.getStatuses()["ci-1/q-1"]).toEqual({
      state: "failed",
      code: "upload_not_found",
    });
  });

  it("takes an upload the server says is attached already as confirmed", async () => {
    const { store, attached, uploads } = setUp({
      attach: async () => {
        throw new ApiError(422, {
          code: "upload_already_attached",
          message: "upload_already_attached",
        });
      },
      initial: [
        makeTake("q-1", { uploadUrl: "http://localhost/v1/uploads/u-1", isUploaded: true }),
      ],
    });
    await uploads.resumeAll();
    await settle();
    expect(uploads.getStatuses()["ci-1/q-1"]).toEqual({ state: "done" });
    expect(attached).toEqual(["ci-1/q-1"]);
    expect(await store.get("ci-1/q-1")).toBeUndefined();
  });

  it("discards a refused take from the device when the candidate gives up on it", async () => {
    const { store, calls, uploads } = setUp();
    await uploads.submit(makeTake("q-1"));
    await settle();
    calls[0]?.fail(new UploadFailedError(422, "invalid_video_file"));
    await settle();
    await uploads.discard("ci-1/q-1");
    expect(await store.get("ci-1/q-1")).toBeUndefined();
    expect(uploads.getStatuses()["ci-1/q-1"]).toBeUndefined();
  });

  it("replaces a take still uploading with its question's retake", async () => {
    const { store, calls, attach, uploads } = setUp();
    await uploads.submit(makeTake("q-1"));
    await settle();
    await uploads.submit(makeTake("q-1", { takeId: "q-1-take-2" }));
    await settle();
    expect(calls[0]?.isAborted).toBe(true);
    expect(calls[1]?.take.takeId).toBe("q-1-take-2");
    calls[1]?.succeed();
    await settle();
    expect(attach).toHaveBeenCalledTimes(1);
    expect(attach).toHaveBeenCalledWith(
      expect.objectContaining({ takeId: "q-1-take-2" }),
      "q-1-take-2",
    );
    expect(await store.get("ci-1/q-1")).toBeUndefined();
  });

  it("tells subscribers of every change", async () => {
    const { uploads } = setUp();
    const listener = vi.fn();
    const unsubscribe = uploads.subscribe(listener);
    await uploads.submit(makeTake("q-1"));
    await settle();
    expect(listener).toHaveBeenCalled();
    unsubscribe();
  });
});
