import { bigint, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { candidatePositions } from "./candidates";
import { organizations } from "./organizations";

/**
 * Every stage a candidate position entered, when, and from where (issue 18's hiring funnel:
 * stages reached, time in stage, time to decision). Written only by a trigger on
 * candidate_positions (migration 0022, decision 0033), so every path that adds or moves a
 * candidate — one move, a bulk move, an import, a stage deleted — records it in the writing
 * transaction without the candidates module knowing. `entered_at` is the row's
 * `stage_changed_at`, the time the application's clock gave.
 */
export const candidateStageEntries = pgTable(
  "candidate_stage_entries",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    candidatePositionId: uuid()
      .notNull()
      .references(() => candidatePositions.id, { onDelete: "cascade" }),
    positionId: uuid().notNull(),
    stage: text().notNull(),
    /** The stage left; null when the candidate joined the position at `stage`. */
    fromStage: text(),
    enteredAt: timestamp({ withTimezone: true }).notNull(),
    /** When the next stage was entered; null while the candidate is at this stage. */
    leftAt: timestamp({ withTimezone: true }),
    /**
     * When the candidate joined the position (its `created_at`), copied on every entry: the
     * funnel's cohort (joined in the range) is then a range read of this table alone.
     */
    joinedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    // The trigger closes a candidate position's open entry when the next one comes.
    index("candidate_stage_entries_candidate_position_id_entered_at_idx").on(
      table.candidatePositionId,
      table.enteredAt,
    ),
    // The funnel's cohort: the organization's (one position's) entries by joining date.
    index("candidate_stage_entries_organization_id_joined_at_idx").on(
      table.organizationId,
      table.joinedAt,
    ),
    index("candidate_stage_entries_organization_id_position_id_joined_at_idx").on(
      table.organizationId,
      table.positionId,
      table.joinedAt,
    ),
  ],
);

/**
 * One row per candidate position with stage entries: what the funnel needs of its history, so
 * the funnel counts narrow rows instead of grouping the whole history on every request (issue
 * 18 at 100,000 candidates, decision 0042). Written only by triggers on candidate_stage_entries
 * (migration 0030), which recompute the rows of the candidate positions a statement touched from
 * their entries; never written by the application.
 */
export const candidateStageSummaries = pgTable(
  "candidate_stage_summaries",
  {
    candidatePositionId: uuid()
      .primaryKey()
      .references(() => candidatePositions.id, { onDelete: "cascade" }),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    positionId: uuid().notNull(),
    /** The entries' `joined_at`: when the candidate joined the position. */
    joinedAt: timestamp({ withTimezone: true }).notNull(),
    /** The stage of the open entry (where the candidate is now); null if none is open. */
    currentStage: text(),
    /** Every stage ever entered, each once, sorted: few distinct values, so grouped cheaply. */
    stages: text().array().notNull(),
    /** The first entry into `hired` or `rejected` (DECISION_STAGE_KEYS); null while undecided. */
    decidedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index("candidate_stage_summaries_organization_id_joined_at_idx").on(
      table.organizationId,
      table.joinedAt,
    ),
    index("candidate_stage_summaries_organization_id_position_id_joined_at_idx").on(
      table.organizationId,
      table.positionId,
      table.joinedAt,
    ),
  ],
);
