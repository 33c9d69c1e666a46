import type { ListLiveInterviewsQuery } from "@candor/shared/schemas/live-interviews";
import { and, asc, desc, eq, gte, inArray, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  candidateEvents,
  candidates,
  liveInterviewAgendaItems,
  liveInterviewInterviewers,
  liveInterviews,
  organizations,
  positions,
  prerecordedQuestions,
  scorecards,
  users,
} from "../../db/schema/index";

/**
 * Live interviews (issue 13): every function takes the organization's scope and filters on it,
 * except the candidate's own list, which is scoped by their address instead.
 */
export type LiveInterviewScope = { organizationId: string };
export type LiveInterviewRow = typeof liveInterviews.$inferSelect;
export type LiveInterviewValues = typeof liveInterviews.$inferInsert;

/** The list's conditions; `panelMemberId` keeps the interviews that member is on the panel of. */
function listConditions(
  scope: LiveInterviewScope & {
    query: Pick<ListLiveInterviewsQuery, "from" | "to" | "position_id" | "status">;
    panelMemberId?: string;
  },
) {
  const { query } = scope;
  const conditions: SQL[] = [eq(liveInterviews.organizationId, scope.organizationId)];
  if (query.from) conditions.push(gte(liveInterviews.startsAt, new Date(query.from)));
  if (query.to) conditions.push(lte(liveInterviews.startsAt, new Date(query.to)));
  if (query.position_id) conditions.push(eq(liveInterviews.positionId, query.position_id));
  if (query.status) conditions.push(eq(liveInterviews.status, query.status));
  if (scope.panelMemberId) {
    conditions.push(
      inArray(
        liveInterviews.id,
        sql`(select ${liveInterviewInterviewers.liveInterviewId} from ${liveInterviewInterviewers}
          where ${liveInterviewInterviewers.userId} = ${scope.panelMemberId}
          and ${liveInterviewInterviewers.organizationId} = ${scope.organizationId})`,
      ),
    );
  }
  return and(...conditions);
}

type ListScope = Parameters<typeof listConditions>[0];

/** A page by start (awaiting ones, without a start, last), with candidate and position. */
export async function listLiveInterviews(
  db: Database,
  scope: ListScope & { sort: "starts_at" | "-starts_at"; limit: number; offset: number },
) {
  const order =
    scope.sort === "starts_at"
      ? [sql`${liveInterviews.startsAt} asc nulls last`, asc(liveInterviews.id)]
      : [sql`${liveInterviews.startsAt} desc nulls last`, desc(liveInterviews.id)];
  return db
    .select(detailColumns)
    .from(liveInterviews)
    .innerJoin(candidates, eq(candidates.id, liveInterviews.candidateId))
    .innerJoin(positions, eq(positions.id, liveInterviews.positionId))
    .leftJoin(scorecards, eq(scorecards.id, liveInterviews.scorecardId))
    .leftJoin(users, eq(users.id, liveInterviews.createdByUserId))
    .where(listConditions(scope))
    .orderBy(...order)
    .limit(scope.limit)
    .offset(scope.offset);
}

export async function countLiveInterviews(db: Database, scope: ListScope) {
  return db.$count(liveInterviews, listConditions(scope));
}

const detailColumns = {
  interview: liveInterviews,
  candidate: {
    firstName: candidates.firstName,
    lastName: candidates.lastName,
    email: candidates.email,
  },
  positionTitle: positions.title,
  scorecardName: scorecards.name,
  createdBy: { id: users.id, firstName: users.firstName, lastName: users.lastName },
};

export type LiveInterviewDetailRow = Awaited<ReturnType<typeof listLiveInterviews>>[number];

/** One interview with its candidate and position, or undefined. */
export async function findLiveInterview(
  db: Database,
  { organizationId, id }: LiveInterviewScope & { id: string },
): Promise<LiveInterviewDetailRow | undefined> {
  const [row] = await db
    .select(detailColumns)
    .from(liveInterviews)
    .innerJoin(candidates, eq(candidates.id, liveInterviews.candidateId))
    .innerJoin(positions, eq(positions.id, liveInterviews.positionId))
    .leftJoin(scorecards, eq(scorecards.id, liveInterviews.scorecardId))
    .leftJoin(users, eq(users.id, liveInterviews.createdByUserId))
    .where(and(eq(liveInterviews.organizationId, organizationId), eq(liveInterviews.id, id)));
  return row;
}

/** Locks the row for a change (two edits of one interview send their invitations in order). */
export async function lockLiveInterview(
  db: Database,
  { organizationId, id }: LiveInterviewScope & { id: string },
): Promise<LiveInterviewRow | undefined> {
  const [row] = await db
    .select()
    .from(liveInterviews)
    .where(and(eq(liveInterviews.organizationId, organizationId), eq(liveInterviews.id, id)))
    .for("update");
  return row;
}

