import { LOCALES, type Locale } from "@candor/shared/constants";
import type { Permission } from "@candor/shared/permissions";
import type {
  InvitationAttributes,
  InvitationLookupAttributes,
} from "@candor/shared/schemas/organizations";
import type { invitations } from "../../db/schema/index";
import { resource } from "../../lib/jsonapi";

type InvitationRow = typeof invitations.$inferSelect;

export function serializeInvitation(
  { invitation, inviterName }: { invitation: InvitationRow; inviterName: string | null },
  now: Date,
) {
  const attributes: InvitationAttributes = {
    email: invitation.email,
    permissions: invitation.permissions as Permission[],
    locale: (LOCALES as readonly string[]).includes(invitation.locale)
      ? (invitation.locale as Locale)
      : "en",
    invited_by_name: inviterName,
    created_at: invitation.createdAt.toISOString(),
    expires_at: invitation.expiresAt.toISOString(),
    is_expired: invitation.expiresAt <= now,
  };
  return resource("invitation", invitation.id, attributes);
}

/** What the person invited sees before accepting: nothing about the organization's members. */
export function serializeInvitationLookup({
  invitation,
  inviterName,
  organizationName,
}: {
  invitation: InvitationRow;
  inviterName: string | null;
  organizationName: string;
}) {
  const attributes: InvitationLookupAttributes = {
    organization_name: organizationName,
    email: invitation.email,
    inviter_name: inviterName,
    permissions: invitation.permissions as Permission[],
    expires_at: invitation.expiresAt.toISOString(),
  };
  return resource("invitation", invitation.id, attributes);
}
