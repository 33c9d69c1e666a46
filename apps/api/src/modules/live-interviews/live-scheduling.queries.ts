import { and, asc, eq, inArray, isNotNull, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  candidates,
  liveInterviewInterviewers,
  liveInterviewSlots,
  liveInterviews,
  organizations,
  positions,
  users,
} from "../../db/schema/index";
import { isUuid } from "../../lib/query-helpers";

/** The tenant scope every query here filters on. */
export type LiveScope = { organizationId: string };

/**
 * The interview a personal link's token opens, with what the slot page and the email show. The
 * token is the key: another interview's id with this token finds nothing.
 */
export async function findByCandidateToken(
  db: Database,
  { liveInterviewId, tokenHash }: { liveInterviewId: string; tokenHash: string },
) {
  if (!isUuid(liveInterviewId)) return undefined;
  const [row] = await db
    .select({
      id: liveInterviews.id,
      organizationId: liveInterviews.organizationId,
      title: liveInterviews.title,
      status: liveInterviews.status,
      startsAt: liveInterviews.startsAt,
      durationMinutes: liveInterviews.durationMinutes,
      timeZone: liveInterviews.timeZone,
      positionTitle: positions.title,
      candidateFirstName: candidates.firstName,
      organization: {
        name: organizations.name,
        brandColor: organizations.brandColor,
        logoKey: organizations.logoKey,
      },
    })
    .from(liveInterviews)
    .innerJoin(positions, eq(positions.id, liveInterviews.positionId))
    .innerJoin(candidates, eq(candidates.id, liveInterviews.candidateId))
    .innerJoin(organizations, eq(organizations.id, liveInterviews.organizationId))
    .where(
      and(
        eq(liveInterviews.id, liveInterviewId),
        eq(liveInterviews.candidateAccessTokenHash, tokenHash),
      ),
    );
  return row;
}

export async function listSlots(
  db: Database,
  { organizationId, liveInterviewId }: LiveScope & { liveInterviewId: string },
) {
  return db
    .select({ id: liveInterviewSlots.id, startsAt: liveInterviewSlots.startsAt })
    .from(liveInterviewSlots)
    .where(
      and(
        eq(liveInterviewSlots.organizationId, organizationId),
        eq(liveInterviewSlots.liveInterviewId, liveInterviewId),
      ),
    )
    .orderBy(asc(liveInterviewSlots.startsAt));
}

export async function interviewerIdsOf(
  db: Database,
  { organizationId, liveInterviewId }: LiveScope & { liveInterviewId: string },
): Promise<string[]> {
  const rows = await db
    .select({ userId: liveInterviewInterviewers.userId })
    .from(liveInterviewInterviewers)
    .where(
      and(
        eq(liveInterviewInterviewers.organizationId, organizationId),
        eq(liveInterviewInterviewers.liveInterviewId, liveInterviewId),
      ),
    );
  return rows.map((row) => row.userId);
}

/**
 * What the interviewers have committed to besides `exceptLiveInterviewId`: their scheduled live
 * interviews (a picked slot is one: picking sets the start) as `[start, end)` intervals.
 */
export async function busyIntervals(
  db: Database,
  {
    organizationId,
    interviewerIds,
    exceptLiveInterviewId,
  }: LiveScope & { interviewerIds: string[]; exceptLiveInterviewId: string | null },
) {
  if (interviewerIds.length === 0) return [];
  const rows = await db
    .selectDistinct({
      startsAt: liveInterviews.startsAt,
      durationMinutes: liveInterviews.durationMinutes,
    })
    .from(liveInterviews)
    .innerJoin(
      liveInterviewInterviewers,
      eq(liveInterviewInterviewers.liveInterviewId, liveInterviews.id),
    )
    .where(
      and(
        eq(liveInterviews.organizationId, organizationId),
        eq(liveInterviews.status, "scheduled"),
        isNotNull(liveInterviews.startsAt),
        inArray(liveInterviewInterviewers.userId, interviewerIds),
        exceptLiveInterviewId ? ne(liveInterviews.id, exceptLiveInterviewId) : undefined,
      ),
    );
  return rows.flatMap((row) =>
    row.startsAt
      ? [
          {
            start: row.startsAt.getTime(),
            end: row.startsAt.getTime() + row.durationMinutes * 60_000,
          },
        ]
      : [],
  );
}

