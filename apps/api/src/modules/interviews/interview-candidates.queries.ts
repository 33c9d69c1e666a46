import type { CandidateInterviewStatus } from "@candor/shared/rules/interviews";
import type { CandidateInterviewCountByStatus } from "@candor/shared/schemas/interviews";
import { and, desc, eq, gt, inArray, isNull, lt, lte, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  candidateInterviewReviews,
  candidateInterviews,
  organizations,
  positions,
  prerecordedInterviews,
  users,
} from "../../db/schema/index";
import { afterCursor, type Cursor, cursorTimestampSql, encodeCursor } from "../../lib/cursor";
import { literalPageBound, preparedPerDatabase } from "../../lib/prepared";
import { isUuid } from "../../lib/query-helpers";
import { type InterviewScope, zeroCounts } from "./interviews.queries";

export type CandidateInterviewRow = typeof candidateInterviews.$inferSelect;
export type CandidateInterviewValues = Partial<
  Omit<typeof candidateInterviews.$inferInsert, "id" | "organizationId">
>;

/** Submitted reviews of the row's candidate interview, counted in the same query. */
const submittedReviewsCount = sql<number>`(
  select count(*) from ${candidateInterviewReviews}
  where ${candidateInterviewReviews.candidateInterviewId} = ${candidateInterviews.id}
    and ${candidateInterviewReviews.submittedAt} is not null
)`.mapWith(Number);

/** A candidate interview as the hiring side lists it: with its interview's deadline. */
function selectCandidateInterviews(db: Database) {
  return db
    .select({
      candidateInterview: candidateInterviews,
      interviewDeadline: prerecordedInterviews.deadline,
      reviewsCount: submittedReviewsCount,
    })
    .from(candidateInterviews)
    .innerJoin(
      prerecordedInterviews,
      eq(prerecordedInterviews.id, candidateInterviews.interviewId),
    );
}
export type CandidateInterviewListRow = {
  candidateInterview: CandidateInterviewRow;
  interviewDeadline: Date | null;
  reviewsCount: number;
};

/**
 * A page of an interview's candidates, newest invitation first, prepared once per shape (by
 * status or not, after a cursor or at an offset): the page's ids off the index on
 * `(organization_id, interview_id, invited_at, id)` or, by status, its sibling, then those rows
 * with their interview's deadline and review count — the count's subquery never runs for the
 * rows an OFFSET skips.
 */
const candidatePage = preparedPerDatabase("interview_candidates_page", (db, name) => {
  const [status, from, limit] = name.split("_").slice(-3) as [string, string, string];
  const conditions: SQL[] = [
    eq(candidateInterviews.organizationId, sql.placeholder("organizationId")),
    eq(candidateInterviews.interviewId, sql.placeholder("interviewId")),
  ];
  if (status === "status") {
    conditions.push(eq(candidateInterviews.status, sql.placeholder("status")));
  }
  if (from === "cursor") {
    const cursor = { at: sql.placeholder("cursorAt"), id: sql.placeholder("cursorId") };
    conditions.push(
      afterCursor(candidateInterviews.invitedAt, candidateInterviews.id, cursor, "desc"),
    );
  }
  const order = [desc(candidateInterviews.invitedAt), desc(candidateInterviews.id)];
  // The size written in and no OFFSET on a first page or after a cursor: PostgreSQL then keeps
  // a generic plan instead of planning each call (literalPageBound).
  const firstIds = db
    .select({ id: candidateInterviews.id })
    .from(candidateInterviews)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(literalPageBound(Number(limit)))
    .$dynamic();
  const pageIds = from === "offset" ? firstIds.offset(sql.placeholder("offset")) : firstIds;
  return db
    .select({
      candidateInterview: candidateInterviews,
      interviewDeadline: prerecordedInterviews.deadline,
      reviewsCount: submittedReviewsCount,
      cursorAt: cursorTimestampSql(candidateInterviews.invitedAt),
    })
    .from(candidateInterviews)
    .innerJoin(prerecordedInterviews, eq(prerecordedInterviews.id, candidateInterviews.interviewId))
    .where(
      and(
        eq(candidateInterviews.organizationId, sql.placeholder("organizationId")),
        inArray(candidateInterviews.id, pageIds),
      ),
    )
    .orderBy(...order)
    .prepare(name);
});

