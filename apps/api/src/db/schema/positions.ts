import type {
  EmploymentType,
  LocationType,
  PositionStatus,
} from "@candor/shared/schemas/positions";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { scorecards } from "./content-library";
import { organizations } from "./organizations";
import { users } from "./users";

/**
 * The industries a position may be filed under: a fixed list seeded by the migration, keyed by a
 * stable slug the web app translates (`industries.<id>`); `name` is the English label.
 */
export const industries = pgTable("industries", {
  id: text().primaryKey(),
  name: text().notNull(),
  sortOrder: integer().notNull().default(0),
});

/**
 * An opening an organization hires for. Only `open` positions count against the plan's limit
 * (SPEC §4, §9); the limit is checked under the subscription's row lock. Candidates, interviews
 * and scorecards attach to a position in later work (their tables reference `positions.id`).
 */
export const positions = pgTable(
  "positions",
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    title: text().notNull(),
    /** Sanitized rich text (HTML of the editor's formats only); empty when there is none. */
    description: text().notNull().default(""),
    department: text(),
    locationType: text().$type<LocationType>(),
    /** The place: a city, a region, "Europe"… */
    location: text(),
    employmentType: text().$type<EmploymentType>(),
    industryId: text().references(() => industries.id, { onDelete: "set null" }),
    status: text().$type<PositionStatus>().notNull().default("draft"),
    /** Listed on the organization's careers page while open (issue 14). */
    isPublic: boolean().notNull().default(false),
    ownerId: uuid().references(() => users.id, { onDelete: "set null" }),
    /** The scorecard its interviews use unless an interview names its own. */
    scorecardId: uuid().references(() => scorecards.id, { onDelete: "set null" }),
    createdById: uuid().references(() => users.id, { onDelete: "set null" }),
    /** When it was last opened; kept when it closes. */
    openedAt: timestamp({ withTimezone: true }),
    /** When it was last closed; cleared when it opens again. */
    closedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One index per filter and sort of the list, each led by the tenant.
    // The list's keyset orders (decision 0047), id breaking ties: by creation and by title, all
    // or of one status.
    index("positions_organization_id_created_at_idx").on(
      table.organizationId,
      table.createdAt,
      table.id,
    ),
    index("positions_organization_id_status_created_at_idx").on(
      table.organizationId,
      table.status,
      table.createdAt,
      table.id,
    ),
    index("positions_organization_id_title_idx").on(
      table.organizationId,
      sql`lower(${table.title})`,
      table.id,
    ),
    index("positions_organization_id_status_title_idx").on(
      table.organizationId,
      table.status,
      sql`lower(${table.title})`,
      table.id,
    ),
    index("positions_organization_id_opened_at_idx").on(table.organizationId, table.openedAt),
    index("positions_organization_id_updated_at_idx").on(table.organizationId, table.updatedAt),
    // The careers page: an organization's public open positions.
    index("positions_organization_id_public_open_idx")
      .on(table.organizationId)
      .where(sql`${table.isPublic} and ${table.status} = 'open'`),
    // Foreign keys that members' deletion follows.
    index("positions_owner_id_idx").on(table.ownerId),
    index("positions_created_by_id_idx").on(table.createdById),
    index("positions_industry_id_idx").on(table.industryId),
    index("positions_scorecard_id_idx").on(table.scorecardId),
    check("positions_status_check", sql`${table.status} in ('draft', 'open', 'closed')`),
    check(
      "positions_location_type_check",
      sql`${table.locationType} in ('on_site', 'remote', 'hybrid')`,
    ),
    check(
      "positions_employment_type_check",
      sql`${table.employmentType} in ('full_time', 'part_time', 'contract', 'internship', 'temporary')`,
    ),
  ],
);

/** The members who hire for a position besides its owner. */
export const positionHiringTeamMembers = pgTable(
  "position_hiring_team_members",
  {
    positionId: uuid()
      .notNull()
      .references(() => positions.id, { onDelete: "cascade" }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The position's organization, so every query of this table can filter on the tenant. */
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.positionId, table.userId] }),
    index("position_hiring_team_members_user_id_idx").on(table.userId),
    index("position_hiring_team_members_organization_id_idx").on(table.organizationId),
  ],
);

/**
 * How many positions each organization has in each status, kept by a trigger on positions
 * (migration 0035, decision 0047) like the candidate counters of decision 0025: the positions
 * list's `count_by_status` and total without a search, a few rows however many positions.
 */
export const positionStatusCounts = pgTable(
  "position_status_counts",
  {
    organizationId: uuid().notNull(),
    status: text().notNull(),
    count: integer().notNull(),
  },
  (table) => [
    primaryKey({
      name: "position_status_counts_pkey",
      columns: [table.organizationId, table.status],
    }),
  ],
);
