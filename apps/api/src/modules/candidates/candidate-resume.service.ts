import { randomUUID } from "node:crypto";
import type { CandidateResumeAttributes } from "@candor/shared/schemas/candidate-profile";
import { RESUME_FIELD } from "@candor/shared/schemas/candidate-profile";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { resource } from "../../lib/jsonapi";
import type { FileStorage } from "../../lib/storage/storage";
import type { MemberScope } from "../../plugins/auth";
import { insertEvent } from "./candidate-pipeline.queries";
import {
  type CandidateResumeRow,
  deleteResume,
  findResume,
  upsertResume,
} from "./candidate-resume.queries";
import {
  type CandidateScope,
  findCandidate,
  lockCandidate,
  updateCandidate,
} from "./candidates.queries";

/** Long enough to read a résumé in the preview; the page asks again when it reloads. */
const RESUME_URL_LIFETIME_SECONDS = 60 * 60;
const PDF_MAGIC = Buffer.from("%PDF-", "latin1");

/** The bytes decide, not the name or the declared type: a PDF starts with `%PDF-`. */
export function isPdf(bytes: Buffer): boolean {
  return bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC);
}

/** The base name as typed on the uploader's computer, without control characters; a default. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? "").split(/[\\/]/).pop() ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point.
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return clean || "resume.pdf";
}

/**
 * A candidate's résumé (one PDF): each upload gets a new storage key, the replaced file is removed
 * once the candidate points at the new one. Another organization's candidate is not found.
 */
export function createCandidateResumeService(deps: {
  db: Database;
  clock: () => Date;
  storage: Pick<FileStorage, "put" | "delete" | "signedUrl">;
  log: Pick<FastifyBaseLogger, "warn">;
}) {
  const { db, clock, storage, log } = deps;

  async function removeFile(key: string) {
    // Nothing points at it any more; a file left behind wastes space but harms nobody.
    await storage.delete(key).catch((error: unknown) => {
      log.warn({ err: error, key }, "could not remove a résumé file");
    });
  }

  async function serialize(row: CandidateResumeRow) {
    const attributes: CandidateResumeAttributes = {
      candidate_id: row.candidateId,
      file_name: row.fileName,
      size_bytes: row.sizeBytes,
      content_type: "application/pdf",
      url: await storage.signedUrl(row.storageKey, {
        expiresInSeconds: RESUME_URL_LIFETIME_SECONDS,
      }),
      uploaded_at: row.uploadedAt.toISOString(),
    };
    return resource("candidate_resume", row.candidateId, attributes);
  }

  async function get(scope: CandidateScope, candidateId: string) {
    const [candidate, row] = await Promise.all([
      findCandidate(db, { ...scope, candidateId }),
      findResume(db, { ...scope, candidateId }),
    ]);
    if (!candidate) throw AppError.notFound();
    return { data: row ? await serialize(row) : null };
  }

  return {
    get,

    /** `scope.userId` is the member uploading; null when the candidate sent it (careers page). */
    async replace(
      scope: CandidateScope & { userId: string | null },
      candidateId: string,
      upload: { bytes: Buffer; fileName: string | undefined },
    ) {
      if (!(await findCandidate(db, { ...scope, candidateId }))) throw AppError.notFound();
      if (!isPdf(upload.bytes)) {
        throw new AppError("unsupported_media_type", { fields: { [RESUME_FIELD]: ["invalid"] } });
      }
      const key = `resumes/${scope.organizationId}/${candidateId}/${randomUUID()}.pdf`;
      await storage.put(key, upload.bytes, { contentType: "application/pdf" });
      let previous: string | undefined;
      try {
        previous = await db.transaction(async (tx) => {
          // The candidate may have been deleted since: then the new file must go too.
          if (!(await lockCandidate(tx, { ...scope, candidateId }))) throw AppError.notFound();
          const now = clock();
          const fileName = cleanFileName(upload.fileName);
          const replaced = await upsertResume(tx, {
            candidateId,
            organizationId: scope.organizationId,
            storageKey: key,
            fileName,
            sizeBytes: upload.bytes.length,
            uploadedById: scope.userId,
            uploadedAt: now,
          });
          await insertEvent(tx, {
            organizationId: scope.organizationId,
            candidateId,
            kind: replaced ? "resume_replaced" : "resume_uploaded",
            payload: {
              file_name: fileName,
              size: upload.bytes.length,
              ...(replaced ? { previous_file_name: replaced.fileName } : {}),
            },
            actorId: scope.userId,
            at: now,
          });
          await updateCandidate(tx, { ...scope, candidateId, values: { lastActivityAt: now } });
          return replaced?.storageKey;
        });
      } catch (error) {
        await removeFile(key);
        throw error;
      }
      if (previous) await removeFile(previous);
      return get(scope, candidateId);
    },

    async remove(scope: MemberScope, candidateId: string) {
      if (!(await findCandidate(db, { ...scope, candidateId }))) throw AppError.notFound();
      const removed = await db.transaction(async (tx) => {
        const row = await deleteResume(tx, { ...scope, candidateId });
        if (!row) return undefined;
        const now = clock();
        await insertEvent(tx, {
          organizationId: scope.organizationId,
          candidateId,
          kind: "resume_removed",
          payload: { file_name: row.fileName },
          actorId: scope.userId,
          at: now,
        });
        await updateCandidate(tx, { ...scope, candidateId, values: { lastActivityAt: now } });
        return row;
      });
      if (!removed) throw AppError.notFound();
      await removeFile(removed.storageKey);
    },
  };
}

export type CandidateResumeService = ReturnType<typeof createCandidateResumeService>;
