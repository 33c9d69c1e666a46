import type { PipelineStageCount } from "@candor/shared/schemas/pipeline-stages";
import {
  LAST_STAGE,
  PIPELINE_BOARD_LIMIT,
  PIPELINE_STAGES_MAX,
  type PipelineStageInput,
  type ReorderPipelineStagesInput,
  STAGE_IN_USE,
} from "@candor/shared/schemas/pipeline-stages";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { resource } from "../../lib/jsonapi";
import { isUuid } from "../../lib/query-helpers";
import type { MemberScope } from "../../plugins/auth";
import { findPositionTitle, listStages } from "./candidate-pipeline.queries";
import { type CandidateScope, interviewActivity } from "./candidates.queries";
import { serializeStage } from "./candidates.serializer";
import {
  countBoard,
  deleteStage,
  insertStage,
  listBoard,
  lockStages,
  stageInUse,
  stagesWithCounts,
  updateStage,
} from "./pipeline-stages.queries";

const KEY_MAX_LENGTH = 40;

/** A stable key from a new stage's name: `Phone screen` → `phone_screen`, made unique. */
export function stageKeyFor(name: string, taken: ReadonlySet<string>): string {
  const base =
    name
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "_")
      .replace(/^_+|_+$/g, "")
      .slice(0, KEY_MAX_LENGTH) || "stage";
  let key = base;
  for (let suffix = 2; taken.has(key); suffix += 1) key = `${base}_${suffix}`;
  return key;
}

/**
 * The organization's pipeline (decision 0016: keys stable, names renamable) and a position's
 * board. Changes lock every stage of the organization, so two admins' edits apply one after the
 * other.
 */