/** A page of an interview's candidates after `cursor` or at `offset`; each row carries its cursor. */
export async function listCandidateInterviews(
  db: Database,
  scope: InterviewScope & {
    interviewId: string;
    status?: CandidateInterviewStatus;
    limit: number;
    offset: number;
    cursor?: Cursor;
  },
): Promise<(CandidateInterviewListRow & { cursor: string })[]> {
  const from = scope.cursor ? "cursor" : scope.offset > 0 ? "offset" : "first";
  const shape = `${scope.status ? "status" : "all"}_${from}_${scope.limit}`;
  const rows = await candidatePage(db, shape).execute({
    organizationId: scope.organizationId,
    interviewId: scope.interviewId,
    status: scope.status ?? null,
    cursorAt: scope.cursor?.at ?? null,
    cursorId: scope.cursor?.id ?? null,
    offset: scope.offset,
  });
  return rows.map(({ cursorAt, ...row }) => ({
    ...row,
    cursor: encodeCursor({ at: cursorAt, id: row.candidateInterview.id }),
  }));
}

/**
 * Every candidate of an interview by status, every status present, or undefined when the
 * organization has no such interview: one statement, the interview's row with the counters a
 * trigger keeps on candidate_interviews (migration 0012) — a few rows, never the whole list.
 */
export async function countCandidateInterviewsByStatus(
  db: Database,
  scope: InterviewScope & { interviewId: string },
): Promise<CandidateInterviewCountByStatus | undefined> {
  if (!isUuid(scope.interviewId)) return undefined;
  const [row] = await statusCounts(db).execute({
    organizationId: scope.organizationId,
    interviewId: scope.interviewId,
  });
  if (!row) return undefined;
  return { ...zeroCounts(), ...row.byStatus };
}

const statusCounts = preparedPerDatabase("interview_status_counts", (db, name) =>
  db
    .select({
      // Written out: Drizzle leaves a one-table query's columns unqualified, which would bind
      // to the subquery's own table.
      byStatus: sql<Record<string, number>>`(
        select coalesce(json_object_agg(counts.status, counts.count), '{}'::json)
        from candidate_interview_status_counts counts
        where counts.organization_id = prerecorded_interviews.organization_id
          and counts.interview_id = prerecorded_interviews.id
      )`,
    })
    .from(prerecordedInterviews)
    .where(
      and(
        eq(prerecordedInterviews.organizationId, sql.placeholder("organizationId")),
        eq(prerecordedInterviews.id, sql.placeholder("interviewId")),
      ),
    )
    .prepare(name),
);

/** How many candidates the list has, with `status` or all: read from the same counters. */
export function countFromStatusCounts(
  counts: CandidateInterviewCountByStatus,
  status?: CandidateInterviewStatus,
): number {
  if (status) return counts[status];
  return Object.values(counts).reduce((sum, count) => sum + count, 0);
}

export async function findCandidateInterviewRow(
  db: Database,
  scope: InterviewScope & { candidateInterviewId: string },
): Promise<CandidateInterviewListRow | undefined> {
  if (!isUuid(scope.candidateInterviewId)) return undefined;
  const [row] = await selectCandidateInterviews(db).where(
    and(
      eq(candidateInterviews.organizationId, scope.organizationId),
      eq(candidateInterviews.id, scope.candidateInterviewId),
    ),
  );
  return row;
}

/**
 * Takes a candidate interview's row lock, with what its emails need: the interview, its position
 * and organization, and the candidate's language when they have an account, else the inviter's.
 */
export async function lockCandidateInterview(
  db: Database,
  scope: InterviewScope & { candidateInterviewId: string },
) {
  if (!isUuid(scope.candidateInterviewId)) return undefined;
  const [row] = await db
    .select({ candidateInterview: candidateInterviews })
    .from(candidateInterviews)
    .where(
      and(
        eq(candidateInterviews.organizationId, scope.organizationId),
        eq(candidateInterviews.id, scope.candidateInterviewId),
      ),
    )
    .for("update");
  if (!row) return undefined;
  const context = await mailContexts(db, [row.candidateInterview]);
  const mail = context.get(row.candidateInterview.id);
  if (!mail) return undefined;
  return { candidateInterview: row.candidateInterview, ...mail };
}

export type CandidateMailContext = {
  interview: {
    id: string;
    title: string;
    deadline: Date | null;
    publicUuid: string;
  };
  position: { id: string; title: string };
  organization: {
    name: string;
    subdomain: string;
    brandColor: string | null;
    supportEmail: string | null;
    /** The file store key of the logo the emails carry inline. */
    logoKey: string | null;
  };
  locale: string;
};

