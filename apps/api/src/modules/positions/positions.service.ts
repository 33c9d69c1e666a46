import type { FieldErrors } from "@candor/shared/errors";
import { openingLimit } from "@candor/shared/rules/billing";
import { isPositionsLimitExceeded, maxPositions } from "@candor/shared/rules/billing-subscription";
import type { PipelineStageCount } from "@candor/shared/schemas/pipeline-stages";
import type {
  BulkClosePositionsResult,
  CreatePositionInput,
  ListPositionsQuery,
  PositionStatsAttributes,
  PositionStatus,
  PositionsLimitAttributes,
  SearchPositionsQuery,
  UpdatePositionInput,
} from "@candor/shared/schemas/positions";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { decodeCursor } from "../../lib/cursor";
import { pageOffset } from "../../lib/jsonapi";
import { countActivePositions, findSubscription, lockSubscription } from "../../lib/plan-usage";
import { isUuid } from "../../lib/query-helpers";
import { sanitizeRichText } from "../../lib/rich-text";
import type { MemberScope } from "../../plugins/auth";
import {
  candidateCountsByStage,
  candidateStagesOf,
  closePositions,
  countPositionsByStatus,
  countPositionsByStatusFromCounters,
  deletePosition,
  findMemberIds,
  findPosition,
  findPositionStatuses,
  industryExists,
  insertPosition,
  isKeysetSort,
  latestPositions,
  listIndustries,
  listPositions,
  lockPosition,
  type PositionScope,
  type PositionValues,
  type PositionWithRelations,
  positionStats,
  searchPositions,
  setHiringTeam,
  updatePosition,
} from "./positions.queries";
import { fullCandidateCounts, serializePosition, sumCounts } from "./positions.serializer";

export type PositionsServiceDeps = {
  db: Database;
  clock: () => Date;
  /**
   * Each position's candidates by pipeline stage, every stage in order, for a page of positions
   * in one grouped query: the candidates module keeps the pipeline (decision 0018).
   */
  pipelineCounts: (
    scope: PositionScope,
    positionIds: string[],
  ) => Promise<Map<string, PipelineStageCount[]>>;
};

const STATS_WINDOW_DAYS = 30;

/** 422 `positions_limit_reached`: the plan allows no more open positions (SPEC §4, §9). */
export function positionsLimitReached(): AppError {
  return new AppError("positions_limit_reached", { status: 422 });
}

type FieldInput = Omit<UpdatePositionInput, "title" | "status">;

