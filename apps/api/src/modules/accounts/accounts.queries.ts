import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  authTokens,
  type OneTimeTokenPurpose,
  oneTimeTokens,
  organizations,
  subscriptions,
  users,
} from "../../db/schema/index";
import { productAnalyticsSql, toursDoneSql } from "../../lib/guidance-state";
import { activePositionsCountSql } from "../../lib/plan-usage";
import { pointsTotalSql } from "../../lib/points-total";
import { preparedPerDatabase } from "../../lib/prepared";

export type AccountRow = Awaited<ReturnType<typeof findAccount>>;

// Every signed-in page asks for the current user: prepared once per database handle.
const accountLookup = preparedPerDatabase("current_account", (db, name) =>
  db
    .select({
      user: users,
      organization: organizations,
      subscription: subscriptions,
      activePositionsCount: activePositionsCountSql(users.organizationId),
      points: pointsTotalSql(users.id),
      toursDone: toursDoneSql(users.id),
      productAnalytics: productAnalyticsSql(users.organizationId),
    })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .leftJoin(subscriptions, eq(subscriptions.organizationId, users.organizationId))
    .where(eq(users.id, sql.placeholder("userId")))
    .limit(1)
    .prepare(name),
);

/**
 * A user with their organization, its subscription, its open positions and the user's Candor
 * points, in one query.
 */
export async function findAccount(db: Database, userId: string) {
  const [row] = await accountLookup(db).execute({ userId });
  return row;
}

export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return user;
}

export async function isEmailTaken(db: Database, email: string, exceptUserId?: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
        exceptUserId ? ne(users.id, exceptUserId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function isSubdomainTaken(db: Database, subdomain: string) {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(sql`lower(${organizations.subdomain}) = ${subdomain.toLowerCase()}`)
    .limit(1);
  return Boolean(row);
}

export async function revokeTokens(
  db: Database,
  userId: string,
  options: { exceptTokenId?: string } = {},
) {
  await db
    .update(authTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(authTokens.userId, userId),
        isNull(authTokens.revokedAt),
        options.exceptTokenId ? ne(authTokens.id, options.exceptTokenId) : undefined,
      ),
    );
}

/** A user's pending (unused) one-time tokens of one purpose. */
function pendingOneTimeTokens(userId: string, purpose: OneTimeTokenPurpose) {
  return and(
    eq(oneTimeTokens.userId, userId),
    eq(oneTimeTokens.purpose, purpose),
    isNull(oneTimeTokens.usedAt),
  );
}

/** Marks a user's unused links of one purpose used, so none of them works any more. */
export async function retireOneTimeTokens(
  db: Database,
  userId: string,
  purpose: OneTimeTokenPurpose,
) {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(pendingOneTimeTokens(userId, purpose));
}

/** Deletes a user's unused links of one purpose: they answer token_invalid, as never sent. */
export async function deletePendingOneTimeTokens(
  db: Database,
  userId: string,
  purpose: OneTimeTokenPurpose,
) {
  await db.delete(oneTimeTokens).where(pendingOneTimeTokens(userId, purpose));
}

/** Admins of an organization other than `userId`, and whether anyone else is a member. */
export async function organizationMembership(db: Database, organizationId: string, userId: string) {
  const [row] = await db
    .select({
      otherMembers: sql<number>`count(*) filter (where ${users.id} <> ${userId})`.mapWith(Number),
      otherAdmins:
        sql<number>`count(*) filter (where ${users.id} <> ${userId} and (${users.isAdmin} or 'admin' = any(${users.permissions})))`.mapWith(
          Number,
        ),
    })
    .from(users)
    .where(eq(users.organizationId, organizationId));
  return { otherMembers: row?.otherMembers ?? 0, otherAdmins: row?.otherAdmins ?? 0 };
}

/** Sets a user's avatar key and answers the one it replaces, in one step. */
export async function swapAvatarKey(db: Database, userId: string, avatarKey: string | null) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ avatarKey: users.avatarKey })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!current) return { found: false as const, previous: null };
    await tx.update(users).set({ avatarKey, updatedAt: sql`now()` }).where(eq(users.id, userId));
    return { found: true as const, previous: current.avatarKey };
  });
}
