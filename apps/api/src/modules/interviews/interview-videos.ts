import { randomUUID } from "node:crypto";
import type { UploadPurpose } from "@candor/shared/rules/interviews";
import type { Database } from "../../db/client";
import type { FileStorage } from "../../lib/storage/storage";
import type { UploadsService } from "../uploads/uploads.service";

/** Signed video URLs live about an hour (rounded up to the day by the local store). */
export const VIDEO_URL_LIFETIME_SECONDS = 60 * 60;

export async function videoUrl(storage: FileStorage, key: string | null): Promise<string | null> {
  if (!key) return null;
  return storage.signedUrl(key, { expiresInSeconds: VIDEO_URL_LIFETIME_SECONDS });
}

/** What the interviews module needs of uploads: taking a finished one, once. */
export type UploadClaims = Pick<UploadsService, "claimCompleted">;

/**
 * Takes a finished tus upload of the caller's (decision 0009) as an interview's welcome or prompt
 * video: the file stays where the upload wrote it, and the upload is attached, once (the uploads
 * service's `claimCompleted`, which answers its 422 codes). Call it in the transaction that
 * stores the key.
 */
export async function attachUpload(
  uploads: UploadClaims,
  tx: Database,
  options: {
    organizationId: string;
    userId: string;
    uploadId: string;
    purpose: UploadPurpose;
    now: Date;
  },
): Promise<{ videoKey: string; videoContentType: string }> {
  const claimed = await uploads.claimCompleted(tx, options);
  return { videoKey: claimed.storageKey, videoContentType: claimed.contentType };
}

const EXTENSIONS: Record<string, string> = {
  "video/webm": ".webm",
  "video/mp4": ".mp4",
  "video/quicktime": ".mov",
};

/**
 * Copies a library question's prompt video into the interview's own files: the interview keeps
 * its question as it was even if the library question (and its video) is deleted later.
 */
export async function copyVideo(
  storage: FileStorage,
  options: { key: string; interviewId: string },
): Promise<string | null> {
  const file = await storage.get(options.key);
  if (!file) return null;
  const extension = EXTENSIONS[file.contentType.split(";")[0]?.trim() ?? ""] ?? "";
  const key = `interviews/${options.interviewId}/questions/${randomUUID()}${extension}`;
  await storage.put(key, file.stream, { contentType: file.contentType });
  return key;
}
