import { suggestSubdomain } from "@candor/shared/rules/organizations";
import type { SignUpInput, UpdateCurrentUserInput } from "@candor/shared/schemas/accounts";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  authTokens,
  type OneTimeTokenPurpose,
  oneTimeTokens,
  organizations,
  subscriptions,
  users,
} from "../../db/schema/index";
import { AppError } from "../../lib/app-error";
import { isUniqueViolation } from "../../lib/db-errors";
import { enqueueJob } from "../../lib/jobs/enqueue-job";
import { enqueueMail } from "../../lib/mail/mail-queue";
import { hashPassword, verifyPassword } from "../../lib/password";
import type { FileStorage } from "../../lib/storage/storage";
import { generateToken, hashToken } from "../../lib/tokens";
import { absoluteLink } from "../../lib/urls";
import { heldPermissions } from "../../plugins/auth";
import { createAccountResources } from "./account-resources";
import { activationEmail, passwordResetEmail } from "./accounts.emails";
import {
  deletePendingOneTimeTokens,
  findUserByEmail,
  isEmailTaken,
  isSubdomainTaken,
  organizationMembership,
  retireOneTimeTokens,
  revokeTokens,
  updateProfile,
} from "./accounts.queries";
import { issueSessionToken } from "./session-token";

const ACTIVATION_TTL_MS = 3 * 24 * 60 * 60 * 1000;
const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
const SESSION_HANDOFF_TTL_MS = 60 * 1000;

export type AccountsServiceDeps = {
  db: Database;
  clock: () => Date;
  publicUrl: string;
  /** Avatars: their signed URLs, and the file removed with its account. */
  storage: Pick<FileStorage, "signedUrl" | "delete">;
  /**
   * Erases a candidate's data in every organization, in the deletion's transaction (the privacy
   * module, issue 17): recordings, answers, feedback, names and addresses; the files go by a job.
   */
  eraseCandidateData: (
    tx: Database,
    user: { id: string; email: string; firstName: string; lastName: string },
  ) => Promise<void>;
};

/**
 * Called before the current password is checked: the routes count the guess there (login's
 * limits) and throw 429 once they are spent, so even the right password is refused then.
 */
export type PasswordCheckGuard = { beforePasswordCheck?: () => Promise<void> };

/** The queue of password reset requests: answered later, so the request's timing tells nothing. */
export const PASSWORD_RESET_QUEUE = "accounts.password_reset";

/** A link mailed to an address (activation, reset) is good only while the user still has it. */
function isSentToCurrentAddress(row: { email: string | null }, user: { email: string }) {
  return row.email === null || row.email.toLowerCase() === user.email.toLowerCase();
}

// Verified against when an address is unknown, so a wrong address costs as long as a wrong password.
let dummyHash: Promise<string> | undefined;

