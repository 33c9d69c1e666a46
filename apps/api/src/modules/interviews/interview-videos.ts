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
  "text/vtt": ".vtt",
};

/**
 * Copies a video into the interview's own files: a library question's prompt video (the
 * interview keeps its question as it was even if the library question and its video are deleted
 * later), or the organization's default welcome video (decision 0026: replacing or removing the
 * default deletes its file, never the interviews' copies, and deleting an interview deletes only
 * its copy). The same copies a video's captions (`.vtt`). Answers null when the file is gone.
 */
export async function copyVideo(
  storage: FileStorage,
  options: { key: string; interviewId: string; folder?: "questions" | "welcome" },
): Promise<string | null> {
  const file = await storage.get(options.key);
  if (!file) return null;
  const extension = EXTENSIONS[file.contentType.split(";")[0]?.trim() ?? ""] ?? "";
  const folder = options.folder ?? "questions";
  const key = `interviews/${options.interviewId}/${folder}/${randomUUID()}${extension}`;
  await storage.put(key, file.stream, { contentType: file.contentType });
  return key;
}