export async function insertLiveInterview(db: Database, values: LiveInterviewValues) {
  const [row] = await db.insert(liveInterviews).values(values).returning();
  if (!row) throw new Error("insertLiveInterview: no row");
  return row;
}

export async function updateLiveInterview(
  db: Database,
  {
    organizationId,
    id,
    values,
  }: LiveInterviewScope & { id: string; values: Partial<LiveInterviewValues> },
) {
  const [row] = await db
    .update(liveInterviews)
    .set(values)
    .where(and(eq(liveInterviews.organizationId, organizationId), eq(liveInterviews.id, id)))
    .returning();
  return row;
}

export async function deleteLiveInterview(
  db: Database,
  { organizationId, id }: LiveInterviewScope & { id: string },
) {
  await db
    .delete(liveInterviews)
    .where(and(eq(liveInterviews.organizationId, organizationId), eq(liveInterviews.id, id)));
}

// ---- The panel and the agenda ----

export type PanelMember = {
  liveInterviewId: string;
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  locale: string;
};

/** The panels of some interviews, each in the order its members were added. */
export async function listPanels(
  db: Database,
  { organizationId, ids }: LiveInterviewScope & { ids: string[] },
): Promise<Map<string, PanelMember[]>> {
  const panels = new Map<string, PanelMember[]>();
  if (ids.length === 0) return panels;
  const rows = await db
    .select({
      liveInterviewId: liveInterviewInterviewers.liveInterviewId,
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      locale: users.locale,
    })
    .from(liveInterviewInterviewers)
    .innerJoin(users, eq(users.id, liveInterviewInterviewers.userId))
    .where(
      and(
        eq(liveInterviewInterviewers.organizationId, organizationId),
        inArray(liveInterviewInterviewers.liveInterviewId, ids),
      ),
    )
    .orderBy(asc(liveInterviewInterviewers.createdAt), asc(users.lastName), asc(users.id));
  for (const row of rows) {
    const panel = panels.get(row.liveInterviewId) ?? [];
    panel.push(row);
    panels.set(row.liveInterviewId, panel);
  }
  return panels;
}

export async function addPanelMembers(
  db: Database,
  { organizationId, id, userIds }: LiveInterviewScope & { id: string; userIds: string[] },
) {
  if (userIds.length === 0) return;
  await db
    .insert(liveInterviewInterviewers)
    .values(userIds.map((userId) => ({ organizationId, liveInterviewId: id, userId })))
    .onConflictDoNothing();
}

export async function removePanelMembers(
  db: Database,
  { organizationId, id, userIds }: LiveInterviewScope & { id: string; userIds: string[] },
) {
  if (userIds.length === 0) return;
  await db
    .delete(liveInterviewInterviewers)
    .where(
      and(
        eq(liveInterviewInterviewers.organizationId, organizationId),
        eq(liveInterviewInterviewers.liveInterviewId, id),
        inArray(liveInterviewInterviewers.userId, userIds),
      ),
    );
}

export async function isPanelMember(
  db: Database,
  { organizationId, id, userId }: LiveInterviewScope & { id: string; userId: string },
) {
  const count = await db.$count(
    liveInterviewInterviewers,
    and(
      eq(liveInterviewInterviewers.organizationId, organizationId),
      eq(liveInterviewInterviewers.liveInterviewId, id),
      eq(liveInterviewInterviewers.userId, userId),
    ),
  );
  return count > 0;
}

export type AgendaRow = typeof liveInterviewAgendaItems.$inferSelect;

export async function listAgendas(
  db: Database,
  { organizationId, ids }: LiveInterviewScope & { ids: string[] },
): Promise<Map<string, AgendaRow[]>> {
  const agendas = new Map<string, AgendaRow[]>();
  if (ids.length === 0) return agendas;
  const rows = await db
    .select()
    .from(liveInterviewAgendaItems)
    .where(
      and(
        eq(liveInterviewAgendaItems.organizationId, organizationId),
        inArray(liveInterviewAgendaItems.liveInterviewId, ids),
      ),
    )
    .orderBy(asc(liveInterviewAgendaItems.position));
  for (const row of rows) {
    const agenda = agendas.get(row.liveInterviewId) ?? [];
    agenda.push(row);
    agendas.set(row.liveInterviewId, agenda);
  }
  return agendas;
}

/** Replaces the agenda with `items`, in order. */
export async function replaceAgenda(
  db: Database,
  {
    organizationId,
    id,
    items,
  }: LiveInterviewScope & { id: string; items: { text: string; questionId: string | null }[] },
) {
  await db
    .delete(liveInterviewAgendaItems)
    .where(
      and(
        eq(liveInterviewAgendaItems.organizationId, organizationId),
        eq(liveInterviewAgendaItems.liveInterviewId, id),
      ),
    );
  if (items.length === 0) return;
  await db.insert(liveInterviewAgendaItems).values(
    items.map((item, position) => ({
      organizationId,
      liveInterviewId: id,
      position,
      text: item.text,
      questionId: item.questionId,
    })),
  );
}

