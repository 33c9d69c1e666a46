import { LOCALES, type Locale } from "@candor/shared/constants";
import { displayName } from "@candor/shared/format";
import type { Permission } from "@candor/shared/permissions";
import type { PageQuery } from "@candor/shared/schemas/jsonapi";
import {
  type AcceptInvitationInput,
  type CreateInvitationInput,
  INVITATION_TTL_DAYS,
} from "@candor/shared/schemas/organizations";
import type { Database } from "../../db/client";
import { users } from "../../db/schema/index";
import { AppError } from "../../lib/app-error";
import { isUniqueViolation } from "../../lib/db-errors";
import { pageOffset } from "../../lib/jsonapi";
import { enqueueMail } from "../../lib/mail/mail-queue";
import { hashPassword } from "../../lib/password";
import { generateToken, hashToken } from "../../lib/tokens";
import { absoluteLink } from "../../lib/urls";
import type { MemberScope } from "../../plugins/auth";
import type { AccountsService } from "../accounts/accounts.service";
import { invitationEmail } from "./invitations.emails";
import {
  countOpenInvitations,
  findInvitationByTokenHash,
  findOpenInvitation,
  findOpenInvitationByEmail,
  insertInvitation,
  listOpenInvitations,
  lockInvitationByTokenHash,
  markInvitationAccepted,
  renewInvitationToken,
  revokeInvitation,
} from "./invitations.queries";
import { lockAsAdmin, unprocessable } from "./organizations.service";

const INVITATION_TTL_MS = INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000;

export type InvitationsServiceDeps = {
  db: Database;
  clock: () => Date;
  publicUrl: string;
  /** An invited address must be free, and accepting opens the new member's session. */
  accounts: Pick<AccountsService, "isEmailTaken" | "issueSessionToken">;
};

type InvitationState = { acceptedAt: Date | null; revokedAt: Date | null; expiresAt: Date };

function asLocale(locale: string): Locale {
  return (LOCALES as readonly string[]).includes(locale) ? (locale as Locale) : "en";
}