/** What candidate emails need, for several candidate interviews in two queries. */
export async function mailContexts(
  db: Database,
  rows: Pick<CandidateInterviewRow, "id" | "interviewId" | "candidateId" | "invitedById">[],
): Promise<Map<string, CandidateMailContext>> {
  const contexts = new Map<string, CandidateMailContext>();
  if (rows.length === 0) return contexts;
  const interviewIds = [...new Set(rows.map((row) => row.interviewId))];
  const userIds = [
    ...new Set(rows.flatMap((row) => [row.candidateId, row.invitedById]).filter(Boolean)),
  ] as string[];
  const [interviews, people] = await Promise.all([
    db
      .select({
        interview: {
          id: prerecordedInterviews.id,
          title: prerecordedInterviews.title,
          deadline: prerecordedInterviews.deadline,
          publicUuid: prerecordedInterviews.publicUuid,
        },
        position: { id: positions.id, title: positions.title },
        organization: {
          name: organizations.name,
          subdomain: organizations.subdomain,
          brandColor: organizations.brandColor,
          supportEmail: organizations.supportEmail,
          logoKey: organizations.logoKey,
        },
      })
      .from(prerecordedInterviews)
      .innerJoin(positions, eq(positions.id, prerecordedInterviews.positionId))
      .innerJoin(organizations, eq(organizations.id, prerecordedInterviews.organizationId))
      .where(inArray(prerecordedInterviews.id, interviewIds)),
    userIds.length
      ? db
          .select({ id: users.id, locale: users.locale })
          .from(users)
          .where(inArray(users.id, userIds))
      : Promise.resolve([]),
  ]);
  const interviewById = new Map(interviews.map((row) => [row.interview.id, row]));
  const localeById = new Map(people.map((person) => [person.id, person.locale]));
  for (const row of rows) {
    const interview = interviewById.get(row.interviewId);
    if (!interview) continue;
    const locale =
      (row.candidateId && localeById.get(row.candidateId)) ||
      (row.invitedById && localeById.get(row.invitedById)) ||
      "en";
    contexts.set(row.id, { ...interview, locale });
  }
  return contexts;
}

/** Which of `emails` (lower-cased) were invited to the interview already, with their ids. */
export async function findInvitedEmails(
  db: Database,
  scope: InterviewScope & { interviewId: string; emails: string[] },
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  if (scope.emails.length === 0) return found;
  const rows = await db
    .select({ id: candidateInterviews.id, email: sql<string>`lower(${candidateInterviews.email})` })
    .from(candidateInterviews)
    .where(
      and(
        eq(candidateInterviews.organizationId, scope.organizationId),
        eq(candidateInterviews.interviewId, scope.interviewId),
        inArray(sql`lower(${candidateInterviews.email})`, scope.emails),
      ),
    );
  for (const row of rows) found.set(row.email, row.id);
  return found;
}

/** Inserts an invitation unless the address was invited to the interview meanwhile. */
export async function insertCandidateInterview(
  db: Database,
  values: typeof candidateInterviews.$inferInsert,
): Promise<CandidateInterviewRow | undefined> {
  const [row] = await db
    .insert(candidateInterviews)
    .values(values)
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function updateCandidateInterview(
  db: Database,
  scope: InterviewScope & { candidateInterviewId: string; values: CandidateInterviewValues },
) {
  const [row] = await db
    .update(candidateInterviews)
    .set(scope.values)
    .where(
      and(
        eq(candidateInterviews.organizationId, scope.organizationId),
        eq(candidateInterviews.id, scope.candidateInterviewId),
      ),
    )
    .returning();
  return row;
}

/**
 * Candidates of an interview (or one of them) who have not completed and whose deadline (their
 * own, else the interview's) falls within `leadMs` from now, not reminded since that window
 * opened; locked, skipping rows another run holds.
 */
export async function lockDueForReminder(
  db: Database,
  scope: InterviewScope & {
    interviewId: string;
    candidateInterviewId?: string;
    now: Date;
    leadMs: number;
  },
) {
  const effectiveDeadline = sql`coalesce(${candidateInterviews.deadline}, ${prerecordedInterviews.deadline})`;
  const windowEnd = new Date(scope.now.getTime() + scope.leadMs);
  const conditions: SQL[] = [
    eq(candidateInterviews.organizationId, scope.organizationId),
    eq(candidateInterviews.interviewId, scope.interviewId),
    inArray(candidateInterviews.status, ["invited", "started"]),
    gt(effectiveDeadline, scope.now),
    lte(effectiveDeadline, windowEnd),
    or(
      isNull(candidateInterviews.lastRemindedAt),
      lt(
        candidateInterviews.lastRemindedAt,
        sql`${effectiveDeadline} - ${`${scope.leadMs} milliseconds`}::interval`,
      ),
    ) as SQL,
  ];
  if (scope.candidateInterviewId) {
    conditions.push(eq(candidateInterviews.id, scope.candidateInterviewId));
  }
  const rows = await db
    .select({ candidateInterview: candidateInterviews })
    .from(candidateInterviews)
    .innerJoin(prerecordedInterviews, eq(prerecordedInterviews.id, candidateInterviews.interviewId))
    .where(and(...conditions))
    .for("update", { of: candidateInterviews, skipLocked: true });
  return rows.map((row) => row.candidateInterview);
}
