import { randomUUID } from "node:crypto";
import type { FieldErrors } from "@candor/shared/errors";
import type { Permission } from "@candor/shared/permissions";
import { CAPTIONS_CONTENT_TYPE, CAPTIONS_MIN_BYTES, isWebVtt } from "@candor/shared/rules/captions";
import {
  baseContentType,
  isAcceptedVideoType,
  UPLOAD_PURPOSES,
  type UploadPurpose,
} from "@candor/shared/rules/interviews";
import { maxUploadBytes, UPLOAD_EXPIRES_AFTER_HOURS } from "@candor/shared/schemas/uploads";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { enqueueJob } from "../../lib/jobs/enqueue-job";
import { isUuid } from "../../lib/query-helpers";
import type { PartialFiles } from "../../lib/storage/partial-files";
import type { FileStorage } from "../../lib/storage/storage";
import { claimCompletedUpload } from "./claim-upload";
import {
  confirmOffset,
  deleteExpiredUpload,
  deleteUnattachedUpload,
  findOwnUpload,
  findUpload,
  insertUpload,
  lowerOffset,
  markCompleted,
  type UploadRow,
} from "./uploads.queries";
import { isVideoOfType, VIDEO_SIGNATURE_BYTES, videoExtension } from "./video-signature";

/** Deletes unattached uploads once they expire (one job per upload, see `expire`). */
export const UPLOAD_EXPIRY_QUEUE = "upload_expiry";
/** How long after `expires_at` an upload is really deleted: attaching stops at `expires_at`. */
const EXPIRY_GRACE_MS = 60 * 60 * 1000;
const EXPIRES_AFTER_MS = UPLOAD_EXPIRES_AFTER_HOURS * 60 * 60 * 1000;
const FILENAME_MAX_LENGTH = 255;

/** Who may upload a prompt or welcome video (or its captions): those who build interviews and the library. */
const VIDEO_MANAGERS: readonly Permission[] = ["admin", "hr_manager"];

export type UploadCaller = {
  userId: string;
  isCandidate: boolean;
  /** The member's organization; null for a candidate. */
  organizationId: string | null;
  permissions: readonly Permission[];
};

/**
 * Where a candidate's answer upload goes: the organization of their own candidate interview
 * `candidateInterviewId`, if they may record in it `now`. Throws 404 for an interview that is
 * not theirs, 422 (`interview_not_started`…) when recording is refused. The candidate-interviews
 * service answers it (its `answerUploadTarget`), handed over by the composition root.
 */
export type AnswerUploadTarget = (
  candidateId: string,
  candidateInterviewId: string,
  now: Date,
) => Promise<{ organizationId: string }>;

export type UploadsServiceDeps = {
  db: Database;
  clock: () => Date;
  storage: FileStorage;
  partials: PartialFiles;
  answerUploadTarget: AnswerUploadTarget;
};

/**
 * Resumable uploads (tus 1.0, decision 0009). The `uploads` row is the source of truth for who
 * owns an upload, what it is for and how many bytes are confirmed; the bytes wait in
 * `PartialFiles` until the last one arrives, are checked to be a video, then move into the file
 * store under the row's `storage_key`, where the module that attaches them finds them.
 */
