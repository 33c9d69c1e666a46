import type { UploadPurpose } from "@candor/shared/rules/interviews";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { isUuid } from "../../lib/query-helpers";
import { attachUpload, findUpload } from "./uploads.queries";

export type ClaimedUpload = {
  /** Where the finished file is in the file store (`app.storage`); sign URLs with it. */
  storageKey: string;
  /** The container type without codecs, e.g. `video/webm`. */
  contentType: string;
  sizeBytes: number;
};

/**
 * Attaches a finished upload to what it was uploaded for, once: call it in the transaction that
 * stores `storageKey` (an answer's take, a question's prompt video, an interview's welcome
 * video), so a rolled-back change leaves the upload unattached (and the expiry job deletes it).
 *
 * Only the upload's creator may claim it, for the organization, purpose and (for answers)
 * candidate interview it was created for. Throws 422 `upload_not_found` (unknown, someone
 * else's, another organization's or interview's, or expired), `upload_purpose_mismatch`,
 * `upload_already_attached` or `upload_incomplete` (bytes still missing).
 */
export async function claimCompletedUpload(
  tx: Database,
  claim: {
    uploadId: string;
    userId: string;
    organizationId: string;
    purpose: UploadPurpose;
    /** Required for `answer` uploads, absent for the others. */
    candidateInterviewId?: string;
    /** The application's clock (`app.clock()`); the current time by default. */
    now?: Date;
  },
): Promise<ClaimedUpload> {
  if (!isUuid(claim.uploadId)) throw new AppError("upload_not_found");
  const now = claim.now ?? new Date();
  const attached = await attachUpload(tx, { ...claim, now });
  if (attached) {
    return {
      storageKey: attached.storageKey,
      contentType: attached.contentType,
      sizeBytes: attached.length,
    };
  }
  const found = await findUpload(tx, claim.uploadId);
  const isTheirs =
    found !== undefined &&
    found.userId === claim.userId &&
    found.organizationId === claim.organizationId &&
    (found.candidateInterviewId ?? undefined) === claim.candidateInterviewId;
  if (!found || !isTheirs) throw new AppError("upload_not_found");
  if (found.purpose !== claim.purpose) throw new AppError("upload_purpose_mismatch");
  if (found.attachedAt) throw new AppError("upload_already_attached");
  if (!found.completedAt) throw new AppError("upload_incomplete");
  // Finished and unattached, but expired: its bytes are about to be deleted.
  throw new AppError("upload_not_found");
}
