import type { FieldErrors } from "@candor/shared/errors";
import type {
  AttachScorecardInput,
  CreateScorecardInput,
  ListScorecardsQuery,
  SearchScorecardsQuery,
  UpdateScorecardInput,
} from "@candor/shared/schemas/scorecards";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { pageOffset } from "../../lib/jsonapi";
import type { MemberScope } from "../../plugins/auth";
import {
  attachmentsOf,
  type CriterionRow,
  countScorecards,
  criteriaOf,
  criterionIdsOf,
  deleteScorecard,
  findOwnScorecard,
  findVisibleScorecard,
  findVisibleScorecards,
  insertScorecard,
  listScorecards,
  listTemplates,
  replaceCriteria,
  type ScorecardRow,
  type ScorecardScope,
  searchScorecards,
  setInterviewScorecard,
  setPositionScorecard,
  updateScorecard,
} from "./scorecards.queries";
import { serializeScorecard } from "./scorecards.serializer";

export type ScorecardsServiceDeps = { db: Database; clock: () => Date };

type CriterionInput = CreateScorecardInput["criteria"][number];

function criterionValues(criterion: CriterionInput) {
  return {
    ...(criterion.id ? { id: criterion.id } : {}),
    name: criterion.name,
    description: criterion.description,
    ratingScale: criterion.rating_scale,
  };
}

/**
 * Scorecards (decision 0009). The shape rules of SPEC §5 are the input schema's; here: Candor's
 * templates and other organizations' scorecards are never written (404), a criterion's `id` must
 * be one of the scorecard's own, and attaching needs the organization's position or interview.
 */
export function createScorecardsService({ db, clock }: ScorecardsServiceDeps) {
  /** Criteria and attachments of several scorecards in one query each. */
  async function present(scope: ScorecardScope, rows: ScorecardRow[]) {
    const scorecardIds = rows.map((row) => row.id);
    const [criteria, attachments] = await Promise.all([
      criteriaOf(db, { scorecardIds }),
      attachmentsOf(db, { ...scope, scorecardIds }),
    ]);
    return rows.map((row) =>
      serializeScorecard(row, criteria.get(row.id) ?? [], attachments.get(row.id)),
    );
  }

  async function get(scope: ScorecardScope, scorecardId: string) {
    const row = await findVisibleScorecard(db, { ...scope, scorecardId });
    if (!row) throw AppError.notFound();
    const [serialized] = await present(scope, [row]);
    if (!serialized) throw AppError.notFound();
    return serialized;
  }

  return {
    get,

    /**
     * The scorecards a team fills in (a one-way review's, a live interview's feedback), by id,
     * with their criteria in order: the organization's own or Candor's, others' absent. `handle`
     * is the caller's transaction when it reads under a lock.
     */
    async withCriteria(scope: ScorecardScope, scorecardIds: string[], handle: Database = db) {
      const byId = new Map<string, { id: string; name: string; criteria: CriterionRow[] }>();
      const cards = await findVisibleScorecards(handle, { ...scope, scorecardIds });
      const criteria = await criteriaOf(handle, { scorecardIds: cards.map((card) => card.id) });
      for (const card of cards)
        byId.set(card.id, { ...card, criteria: criteria.get(card.id) ?? [] });
      return byId;
    },

    async list(scope: ScorecardScope, query: ListScorecardsQuery) {
      const filter = { ...scope, q: query.q || undefined };
      const [rows, count] = await Promise.all([
        listScorecards(db, { ...filter, limit: query.limit, offset: pageOffset(query) }),
        countScorecards(db, filter),
      ]);
      return { data: await present(scope, rows), count };
    },

    async templates(scope: ScorecardScope) {
      return present(scope, await listTemplates(db, scope));
    },

    search: (scope: ScorecardScope, query: SearchScorecardsQuery) =>
      searchScorecards(db, { ...scope, ...query }),

    async create(scope: MemberScope, input: CreateScorecardInput) {
      if (input.criteria.some((criterion) => criterion.id)) {
        // A new scorecard has no criteria yet for an id to name.
        throw AppError.fields(
          Object.fromEntries(
            input.criteria.flatMap((criterion, index) =>
              criterion.id ? [[`criteria.${index}.id`, ["invalid"]]] : [],
            ),
          ),
        );
      }
      const row = await db.transaction(async (tx) => {
        const created = await insertScorecard(tx, {
          ...scope,
          values: {
            name: input.name,
            isTemplate: input.is_template,
            createdById: scope.userId,
            now: clock(),
          },
        });
        await replaceCriteria(tx, {
          ...scope,
          scorecardId: created.id,
          criteria: input.criteria.map(criterionValues),
        });
        return created;
      });
      return get(scope, row.id);
    },

    async update(scope: ScorecardScope, scorecardId: string, input: UpdateScorecardInput) {
      await db.transaction(async (tx) => {
        if (!(await findOwnScorecard(tx, { ...scope, scorecardId, lock: true }))) {
          throw AppError.notFound();
        }
        if (input.criteria !== undefined) {
          const existing = await criterionIdsOf(tx, { ...scope, scorecardId });
          const problems: FieldErrors = {};
          const seen = new Set<string>();
          input.criteria.forEach((criterion, index) => {
            if (!criterion.id) return;
            if (!existing.has(criterion.id) || seen.has(criterion.id)) {
              problems[`criteria.${index}.id`] = ["invalid"];
            }
            seen.add(criterion.id);
          });
          if (Object.keys(problems).length > 0) throw AppError.fields(problems);
          await replaceCriteria(tx, {
            ...scope,
            scorecardId,
            criteria: input.criteria.map(criterionValues),
          });
        }
        await updateScorecard(tx, {
          ...scope,
          scorecardId,
          values: {
            ...(input.name !== undefined ? { name: input.name } : {}),
            ...(input.is_template !== undefined ? { isTemplate: input.is_template } : {}),
            updatedAt: clock(),
          },
        });
      });
      return get(scope, scorecardId);
    },

    /** Positions and interviews that used it are left without a scorecard. */
    async remove(scope: ScorecardScope, scorecardId: string) {
      if (!(await deleteScorecard(db, { ...scope, scorecardId }))) throw AppError.notFound();
    },

    /**
     * Makes it the scorecard of one of the organization's positions (its interviews use it unless
     * they name their own) or of one interview. Candor's templates are copied first, not attached.
     */
    async attach(scope: MemberScope, scorecardId: string, input: AttachScorecardInput) {
      await db.transaction(async (tx) => {
        if (!(await findOwnScorecard(tx, { ...scope, scorecardId }))) throw AppError.notFound();
        const now = clock();
        if (input.position_id) {
          const done = await setPositionScorecard(tx, {
            ...scope,
            positionId: input.position_id,
            scorecardId,
            now,
          });
          if (!done) throw AppError.fields({ position_id: ["invalid"] });
        } else if (input.prerecorded_interview_id) {
          const done = await setInterviewScorecard(tx, {
            ...scope,
            interviewId: input.prerecorded_interview_id,
            scorecardId,
            actorId: scope.userId,
            now,
          });
          if (!done) throw AppError.fields({ prerecorded_interview_id: ["invalid"] });
        }
      });
      return get(scope, scorecardId);
    },
  };
}

export type ScorecardsService = ReturnType<typeof createScorecardsService>;
