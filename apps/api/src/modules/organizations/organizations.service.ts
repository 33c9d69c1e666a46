import type { ErrorCode } from "@candor/shared/errors";
import { isAdmin, type Permission } from "@candor/shared/permissions";
import type { ListMembersQuery } from "@candor/shared/schemas/organizations";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { pageOffset } from "../../lib/jsonapi";
import type { MemberScope } from "../../plugins/auth";
import {
  countMembers,
  countOtherAdmins,
  deleteMember as deleteMemberRow,
  findMember,
  findOrganization,
  listMembers as listMemberRows,
  lockOrganization,
  type OrganizationScope,
  renameOrganization,
  setMemberPermissions,
} from "./organizations.queries";

export type OrganizationsServiceDeps = {
  db: Database;
  clock: () => Date;
  /** Until when members are certified reviewers (issue 16): the calibration service's. */
  certifiedUntil: (organizationId: string, userIds: string[]) => Promise<Map<string, Date>>;
};

/** 422 with a code of its own, e.g. `last_admin`. */
export function unprocessable(code: ErrorCode): AppError {
  return new AppError(code, { status: 422 });
}

/**
 * Locks the organization and checks, under the lock, that the caller is still one of its admins:
 * the permissions read when the request came in may have changed in a transaction that just
 * committed (two admins demoting each other at once must not leave the organization without one).
 */
export async function lockAsAdmin(tx: Database, scope: MemberScope) {
  const organization = await lockOrganization(tx, scope);
  if (!organization) throw AppError.notFound();
  const caller = await findMember(tx, { ...scope, memberId: scope.userId });
  if (!caller || !isAdmin(caller)) throw new AppError("forbidden");
  return { organization, caller };
}

export function createOrganizationsService({
  db,
  clock,
  certifiedUntil,
}: OrganizationsServiceDeps) {
  async function currentOrganization(scope: OrganizationScope) {
    const row = await findOrganization(db, scope);
    if (!row) throw AppError.notFound();
    return row;
  }

  return {
    currentOrganization,

    async renameOrganization(scope: MemberScope, name: string) {
      const renamed = await renameOrganization(db, { ...scope, name, now: clock() });
      if (!renamed) throw AppError.notFound();
      return currentOrganization(scope);
    },

    /**
     * One query for the page and one for the count, whatever the page size; for admins, one more
     * for the page's certifications (`certifiedUntil`, issue 16).
     */
    async listMembers(scope: MemberScope & { isAdmin?: boolean }, query: ListMembersQuery) {
      const filter = {
        organizationId: scope.organizationId,
        q: query.q || undefined,
        permission: query.permission,
      };
      const [rows, count] = await Promise.all([
        listMemberRows(db, { ...filter, limit: query.limit, offset: pageOffset(query) }),
        countMembers(db, filter),
      ]);
      const certified = scope.isAdmin
        ? await certifiedUntil(
            scope.organizationId,
            rows.map((row) => row.id),
          )
        : new Map<string, Date>();
      return { rows, count, certifiedUntil: certified };
    },

    async getMember(scope: MemberScope, memberId: string) {
      const member = await findMember(db, { ...scope, memberId });
      if (!member) throw AppError.notFound();
      return member;
    },

    async updatePermissions(scope: MemberScope, memberId: string, permissions: Permission[]) {
      return db.transaction(async (tx) => {
        await lockAsAdmin(tx, scope);
        const member = await findMember(tx, { ...scope, memberId });
        if (!member) throw AppError.notFound();
        const isLosingAdmin = isAdmin(member) && !permissions.includes("admin");
        if (
          isLosingAdmin &&
          (await countOtherAdmins(tx, { ...scope, exceptMemberId: memberId })) === 0
        ) {
          throw unprocessable("last_admin");
        }
        const updated = await setMemberPermissions(tx, {
          ...scope,
          memberId,
          permissions,
          now: clock(),
        });
        if (!updated) throw AppError.notFound();
        return updated;
      });
    },

    /**
     * Removes a member: their account is deleted and every session with it (a hire account exists
     * only as a member of its organization, so the address can be invited again later). Leaving
     * oneself goes through account deletion, which asks for the password.
     */
    async removeMember(scope: MemberScope, memberId: string) {
      if (memberId === scope.userId) throw unprocessable("cannot_remove_self");
      await db.transaction(async (tx) => {
        await lockAsAdmin(tx, scope);
        const member = await findMember(tx, { ...scope, memberId });
        if (!member) throw AppError.notFound();
        // The caller is an admin and stays, so this holds already; kept as the invariant itself.
        if (
          isAdmin(member) &&
          (await countOtherAdmins(tx, { ...scope, exceptMemberId: memberId })) === 0
        ) {
          throw unprocessable("last_admin");
        }
        await deleteMemberRow(tx, { ...scope, memberId });
      });
    },
  };
}

export type OrganizationsService = ReturnType<typeof createOrganizationsService>;