/**
 * Serializes the pickers of slots sharing an interviewer: a transaction-scoped advisory lock per
 * interviewer, taken in a fixed order (no deadlock). Two interviews of one interviewer picked at
 * once then see each other's start when they check for overlaps.
 */
export async function lockInterviewers(tx: Database, interviewerIds: string[]) {
  for (const id of [...interviewerIds].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`live_interviewer:${id}`}))`);
  }
}

export async function replaceSlots(
  tx: Database,
  {
    organizationId,
    liveInterviewId,
    startsAt,
  }: LiveScope & { liveInterviewId: string; startsAt: Date[] },
) {
  await tx
    .delete(liveInterviewSlots)
    .where(
      and(
        eq(liveInterviewSlots.organizationId, organizationId),
        eq(liveInterviewSlots.liveInterviewId, liveInterviewId),
      ),
    );
  if (startsAt.length === 0) return;
  await tx
    .insert(liveInterviewSlots)
    .values(startsAt.map((start) => ({ organizationId, liveInterviewId, startsAt: start })));
}

/**
 * Takes the slot: a conditional update that only an interview still awaiting its candidate
 * matches. However many requests race (two tabs, two candidates' retries), one row comes back
 * to one of them; PostgreSQL re-checks the condition after the winner commits.
 */
export async function claimStart(
  tx: Database,
  {
    organizationId,
    liveInterviewId,
    startsAt,
    now,
  }: LiveScope & { liveInterviewId: string; startsAt: Date; now: Date },
) {
  const rows = await tx
    .update(liveInterviews)
    .set({ startsAt, status: "scheduled", updatedAt: now })
    .where(
      and(
        eq(liveInterviews.organizationId, organizationId),
        eq(liveInterviews.id, liveInterviewId),
        eq(liveInterviews.status, "awaiting_candidate"),
      ),
    )
    .returning({ id: liveInterviews.id });
  return rows.length === 1;
}

/** Sets the interview awaiting the candidate's choice (no start). */
export async function markAwaitingCandidate(
  tx: Database,
  { organizationId, liveInterviewId, now }: LiveScope & { liveInterviewId: string; now: Date },
) {
  await tx
    .update(liveInterviews)
    .set({ startsAt: null, status: "awaiting_candidate", updatedAt: now })
    .where(
      and(
        eq(liveInterviews.organizationId, organizationId),
        eq(liveInterviews.id, liveInterviewId),
      ),
    );
}

/** What the email offering the slots says, and to whom, in which language. */
export async function slotMailContext(
  db: Database,
  { organizationId, liveInterviewId }: LiveScope & { liveInterviewId: string },
) {
  const [row] = await db
    .select({
      title: liveInterviews.title,
      durationMinutes: liveInterviews.durationMinutes,
      createdByUserId: liveInterviews.createdByUserId,
      positionTitle: positions.title,
      candidate: {
        email: candidates.email,
        firstName: candidates.firstName,
        lastName: candidates.lastName,
      },
      organization: {
        name: organizations.name,
        brandColor: organizations.brandColor,
        logoKey: organizations.logoKey,
        supportEmail: organizations.supportEmail,
      },
    })
    .from(liveInterviews)
    .innerJoin(positions, eq(positions.id, liveInterviews.positionId))
    .innerJoin(candidates, eq(candidates.id, liveInterviews.candidateId))
    .innerJoin(organizations, eq(organizations.id, liveInterviews.organizationId))
    .where(
      and(
        eq(liveInterviews.organizationId, organizationId),
        eq(liveInterviews.id, liveInterviewId),
      ),
    );
  if (!row) return undefined;
  // The candidate's own account's language if they have one, else the organizer's.
  const [person] = await db
    .select({ locale: users.locale })
    .from(users)
    .where(sql`lower(${users.email}) = ${row.candidate.email.toLowerCase()}`)
    .limit(1);
  let locale = person?.locale ?? null;
  if (!locale && row.createdByUserId) {
    const [organizer] = await db
      .select({ locale: users.locale })
      .from(users)
      .where(eq(users.id, row.createdByUserId));
    locale = organizer?.locale ?? null;
  }
  return { ...row, locale: locale ?? "en" };
}
