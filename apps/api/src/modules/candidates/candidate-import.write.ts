import { CANDIDATE_TAGS_MAX } from "@candor/shared/schemas/candidates";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { MemberScope } from "../../plugins/auth";
import type { ImportPlan } from "./candidate-import.plan";
import {
  type CandidateUpdate,
  insertCandidatePositions,
  insertCandidates,
  insertEvents,
  setStages,
  updateCandidates,
} from "./candidate-import.queries";
import type { CandidateEventValues } from "./candidate-pipeline.queries";

/**
 * Writes a plan's valid rows in the caller's transaction, in batches: new records, the updates
 * of known ones (a blank name or phone filled, tags added), positions joined, stages moved, and
 * every change's event. A record someone added since the plan was read fails the whole import
 * (409 conflict): the transaction then writes nothing.
 */
export async function writeImport(
  tx: Database,
  scope: MemberScope,
  plan: ImportPlan,
  now: Date,
): Promise<void> {
  const { organizationId, userId } = scope;
  const valid = plan.rows.filter((row) => row.errors.length === 0);
  const events: CandidateEventValues[] = [];
  const event = (
    candidateId: string,
    kind: CandidateEventValues["kind"],
    payload: Record<string, unknown>,
  ) => events.push({ organizationId, candidateId, kind, payload, actorId: userId, at: now });

  const fresh = valid.filter((row) => !row.existing);
  const inserted = await insertCandidates(
    tx,
    fresh.map((row) => ({
      organizationId,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      phone: row.phone || null,
      tags: row.tags,
      source: "import" as const,
      lastActivityAt: now,
      createdAt: now,
      updatedAt: now,
    })),
  );
  if (inserted.length !== fresh.length) throw new AppError("conflict");
  const idByEmail = new Map(inserted.map((row) => [row.email, row.id]));
  for (const row of inserted) event(row.id, "created", { source: "import" });

  const updates: CandidateUpdate[] = [];
  for (const row of valid) {
    const known = row.existing;
    if (!known) continue;
    const update: CandidateUpdate = {
      id: known.id,
      firstName: known.firstName || row.firstName,
      lastName: known.lastName || row.lastName,
      phone: row.phone || known.phone,
      tags: [...new Set([...known.tags, ...row.tags])].slice(0, CANDIDATE_TAGS_MAX),
    };
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    if (update.firstName !== known.firstName) {
      changes.first_name = { from: known.firstName, to: update.firstName };
    }
    if (update.lastName !== known.lastName) {
      changes.last_name = { from: known.lastName, to: update.lastName };
    }
    if (update.phone !== known.phone) changes.phone = { from: known.phone, to: update.phone };
    if (update.tags.length !== known.tags.length) {
      changes.tags = { from: known.tags, to: update.tags };
    }
    updates.push(update);
    if (Object.keys(changes).length > 0) event(known.id, "updated", { changes });
  }
  await updateCandidates(tx, { organizationId, updates, now });

  const joins = [];
  const moves: { id: string; stage: string }[] = [];
  for (const row of valid) {
    if (!row.positionRow) continue;
    const candidateId = row.existing?.id ?? idByEmail.get(row.email);
    if (!candidateId) throw new Error(`imported candidate ${row.email} not found`);
    const current = row.membership;
    if (!current) {
      joins.push({
        organizationId,
        candidateId,
        positionId: row.positionRow.id,
        stage: row.stageRow?.key ?? plan.defaultStage,
        stageChangedAt: now,
        createdAt: now,
        updatedAt: now,
      });
    } else if (row.stageRow && row.stageRow.key !== current.stage) {
      moves.push({ id: current.id, stage: row.stageRow.key });
      event(candidateId, "stage_changed", {
        candidate_position_id: current.id,
        position_id: current.positionId,
        position_title: row.positionRow.title,
        from: current.stage,
        to: row.stageRow.key,
      });
    }
  }
  const joined = await insertCandidatePositions(tx, joins);
  if (joined.length !== joins.length) throw new AppError("conflict");
  const titles = new Map(
    valid.flatMap((row) => (row.positionRow ? [[row.positionRow.id, row.positionRow.title]] : [])),
  );
  for (const row of joined) {
    event(row.candidateId, "position_added", {
      candidate_position_id: row.id,
      position_id: row.positionId,
      position_title: titles.get(row.positionId) ?? "",
      stage: row.stage,
    });
  }
  await setStages(tx, { organizationId, moves, now });
  await insertEvents(tx, events);
}
