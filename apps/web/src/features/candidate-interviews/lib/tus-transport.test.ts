import type { UploadOptions } from "tus-js-client";
import { describe, expect, it } from "vitest";
import type { PendingTake } from "./pending-takes";
import {
  createTusTransport,
  type TusUploadLike,
  UPLOAD_CHUNK_BYTES,
  UploadFailedError,
  uploadIdFromUrl,
} from "./tus-transport";

/** tus-js-client's Upload, reduced to what the transport gives it and what it calls back. */
class FakeUpload implements TusUploadLike {
  static last: FakeUpload;
  url: string | null = null;
  isStarted = false;
  abortedWith: boolean | undefined = undefined;

  constructor(
    readonly file: Blob,
    readonly options: UploadOptions,
  ) {
    FakeUpload.last = this;
  }
  start() {
    this.isStarted = true;
  }
  async abort(shouldTerminate?: boolean) {
    this.abortedWith = shouldTerminate;
  }
  /** The server created (or confirmed) the upload at `url`. */
  created(url: string) {
    this.url = url;
    this.options.onUploadUrlAvailable?.();
  }
}

const take: PendingTake = {
  key: "ci-1/q-1",
  candidateInterviewId: "ci-1",
  questionId: "q-1",
  takeId: "take-1",
  blob: new Blob(["bytes"]),
  contentType: "video/webm;codecs=vp9,opus",
  durationSeconds: 30,
  recordedAt: 1,
  uploadUrl: null,
  isUploaded: false,
};

function transportWith(token: string | null = "secret") {
  return createTusTransport({
    Upload: FakeUpload,
    endpoint: "http://localhost:3000/v1/uploads",
    getToken: () => token,
  });
}

const noHandlers = { onUploadUrl: () => {}, onProgress: () => {} };

describe("createTusTransport", () => {
  it("creates the upload at the endpoint in 8 MiB chunks with retries and the take's metadata", () => {
    transportWith()(take, noHandlers);
    const { options, file, isStarted } = FakeUpload.last;
    expect(isStarted).toBe(true);
    expect(file).toBe(take.blob);
    expect(options.endpoint).toBe("http://localhost:3000/v1/uploads");
    expect(options.uploadUrl).toBeNull();
    expect(options.chunkSize).toBe(UPLOAD_CHUNK_BYTES);
    expect(UPLOAD_CHUNK_BYTES).toBe(8 * 1024 * 1024);
    expect(options.retryDelays?.length).toBeGreaterThan(3);
    expect(options.storeFingerprintForResuming).toBe(false);
    expect(options.metadata).toEqual({
      filename: "answer.webm",
      filetype: "video/webm;codecs=vp9,opus",
      purpose: "answer",
      candidate_interview_id: "ci-1",
    });
  });

  it("resumes a take that already has an upload URL", () => {
    transportWith()({ ...take, uploadUrl: "http://localhost:3000/v1/uploads/u-1" }, noHandlers);
    expect(FakeUpload.last.options.uploadUrl).toBe("http://localhost:3000/v1/uploads/u-1");
  });

  it("signs every request with the session's current bearer token", async () => {
    transportWith("tok-1")(take, noHandlers);
    const headers: Record<string, string> = {};
    const request = { setHeader: (name: string, value: string) => (headers[name] = value) };
    await FakeUpload.last.options.onBeforeRequest?.(request as never);
    expect(headers).toEqual({ Authorization: "Bearer tok-1" });
  });

  it("reports the upload URL and the progress, and resolves with the URL", async () => {
    const urls: string[] = [];
    const progress: number[] = [];
    const handle = transportWith()(take, {
      onUploadUrl: (url) => urls.push(url),
      onProgress: ({ sent, total }) => progress.push(sent / total),
    });
    const upload = FakeUpload.last;
    upload.created("http://localhost:3000/v1/uploads/u-2");
    upload.options.onProgress?.(5, 10);
    upload.options.onProgress?.(10, 10);
    upload.options.onSuccess?.({ lastResponse: {} as never });
    expect(await handle.done).toEqual({ uploadUrl: "http://localhost:3000/v1/uploads/u-2" });
    expect(urls).toEqual(["http://localhost:3000/v1/uploads/u-2"]);
    expect(progress).toEqual([0.5, 1]);
  });

  it("rejects with the server's status and error code, or the network's", async () => {
    const refused = transportWith()(take, noHandlers);
    const response = {
      getStatus: () => 413,
      getBody: () => JSON.stringify({ code: "payload_too_large", message: "payload_too_large" }),
    };
    FakeUpload.last.options.onError?.(
      Object.assign(new Error("tus"), { originalResponse: response }),
    );
    const error = await refused.done.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UploadFailedError);
    expect(error).toMatchObject({ status: 413, code: "payload_too_large", isRetryable: false });

    const dropped = transportWith()(take, noHandlers);
    FakeUpload.last.options.onError?.(new Error("tus: failed to upload chunk"));
    await expect(dropped.done).rejects.toMatchObject({
      status: 0,
      code: "network_error",
      isRetryable: true,
    });
  });

  it("stops without terminating the upload on the server", async () => {
    const handle = transportWith()(take, noHandlers);
    handle.abort();
    expect(FakeUpload.last.abortedWith).toBe(false);
    await expect(handle.done).rejects.toMatchObject({ name: "AbortError" });
  });
});

describe("UploadFailedError", () => {
  it("retries the network, the server's trouble, locks and rate limits only", () => {
    for (const status of [0, 500, 503, 409, 423, 429]) {
      expect(new UploadFailedError(status, "x").isRetryable, String(status)).toBe(true);
    }
    for (const status of [400, 401, 403, 404, 413, 415, 422]) {
      expect(new UploadFailedError(status, "x").isRetryable, String(status)).toBe(false);
    }
  });
});

describe("uploadIdFromUrl", () => {
  it("takes the last segment of an absolute or relative upload URL", () => {
    expect(uploadIdFromUrl("http://localhost:3000/v1/uploads/abc-123")).toBe("abc-123");
    expect(uploadIdFromUrl("/v1/uploads/abc-123/")).toBe("abc-123");
  });
});
