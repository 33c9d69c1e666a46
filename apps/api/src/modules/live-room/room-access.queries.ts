import { and, asc, eq, exists, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  candidates,
  liveInterviewAgendaItems,
  liveInterviewAgendaTicks,
  liveInterviewInterviewers,
  liveInterviews,
  organizations,
} from "../../db/schema/index";

/*
 * Who may enter a room: a member of its panel (scoped by their organization) or the holder of
 * the candidate's personal link (its token's hash). Only interviews held in the built-in room
 * have one; anyone else finds nothing, as for a missing interview.
 */

const roomColumns = {
  id: liveInterviews.id,
  organizationId: liveInterviews.organizationId,
  positionId: liveInterviews.positionId,
  title: liveInterviews.title,
  status: liveInterviews.status,
  startsAt: liveInterviews.startsAt,
  durationMinutes: liveInterviews.durationMinutes,
  showAgendaToCandidate: liveInterviews.showAgendaToCandidate,
  candidateFirstName: candidates.firstName,
  candidateLastName: candidates.lastName,
  organizationName: organizations.name,
  brandColor: organizations.brandColor,
  logoKey: organizations.logoKey,
};

function selectRoom(db: Database) {
  return db
    .select(roomColumns)
    .from(liveInterviews)
    .innerJoin(candidates, eq(candidates.id, liveInterviews.candidateId))
    .innerJoin(organizations, eq(organizations.id, liveInterviews.organizationId));
}

/** The room of `liveInterviewId` if `userId` of `organizationId` sits on its panel. */
export async function findRoomForPanelist(
  db: Database,
  scope: { organizationId: string; userId: string; liveInterviewId: string },
) {
  const [row] = await selectRoom(db).where(
    and(
      eq(liveInterviews.id, scope.liveInterviewId),
      eq(liveInterviews.organizationId, scope.organizationId),
      eq(liveInterviews.locationType, "room"),
      exists(
        db
          .select({ one: sql`1` })
          .from(liveInterviewInterviewers)
          .where(
            and(
              eq(liveInterviewInterviewers.liveInterviewId, liveInterviews.id),
              eq(liveInterviewInterviewers.organizationId, scope.organizationId),
              eq(liveInterviewInterviewers.userId, scope.userId),
            ),
          ),
      ),
    ),
  );
  return row;
}

/** The room of `liveInterviewId` if `tokenHash` is its candidate's link. */
export async function findRoomForCandidateLink(
  db: Database,
  scope: { liveInterviewId: string; tokenHash: string },
) {
  const [row] = await selectRoom(db).where(
    and(
      eq(liveInterviews.id, scope.liveInterviewId),
      eq(liveInterviews.candidateAccessTokenHash, scope.tokenHash),
      eq(liveInterviews.locationType, "room"),
    ),
  );
  return row;
}

/** The room as it is now, for a socket whose ticket was issued a moment ago. */
export async function findRoom(
  db: Database,
  scope: { organizationId: string; liveInterviewId: string },
) {
  const [row] = await selectRoom(db).where(
    and(
      eq(liveInterviews.id, scope.liveInterviewId),
      eq(liveInterviews.organizationId, scope.organizationId),
    ),
  );
  return row;
}

export type RoomRow = NonNullable<Awaited<ReturnType<typeof findRoom>>>;

/** The agenda in order, with whether each question was ticked as asked. */
export async function listAgenda(
  db: Database,
  scope: { organizationId: string; liveInterviewId: string },
) {
  return db
    .select({
      id: liveInterviewAgendaItems.id,
      title: liveInterviewAgendaItems.text,
      asked: sql<boolean>`${liveInterviewAgendaTicks.agendaItemId} is not null`,
    })
    .from(liveInterviewAgendaItems)
    .leftJoin(
      liveInterviewAgendaTicks,
      and(
        eq(liveInterviewAgendaTicks.agendaItemId, liveInterviewAgendaItems.id),
        eq(liveInterviewAgendaTicks.organizationId, scope.organizationId),
      ),
    )
    .where(
      and(
        eq(liveInterviewAgendaItems.liveInterviewId, scope.liveInterviewId),
        eq(liveInterviewAgendaItems.organizationId, scope.organizationId),
      ),
    )
    .orderBy(asc(liveInterviewAgendaItems.position));
}

export async function agendaItemExists(
  db: Database,
  scope: { organizationId: string; liveInterviewId: string; agendaItemId: string },
) {
  const [row] = await db
    .select({ id: liveInterviewAgendaItems.id })
    .from(liveInterviewAgendaItems)
    .where(
      and(
        eq(liveInterviewAgendaItems.id, scope.agendaItemId),
        eq(liveInterviewAgendaItems.liveInterviewId, scope.liveInterviewId),
        eq(liveInterviewAgendaItems.organizationId, scope.organizationId),
      ),
    );
  return row !== undefined;
}

export async function setTick(
  db: Database,
  scope: { organizationId: string; liveInterviewId: string; agendaItemId: string; userId: string },
  asked: boolean,
) {
  if (asked) {
    await db
      .insert(liveInterviewAgendaTicks)
      .values({
        organizationId: scope.organizationId,
        liveInterviewId: scope.liveInterviewId,
        agendaItemId: scope.agendaItemId,
        tickedById: scope.userId,
      })
      .onConflictDoNothing();
    return;
  }
  await db
    .delete(liveInterviewAgendaTicks)
    .where(
      and(
        eq(liveInterviewAgendaTicks.organizationId, scope.organizationId),
        eq(liveInterviewAgendaTicks.liveInterviewId, scope.liveInterviewId),
        eq(liveInterviewAgendaTicks.agendaItemId, scope.agendaItemId),
      ),
    );
}
