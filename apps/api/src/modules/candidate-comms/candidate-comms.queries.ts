import { and, desc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  accommodationRequests,
  candidateEmailSettings,
  candidateInterviews,
  organizations,
  positionHiringTeamMembers,
  positions,
  prerecordedInterviews,
  users,
} from "../../db/schema/index";
import { isUuid } from "../../lib/query-helpers";

export type OrganizationScope = { organizationId: string };
export type AccommodationRequestRow = typeof accommodationRequests.$inferSelect;

const targetColumns = {
  candidateInterview: {
    id: candidateInterviews.id,
    organizationId: candidateInterviews.organizationId,
    interviewId: candidateInterviews.interviewId,
    status: candidateInterviews.status,
    email: candidateInterviews.email,
    firstName: candidateInterviews.firstName,
    lastName: candidateInterviews.lastName,
    candidateId: candidateInterviews.candidateId,
    invitedById: candidateInterviews.invitedById,
    timeMultiplier: candidateInterviews.timeMultiplier,
  },
  interview: {
    id: prerecordedInterviews.id,
    title: prerecordedInterviews.title,
    createdById: prerecordedInterviews.createdById,
    positionId: prerecordedInterviews.positionId,
  },
  position: { title: positions.title, ownerId: positions.ownerId },
  organization: {
    name: organizations.name,
    subdomain: organizations.subdomain,
    brandColor: organizations.brandColor,
    supportEmail: organizations.supportEmail,
    logoKey: organizations.logoKey,
  },
};

function selectTargets(db: Database) {
  return db
    .select(targetColumns)
    .from(candidateInterviews)
    .innerJoin(prerecordedInterviews, eq(prerecordedInterviews.id, candidateInterviews.interviewId))
    .innerJoin(positions, eq(positions.id, candidateInterviews.positionId))
    .innerJoin(organizations, eq(organizations.id, candidateInterviews.organizationId));
}

/** A candidate interview with what the request's emails need. */
export type RequestTarget = Awaited<ReturnType<typeof findOwnTarget>> & {};

/** The signed-in candidate's own candidate interview, or undefined (another's answers 404). */
export async function findOwnTarget(db: Database, scope: { id: string; candidateId: string }) {
  if (!isUuid(scope.id)) return undefined;
  const [row] = await selectTargets(db).where(
    and(
      eq(candidateInterviews.id, scope.id),
      eq(candidateInterviews.candidateId, scope.candidateId),
    ),
  );
  return row;
}

/** The organization's candidate interview, or undefined. */
export async function findTeamTarget(
  db: Database,
  scope: OrganizationScope & { candidateInterviewId: string },
) {
  if (!isUuid(scope.candidateInterviewId)) return undefined;
  const [row] = await selectTargets(db).where(
    and(
      eq(candidateInterviews.organizationId, scope.organizationId),
      eq(candidateInterviews.id, scope.candidateInterviewId),
    ),
  );
  return row;
}

export async function interviewExists(
  db: Database,
  scope: OrganizationScope & { interviewId: string },
): Promise<boolean> {
  if (!isUuid(scope.interviewId)) return false;
  const [row] = await db
    .select({ id: prerecordedInterviews.id })
    .from(prerecordedInterviews)
    .where(
      and(
        eq(prerecordedInterviews.organizationId, scope.organizationId),
        eq(prerecordedInterviews.id, scope.interviewId),
      ),
    );
  return Boolean(row);
}

/** Inserts a pending request; undefined when one is pending already (the partial unique index). */
export async function insertRequest(
  db: Database,
  values: typeof accommodationRequests.$inferInsert,
): Promise<AccommodationRequestRow | undefined> {
  const [row] = await db
    .insert(accommodationRequests)
    .values(values)
    .onConflictDoNothing()
    .returning();
  return row;
}

/** A candidate interview's requests, newest first. */
export function listRequests(
  db: Database,
  scope: OrganizationScope & { candidateInterviewId: string },
): Promise<AccommodationRequestRow[]> {
  return db
    .select()
    .from(accommodationRequests)
    .where(
      and(
        eq(accommodationRequests.organizationId, scope.organizationId),
        eq(accommodationRequests.candidateInterviewId, scope.candidateInterviewId),
      ),
    )
    .orderBy(desc(accommodationRequests.createdAt), desc(accommodationRequests.id));
}

/** An interview's pending requests, oldest first (at most one per candidate interview). */
export function listPendingForInterview(
  db: Database,
  scope: OrganizationScope & { interviewId: string },
): Promise<AccommodationRequestRow[]> {
  return db
    .select({ request: accommodationRequests })
    .from(accommodationRequests)
    .innerJoin(
      candidateInterviews,
      eq(candidateInterviews.id, accommodationRequests.candidateInterviewId),
    )
    .where(
      and(
        eq(accommodationRequests.organizationId, scope.organizationId),
        eq(accommodationRequests.status, "pending"),
        eq(candidateInterviews.interviewId, scope.interviewId),
      ),
    )
    .orderBy(accommodationRequests.createdAt)
    .then((rows) => rows.map((row) => row.request));
}