export function createUploadsService({
  db,
  clock,
  storage,
  partials,
  answerUploadTarget,
}: UploadsServiceDeps) {
  const expiresFrom = (now: Date) => new Date(now.getTime() + EXPIRES_AFTER_MS);

  async function own(caller: UploadCaller, id: string): Promise<UploadRow> {
    const row = isUuid(id) ? await findOwnUpload(db, { id, userId: caller.userId }) : undefined;
    if (!row) throw AppError.notFound();
    return row;
  }

  /** Forgets an upload whose bytes are no video: row, partial bytes, stored file. */
  async function discard(row: UploadRow): Promise<void> {
    const deleted = await deleteUnattachedUpload(db, row.id);
    await partials.remove(row.id);
    if (deleted?.completedAt) await storage.delete(deleted.storageKey);
  }

  async function assertVideoHead(row: UploadRow): Promise<void> {
    const head = await partials.head(row.id, VIDEO_SIGNATURE_BYTES);
    if (!isVideoOfType(head, row.contentType)) {
      await discard(row);
      throw new AppError("invalid_video_file");
    }
  }

  /** A captions file (at most 512 KB) is checked whole: the WebVTT signature and UTF-8 text. */
  async function assertCaptions(row: UploadRow): Promise<void> {
    const bytes = await partials.head(row.id, row.length);
    if (bytes.length !== row.length || !isWebVtt(bytes)) {
      await discard(row);
      throw new AppError("invalid_captions_file");
    }
  }

  /**
   * The last byte is confirmed: check the file is the video it claims to be, move it into the
   * file store, mark the row completed. Safe to run twice (a crash between the steps is finished
   * by the next `HEAD` or `PATCH`).
   */
  async function complete(row: UploadRow): Promise<UploadRow> {
    try {
      if (row.purpose === "captions") await assertCaptions(row);
      else await assertVideoHead(row);
      const file = partials.localFile?.(row.id);
      const options = { contentType: row.contentType };
      // On one disk the finished bytes are linked into the store, not copied (a 200 MB take).
      if (file && storage.adoptLocalFile)
        await storage.adoptLocalFile(row.storageKey, file, options);
      else await storage.put(row.storageKey, partials.stream(row.id), options);
    } catch (error) {
      // A concurrent request may have completed it (and removed the partial file) first.
      const current = await findUpload(db, row.id);
      if (current?.completedAt) return current;
      throw error;
    }
    const now = clock();
    await markCompleted(db, row.id, now);
    await partials.remove(row.id);
    return { ...row, completedAt: row.completedAt ?? now };
  }

  /**
   * Brings the row in line with the disk: after a crash (or a lost disk write) the file may hold
   * fewer bytes than the row confirmed, and then the client resends from what is really there.
   * Bytes on disk past the confirmed offset are not trusted (a crash may have torn them); the
   * client resends them and they are overwritten in place.
   */
  async function settle(row: UploadRow): Promise<UploadRow> {
    if (row.completedAt) return row;
    const size = (await partials.size(row.id)) ?? 0;
    let current = row;
    if (size < row.offset) {
      await lowerOffset(db, { id: row.id, from: row.offset, to: size });
      current = (await findUpload(db, row.id)) ?? row;
    }
    if (!current.completedAt && current.offset === current.length) return complete(current);
    return current;
  }

  return {
    /** `POST /v1/uploads` (tus creation). */
    async create(
      caller: UploadCaller,
      input: { length: number; metadata: Record<string, string> },
    ): Promise<UploadRow> {
      const { length, metadata } = input;
      const fields: FieldErrors = {};
      const purpose = metadata.purpose as UploadPurpose | undefined;
      if (!purpose) fields.purpose = ["required"];
      else if (!(UPLOAD_PURPOSES as readonly string[]).includes(purpose)) {
        fields.purpose = ["invalid"];
      }
      const filetype = metadata.filetype?.trim() ?? "";
      if (!filetype) fields.filetype = ["required"];
      const candidateInterviewId = metadata.candidate_interview_id;
      if (purpose === "answer" && !candidateInterviewId) {
        fields.candidate_interview_id = ["required"];
      } else if (purpose !== "answer" && candidateInterviewId !== undefined) {
        fields.candidate_interview_id = ["invalid"];
      }
      if (Object.keys(fields).length > 0 || !purpose) throw AppError.fields(fields);
      const isCaptions = purpose === "captions";
      if (isCaptions) {
        if (baseContentType(filetype) !== CAPTIONS_CONTENT_TYPE) {
          throw new AppError("unsupported_captions_type");
        }
      } else if (!isAcceptedVideoType(filetype)) {
        throw new AppError("unsupported_video_type");
      }
      if (length > maxUploadBytes(purpose)) throw new AppError("upload_too_large");
      if (isCaptions && length < CAPTIONS_MIN_BYTES) throw new AppError("invalid_captions_file");
      if (!isCaptions && length < VIDEO_SIGNATURE_BYTES) throw new AppError("invalid_video_file");

      const now = clock();
      let organizationId: string;
      if (purpose === "answer") {
        if (!caller.isCandidate) throw new AppError("forbidden");
        // Another candidate's interview is indistinguishable from a missing one.
        if (!candidateInterviewId) throw AppError.notFound();
        const target = await answerUploadTarget(caller.userId, candidateInterviewId, now);
        organizationId = target.organizationId;
      } else {
        const isManager = caller.permissions.some((held) => VIDEO_MANAGERS.includes(held));
        if (caller.isCandidate || !caller.organizationId || !isManager) {
          throw new AppError("forbidden");
        }
        organizationId = caller.organizationId;
      }

      const id = randomUUID();
      const contentType = baseContentType(filetype);
      const expiresAt = expiresFrom(now);
      // The file first: a row always has its bytes' file (an orphan empty file is harmless).
      await partials.create(id);
      return db.transaction(async (tx) => {
        const row = await insertUpload(tx, {
          id,
          userId: caller.userId,
          organizationId,
          purpose,
          candidateInterviewId: purpose === "answer" ? (candidateInterviewId ?? null) : null,
          storageKey: isCaptions
            ? `captions/${organizationId}/${id}.vtt`
            : `videos/${organizationId}/${purpose}/${id}.${videoExtension(contentType)}`,
          contentType,
          length,
          metadata: {
            filetype: filetype.slice(0, 200),
            ...(metadata.filename
              ? { filename: metadata.filename.slice(0, FILENAME_MAX_LENGTH) }
              : {}),
          },
          expiresAt,
        });
        await enqueueJob(
          tx,
          UPLOAD_EXPIRY_QUEUE,
          { uploadId: id },
          { runAt: new Date(expiresAt.getTime() + EXPIRY_GRACE_MS) },
        );
        return row;
      });
    },

    /** `HEAD /v1/uploads/{id}`: the confirmed offset, reconciled with the disk. */
    async status(caller: UploadCaller, id: string): Promise<UploadRow> {
      return settle(await own(caller, id));
    },

    /**
     * `PATCH /v1/uploads/{id}`: appends `body` at `offset`, which must be the confirmed offset.
     * Confirmed every `CHECKPOINT_BYTES` as it streams, and what arrived when the connection
     * drops half-way (or the server shuts down), so the client resumes from there.
     */
    async append(
      caller: UploadCaller,
      id: string,
      input: {
        offset: number;
        contentLength: number | undefined;
        body: AsyncIterable<Buffer | Uint8Array | string>;
        /** Aborted when the server shuts down: the body stops, what arrived is confirmed. */
        signal?: AbortSignal;
      },
    ): Promise<UploadRow> {
      const row = await settle(await own(caller, id));
      if (input.offset !== row.offset) throw new AppError("upload_offset_mismatch");
      const room = row.length - row.offset;
      if (input.contentLength !== undefined && input.contentLength > room) {
        throw new AppError("upload_too_large");
      }
      if (row.completedAt || room === 0) return row;

      // Bytes `row.offset`…`row.offset + written` are stored: the row says so.
      const confirm = async (written: number) =>
        (await confirmOffset(db, {
          id: row.id,
          from: row.offset,
          to: row.offset + written,
          expiresAt: expiresFrom(clock()),
        })) ?? row.offset;
      // Progress is confirmed every few MB while the body streams, so a crash or a cut loses at
      // most one checkpoint's worth; the server's shutdown stops the body at once (`signal`).
      let checkpoint = { written: 0, offset: row.offset };
      const result = await partials.write(row.id, row.offset, input.body, room, {
        onCheckpoint: async (written) => {
          checkpoint = { written, offset: await confirm(written) };
        },
        signal: input.signal,
      });
      if (result.overflow) throw new AppError("upload_too_large");
      // A body that ended on a checkpoint (every browser PATCH does) is confirmed already.
      const offset =
        result.written > checkpoint.written ? await confirm(result.written) : checkpoint.offset;
      if (result.error && input.signal?.aborted) {
        // Shutting down: the bytes that arrived are kept; the client resumes elsewhere or later.
        throw new AppError("service_unavailable", {
          message: "server shutting down; resume the upload",
          headers: { "retry-after": "5", connection: "close" },
        });
      }
      // A dropped connection: what arrived is kept, and nobody is left to answer.
      if (result.error) throw new AppError("bad_request", { message: "upload interrupted" });

      const current = { ...row, offset };
      // Refuse a file that is no video as soon as its first bytes are in, not after 500 MB.
      // (Captions are small and checked whole once complete.)
      const signatureAt = Math.min(VIDEO_SIGNATURE_BYTES, row.length);
      const isVideo = row.purpose !== "captions";
      if (isVideo && row.offset < signatureAt && offset >= signatureAt) {
        await assertVideoHead(current);
      }
      if (offset === row.length) return complete(current);
      return current;
    },

    /** `DELETE /v1/uploads/{id}` (tus termination): an attached upload belongs to its answer. */
    async terminate(caller: UploadCaller, id: string): Promise<void> {
      const row = await own(caller, id);
      if (row.attachedAt) throw new AppError("upload_already_attached");
      const deleted = await deleteUnattachedUpload(db, row.id);
      if (!deleted) throw new AppError("upload_already_attached");
      await partials.remove(row.id);
      if (deleted.completedAt) await storage.delete(deleted.storageKey);
    },

    /**
     * The `upload_expiry` job: deletes the upload once it expired unattached. An upload still
     * being written has moved its expiry on; the job then comes back at the new one.
     */
    async expire(uploadId: string): Promise<void> {
      const row = isUuid(uploadId) ? await findUpload(db, uploadId) : undefined;
      if (!row || row.attachedAt) return;
      const now = clock();
      const deadline = row.expiresAt.getTime() + EXPIRY_GRACE_MS;
      if (deadline > now.getTime()) {
        await enqueueJob(db, UPLOAD_EXPIRY_QUEUE, { uploadId }, { runAt: new Date(deadline) });
        return;
      }
      const deleted = await deleteExpiredUpload(db, {
        id: uploadId,
        expiredBefore: new Date(now.getTime() - EXPIRY_GRACE_MS),
      });
      if (!deleted) return;
      await partials.remove(uploadId);
      if (deleted.completedAt) await storage.delete(deleted.storageKey);
    },

    /**
     * Attaches a finished upload to what it was uploaded for, in the caller's transaction; how
     * other modules (answers, library questions, interview videos) take an upload's file.
     */
    claimCompleted: claimCompletedUpload,
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