export function createInvitationsService({
  db,
  clock,
  publicUrl,
  accounts,
}: InvitationsServiceDeps) {
  /** Why a link cannot be used, if it cannot: used or revoked, or out of date. */
  function assertUsable(invitation: InvitationState) {
    if (invitation.acceptedAt || invitation.revokedAt) throw unprocessable("token_used");
    if (invitation.expiresAt <= clock()) throw unprocessable("token_expired");
  }

  /** A new link secret; `issuedAt` is the one instant its creation and expiry are counted from. */
  function newSecret(issuedAt = clock()) {
    const token = generateToken();
    return {
      token,
      tokenHash: hashToken(token),
      issuedAt,
      expiresAt: new Date(issuedAt.getTime() + INVITATION_TTL_MS),
    };
  }

  async function mailInvitation(
    tx: Database,
    invitation: { email: string; locale: string; permissions: string[] },
    context: { token: string; organizationName: string; inviterName: string | null },
  ) {
    await enqueueMail(
      tx,
      invitationEmail({
        to: invitation.email,
        locale: invitation.locale,
        organizationName: context.organizationName,
        inviterName: context.inviterName,
        permissions: invitation.permissions as Permission[],
        link: absoluteLink(publicUrl, "AcceptInvitation", { token: context.token }),
      }),
    );
  }

  return {
    async createInvitation(scope: MemberScope, input: CreateInvitationInput) {
      return db.transaction(async (tx) => {
        // Under the organization's lock, two admins inviting one address cannot both succeed.
        const { organization, caller } = await lockAsAdmin(tx, scope);
        if (await accounts.isEmailTaken(input.email, tx))
          throw AppError.fields({ email: ["taken"] });
        const open = await findOpenInvitationByEmail(tx, { ...scope, email: input.email });
        if (open && open.expiresAt > clock()) throw AppError.fields({ email: ["already_invited"] });
        // An expired invitation gives way to the new one (resending it would do the same).
        if (open) await revokeInvitation(tx, { ...scope, invitationId: open.id, now: clock() });
        const { token, tokenHash, issuedAt, expiresAt } = newSecret();
        const invitation = await insertInvitation(tx, {
          organizationId: scope.organizationId,
          email: input.email,
          permissions: input.permissions,
          invitedById: caller.id,
          tokenHash,
          locale: input.locale ?? asLocale(caller.locale),
          createdAt: issuedAt,
          expiresAt,
        });
        const inviterName = displayName(caller);
        await mailInvitation(tx, invitation, {
          token,
          organizationName: organization.name,
          inviterName,
        });
        return { invitation, inviterName };
      });
    },

    async listInvitations(scope: MemberScope, page: PageQuery) {
      const [rows, count] = await Promise.all([
        listOpenInvitations(db, { ...scope, limit: page.limit, offset: pageOffset(page) }),
        countOpenInvitations(db, scope),
      ]);
      return { rows, count };
    },

    async revokeInvitation(scope: MemberScope, invitationId: string) {
      const revoked = await revokeInvitation(db, { ...scope, invitationId, now: clock() });
      if (!revoked) throw AppError.notFound();
    },

    /** A new link and a new week; the previous link stops working. */
    async resendInvitation(scope: MemberScope, invitationId: string) {
      return db.transaction(async (tx) => {
        const { organization, caller } = await lockAsAdmin(tx, scope);
        const open = await findOpenInvitation(tx, { ...scope, invitationId });
        if (!open) throw AppError.notFound();
        // Someone may have signed up with the address since: accepting could only fail.
        if (await accounts.isEmailTaken(open.invitation.email, tx))
          throw AppError.fields({ email: ["taken"] });
        const { token, tokenHash, expiresAt } = newSecret();
        const invitation = await renewInvitationToken(tx, {
          ...scope,
          invitationId,
          tokenHash,
          expiresAt,
        });
        if (!invitation) throw AppError.notFound();
        const inviterName = open.inviterName ?? displayName(caller);
        await mailInvitation(tx, invitation, {
          token,
          organizationName: organization.name,
          inviterName,
        });
        return { invitation, inviterName: open.inviterName };
      });
    },

    /** What the accept page shows; the token alone finds the invitation. */
    async lookUpInvitation(token: string) {
      const row = await findInvitationByTokenHash(db, hashToken(token));
      if (!row) throw AppError.notFound();
      assertUsable(row.invitation);
      return row;
    },

    /**
     * Creates the member's account with the invitation's permissions and signs them in. The
     * account starts activated: following the emailed link proved the address.
     */
    async acceptInvitation(input: AcceptInvitationInput, userAgent?: string) {
      const passwordHash = await hashPassword(input.password);
      try {
        return await db.transaction(async (tx) => {
          const invitation = await lockInvitationByTokenHash(tx, hashToken(input.token));
          if (!invitation) throw AppError.notFound();
          assertUsable(invitation);
          if (await accounts.isEmailTaken(invitation.email, tx))
            throw AppError.fields({ email: ["taken"] });
          const now = clock();
          const [user] = await tx
            .insert(users)
            .values({
              email: invitation.email,
              passwordHash,
              firstName: input.first_name,
              lastName: input.last_name,
              organizationId: invitation.organizationId,
              permissions: invitation.permissions,
              isAdmin: invitation.permissions.includes("admin"),
              locale: asLocale(invitation.locale),
              activatedAt: now,
            })
            .returning({ id: users.id });
          if (!user) throw new Error("user not created");
          await markInvitationAccepted(tx, { invitationId: invitation.id, now });
          const sessionToken = await accounts.issueSessionToken(tx, {
            userId: user.id,
            userAgent,
            now,
          });
          return { userId: user.id, token: sessionToken };
        });
      } catch (error) {
        // A sign-up with the same address committed between our check and our insert.
        if (isUniqueViolation(error, "users_email_key"))
          throw AppError.fields({ email: ["taken"] });
        throw error;
      }
    },
  };
}

export type InvitationsService = ReturnType<typeof createInvitationsService>;
