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
import { isSessionToken } from "../../plugins/auth";

export type AccountRow = Awaited<ReturnType<typeof findAccount>>;

/** The current user's resource reads these besides the user: one query, no second trip. */
const accountColumns = () => ({
  user: users,
  organization: organizations,
  subscription: subscriptions,
  activePositionsCount: activePositionsCountSql(users.organizationId),
  points: pointsTotalSql(users.id),
  toursDone: toursDoneSql(users.id),
  productAnalytics: productAnalyticsSql(users.organizationId),
});

// Every signed-in page asks for the current user: prepared once per database handle.
const accountLookup = preparedPerDatabase("current_account", (db, name) =>
  db
    .select(accountColumns())
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

// The same account read through the caller's session token: authentication and the current
// user's resource in one statement (`GET`/`PUT /v1/users/current`, plugins/auth.ts's
// `authLookup`).
const accountBySessionLookup = preparedPerDatabase("current_account_by_token", (db, name) =>
  db
    .select({ token: authTokens, ...accountColumns() })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .leftJoin(subscriptions, eq(subscriptions.organizationId, users.organizationId))
    .where(isSessionToken())
    .limit(1)
    .prepare(name),
);

export type AccountBySessionRow = NonNullable<Awaited<ReturnType<typeof findAccountBySession>>>;

/** The session's token, its user's account (as `findAccount`): an `AuthLookup`. */
export async function findAccountBySession(db: Database, key: { tokenHash: string; now: Date }) {
  const [row] = await accountBySessionLookup(db).execute(key);
  return row;
}

/** What a profile change may set, each only when given. */
export type ProfileChanges = {
  firstName?: string;
  lastName?: string;
  location?: string | null;
  locale?: string;
  showOnboarding?: boolean;
};
const PROFILE_FIELDS = ["firstName", "lastName", "location", "locale", "showOnboarding"] as const;

// The most common write (a name, a location, the language): one UPDATE, prepared once per set
// of fields given (at most 32 shapes).
const profileUpdate = preparedPerDatabase("update_profile", (db, name) => {
  const given = new Set(name.split("_").slice(2));
  const set: Record<string, unknown> = { updatedAt: sql.placeholder("now") };
  for (const field of PROFILE_FIELDS) {
    if (given.has(field)) set[field] = sql.placeholder(field);
  }
  return db
    .update(users)
    .set(set)
    .where(eq(users.id, sql.placeholder("userId")))
    .returning()
    .prepare(name);
});

/** Changes a user's profile fields; answers the updated row (none for an unknown user). */
export async function updateProfile(
  db: Database,
  userId: string,
  changes: ProfileChanges,
  now: Date,
) {
  const given = PROFILE_FIELDS.filter((field) => changes[field] !== undefined);
  const [row] = await profileUpdate(db, given.join("_") || "none").execute({
    ...changes,
    userId,
    now,
  });
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
