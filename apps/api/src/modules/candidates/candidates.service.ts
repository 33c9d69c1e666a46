import type { CandidateProfileInterviewResource } from "@candor/shared/schemas/candidate-profile";
import type {
  CandidateSource,
  CreateCandidateInput,
  ListCandidatesQuery,
  UpdateCandidateInput,
} from "@candor/shared/schemas/candidates";
import type { PageQuery } from "@candor/shared/schemas/jsonapi";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { decodeCursor } from "../../lib/cursor";
import { isUniqueViolation } from "../../lib/db-errors";
import { pageOffset } from "../../lib/jsonapi";
import type { FileStorage } from "../../lib/storage/storage";
import type { MemberScope } from "../../plugins/auth";
import { hasCandidateOnlyFilter } from "./candidate-filters.queries";
import { countEvents, insertEvent, listEvents, listStages } from "./candidate-pipeline.queries";
import { createCandidatePipeline } from "./candidate-pipeline.service";
import { findResume } from "./candidate-resume.queries";
import {
  type CandidateRow,
  type CandidateScope,
  type CandidateValues,
  candidateFilterOf,
  countCandidates,
  countFromCounters,
  countSearch,
  deleteCandidate,
  findCandidate,
  findCandidateByEmail,
  findPresentedCandidate,
  insertCandidate,
  isCountedByCounters,
  isKeysetCandidateSort,
  listCandidates,
  lockCandidate,
  pipelineWithCounts,
  updateCandidate,
} from "./candidates.queries";
import { serializeCandidate, serializeEvent, serializeStage } from "./candidates.serializer";

export type CandidatesServiceDeps = {
  db: Database;
  clock: () => Date;
  storage: Pick<FileStorage, "delete">;
  /**
   * The storage keys of the recordings of a candidate's interviews (answers, uploads), read in
   * the caller's transaction: the interviews module knows where they are.
   */
  recordings: {
    candidateRecordingKeys(
      tx: Database,
      scope: CandidateScope,
      candidateRecordId: string,
    ): Promise<string[]>;
  };
  /** A candidate's one-way interviews with their scores by the review page's rule (reviews). */
  interviewReviews: {
    ofCandidateRecord(
      scope: MemberScope,
      candidateRecordId: string,
    ): Promise<CandidateProfileInterviewResource[]>;
  };
};

const EMAIL_KEY = "candidates_organization_id_email_key";

function emailTaken(): AppError {
  return AppError.fields({ email: ["taken"] });
}

/**
 * Candidates of the caller's organization (issue 12): one record per address, their positions at
 * a stage of the organization's pipeline, their timeline. The scope is the caller's
 * organization: another organization's candidate is not found, like a missing one.
 */