export function createAccountsService({
  db,
  clock,
  publicUrl,
  storage,
  eraseCandidateData,
}: AccountsServiceDeps) {
  const later = (ms: number) => new Date(clock().getTime() + ms);

  const issueAuthToken = (tx: Database, userId: string, userAgent?: string) =>
    issueSessionToken(tx, { userId, userAgent, now: clock() });

  async function issueOneTimeToken(
    tx: Database,
    purpose: OneTimeTokenPurpose,
    userId: string,
    ttlMs: number,
    email?: string,
  ) {
    const token = generateToken();
    await tx.insert(oneTimeTokens).values({
      purpose,
      userId,
      tokenHash: hashToken(token),
      email: email ?? null,
      expiresAt: later(ttlMs),
    });
    return token;
  }

  /** Marks a one-time token used, once; answers why it cannot be used otherwise. */
  async function consumeOneTimeToken(tx: Database, purpose: OneTimeTokenPurpose, token: string) {
    const [row] = await tx
      .select()
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.tokenHash, hashToken(token)), eq(oneTimeTokens.purpose, purpose)))
      .for("update")
      .limit(1);
    if (!row) throw new AppError("token_invalid", { status: 422 });
    if (row.usedAt) throw new AppError("token_used", { status: 422 });
    if (row.expiresAt <= clock()) throw new AppError("token_expired", { status: 422 });
    await tx.update(oneTimeTokens).set({ usedAt: clock() }).where(eq(oneTimeTokens.id, row.id));
    return row;
  }

  async function sendActivation(tx: Database, user: typeof users.$inferSelect) {
    const token = await issueOneTimeToken(tx, "activation", user.id, ACTIVATION_TTL_MS, user.email);
    await enqueueMail(
      tx,
      activationEmail(user, absoluteLink(publicUrl, "ActivateAccount", { token })),
    );
  }

  async function availableSubdomain(tx: Database, wanted: string | undefined, name: string) {
    if (wanted) {
      if (await isSubdomainTaken(tx, wanted)) throw AppError.fields({ subdomain: ["taken"] });
      return wanted;
    }
    const base = suggestSubdomain(name);
    for (let suffix = 1; ; suffix++) {
      const candidate = suffix === 1 ? base : `${base.slice(0, 60)}-${suffix}`;
      if (!(await isSubdomainTaken(tx, candidate))) return candidate;
    }
  }

  async function createAccount(input: SignUpInput, passwordHash: string, userAgent?: string) {
    return db.transaction(async (tx) => {
      if (await isEmailTaken(tx, input.email)) throw AppError.fields({ email: ["taken"] });
      let organizationId: string | null = null;
      if (!input.type) {
        const name = input.organization_name ?? "";
        const subdomain = await availableSubdomain(tx, input.subdomain, name);
        const [organization] = await tx
          .insert(organizations)
          .values({ name, subdomain })
          .returning();
        if (!organization) throw new Error("organization not created");
        organizationId = organization.id;
        await tx.insert(subscriptions).values({ organizationId, kind: "free", status: "active" });
      }
      const [user] = await tx
        .insert(users)
        .values({
          email: input.email,
          passwordHash,
          firstName: input.first_name,
          lastName: input.last_name,
          type: input.type ?? null,
          organizationId,
          permissions: input.type ? [] : ["admin"],
          isAdmin: !input.type,
          locale: input.locale ?? "en",
        })
        .returning();
      if (!user) throw new Error("user not created");
      await sendActivation(tx, user);
      const token = await issueAuthToken(tx, user.id, userAgent);
      return { userId: user.id, token };
    });
  }

  return {
    ...createAccountResources({ db, storage }),

    /** Whether another account has this address; `tx` to ask inside a caller's transaction. */
    isEmailTaken: (email: string, tx: Database = db) => isEmailTaken(tx, email),

    isSubdomainTaken: (subdomain: string) => isSubdomainTaken(db, subdomain),

    /** Opens a session for a user another module has just created, in that module's transaction. */
    issueSessionToken: (tx: Database, session: Parameters<typeof issueSessionToken>[1]) =>
      issueSessionToken(tx, session),

    /** A deleted account's avatar file; its row is gone already. */
    deleteAvatarFile: (avatarKey: string) => storage.delete(avatarKey),

    async signUp(input: SignUpInput, userAgent?: string) {
      const passwordHash = await hashPassword(input.password);
      // The checks inside give the clear answer; when two sign-ups race past them, the unique
      // indexes decide and the loser is told what was taken (or, for a subdomain derived from
      // the name, derives another).
      for (let attempt = 1; ; attempt++) {
        try {
          return await createAccount(input, passwordHash, userAgent);
        } catch (error) {
          if (isUniqueViolation(error, "users_email_key")) {
            throw AppError.fields({ email: ["taken"] });
          }
          if (isUniqueViolation(error, "organizations_subdomain_key")) {
            if (input.subdomain) throw AppError.fields({ subdomain: ["taken"] });
            if (attempt < 5) continue;
          }
          throw error;
        }
      }
    },

    async logIn(email: string, password: string, userAgent?: string) {
      const user = await findUserByEmail(db, email.trim());
      if (!user) {
        dummyHash ??= hashPassword("not-a-real-password");
        await verifyPassword(await dummyHash, password);
        throw new AppError("invalid_credentials");
      }
      if (!(await verifyPassword(user.passwordHash, password))) {
        throw new AppError("invalid_credentials");
      }
      const token = await issueAuthToken(db, user.id, userAgent);
      return { userId: user.id, token };
    },

    async logOut(tokenId: string) {
      await db.update(authTokens).set({ revokedAt: clock() }).where(eq(authTokens.id, tokenId));
    },

    async activate(token: string) {
      return db.transaction(async (tx) => {
        const row = await consumeOneTimeToken(tx, "activation", token);
        const [user] = await tx.select().from(users).where(eq(users.id, row.userId));
        // A link sent to an address the user has since changed confirms nothing.
        if (!user || !isSentToCurrentAddress(row, user)) {
          throw new AppError("token_invalid", { status: 422 });
        }
        await tx.update(users).set({ activatedAt: clock() }).where(eq(users.id, user.id));
        return user.id;
      });
    },

    async resendActivation(userId: string) {
      await db.transaction(async (tx) => {
        const [user] = await tx.select().from(users).where(eq(users.id, userId));
        if (!user) throw AppError.notFound();
        if (user.activatedAt) throw new AppError("already_activated", { status: 422 });
        await sendActivation(tx, user);
      });
    },

    /**
     * Does the same work whether or not the address exists (one queued job), so neither the
     * answer nor its timing tells; the job mails a link only to an existing account.
     */
    async requestPasswordReset(email: string) {
      await enqueueJob(db, PASSWORD_RESET_QUEUE, { email });
    },

    async sendPasswordReset(email: string) {
      await db.transaction(async (tx) => {
        const user = await findUserByEmail(tx, email);
        if (!user) return;
        // Only the newest link works: a reset mail left in an old inbox, or read by someone
        // else, dies as soon as another is asked for.
        await deletePendingOneTimeTokens(tx, user.id, "password_reset");
        // Bound to the address it is mailed to: once the address changes, the link is dead.
        const token = await issueOneTimeToken(
          tx,
          "password_reset",
          user.id,
          PASSWORD_RESET_TTL_MS,
          user.email,
        );
        const link = absoluteLink(publicUrl, "ResetPassword", { token });
        await enqueueMail(tx, passwordResetEmail(user, link));
      });
    },

    async resetPassword(token: string, password: string) {
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const row = await consumeOneTimeToken(tx, "password_reset", token);
        const [user] = await tx.select().from(users).where(eq(users.id, row.userId));
        if (!user || !isSentToCurrentAddress(row, user)) {
          throw new AppError("token_invalid", { status: 422 });
        }
        await tx
          .update(users)
          .set({ passwordHash, passwordChangedAt: clock(), updatedAt: clock() })
          .where(eq(users.id, row.userId));
        // Whoever knew the old password is signed out everywhere.
        await revokeTokens(tx, row.userId);
        // Other reset links sent before this one die with it.
        await retireOneTimeTokens(tx, row.userId, "password_reset");
      });
    },

    /**
     * `current` is the caller's row as authentication read it at the start of the request (no
     * second read of it); the update itself names the user by id. Answers the updated row.
     */
    async updateCurrentUser(
      current: typeof users.$inferSelect,
      tokenId: string,
      input: UpdateCurrentUserInput,
      guard: PasswordCheckGuard = {},
    ) {
      const userId = current.id;
      const isEmailChange =
        input.email !== undefined && input.email.toLowerCase() !== current.email.toLowerCase();
      const isPasswordChange = input.password !== undefined;
      if (isEmailChange || isPasswordChange) {
        if (input.current_password !== undefined) await guard.beforePasswordCheck?.();
        const isCurrentPasswordRight =
          input.current_password !== undefined &&
          (await verifyPassword(current.passwordHash, input.current_password));
        if (!isCurrentPasswordRight) {
          throw AppError.fields({
            current_password: [input.current_password ? "invalid" : "blank"],
          });
        }
      }
      const profile = {
        firstName: input.first_name,
        lastName: input.last_name,
        location: input.location === undefined ? undefined : input.location || null,
        locale: input.locale,
        showOnboarding: input.show_onboarding,
      };
      // A change of name, location or locale is one prepared statement: no transaction (two
      // round trips fewer on the most common write).
      if (!isEmailChange && !isPasswordChange) {
        const updated = await updateProfile(db, userId, profile, clock());
        if (!updated) throw AppError.notFound();
        return updated;
      }
      const passwordHash = isPasswordChange ? await hashPassword(input.password ?? "") : undefined;
      const write = async (tx: Database) => {
        if (isEmailChange && (await isEmailTaken(tx, input.email ?? "", userId))) {
          throw AppError.fields({ email: ["taken"] });
        }
        const [updated] = await tx
          .update(users)
          .set({
            ...profile,
            ...(isEmailChange ? { email: input.email, activatedAt: null } : {}),
            ...(passwordHash ? { passwordHash, passwordChangedAt: clock() } : {}),
            updatedAt: clock(),
          })
          .where(eq(users.id, userId))
          .returning();
        if (!updated) throw AppError.notFound();
        if (isEmailChange) await sendActivation(tx, updated);
        // A new password signs out every other session; this one stays.
        if (passwordHash) await revokeTokens(tx, userId, { exceptTokenId: tokenId });
        // Reset links already mailed would undo a password change, or reach an address the
        // user has just left.
        await retireOneTimeTokens(tx, userId, "password_reset");
        return updated;
      };
      return db.transaction(write).catch((error: unknown) => {
        // Another account took the address between the check and the update.
        if (isUniqueViolation(error, "users_email_key")) {
          throw AppError.fields({ email: ["taken"] });
        }
        throw error;
      });
    },

    async deleteCurrentUser(userId: string, password: string, guard: PasswordCheckGuard = {}) {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user) throw AppError.notFound();
      await guard.beforePasswordCheck?.();
      if (!(await verifyPassword(user.passwordHash, password))) {
        throw AppError.fields({ password: ["invalid"] });
      }
      await db.transaction(async (tx) => {
        const organizationId = user.organizationId;
        if (!organizationId) {
          // A candidate: nothing of theirs stays with the organizations (issue 17).
          if (user.type === "Candidate") await eraseCandidateData(tx, user);
          await tx.delete(users).where(eq(users.id, userId));
          return;
        }
        // Serialise with other membership changes of the same organization, and decide on what
        // holds once the lock is ours (permissions may have changed since the read above).
        await tx.execute(sql`select id from organizations where id = ${organizationId} for update`);
        const [locked] = await tx.select().from(users).where(eq(users.id, userId));
        if (!locked) throw AppError.notFound();
        const { otherMembers, otherAdmins } = await organizationMembership(
          tx,
          organizationId,
          userId,
        );
        const isAdmin = heldPermissions(locked).includes("admin");
        if (isAdmin && otherMembers > 0 && otherAdmins === 0) {
          throw new AppError("last_admin", { status: 422 });
        }
        await tx.delete(users).where(eq(users.id, userId));
        if (otherMembers === 0) {
          await tx.delete(organizations).where(eq(organizations.id, organizationId));
        }
      });
    },

    /** A code, good for one minute and one use, that opens a session on another subdomain. */
    async createSessionHandoff(userId: string) {
      const code = await issueOneTimeToken(db, "session_handoff", userId, SESSION_HANDOFF_TTL_MS);
      return { code, expiresAt: later(SESSION_HANDOFF_TTL_MS) };
    },

    async redeemSessionHandoff(code: string, userAgent?: string) {
      return db.transaction(async (tx) => {
        const row = await consumeOneTimeToken(tx, "session_handoff", code);
        const token = await issueAuthToken(tx, row.userId, userAgent);
        return { userId: row.userId, token };
      });
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