// ---- What the input names, checked against the organization ----

export async function findCandidate(
  db: Database,
  { organizationId, candidateId }: LiveInterviewScope & { candidateId: string },
) {
  const [row] = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(and(eq(candidates.organizationId, organizationId), eq(candidates.id, candidateId)));
  return row;
}

export async function findPosition(
  db: Database,
  { organizationId, positionId }: LiveInterviewScope & { positionId: string },
) {
  const [row] = await db
    .select({ id: positions.id, title: positions.title })
    .from(positions)
    .where(and(eq(positions.organizationId, organizationId), eq(positions.id, positionId)));
  return row;
}

/** The organization's own scorecards only (Candor's templates are copied before use). */
/** A scorecard the organization may use: its own or Candor's. */
export async function findScorecard(
  db: Database,
  { organizationId, scorecardId }: LiveInterviewScope & { scorecardId: string },
) {
  const [row] = await db
    .select({ id: scorecards.id })
    .from(scorecards)
    .where(
      and(
        eq(scorecards.id, scorecardId),
        // The organization's own, or one of Candor's templates (no organization), as the one-way
        // interviews allow.
        or(eq(scorecards.organizationId, organizationId), isNull(scorecards.organizationId)),
      ),
    );
  return row;
}

/** Which of `userIds` are members of the organization (not candidates). */
export async function findMembers(
  db: Database,
  { organizationId, userIds }: LiveInterviewScope & { userIds: string[] },
) {
  if (userIds.length === 0) return [];
  return db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.organizationId, organizationId), inArray(users.id, userIds), isNull(users.type)),
    );
}

/** Which of `questionIds` are library questions the organization sees (Candor's or its own). */
export async function findQuestions(
  db: Database,
  { organizationId, questionIds }: LiveInterviewScope & { questionIds: string[] },
) {
  if (questionIds.length === 0) return [];
  return db
    .select({ id: prerecordedQuestions.id })
    .from(prerecordedQuestions)
    .where(
      and(
        inArray(prerecordedQuestions.id, questionIds),
        or(
          eq(prerecordedQuestions.organizationId, organizationId),
          isNull(prerecordedQuestions.organizationId),
        ),
      ),
    );
}

/** The organization as its emails and invitations show it. */
export async function findOrganization(db: Database, { organizationId }: LiveInterviewScope) {
  const [row] = await db
    .select({
      id: organizations.id,
      name: organizations.name,
      subdomain: organizations.subdomain,
      brandColor: organizations.brandColor,
      logoKey: organizations.logoKey,
      supportEmail: organizations.supportEmail,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!row) throw new Error(`organization ${organizationId} not found`);
  return row;
}

/** A user's address, name and language (the organizer, a candidate's account). */
export async function findUserByEmail(db: Database, email: string) {
  const [row] = await db
    .select({ id: users.id, locale: users.locale })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row;
}

export async function findUser(db: Database, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      locale: users.locale,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/**
 * A line on the candidate's timeline. Written here rather than through the candidates service:
 * it is one insert in this transaction, of the kinds this module owns (`live_interview_*`).
 */
export async function insertCandidateEvent(
  db: Database,
  values: typeof candidateEvents.$inferInsert,
) {
  await db.insert(candidateEvents).values(values);
}

// ---- The candidate's own ----

/** A signed-in candidate's live interviews in every organization, by the records of `email`. */
export async function listCandidateLiveInterviews(
  db: Database,
  { email, since }: { email: string; since: Date },
) {
  return db
    .select({
      interview: liveInterviews,
      positionTitle: positions.title,
      organization: {
        id: organizations.id,
        name: organizations.name,
        brandColor: organizations.brandColor,
        logoKey: organizations.logoKey,
      },
    })
    .from(liveInterviews)
    .innerJoin(candidates, eq(candidates.id, liveInterviews.candidateId))
    .innerJoin(positions, eq(positions.id, liveInterviews.positionId))
    .innerJoin(organizations, eq(organizations.id, liveInterviews.organizationId))
    .where(
      and(
        eq(sql`lower(${candidates.email})`, email.toLowerCase()),
        or(isNull(liveInterviews.startsAt), gte(liveInterviews.startsAt, since)),
      ),
    )
    .orderBy(sql`${liveInterviews.startsAt} asc nulls last`, asc(liveInterviews.id))
    .limit(100);
}

/** One of them, by id, only if it is the candidate's. */
export async function findCandidateLiveInterview(
  db: Database,
  { email, id }: { email: string; id: string },
) {
  const [row] = await db
    .select({ organizationId: liveInterviews.organizationId })
    .from(liveInterviews)
    .innerJoin(candidates, eq(candidates.id, liveInterviews.candidateId))
    .where(
      and(eq(liveInterviews.id, id), eq(sql`lower(${candidates.email})`, email.toLowerCase())),
    );
  return row;
}