export function createCandidatesService({
  db,
  clock,
  storage,
  recordings,
  interviewReviews,
}: CandidatesServiceDeps) {
  const pipeline = createCandidatePipeline({ db, clock });

  async function get(scope: MemberScope, candidateId: string) {
    const row = await findPresentedCandidate(db, {
      ...scope,
      candidateId,
      viewerId: scope.userId,
    });
    if (!row) throw AppError.notFound();
    return serializeCandidate(row);
  }

  /** The pipeline with its counts; made first when this organization has none yet. */
  async function pipelineOf(scope: CandidateScope, positionId?: string) {
    const rows = await pipelineWithCounts(db, { ...scope, positionId });
    if (rows.length > 0) return rows;
    await listStages(db, scope);
    return pipelineWithCounts(db, { ...scope, positionId });
  }

  async function candidateOrNotFound(scope: CandidateScope, candidateId: string) {
    const row = await findCandidate(db, { ...scope, candidateId });
    if (!row) throw AppError.notFound();
    return row;
  }

  return {
    get,

    /**
     * A page in the chosen order, its total, the counts by stage of the candidates matching `q`
     * (and the position). Every filter narrows the page and the total alike.
     */
    async list(scope: MemberScope, query: ListCandidatesQuery) {
      const filter = { ...scope, ...candidateFilterOf(query, scope.userId) };
      const { q, positionId } = filter;
      const cursor = query.cursor ? decodeCursor(query.cursor, { tag: query.sort }) : undefined;
      // The orders by name page by number only: their cursor was not made here.
      if (cursor && !isKeysetCandidateSort(query.sort)) {
        throw AppError.fields({ cursor: ["invalid"] });
      }
      // A search (in a position) with no other filter is counted with its stages, in one statement.
      const searchCounted = Boolean(q) && !hasCandidateOnlyFilter(filter) && !filter.stage;
      const [{ rows, nextCursor }, pipeline, searched, queriedCount] = await Promise.all([
        listCandidates(db, {
          ...filter,
          sort: query.sort,
          limit: query.limit,
          offset: pageOffset(query),
          cursor,
          viewerId: scope.userId,
        }),
        pipelineOf(scope, positionId),
        q ? countSearch(db, { ...scope, q, positionId, total: searchCounted }) : undefined,
        isCountedByCounters(filter) || searchCounted ? undefined : countCandidates(db, filter),
      ]);
      const searchedByStage = searched?.byStage;
      // A search counts its own stages, a broad one none (null): no stage is listed then.
      const byStage =
        searchedByStage === undefined
          ? new Map(pipeline.map((row) => [row.key, row.count]))
          : searchedByStage;
      return {
        data: rows.map(serializeCandidate),
        count: searched?.count ?? queriedCount ?? countFromCounters(pipeline, filter),
        countByStage: byStage
          ? Object.fromEntries(pipeline.map((stage) => [stage.key, byStage.get(stage.key) ?? 0]))
          : {},
        stages: pipeline.map(serializeStage),
        nextCursor,
      };
    },

    async create(scope: MemberScope, input: CreateCandidateInput) {
      const now = clock();
      const candidateId = await db.transaction(async (tx) => {
        if (await findCandidateByEmail(tx, { ...scope, email: input.email })) throw emailTaken();
        const row = await insertCandidate(tx, {
          organizationId: scope.organizationId,
          firstName: input.first_name,
          lastName: input.last_name,
          email: input.email,
          phone: input.phone || null,
          location: input.location || null,
          links: input.links ?? [],
          tags: input.tags ?? [],
          source: "manual",
          lastActivityAt: now,
          createdAt: now,
          updatedAt: now,
        });
        // Another request added the address meanwhile: the unique index decided.
        if (!row) throw emailTaken();
        await insertEvent(tx, {
          organizationId: scope.organizationId,
          candidateId: row.id,
          kind: "created",
          payload: { source: "manual" satisfies CandidateSource },
          actorId: scope.userId,
          at: now,
        });
        return row.id;
      });
      return get(scope, candidateId);
    },

    async update(scope: MemberScope, candidateId: string, input: UpdateCandidateInput) {
      const now = clock();
      try {
        await db.transaction(async (tx) => {
          const current = await lockCandidate(tx, { ...scope, candidateId });
          if (!current) throw AppError.notFound();
          const wanted: CandidateValues = {
            firstName: input.first_name,
            lastName: input.last_name,
            email: input.email,
            phone: input.phone === undefined ? undefined : input.phone || null,
            location: input.location === undefined ? undefined : input.location || null,
            links: input.links,
            tags: input.tags,
          };
          const values: CandidateValues = {};
          const changes: Record<string, { from: unknown; to: unknown }> = {};
          for (const [field, value] of Object.entries(wanted) as [
            keyof CandidateValues,
            unknown,
          ][]) {
            if (value === undefined) continue;
            const before = current[field as keyof CandidateRow];
            if (JSON.stringify(before) === JSON.stringify(value)) continue;
            (values as Record<string, unknown>)[field] = value;
            changes[field] = { from: before, to: value };
          }
          if (Object.keys(changes).length === 0) return;
          if (values.email) {
            const other = await findCandidateByEmail(tx, { ...scope, email: values.email });
            if (other && other.id !== candidateId) throw emailTaken();
          }
          await updateCandidate(tx, {
            ...scope,
            candidateId,
            values: { ...values, updatedAt: now, lastActivityAt: now },
          });
          await insertEvent(tx, {
            organizationId: scope.organizationId,
            candidateId,
            kind: "updated",
            payload: { changes },
            actorId: scope.userId,
            at: now,
          });
        });
      } catch (error) {
        if (isUniqueViolation(error, EMAIL_KEY)) throw emailTaken();
        throw error;
      }
      return get(scope, candidateId);
    },

    /**
     * Deletes the candidate with their interviews, answers, reviews, notes, positions and résumé,
     * then their recordings and résumé file from storage: after the commit, so a failed file
     * deletion leaves an orphan file, never a row whose file is gone.
     */
    async remove(scope: MemberScope, candidateId: string) {
      const keys = await db.transaction(async (tx) => {
        const current = await lockCandidate(tx, { ...scope, candidateId });
        if (!current) throw AppError.notFound();
        const recordingKeys = await recordings.candidateRecordingKeys(tx, scope, candidateId);
        const resume = await findResume(tx, { ...scope, candidateId });
        await deleteCandidate(tx, { ...scope, candidateId });
        return resume ? [...recordingKeys, resume.storageKey] : recordingKeys;
      });
      await Promise.allSettled(keys.map((key) => storage.delete(key)));
    },

    /** A page of the candidate's timeline, newest first. */
    async events(scope: MemberScope, candidateId: string, page: PageQuery) {
      await candidateOrNotFound(scope, candidateId);
      const filter = { ...scope, candidateId };
      const [rows, count] = await Promise.all([
        listEvents(db, { ...filter, limit: page.limit, offset: pageOffset(page) }),
        countEvents(db, filter),
      ]);
      return { data: rows.map(serializeEvent), count };
    },

    /** The candidate's one-way interviews (the profile page): two queries after this check. */
    async interviews(scope: MemberScope, candidateId: string) {
      await candidateOrNotFound(scope, candidateId);
      return interviewReviews.ofCandidateRecord(scope, candidateId);
    },

    addToPosition: pipeline.addToPosition,
    moveStage: pipeline.moveStage,
    attachInvitation: pipeline.attachInvitation,
    applyFromCareersPage: pipeline.applyFromCareersPage,
    advanceAfterDecision: pipeline.advanceAfterDecision,
  };
}

export type CandidatesService = ReturnType<typeof createCandidatesService>;
