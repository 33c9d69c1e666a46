import type { Permission } from "@candor/shared/permissions";
import { and, asc, count, eq, ne, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { organizations, users } from "../../db/schema/index";

/** The tenant scope every query here filters on. */
export type OrganizationScope = { organizationId: string };

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id matches no record: it answers 404 like any other unknown id, never a 500. */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/** Holds the admin flag or the admin permission (SPEC §6), in SQL. */
export const isAdminSql = sql`(${users.isAdmin} or 'admin' = any(${users.permissions}))`;

export async function findOrganization(db: Database, { organizationId }: OrganizationScope) {
  const [row] = await db
    .select({ organization: organizations, membersCount: count(users.id) })
    .from(organizations)
    .leftJoin(users, eq(users.organizationId, organizations.id))
    .where(eq(organizations.id, organizationId))
    .groupBy(organizations.id);
  return row;
}
export type OrganizationRow = NonNullable<Awaited<ReturnType<typeof findOrganization>>>;

/**
 * Takes the organization's row lock until the transaction ends: membership changes (permissions,
 * removals, invitations, account deletion) of one organization run one after another.
 */
export async function lockOrganization(db: Database, { organizationId }: OrganizationScope) {
  const [row] = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for("update");
  return row;
}

export async function renameOrganization(
  db: Database,
  { organizationId, name, now }: OrganizationScope & { name: string; now: Date },
) {
  const [row] = await db
    .update(organizations)
    .set({ name, updatedAt: now })
    .where(eq(organizations.id, organizationId))
    .returning({ id: organizations.id });
  return row;
}

export type MemberFilter = { q?: string; permission?: Permission };

/** `%`, `_` and `\` typed in a search match themselves, not any text. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function memberConditions({ organizationId, q, permission }: OrganizationScope & MemberFilter) {
  const conditions: SQL[] = [eq(users.organizationId, organizationId)];
  if (q) {
    const pattern = likePattern(q);
    conditions.push(
      sql`(concat_ws(' ', ${users.firstName}, ${users.lastName}) ilike ${pattern} escape '\\'
        or concat_ws(' ', ${users.lastName}, ${users.firstName}) ilike ${pattern} escape '\\'
        or ${users.email} ilike ${pattern} escape '\\')`,
    );
  }
  if (permission === "admin") conditions.push(isAdminSql);
  else if (permission) conditions.push(sql`${permission} = any(${users.permissions})`);
  return and(...conditions);
}

/** One page of members, by last name then first name (case-insensitive), then id. */
export async function listMembers(
  db: Database,
  scope: OrganizationScope & MemberFilter & { limit: number; offset: number },
) {
  return db
    .select()
    .from(users)
    .where(memberConditions(scope))
    .orderBy(asc(sql`lower(${users.lastName})`), asc(sql`lower(${users.firstName})`), asc(users.id))
    .limit(scope.limit)
    .offset(scope.offset);
}

export async function countMembers(db: Database, scope: OrganizationScope & MemberFilter) {
  return db.$count(users, memberConditions(scope));
}

export async function findMember(
  db: Database,
  { organizationId, memberId }: OrganizationScope & { memberId: string },
) {
  if (!isUuid(memberId)) return undefined;
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.id, memberId)))
    .limit(1);
  return row;
}

/** Admins of the organization other than `exceptMemberId`. */
export async function countOtherAdmins(
  db: Database,
  { organizationId, exceptMemberId }: OrganizationScope & { exceptMemberId: string },
) {
  return db.$count(
    users,
    and(eq(users.organizationId, organizationId), ne(users.id, exceptMemberId), isAdminSql),
  );
}

export async function setMemberPermissions(
  db: Database,
  {
    organizationId,
    memberId,
    permissions,
    now,
  }: OrganizationScope & { memberId: string; permissions: Permission[]; now: Date },
) {
  const [row] = await db
    .update(users)
    .set({ permissions, isAdmin: permissions.includes("admin"), updatedAt: now })
    .where(and(eq(users.organizationId, organizationId), eq(users.id, memberId)))
    .returning();
  return row;
}

/** Deletes the member's account; their sessions (auth_tokens) go with it by foreign key. */
export async function deleteMember(
  db: Database,
  { organizationId, memberId }: OrganizationScope & { memberId: string },
) {
  const [row] = await db
    .delete(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.id, memberId)))
    .returning({ id: users.id });
  return row;
}
