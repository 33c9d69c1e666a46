import { isApiError } from "../../../lib/api-error";
import type { PendingTake, PendingTakesStore } from "./pending-takes";
import {
  type UploadFailedError,
  type UploadHandle,
  type UploadTransport,
  uploadIdFromUrl,
} from "./tus-transport";

/*
 * The queue that gets every kept take to the server, one at a time, oldest first:
 *
 *   saved on the device ─▶ uploading (resumed from the server's offset when it has an upload URL)
 *     ─▶ attaching (PUT …/answers/{questionId} with the upload's id) ─▶ removed from the device
 *
 * A failure offline waits for the network (`resumeAll` on the browser's `online` event); a
 * failure the server may get over (5xx, 429, a lock) is tried again after `retryDelayMs`; any
 * other refusal stops that take with its error code until the candidate tries again. A retake
 * saved while its question's earlier take is still going replaces it: the earlier one stops.
 */

export type TakeUploadStatus =
  | { state: "queued" }
  | { state: "uploading"; sent: number; total: number }
  | { state: "attaching" }
  | { state: "offline" }
  | { state: "retrying"; code: string }
  | { state: "failed"; code: string }
  | { state: "done" };

export type TakeUploadStatuses = Readonly<Record<string, TakeUploadStatus>>;

/** Attaches an uploaded take to its answer; throws the API's error when refused. */
export type AttachTake = (take: PendingTake, uploadId: string) => Promise<void>;

export type TakeUploadsOptions = {
  store: PendingTakesStore;
  transport: UploadTransport;
  attach: AttachTake;
  isOnline?: () => boolean;
  retryDelayMs?: number;
  /** Told once a take is attached and removed from the device. */
  onAttached?: (take: PendingTake) => void;
};

export type TakeUploads = {
  /** Saves the take on the device first, then uploads it. Resolves once it is saved. */
  submit(take: PendingTake): Promise<void>;
  /** Finds the takes kept on the device (of one candidate interview) and uploads them. */
  resumeAll(candidateInterviewId?: string): Promise<void>;
  /** Tries one stopped take again now. */
  retry(key: string): void;
  /** Gives up on a take the server refused (it is removed from the device). */
  discard(key: string): Promise<void>;
  getStatuses(): TakeUploadStatuses;
  subscribe(listener: () => void): () => void;
  /** Stops every upload (leaving the page); the takes stay on the device. */
  dispose(): void;
};

type Running = { takeId: string; handle: UploadHandle | null; isCancelled: boolean };

function errorCode(error: unknown): string {
  if (isApiError(error)) return error.code;
  if (error instanceof Error && "code" in error) return String((error as UploadFailedError).code);
  return "upload_failed";
}

