import { UPLOAD_CHUNK_BYTES, type UploadMetadata } from "@candor/shared/schemas/uploads";
import type { HttpRequest, UploadOptions } from "tus-js-client";
import { takeFileName } from "./media-support";
import type { PendingTake } from "./pending-takes";

/*
 * Sends a take's bytes with the tus 1.0 resumable-upload protocol (decision 0009): created at
 * `/v1/uploads`, then PATCHed in chunks. A take that already has an upload URL (an earlier tab,
 * a dropped network) resumes from the offset the server answers to HEAD; an upload the server no
 * longer knows (expired) is created again. The tus client is injected for tests.
 */

export { UPLOAD_CHUNK_BYTES };
/** Retries of one request before the upload reports a failure (the queue then tries again). */
export const UPLOAD_RETRY_DELAYS_MS = [0, 1_000, 3_000, 5_000, 10_000, 20_000];

export type UploadProgress = { sent: number; total: number };

export type UploadHandle = {
  /** Resolves with the upload's URL once every byte is on the server. */
  done: Promise<{ uploadUrl: string }>;
  /** Stops sending (`done` rejects with an AbortError); the server keeps what it has. */
  abort(): void;
};

export type UploadTransport = (
  take: PendingTake,
  handlers: {
    /** The server created the upload (or confirmed the one being resumed). */
    onUploadUrl: (url: string) => void;
    onProgress: (progress: UploadProgress) => void;
  },
) => UploadHandle;

/** A failed upload: `status` 0 for the network, else the server's answer and its error code. */
export class UploadFailedError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, options?: { cause?: unknown }) {
    super(`Upload failed (${status}): ${code}`, options);
    this.name = "UploadFailedError";
    this.status = status;
    this.code = code;
  }

  /** Worth trying again later: the network, the server's trouble, a lock or a rate limit. */
  get isRetryable(): boolean {
    return this.status === 0 || this.status >= 500 || [408, 409, 423, 429].includes(this.status);
  }
}

/** The part of tus-js-client's Upload used here. */
export type TusUploadLike = {
  url: string | null;
  start(): void;
  abort(shouldTerminate?: boolean): Promise<void>;
};
export type TusUploadClass = new (file: Blob, options: UploadOptions) => TusUploadLike;

type TusError = Error & {
  originalResponse?: { getStatus(): number; getBody(): string } | null;
};

function failureOf(error: unknown): UploadFailedError {
  const response = (error as TusError | null)?.originalResponse ?? null;
  const status = response?.getStatus() ?? 0;
  let code = status === 0 ? "network_error" : "upload_failed";
  try {
    const body = JSON.parse(response?.getBody() ?? "") as { code?: unknown };
    if (typeof body.code === "string") code = body.code;
  } catch {
    // Not a JSON error body: keep the generic code.
  }
  return new UploadFailedError(status, code, { cause: error });
}

export type TusTransportOptions = {
  Upload: TusUploadClass;
  /** Absolute: tus resolves the upload URLs the server answers against it. */
  endpoint: string;
  /** The session's bearer token at the time of each request (it may change while uploading). */
  getToken: () => string | null;
  chunkSize?: number;
  retryDelays?: number[];
};

export function createTusTransport({
  Upload,
  endpoint,
  getToken,
  chunkSize = UPLOAD_CHUNK_BYTES,
  retryDelays = UPLOAD_RETRY_DELAYS_MS,
}: TusTransportOptions): UploadTransport {
  return (take, { onUploadUrl, onProgress }) => {
    let upload: TusUploadLike | null = null;
    let cancel: ((error: unknown) => void) | null = null;
    const done = new Promise<{ uploadUrl: string }>((resolve, reject) => {
      cancel = reject;
      const current: TusUploadLike = new Upload(take.blob, {
        endpoint,
        uploadUrl: take.uploadUrl,
        chunkSize,
        retryDelays,
        metadata: {
          filename: takeFileName(take.contentType),
          filetype: take.contentType,
          purpose: "answer",
          candidate_interview_id: take.candidateInterviewId,
        } satisfies UploadMetadata,
        // The take's own record (uploadUrl above) is how it resumes: no fingerprint in localStorage.
        storeFingerprintForResuming: false,
        removeFingerprintOnSuccess: true,
        onBeforeRequest(request: HttpRequest) {
          const token = getToken();
          if (token) request.setHeader("Authorization", `Bearer ${token}`);
        },
        onUploadUrlAvailable() {
          if (current.url) onUploadUrl(current.url);
        },
        onProgress(sent, total) {
          onProgress({ sent, total });
        },
        onSuccess() {
          if (current.url) resolve({ uploadUrl: current.url });
          else reject(new UploadFailedError(0, "upload_failed"));
        },
        onError(error) {
          reject(failureOf(error));
        },
      });
      upload = current;
      current.start();
    });
    return {
      done,
      abort() {
        void upload?.abort(false);
        cancel?.(new DOMException("The upload was stopped", "AbortError"));
      },
    };
  };
}

/** The upload's id, to attach it: the last segment of its URL (`/v1/uploads/{id}`). */
export function uploadIdFromUrl(uploadUrl: string): string {
  const pathname = new URL(uploadUrl, "http://candor.invalid").pathname;
  return decodeURIComponent(pathname.split("/").filter(Boolean).at(-1) ?? "");
}
