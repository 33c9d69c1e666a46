import type { PageQuery } from "@candor/shared/schemas/jsonapi";
import type { PrivacyCounts, UpdateRetentionInput } from "@candor/shared/schemas/privacy";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { candidates, jobs } from "../../db/schema/index";
import { AppError } from "../../lib/app-error";
import { enqueueJob } from "../../lib/jobs/enqueue-job";
import { pageOffset } from "../../lib/jsonapi";
import { audioRenditionKeys } from "../../lib/media/audio-renditions";
import { isUuid } from "../../lib/query-helpers";
import type { FileStorage } from "../../lib/storage/storage";
import type { MemberScope } from "../../plugins/auth";
import { eraseCandidateRecords, findPersonAcrossOrganizations, heldCandidateIds } from "./erasure";
import {
  findCandidatePrivacy,
  findRetention,
  insertAudit,
  listAudit,
  lockCandidateRecord,
  recordingCountdowns,
  saveRetention,
  setLegalHold,
} from "./privacy.queries";
import { notifyErasure } from "./privacy-emails";
import { loadExport } from "./privacy-export";
import { retentionStep } from "./retention";

/** Files of erased or expired recordings, deleted after the rows' commit (retried on failure). */
export const PRIVACY_FILES_QUEUE = "privacy_files";
/** The daily retention run (privacy-schedule.ts queues it once a day). */
export const RETENTION_QUEUE = "privacy_retention";

export const PrivacyFilesJobSchema = z.object({ storageKeys: z.array(z.string()) });

export type PrivacyServiceDeps = {
  db: Database;
  clock: () => Date;
  storage: Pick<FileStorage, "delete" | "get">;
  publicUrl: string;
};

const DAY_MS = 24 * 60 * 60 * 1000;