function isRetryable(error: unknown): boolean {
  if (isApiError(error)) return error.status === 0 || error.status >= 500 || error.status === 429;
  if (error instanceof Error && "isRetryable" in error) {
    return Boolean((error as UploadFailedError).isRetryable);
  }
  return true;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

/**
 * The server refused the attachment because the upload is gone (expired) or short of bytes: send
 * the take again (tus resumes a short one from its offset and recreates a missing one).
 */
function needsResend(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return (
    error.code === "upload_not_found" ||
    error.code === "upload_incomplete" ||
    Boolean(error.fieldErrors?.upload_id)
  );
}

/** The upload is attached already: an earlier confirmation was lost on the way back. */
function isAlreadyAttached(error: unknown): boolean {
  return isApiError(error) && error.code === "upload_already_attached";
}

export function createTakeUploads({
  store,
  transport,
  attach,
  isOnline = () => (typeof navigator === "undefined" ? true : navigator.onLine !== false),
  retryDelayMs = 15_000,
  onAttached,
}: TakeUploadsOptions): TakeUploads {
  let statuses: TakeUploadStatuses = {};
  const listeners = new Set<() => void>();
  /** Keys waiting their turn, in order. */
  const queue: string[] = [];
  let running: (Running & { key: string }) | null = null;
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  let isDisposed = false;

  function setStatus(key: string, status: TakeUploadStatus) {
    statuses = { ...statuses, [key]: status };
    for (const listener of listeners) listener();
  }

  function enqueue(key: string) {
    const timer = timers.get(key);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(key);
    if (running?.key === key || queue.includes(key)) return;
    queue.push(key);
    setStatus(key, { state: "queued" });
    void pump();
  }

  async function pump() {
    if (running || isDisposed) return;
    const key = queue.shift();
    if (key === undefined) return;
    const take = await store.get(key).catch(() => undefined);
    if (!take) {
      setStatus(key, { state: "done" });
      void pump();
      return;
    }
    const current: Running & { key: string } = {
      key,
      takeId: take.takeId,
      handle: null,
      isCancelled: false,
    };
    running = current;
    try {
      await send(take, current);
    } finally {
      if (running === current) running = null;
      void pump();
    }
  }

  async function send(take: PendingTake, current: Running, hasResent = false): Promise<void> {
    const { key } = take;
    let uploadUrl = take.uploadUrl;
    try {
      if (!take.isUploaded || !uploadUrl) {
        setStatus(key, { state: "uploading", sent: 0, total: take.blob.size });
        const handle = transport(take, {
          onUploadUrl: (url) => {
            uploadUrl = url;
            void store.update(key, take.takeId, { uploadUrl: url });
          },
          onProgress: ({ sent, total }) => {
            if (!current.isCancelled) setStatus(key, { state: "uploading", sent, total });
          },
        });
        current.handle = handle;
        const result = await handle.done;
        uploadUrl = result.uploadUrl;
        if (current.isCancelled) return;
        await store.update(key, take.takeId, { uploadUrl, isUploaded: true });
      }
      if (current.isCancelled || !uploadUrl) return;
      setStatus(key, { state: "attaching" });
      try {
        await attach(take, uploadIdFromUrl(uploadUrl));
      } catch (error) {
        if (!isAlreadyAttached(error)) throw error;
      }
      await store.remove(key, take.takeId);
      if (current.isCancelled) return;
      setStatus(key, { state: "done" });
      onAttached?.(take);
    } catch (error) {
      if (current.isCancelled || isAbort(error) || isDisposed) return;
      if (needsResend(error) && !hasResent) {
        await store.update(key, take.takeId, { isUploaded: false });
        await send({ ...take, uploadUrl, isUploaded: false }, current, true);
        return;
      }
      if (!isOnline()) {
        setStatus(key, { state: "offline" });
      } else if (isRetryable(error)) {
        setStatus(key, { state: "retrying", code: errorCode(error) });
        timers.set(
          key,
          setTimeout(() => enqueue(key), retryDelayMs),
        );
      } else {
        setStatus(key, { state: "failed", code: errorCode(error) });
      }
    }
  }

  function cancelRunning(key: string) {
    if (running?.key !== key) return;
    running.isCancelled = true;
    running.handle?.abort();
    running = null;
  }

  return {
    async submit(take) {
      await store.save(take);
      // The question's earlier take, if still going, is replaced by this one.
      cancelRunning(take.key);
      enqueue(take.key);
    },
    async resumeAll(candidateInterviewId) {
      const takes = await store.list(candidateInterviewId);
      for (const take of takes) {
        const status = statuses[take.key];
        if (status?.state === "failed") continue;
        enqueue(take.key);
      }
    },
    retry(key) {
      enqueue(key);
    },
    async discard(key) {
      cancelRunning(key);
      const index = queue.indexOf(key);
      if (index >= 0) queue.splice(index, 1);
      await store.remove(key);
      const { [key]: _removed, ...rest } = statuses;
      statuses = rest;
      for (const listener of listeners) listener();
    },
    getStatuses() {
      return statuses;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      isDisposed = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      queue.length = 0;
      if (running) cancelRunning(running.key);
      listeners.clear();
    },
  };
}
