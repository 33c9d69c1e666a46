import { uploadsEndpoints } from "@candor/shared/endpoints/uploads";
import {
  isAcceptedVideoType,
  PROMPT_VIDEO_MAX_MB,
  type UploadPurpose,
} from "@candor/shared/rules/interviews";
import { type ValidationCode, validateFileSize } from "@candor/shared/rules/validation";
import { UPLOAD_CHUNK_BYTES, type UploadMetadata } from "@candor/shared/schemas/uploads";
import { type HttpRequest, Upload } from "tus-js-client";
import { apiUrl } from "./api-client";
import { getAuthToken } from "./http";

/*
 * A question's prompt video goes up with tus (decision 0009) as an upload of purpose
 * `question_video`; the question is then saved with its id (`video_upload_id`), which attaches it.
 */

/** Why a chosen file can't be a prompt video: not a video we play, or over the size limit. */
export function promptVideoProblem(file: File): ValidationCode | "unsupported_video_type" | null {
  if (!isAcceptedVideoType(file.type)) return "unsupported_video_type";
  return validateFileSize(file, PROMPT_VIDEO_MAX_MB) ?? null;
}

export type PromptVideoUpload = {
  /** Resolves with the upload's id once every byte is on the server. */
  done: Promise<string>;
  abort: () => void;
};

/** A failed upload, with the server's error code when it sent one. */
export class PromptVideoUploadError extends Error {
  readonly code: string;
  constructor(code: string) {
    super(code);
    this.name = "PromptVideoUploadError";
    this.code = code;
  }
}

type TusError = Error & { originalResponse?: { getStatus(): number; getBody(): string } | null };

function codeOf(error: unknown): string {
  const response = (error as TusError | null)?.originalResponse ?? null;
  if (!response) return "network_error";
  try {
    const body = JSON.parse(response.getBody()) as { code?: unknown };
    if (typeof body.code === "string") return body.code;
  } catch {
    // Not an error body.
  }
  return "default";
}

/** The upload's id: the last segment of its URL (`/v1/uploads/{id}`). */
export function uploadIdOf(url: string): string {
  const pathname = new URL(url, "http://candor.invalid").pathname;
  return decodeURIComponent(pathname.split("/").filter(Boolean).at(-1) ?? "");
}

/**
 * Starts sending `file` as an upload of `purpose` (a question's prompt, or an interview's welcome
 * video); `onProgress` gets the share sent, from 0 to 1.
 */
export function uploadPromptVideo(
  file: Blob & { name?: string },
  onProgress: (share: number) => void,
  purpose: Exclude<UploadPurpose, "answer"> = "question_video",
): PromptVideoUpload {
  let upload: Upload | null = null;
  const done = new Promise<string>((resolve, reject) => {
    const current = new Upload(file, {
      endpoint: new URL(apiUrl(uploadsEndpoints.createUpload), window.location.origin).toString(),
      chunkSize: UPLOAD_CHUNK_BYTES,
      retryDelays: [0, 1_000, 3_000, 5_000],
      metadata: {
        filetype: file.type,
        filename: file.name ?? purpose,
        purpose,
      } satisfies UploadMetadata,
      storeFingerprintForResuming: false,
      onBeforeRequest(request: HttpRequest) {
        const token = getAuthToken();
        if (token) request.setHeader("Authorization", `Bearer ${token}`);
      },
      onProgress(sent, total) {
        onProgress(total > 0 ? sent / total : 0);
      },
      onSuccess() {
        if (current.url) resolve(uploadIdOf(current.url));
        else reject(new PromptVideoUploadError("default"));
      },
      onError(error) {
        reject(new PromptVideoUploadError(codeOf(error)));
      },
    });
    upload = current;
    current.start();
  });
  return {
    done,
    abort: () => {
      void upload?.abort(true);
    },
  };
}