export function createPrivacyService({ db, clock, storage, publicUrl }: PrivacyServiceDeps) {
  async function queueFileDeletion(tx: Database, storageKeys: string[]) {
    // Keys name ids only (recordings/<organization>/<interview>/…), never a person.
    for (let start = 0; start < storageKeys.length; start += 500) {
      await enqueueJob(tx, PRIVACY_FILES_QUEUE, {
        storageKeys: storageKeys.slice(start, start + 500),
      });
    }
  }

  /**
   * Mail jobs (sent or waiting) that carry the person's address or full name: a message to an
   * erased candidate must not go out, nor outlive them in the queue's history.
   */
  async function forgetMail(tx: Database, person: { email: string; name?: string }) {
    const like = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    await tx.delete(jobs).where(sql`${jobs.payload}::text ilike ${like(person.email)}`);
    if (person.name && person.name.trim().length >= 5) {
      await tx.delete(jobs).where(sql`${jobs.payload}::text ilike ${like(person.name.trim())}`);
    }
  }

  function countdown(row: Awaited<ReturnType<typeof recordingCountdowns>>[number]) {
    return {
      candidate_interview_id: row.id,
      organization_name: row.organizationName,
      interview_title: row.interviewTitle,
      delete_on: row.dueAt ? row.dueAt.toISOString() : null,
      recordings_count: row.recordings,
    };
  }

  async function candidatePrivacy(scope: MemberScope, candidateId: string) {
    if (!isUuid(candidateId)) throw AppError.notFound();
    const row = await findCandidatePrivacy(db, { ...scope, candidateId });
    if (!row) throw AppError.notFound();
    const { candidateDays } = await findRetention(db, scope);
    const recordings = await recordingCountdowns(db, {
      kind: "record",
      organizationId: scope.organizationId,
      candidateId,
    });
    const isErased = row.erasedAt !== null && row.erasedAt !== undefined;
    return {
      legal_hold: Boolean(row.legalHoldAt),
      legal_hold_at: row.legalHoldAt?.toISOString() ?? null,
      erased: isErased,
      anonymize_on:
        isErased || row.legalHoldAt
          ? null
          : new Date(row.lastActivityAt.getTime() + candidateDays * DAY_MS).toISOString(),
      recordings: recordings.map(countdown),
    };
  }

  return {
    async retention(scope: MemberScope) {
      return findRetention(db, scope);
    },

    async updateRetention(scope: MemberScope, input: UpdateRetentionInput) {
      const now = clock();
      await db.transaction(async (tx) => {
        await saveRetention(tx, scope, {
          recordingsDays: input.recordings_days,
          candidateDays: input.candidate_days,
          updatedById: scope.userId,
          updatedAt: now,
        });
        await insertAudit(tx, {
          organizationId: scope.organizationId,
          action: "retention_changed",
          counts: { recordings_days: input.recordings_days, candidate_days: input.candidate_days },
          actorId: scope.userId,
          at: now,
        });
      });
      return findRetention(db, scope);
    },

    async auditLog(scope: MemberScope, page: PageQuery) {
      return listAudit(db, { ...scope, limit: page.limit, offset: pageOffset(page) });
    },

    async myCountdowns(userId: string) {
      return (await recordingCountdowns(db, { kind: "user", userId })).map(countdown);
    },

    candidatePrivacy,

    async setLegalHold(scope: MemberScope, candidateId: string, isOn: boolean) {
      if (!isUuid(candidateId)) throw AppError.notFound();
      const now = clock();
      await db.transaction(async (tx) => {
        if (!(await lockCandidateRecord(tx, { ...scope, candidateId }))) throw AppError.notFound();
        const current = await findCandidatePrivacy(tx, { ...scope, candidateId });
        if (current?.erasedAt) throw new AppError("candidate_erased");
        if (Boolean(current?.legalHoldAt) === isOn) return;
        await setLegalHold(tx, {
          ...scope,
          candidateId,
          at: isOn ? now : null,
          byId: isOn ? scope.userId : null,
        });
        await insertAudit(tx, {
          organizationId: scope.organizationId,
          action: isOn ? "legal_hold_on" : "legal_hold_off",
          actorId: scope.userId,
          candidateId,
          at: now,
        });
      });
      return candidatePrivacy(scope, candidateId);
    },

    /** A team member erases one candidate on request (admins and HR managers). */
    async eraseCandidate(scope: MemberScope, candidateId: string) {
      if (!isUuid(candidateId)) throw AppError.notFound();
      const now = clock();
      await db.transaction(async (tx) => {
        const record = await lockCandidateRecord(tx, { ...scope, candidateId });
        if (!record) throw AppError.notFound();
        const current = await findCandidatePrivacy(tx, { ...scope, candidateId });
        if (current?.erasedAt) throw new AppError("candidate_erased");
        // A hold is there for a legal claim: it is lifted, and logged, before anything goes.
        if ((await heldCandidateIds(tx, [candidateId])).length > 0) {
          throw new AppError("legal_hold_active");
        }
        const person = await personOfRecord(tx, scope.organizationId, candidateId);
        const result = await eraseCandidateRecords(tx, {
          organizationId: scope.organizationId,
          candidateIds: [candidateId],
          now,
        });
        if (person) await forgetMail(tx, person);
        await queueFileDeletion(tx, result.storageKeys);
        await insertAudit(tx, {
          organizationId: scope.organizationId,
          action: "erasure",
          counts: result.counts,
          actorId: scope.userId,
          candidateId,
          at: now,
        });
        await notifyErasure(tx, {
          organizationId: scope.organizationId,
          requestedBy: "team",
          now,
          publicUrl,
        });
      });
    },

    /**
     * A candidate's account is being deleted (in the caller's transaction, before the user row
     * goes): everything tied to them in every organization is erased, each organization is told,
     * and the files are queued for deletion (decision 0035).
     */
    async eraseAccountData(
      tx: Database,
      user: { id: string; email: string; firstName: string; lastName: string },
    ) {
      const now = clock();
      const found = await findPersonAcrossOrganizations(tx, { userId: user.id, email: user.email });
      const storageKeys: string[] = [];
      for (const { organizationId, candidateIds, interviewIds } of found) {
        const result = await eraseCandidateRecords(tx, {
          organizationId,
          candidateIds,
          extraInterviewIds: interviewIds,
          now,
        });
        storageKeys.push(...result.storageKeys);
        await insertAudit(tx, {
          organizationId,
          action: "erasure",
          counts: result.counts,
          candidateId: candidateIds[0] ?? null,
          at: now,
        });
        await notifyErasure(tx, { organizationId, requestedBy: "candidate", now, publicUrl });
      }
      await forgetMail(tx, { email: user.email, name: `${user.firstName} ${user.lastName}` });
      await queueFileDeletion(tx, storageKeys);
    },

    /** The daily run: every due recording deleted and record anonymized, in batches. */
    async runRetention() {
      const now = clock();
      const totals = new Map<string, PrivacyCounts>();
      for (;;) {
        const step = await db.transaction(async (tx) => {
          const result = await retentionStep(tx, now);
          await queueFileDeletion(tx, result.storageKeys);
          for (const [organizationId, counts] of result.counts) {
            await insertAudit(tx, { organizationId, action: "retention_run", counts, at: now });
          }
          return result;
        });
        for (const [organizationId, counts] of step.counts) {
          const total = totals.get(organizationId) ?? {};
          for (const [key, value] of Object.entries(counts)) total[key] = (total[key] ?? 0) + value;
          totals.set(organizationId, total);
        }
        if (!step.isFull) break;
      }
      return totals;
    },

    /** What the signed-in person's export holds (every organization). */
    async exportOfUser(userId: string) {
      return loadExport(db, { kind: "user", userId });
    },

    /** What one record's export holds (this organization only); logged in the audit log. */
    async exportOfCandidate(scope: MemberScope, candidateId: string) {
      if (!isUuid(candidateId)) throw AppError.notFound();
      if (!(await findCandidatePrivacy(db, { ...scope, candidateId }))) throw AppError.notFound();
      const content = await loadExport(db, { kind: "record", ...scope, candidateId });
      await insertAudit(db, {
        organizationId: scope.organizationId,
        action: "export",
        counts: { recordings: content.files.length, invitations: content.data.invitations.length },
        actorId: scope.userId,
        candidateId,
        at: clock(),
      });
      return content;
    },

    /** The files job: a key that fails makes the job fail, and the whole list is retried. */
    async deleteFiles(storageKeys: string[]) {
      // A recording's audio-only rendition (decision 0045) goes with it.
      const keys = storageKeys.flatMap((key) => [key, ...audioRenditionKeys(key)]);
      const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
      const failed = results.find((result) => result.status === "rejected");
      if (failed) throw failed.reason;
    },
  };
}

async function personOfRecord(tx: Database, organizationId: string, candidateId: string) {
  const [row] = await tx
    .select({
      email: candidates.email,
      firstName: candidates.firstName,
      lastName: candidates.lastName,
    })
    .from(candidates)
    .where(and(eq(candidates.organizationId, organizationId), eq(candidates.id, candidateId)));
  return row ? { email: row.email, name: `${row.firstName} ${row.lastName}` } : undefined;
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
