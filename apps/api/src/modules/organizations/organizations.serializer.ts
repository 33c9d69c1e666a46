import { DEMO_SUBDOMAIN } from "@candor/shared/constants";
import type {
  MemberAttributes,
  OrganizationAttributes,
} from "@candor/shared/schemas/organizations";
import type { users } from "../../db/schema/index";
import { resource } from "../../lib/jsonapi";
import { heldPermissions } from "../../plugins/auth";
import type { OrganizationRow } from "./organizations.queries";

export function serializeOrganization({ organization, membersCount }: OrganizationRow) {
  const attributes: OrganizationAttributes = {
    name: organization.name,
    subdomain: organization.subdomain,
    is_demo: organization.subdomain.toLowerCase() === DEMO_SUBDOMAIN,
    created_at: organization.createdAt.toISOString(),
    members_count: membersCount,
  };
  return resource("organization", organization.id, attributes);
}

/**
 * A member as other members see them. The avatar is served through a signed URL once file storage
 * lands (the accounts module does the same for the current user); until then it is null.
 */
export function serializeMember(
  user: typeof users.$inferSelect,
  /** Until when the member is a certified reviewer (issue 16), listed to admins only. */
  certifiedUntil: Date | null = null,
) {
  const permissions = heldPermissions(user);
  const attributes: MemberAttributes = {
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    permissions,
    is_admin: permissions.includes("admin"),
    activated: user.activatedAt !== null,
    location: user.location,
    avatar: null,
    created_at: user.createdAt.toISOString(),
    certified_until: certifiedUntil?.toISOString() ?? null,
  };
  return resource("user", user.id, attributes);
}
