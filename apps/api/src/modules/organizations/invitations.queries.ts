import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { invitations, organizations, users } from "../../db/schema/index";
import { isUuid, type OrganizationScope } from "./organizations.queries";

const isOpen = and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt));
const inviterName = sql<
  string | null
>`case when ${users.id} is null then null else concat_ws(' ', ${users.firstName}, ${users.lastName}) end`;

/** An invitation with its inviter's name (null once the inviter's account is gone). */
const withInviter = { invitation: invitations, inviterName };
export type InvitationWithInviter = {
  invitation: typeof invitations.$inferSelect;
  inviterName: string | null;
};

export async function findOpenInvitationByEmail(
  db: Database,
  { organizationId, email }: OrganizationScope & { email: string },
) {
  const [row] = await db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.organizationId, organizationId),
        sql`lower(${invitations.email}) = ${email.toLowerCase()}`,
        isOpen,
      ),
    )
    .limit(1);
  return row;
}

export async function insertInvitation(db: Database, values: typeof invitations.$inferInsert) {
  const [row] = await db.insert(invitations).values(values).returning();
  if (!row) throw new Error("invitation not created");
  return row;
}

/** Open invitations, newest first: one query for a page. */
export async function listOpenInvitations(
  db: Database,
  { organizationId, limit, offset }: OrganizationScope & { limit: number; offset: number },
): Promise<InvitationWithInviter[]> {
  return db
    .select(withInviter)
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.invitedById))
    .where(and(eq(invitations.organizationId, organizationId), isOpen))
    .orderBy(desc(invitations.createdAt), desc(invitations.id))
    .limit(limit)
    .offset(offset);
}

export async function countOpenInvitations(db: Database, { organizationId }: OrganizationScope) {
  return db.$count(invitations, and(eq(invitations.organizationId, organizationId), isOpen));
}

export async function findOpenInvitation(
  db: Database,
  { organizationId, invitationId }: OrganizationScope & { invitationId: string },
): Promise<InvitationWithInviter | undefined> {
  if (!isUuid(invitationId)) return undefined;
  const [row] = await db
    .select(withInviter)
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.invitedById))
    .where(
      and(eq(invitations.organizationId, organizationId), eq(invitations.id, invitationId), isOpen),
    )
    .limit(1);
  return row;
}

export async function revokeInvitation(
  db: Database,
  { organizationId, invitationId, now }: OrganizationScope & { invitationId: string; now: Date },
) {
  if (!isUuid(invitationId)) return undefined;
  const [row] = await db
    .update(invitations)
    .set({ revokedAt: now })
    .where(
      and(eq(invitations.organizationId, organizationId), eq(invitations.id, invitationId), isOpen),
    )
    .returning({ id: invitations.id });
  return row;
}

/** A new secret and a new expiry: the previous link stops working. */
export async function renewInvitationToken(
  db: Database,
  {
    organizationId,
    invitationId,
    tokenHash,
    expiresAt,
  }: OrganizationScope & { invitationId: string; tokenHash: string; expiresAt: Date },
) {
  const [row] = await db
    .update(invitations)
    .set({ tokenHash, expiresAt })
    .where(
      and(eq(invitations.organizationId, organizationId), eq(invitations.id, invitationId), isOpen),
    )
    .returning();
  return row;
}

// The token is the capability of the public lookup and accept calls: an invitation is found by
// its hash alone, and the organization comes from the invitation, never from the caller.

export async function findInvitationByTokenHash(db: Database, tokenHash: string) {
  const [row] = await db
    .select({ ...withInviter, organizationName: organizations.name })
    .from(invitations)
    .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
    .leftJoin(users, eq(users.id, invitations.invitedById))
    .where(eq(invitations.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** The invitation row alone, locked until the transaction ends, so it is accepted once. */
export async function lockInvitationByTokenHash(db: Database, tokenHash: string) {
  const [row] = await db
    .select()
    .from(invitations)
    .where(eq(invitations.tokenHash, tokenHash))
    .for("update");
  return row;
}

export async function markInvitationAccepted(
  db: Database,
  { invitationId, now }: { invitationId: string; now: Date },
) {
  await db.update(invitations).set({ acceptedAt: now }).where(eq(invitations.id, invitationId));
}