export function createPositionsService({ db, clock, pipelineCounts }: PositionsServiceDeps) {
  /** Owner, team and industry, checked against the organization; 422 with field codes. */
  async function resolveFields(tx: Database, scope: PositionScope, input: FieldInput) {
    const values: PositionValues = {};
    const problems: FieldErrors = {};
    if (input.description !== undefined) values.description = sanitizeRichText(input.description);
    if (input.department !== undefined) values.department = input.department || null;
    if (input.location_type !== undefined) values.locationType = input.location_type;
    if (input.location !== undefined) values.location = input.location || null;
    if (input.employment_type !== undefined) values.employmentType = input.employment_type;
    if (input.is_public !== undefined) values.isPublic = input.is_public;
    if (input.industry_id !== undefined) {
      if (input.industry_id !== null && !(await industryExists(tx, input.industry_id))) {
        problems.industry_id = ["invalid"];
      }
      values.industryId = input.industry_id;
    }
    const wanted = [...(input.owner_id ? [input.owner_id] : []), ...(input.hiring_team_ids ?? [])];
    const members = await findMemberIds(tx, { ...scope, memberIds: wanted });
    if (input.owner_id !== undefined) {
      if (input.owner_id !== null && !members.has(input.owner_id)) problems.owner_id = ["invalid"];
      values.ownerId = input.owner_id;
    }
    if (input.hiring_team_ids?.some((id) => !members.has(id))) {
      problems.hiring_team_ids = ["invalid"];
    }
    if (Object.keys(problems).length > 0) throw AppError.fields(problems);
    return values;
  }

  /**
   * Refuses to open one more position over the plan's limit. Call it inside the transaction that
   * opens it: the subscription's row lock makes concurrent openings wait for each other, so the
   * count read here cannot be passed by a request running alongside.
   */
  async function assertCanOpen(tx: Database, scope: PositionScope) {
    const subscription = await lockSubscription(tx, scope);
    const max = openingLimit(subscription);
    if (max === null) return;
    if ((await countActivePositions(tx, scope)) >= max) throw positionsLimitReached();
  }

  /** Sets the dates that go with a change of status. */
  function statusValues(status: PositionStatus, now: Date): PositionValues {
    if (status === "open") return { status, openedAt: now, closedAt: null };
    if (status === "closed") return { status, closedAt: now };
    return { status };
  }

  /** The rows carry their team and counts; the pipeline's stages are the candidates module's. */
  async function present(scope: PositionScope, rows: PositionWithRelations[]) {
    const pipelines = await pipelineCounts(
      scope,
      rows.map((row) => row.position.id),
    );
    return rows.map((row) =>
      serializePosition(row, {
        team: row.team,
        candidates: candidateStagesOf(row.candidateStatuses),
        pipeline: pipelines.get(row.position.id) ?? [],
      }),
    );
  }

  async function get(scope: PositionScope, positionId: string) {
    const row = await findPosition(db, { ...scope, positionId });
    if (!row) throw AppError.notFound();
    const [serialized] = await present(scope, [row]);
    if (!serialized) throw AppError.notFound();
    return serialized;
  }

  return {
    get,

    /**
     * A page, its total and the counts by status of everything matching `q`: without a search
     * the counts are the trigger-kept counters, with one the matches grouped by status (one
     * statement gives both; decision 0047). A page continues from `cursor` in the orders by
     * creation and by title.
     */
    async list(scope: PositionScope, query: ListPositionsQuery) {
      const filter = { ...scope, q: query.q || undefined, status: query.status };
      const cursor = query.cursor
        ? decodeCursor(query.cursor, {
            tag: query.sort,
            key: query.sort === "title" ? "text" : "timestamp",
          })
        : undefined;
      // The status and opening-date orders page by number only: their cursor was not made here.
      if (cursor && !isKeysetSort(query.sort)) throw AppError.fields({ cursor: ["invalid"] });
      const [{ rows, nextCursor }, countByStatus] = await Promise.all([
        listPositions(db, {
          ...filter,
          sort: query.sort,
          direction: query.direction,
          limit: query.limit,
          offset: pageOffset(query),
          cursor,
        }),
        filter.q
          ? countPositionsByStatus(db, { ...scope, q: filter.q })
          : countPositionsByStatusFromCounters(db, scope),
      ]);
      const count = filter.status
        ? countByStatus[filter.status]
        : Object.values(countByStatus).reduce((sum, n) => sum + n, 0);
      return { data: await present(scope, rows), count, countByStatus, nextCursor };
    },

    async latest(scope: PositionScope, limit: number) {
      return present(scope, await latestPositions(db, { ...scope, limit }));
    },

    async search(scope: PositionScope, query: SearchPositionsQuery) {
      return searchPositions(db, { ...scope, ...query });
    },

    async create(scope: MemberScope, input: CreatePositionInput) {
      const now = clock();
      const positionId = await db.transaction(async (tx) => {
        const status = input.status ?? "draft";
        if (status === "open") await assertCanOpen(tx, scope);
        const values = await resolveFields(tx, scope, {
          ...input,
          owner_id: input.owner_id === undefined ? scope.userId : input.owner_id,
        });
        const row = await insertPosition(tx, {
          ...scope,
          values: {
            ...values,
            ...statusValues(status, now),
            title: input.title,
            createdById: scope.userId,
            createdAt: now,
            updatedAt: now,
          },
        });
        if (input.hiring_team_ids?.length) {
          await setHiringTeam(tx, {
            ...scope,
            positionId: row.id,
            memberIds: input.hiring_team_ids,
          });
        }
        return row.id;
      });
      return get(scope, positionId);
    },

    async update(scope: PositionScope, positionId: string, input: UpdatePositionInput) {
      const now = clock();
      await db.transaction(async (tx) => {
        if (!isUuid(positionId)) throw AppError.notFound();
        // Opening takes the subscription's lock before the position's, as every opening does.
        if (input.status === "open") await lockSubscription(tx, scope);
        const current = await lockPosition(tx, { ...scope, positionId });
        if (!current) throw AppError.notFound();
        const opens = input.status === "open" && current.status !== "open";
        if (opens) await assertCanOpen(tx, scope);
        const values: PositionValues = {
          ...(await resolveFields(tx, scope, input)),
          ...(input.title !== undefined ? { title: input.title } : {}),
          ...(input.status !== undefined && input.status !== current.status
            ? statusValues(input.status, now)
            : {}),
          updatedAt: now,
        };
        await updatePosition(tx, { ...scope, positionId, values });
        if (input.hiring_team_ids !== undefined) {
          await setHiringTeam(tx, { ...scope, positionId, memberIds: input.hiring_team_ids });
        }
      });
      return get(scope, positionId);
    },

    async remove(scope: PositionScope, positionId: string) {
      const deleted = await deletePosition(db, { ...scope, positionId });
      if (!deleted) throw AppError.notFound();
    },

    /**
     * Closes the caller's positions among `ids`. Ids of other organizations are treated like
     * unknown ones: reported as not found, and nothing is done to them.
     */
    async bulkClose(scope: PositionScope, ids: string[]): Promise<BulkClosePositionsResult> {
      const positionIds = ids.filter(isUuid);
      return db.transaction(async (tx) => {
        const known = await findPositionStatuses(tx, { ...scope, positionIds });
        const closed = await closePositions(tx, { ...scope, positionIds, now: clock() });
        const closedIds = new Set(closed.map((row) => row.id));
        const knownIds = new Set(known.map((row) => row.id));
        return {
          closed_ids: ids.filter((id) => closedIds.has(id)),
          already_closed_ids: ids.filter((id) => knownIds.has(id) && !closedIds.has(id)),
          not_found_ids: ids.filter((id) => !knownIds.has(id)),
        };
      });
    },

    async stats(scope: PositionScope): Promise<PositionStatsAttributes> {
      const since = new Date(clock().getTime() - STATS_WINDOW_DAYS * 86_400_000);
      const [row, candidates] = await Promise.all([
        positionStats(db, { ...scope, since }),
        candidateCountsByStage(db, scope),
      ]);
      const byStage = fullCandidateCounts(undefined);
      for (const counts of candidates.values()) {
        const full = fullCandidateCounts(counts);
        for (const stage of Object.keys(byStage) as (keyof typeof byStage)[]) {
          byStage[stage] += full[stage];
        }
      }
      return {
        total: row.total,
        count_by_status: { draft: row.draft, open: row.open, closed: row.closed },
        opened_last_30_days: row.openedSince,
        closed_last_30_days: row.closedSince,
        candidates_count: sumCounts(byStage),
        candidates_count_by_stage: byStage,
      };
    },

    /**
     * The polled limit (SPEC §4): the plan's maximum and the open positions; `exceeded` when
     * above the maximum, `reached` when no more may open (the lower plan's limit already applies
     * while a downgrade is pending).
     */
    async limit(scope: PositionScope): Promise<PositionsLimitAttributes> {
      const [subscription, active] = await Promise.all([
        findSubscription(db, scope),
        countActivePositions(db, scope),
      ]);
      const state = subscription ?? {
        kind: "free" as const,
        status: "active" as const,
        pendingKind: null,
      };
      const max = maxPositions(state.kind);
      const opening = openingLimit(state);
      return {
        kind: state.kind,
        max_positions_count: max,
        active_positions_count: active,
        remaining: opening === null ? null : Math.max(0, opening - active),
        reached: opening !== null && active >= opening,
        exceeded: isPositionsLimitExceeded({ max, active }),
      };
    },

    industries: () => listIndustries(db),
  };
}

export type PositionsService = ReturnType<typeof createPositionsService>;
