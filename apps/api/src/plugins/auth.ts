import type { Permission } from "@candor/shared/permissions";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Database } from "../db/client";
import { authTokens, organizations, users } from "../db/schema/index";
import { AppError } from "../lib/app-error";
import { preparedPerDatabase } from "../lib/prepared";
import { hashToken } from "../lib/tokens";

/**
 * Who may call a route, declared in its `config`:
 * - `public`: anyone;
 * - `user` (the default, so a route nobody thought about is closed): any signed-in user;
 * - `member`: a signed-in member of an organization, with one of `permissions` when given;
 * - `candidate`: a signed-in candidate.
 */
export type Access = "public" | "user" | "member" | "candidate";

export type UserRow = typeof users.$inferSelect;
export type OrganizationRow = typeof organizations.$inferSelect;

export type Auth = {
  tokenId: string;
  user: UserRow;
  organization: OrganizationRow | null;
};

/** What a token lookup answers: the token, its user and their organization, maybe more. */
export type AuthRow = {
  token: typeof authTokens.$inferSelect;
  user: UserRow;
  organization: OrganizationRow | null;
};

/**
 * A route's own token lookup (`config.authLookup`), used instead of the default one: it reads
 * what the handler needs with the caller, in the same statement (the current user's account),
 * so the request costs one round trip instead of two. It filters on `isSessionToken()` as the
 * default lookup does; the handler finds its row in `request.authRow`.
 */
export type AuthLookup = (
  db: Database,
  key: { tokenHash: string; now: Date },
) => Promise<AuthRow | undefined>;

/** The tenant scope of a member's request: every organization query takes it. */
export type MemberScope = { organizationId: string; userId: string };

declare module "fastify" {
  interface FastifyRequest {
    auth: Auth | null;
    /** The token lookup's whole row: what a route's own `authLookup` read besides the caller. */
    authRow: AuthRow | null;
  }
  interface FastifyContextConfig {
    access?: Access;
    permissions?: readonly Permission[];
    authLookup?: AuthLookup;
  }
}

// Writing last_used_at on every request would turn each read into a write.
const LAST_USED_RESOLUTION_MS = 5 * 60 * 1000;

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest("auth", null);
  app.decorateRequest("authRow", null);

  app.addHook("onRequest", async (request) => {
    const config = request.routeOptions.config;
    request.authRow = await authenticate(app, request, config.authLookup);
    request.auth = request.authRow && {
      tokenId: request.authRow.token.id,
      user: request.authRow.user,
      organization: request.authRow.organization,
    };
    // Unknown routes are answered by the not-found handler; the web app's static files are
    // public. Every /v1 route is closed unless its config says otherwise.
    if (!request.routeOptions.url?.startsWith("/v1")) return;
    enforceAccess(request.auth, config.access ?? "user", config.permissions);
  });
});

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/**
 * The token lookup every signed-in request runs, prepared once per database handle: Drizzle
 * builds its SQL once instead of per request, and PostgreSQL parses and plans it once per
 * connection (a named statement).
 */
const tokenLookup = preparedPerDatabase("auth_token_lookup", (db, name) =>
  db
    .select({ token: authTokens, user: users, organization: organizations })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(isSessionToken())
    .limit(1)
    .prepare(name),
);

/**
 * The condition every token lookup (the default one and a route's own) filters on: the
 * placeholders `tokenHash` and `now`; a revoked or expired token signs no one in.
 */
export function isSessionToken() {
  return and(
    eq(authTokens.tokenHash, sql.placeholder("tokenHash")),
    isNull(authTokens.revokedAt),
    gt(authTokens.expiresAt, sql.placeholder("now")),
  );
}

const defaultLookup: AuthLookup = async (db, key) => (await tokenLookup(db).execute(key))[0];

async function authenticate(
  app: FastifyInstance,
  request: FastifyRequest,
  lookup: AuthLookup = defaultLookup,
): Promise<AuthRow | null> {
  const token = bearerToken(request);
  if (!token || token.length > 200) return null;
  const now = app.clock();
  const row = await lookup(app.database.db, { tokenHash: hashToken(token), now });
  if (!row) return null;
  if (now.getTime() - row.token.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    await app.database.db
      .update(authTokens)
      .set({ lastUsedAt: sql`now()` })
      .where(eq(authTokens.id, row.token.id));
  }
  return row;
}

export function heldPermissions(user: UserRow): Permission[] {
  const held = new Set(user.permissions as Permission[]);
  if (user.isAdmin) held.add("admin");
  return [...held];
}

function enforceAccess(auth: Auth | null, access: Access, permissions?: readonly Permission[]) {
  if (access === "public") return;
  if (!auth) throw new AppError("unauthorized");
  if (access === "candidate" && auth.user.type !== "Candidate") throw new AppError("forbidden");
  if (access === "member") {
    if (!auth.organization || auth.user.type === "Candidate") throw new AppError("forbidden");
    if (permissions && !heldPermissions(auth.user).some((held) => permissions.includes(held))) {
      throw new AppError("forbidden");
    }
  }
}

/** The signed-in caller; only for routes whose access is not `public`. */
export function requireAuth(request: FastifyRequest): Auth {
  if (!request.auth) throw new AppError("unauthorized");
  return request.auth;
}

/** The organization scope of a member's request, taken from the caller, never from the body. */
export function memberScope(request: FastifyRequest): MemberScope {
  const auth = requireAuth(request);
  if (!auth.organization) throw new AppError("forbidden");
  return { organizationId: auth.organization.id, userId: auth.user.id };
}

/** The signed-in candidate of a `candidate` route: they reach only their own records. */
export function candidateScope(request: FastifyRequest): { candidateId: string; user: UserRow } {
  const auth = requireAuth(request);
  if (auth.user.type !== "Candidate") throw new AppError("forbidden");
  return { candidateId: auth.user.id, user: auth.user };
}