export function createPipelineStagesService({ db, clock }: { db: Database; clock: () => Date }) {
  async function stages(scope: CandidateScope) {
    return (await listStages(db, scope)).map(serializeStage);
  }

  /** The stages locked, the defaults given first if the organization has none yet. */
  async function locked(tx: Database, scope: CandidateScope) {
    await listStages(tx, scope);
    return lockStages(tx, scope);
  }

  function nameTaken(rows: { key: string; name: string }[], name: string, except?: string) {
    const wanted = name.toLocaleLowerCase();
    return rows.some((row) => row.key !== except && row.name.toLocaleLowerCase() === wanted);
  }

  return {
    list: stages,

    async create(scope: MemberScope, input: PipelineStageInput) {
      const row = await db.transaction(async (tx) => {
        const rows = await locked(tx, scope);
        if (rows.length >= PIPELINE_STAGES_MAX) throw AppError.fields({ name: ["too_many"] });
        if (nameTaken(rows, input.name)) throw AppError.fields({ name: ["taken"] });
        return insertStage(tx, {
          organizationId: scope.organizationId,
          key: stageKeyFor(input.name, new Set(rows.map((stage) => stage.key))),
          name: input.name,
          position: Math.max(-1, ...rows.map((stage) => stage.position)) + 1,
          now: clock(),
        });
      });
      if (!row) throw new Error("stage not inserted");
      return serializeStage(row);
    },

    async rename(scope: MemberScope, key: string, input: PipelineStageInput) {
      return db.transaction(async (tx) => {
        const rows = await locked(tx, scope);
        const current = rows.find((stage) => stage.key === key);
        if (!current) throw AppError.notFound();
        if (nameTaken(rows, input.name, key)) throw AppError.fields({ name: ["taken"] });
        await updateStage(tx, { ...scope, key, values: { name: input.name, updatedAt: clock() } });
        return serializeStage({ ...current, name: input.name });
      });
    },

    /** `keys` must name every stage once: a stale page's order is refused, not half applied. */
    async reorder(scope: MemberScope, input: ReorderPipelineStagesInput) {
      await db.transaction(async (tx) => {
        const rows = await locked(tx, scope);
        const known = new Set(rows.map((stage) => stage.key));
        const wanted = new Set(input.keys);
        const complete =
          wanted.size === input.keys.length &&
          wanted.size === known.size &&
          input.keys.every((key) => known.has(key));
        if (!complete) throw AppError.fields({ keys: ["invalid"] });
        const now = clock();
        for (const [position, key] of input.keys.entries()) {
          if (rows.find((stage) => stage.key === key)?.position === position) continue;
          await updateStage(tx, { ...scope, key, values: { position, updatedAt: now } });
        }
      });
      return stages(scope);
    },

    /** Refused while a candidate is at the stage (they move first), and for the only stage. */
    async remove(scope: MemberScope, key: string) {
      await db.transaction(async (tx) => {
        const rows = await locked(tx, scope);
        if (!rows.some((stage) => stage.key === key)) throw AppError.notFound();
        if (rows.length === 1) throw AppError.fields({ key: [LAST_STAGE] });
        // Moves take the candidate position's lock, not the stages': the foreign key
        // (candidate_positions_stage_fkey) is what finally refuses a move made meanwhile.
        if (await stageInUse(tx, { ...scope, key })) throw AppError.fields({ key: [STAGE_IN_USE] });
        await deleteStage(tx, { ...scope, key });
      });
    },

    /** A position's cards and the pipeline: 404 for another organization's position. */
    async board(scope: MemberScope, positionId: string) {
      const known = isUuid(positionId) && (await findPositionTitle(db, { ...scope, positionId }));
      if (known === false || known === undefined) throw AppError.notFound();
      const [rows, count, pipeline] = await Promise.all([
        listBoard(db, { ...scope, positionId, limit: PIPELINE_BOARD_LIMIT }),
        countBoard(db, { ...scope, positionId }),
        stages(scope),
      ]);
      const activity = await interviewActivity(db, {
        ...scope,
        candidateIds: rows.map((row) => row.candidate.id),
      });
      const data = rows.map(({ candidatePosition, candidate }) => {
        const interviewAt = activity.get(candidate.id);
        const latest =
          interviewAt && interviewAt > candidate.lastActivityAt
            ? interviewAt
            : candidate.lastActivityAt;
        return resource("candidate_position", candidatePosition.id, {
          candidate_id: candidate.id,
          first_name: candidate.firstName,
          last_name: candidate.lastName,
          email: candidate.email,
          stage: candidatePosition.stage,
          stage_changed_at: candidatePosition.stageChangedAt.toISOString(),
          created_at: candidatePosition.createdAt.toISOString(),
          latest_activity_at: latest.toISOString(),
        });
      });
      return { data, meta: { stages: pipeline, count } };
    },

    /**
     * Every stage with the candidates of each position there, for a page of positions: one
     * statement, whatever the page's size (decision 0018).
     */
    async countsForPositions(
      scope: CandidateScope,
      positionIds: string[],
    ): Promise<Map<string, PipelineStageCount[]>> {
      if (positionIds.length === 0) return new Map();
      let rows = await stagesWithCounts(db, { ...scope, positionIds });
      if (rows.length === 0) {
        // An organization whose pipeline was never read: listStages creates the default one.
        await listStages(db, scope);
        rows = await stagesWithCounts(db, { ...scope, positionIds });
      }
      const stages = new Map<string, { name: string; counts: Map<string, number> }>();
      for (const row of rows) {
        const stage = stages.get(row.key) ?? { name: row.name, counts: new Map() };
        if (row.positionId) stage.counts.set(row.positionId, row.count ?? 0);
        stages.set(row.key, stage);
      }
      return new Map(
        positionIds.map((positionId) => [
          positionId,
          [...stages].map(([key, stage]) => ({
            key,
            name: stage.name,
            count: stage.counts.get(positionId) ?? 0,
          })),
        ]),
      );
    },
  };
}

export type PipelineStagesService = ReturnType<typeof createPipelineStagesService>;