export async function findRequest(
  db: Database,
  scope: OrganizationScope & { requestId: string },
): Promise<AccommodationRequestRow | undefined> {
  if (!isUuid(scope.requestId)) return undefined;
  const [row] = await db
    .select()
    .from(accommodationRequests)
    .where(
      and(
        eq(accommodationRequests.organizationId, scope.organizationId),
        eq(accommodationRequests.id, scope.requestId),
      ),
    );
  return row;
}

/** Answers a pending request; undefined when it was answered meanwhile. */
export async function answerRequest(
  db: Database,
  scope: OrganizationScope & {
    requestId: string;
    values: Pick<AccommodationRequestRow, "status" | "reply" | "answeredById" | "answeredAt">;
  },
): Promise<AccommodationRequestRow | undefined> {
  const [row] = await db
    .update(accommodationRequests)
    .set(scope.values)
    .where(
      and(
        eq(accommodationRequests.organizationId, scope.organizationId),
        eq(accommodationRequests.id, scope.requestId),
        eq(accommodationRequests.status, "pending"),
      ),
    )
    .returning();
  return row;
}

/**
 * Who hears of a request, as of a completion (interviews/completion-notice.ts): the position's
 * owner, its hiring team and the interview's creator, each once, current members only.
 */
export async function listHiringTeam(
  db: Database,
  scope: OrganizationScope & { positionId: string; ids: (string | null)[] },
) {
  const team = await db
    .select({ userId: positionHiringTeamMembers.userId })
    .from(positionHiringTeamMembers)
    .where(
      and(
        eq(positionHiringTeamMembers.organizationId, scope.organizationId),
        eq(positionHiringTeamMembers.positionId, scope.positionId),
      ),
    );
  const ids = [
    ...new Set(
      [...scope.ids, ...team.map((member) => member.userId)].filter((id): id is string =>
        Boolean(id),
      ),
    ),
  ];
  if (ids.length === 0) return [];
  return db
    .select({ email: users.email, firstName: users.firstName, locale: users.locale })
    .from(users)
    .where(and(eq(users.organizationId, scope.organizationId), inArray(users.id, ids)));
}

/** The candidate's language: their account's, else the inviter's, else English. */
export async function candidateLocale(
  db: Database,
  row: { candidateId: string | null; invitedById: string | null },
): Promise<string> {
  const ids = [row.candidateId, row.invitedById].filter((id): id is string => Boolean(id));
  if (ids.length === 0) return "en";
  const people = await db
    .select({ id: users.id, locale: users.locale })
    .from(users)
    .where(inArray(users.id, ids));
  const byId = new Map(people.map((person) => [person.id, person.locale]));
  return (
    (row.candidateId && byId.get(row.candidateId)) ||
    (row.invitedById && byId.get(row.invitedById)) ||
    "en"
  );
}

/** The organization's decision emails setting; both on without a row. */
export async function findEmailSettings(db: Database, scope: OrganizationScope) {
  const [row] = await db
    .select({
      emailOnAdvance: candidateEmailSettings.emailOnAdvance,
      emailOnReject: candidateEmailSettings.emailOnReject,
    })
    .from(candidateEmailSettings)
    .where(eq(candidateEmailSettings.organizationId, scope.organizationId));
  return row ?? { emailOnAdvance: true, emailOnReject: true };
}

export async function upsertEmailSettings(
  db: Database,
  scope: OrganizationScope & { emailOnAdvance: boolean; emailOnReject: boolean; now: Date },
) {
  const values = {
    emailOnAdvance: scope.emailOnAdvance,
    emailOnReject: scope.emailOnReject,
    updatedAt: scope.now,
  };
  await db
    .insert(candidateEmailSettings)
    .values({ organizationId: scope.organizationId, ...values })
    .onConflictDoUpdate({ target: candidateEmailSettings.organizationId, set: values });
}

/**
 * Claims up to `limit` candidate interviews completed at or before `completedBefore`, still
 * undecided and never told they are under review: marks them told (`now`) and answers their ids.
 * Rows another run holds are skipped, so two runs never claim one row.
 */
export async function claimUnderReview(
  db: Database,
  { completedBefore, now, limit }: { completedBefore: Date; now: Date; limit: number },
): Promise<string[]> {
  const due = db
    .select({ id: candidateInterviews.id })
    .from(candidateInterviews)
    .where(
      and(
        inArray(candidateInterviews.status, ["completed", "reviewed"]),
        isNull(candidateInterviews.decision),
        isNull(candidateInterviews.underReviewNoticeSentAt),
        lte(candidateInterviews.completedAt, completedBefore),
      ),
    )
    .orderBy(candidateInterviews.completedAt)
    .limit(limit)
    .for("update", { skipLocked: true });
  const rows = await db
    .update(candidateInterviews)
    .set({ underReviewNoticeSentAt: now })
    .where(inArray(candidateInterviews.id, sql`(${due})`))
    .returning({ id: candidateInterviews.id });
  return rows.map((row) => row.id);
}

/** What the "under review" email needs, for a claimed candidate interview. */
export async function findNoticeTarget(db: Database, candidateInterviewId: string) {
  const [row] = await selectTargets(db).where(eq(candidateInterviews.id, candidateInterviewId));
  return row;
}
