import { accountsEndpoints as endpoints } from "@candor/shared/endpoints/accounts";
import { validateSubdomain } from "@candor/shared/rules/organizations";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint-route";
import { document } from "../../lib/jsonapi";
import { requireAuth } from "../../plugins/auth";
import { type AccountBySessionRow, findAccountBySession } from "./accounts.queries";
import type { AccountsService } from "./accounts.service";
import { avatarRoutes } from "./avatar.routes";
import type { AvatarService } from "./avatar.service";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The caller's account as their route's `authLookup` read it with the session. */
function sessionAccount(request: FastifyRequest): AccountBySessionRow {
  requireAuth(request);
  const row = request.authRow as AccountBySessionRow | null;
  // Only a route registered with `readsAccount` comes here; anything else is a wiring mistake.
  if (!row || !("subscription" in row)) throw new Error("the route's authLookup is not set");
  return row;
}

/**
 * Sign-up, sign-in, sessions, the current user and their avatar. The services come from the
 * composition root (app.ts) as the plugin's options.
 */
export const accountsRoutes: FastifyPluginAsyncZod<{
  accounts: AccountsService;
  avatars: AvatarService;
  /** Sign-ups per client address per hour (the deployment's SIGN_UP_LIMIT_PER_HOUR). */
  signUpLimitPerHour: number;
}> = async (app, { accounts: service, avatars, signUpLimitPerHour }) => {
  await app.register(avatarRoutes, { accounts: service, avatars });

  const authDocument = async (userId: string, token: string) =>
    document(await service.currentAccount(userId), { token });

  route(app, endpoints.signUp, async (request, reply) => {
    await app.rateLimit(request, [
      { scope: "sign-up:ip", key: request.ip, max: signUpLimitPerHour, windowMs: HOUR },
      { scope: "sign-up:email", key: request.body.email, max: 5, windowMs: HOUR },
    ]);
    const { userId, token } = await service.signUp(request.body, request.headers["user-agent"]);
    return reply.status(201).send(await authDocument(userId, token));
  });

  route(app, endpoints.logIn, async (request) => {
    await app.limitPasswordGuesses(request, request.body.email);
    const { email, password } = request.body;
    const { userId, token } = await service.logIn(email, password, request.headers["user-agent"]);
    return authDocument(userId, token);
  });

  route(app, endpoints.logOut, async (request, reply) => {
    await service.logOut(requireAuth(request).tokenId);
    return reply.status(204).send(null);
  });

  route(app, endpoints.activateAccount, async (request) => {
    await app.rateLimit(request, [
      { scope: "activate:ip", key: request.ip, max: 30, windowMs: HOUR },
    ]);
    await service.activate(request.body.token);
    return { meta: { message: "activated" } };
  });

  route(app, endpoints.resendActivation, async (request, reply) => {
    const { user } = requireAuth(request);
    await app.rateLimit(request, [
      { scope: "activation:user", key: user.id, max: 5, windowMs: HOUR },
      { scope: "activation:ip", key: request.ip, max: 20, windowMs: HOUR },
    ]);
    await service.resendActivation(user.id);
    return reply.status(202).send({ meta: { message: "activation_sent" } });
  });

  route(app, endpoints.requestPasswordReset, async (request, reply) => {
    await app.rateLimit(request, [
      { scope: "forgot:ip", key: request.ip, max: 20, windowMs: HOUR },
      { scope: "forgot:email", key: request.body.email, max: 5, windowMs: HOUR },
    ]);
    await service.requestPasswordReset(request.body.email);
    return reply.status(202).send({ meta: { message: "reset_sent" } });
  });

  route(app, endpoints.resetPassword, async (request) => {
    await app.rateLimit(request, [{ scope: "reset:ip", key: request.ip, max: 30, windowMs: HOUR }]);
    await service.resetPassword(request.body.token, request.body.password);
    return { meta: { message: "password_reset" } };
  });

  // Authentication reads the caller's whole account (findAccountBySession): one statement.
  const readsAccount = { authLookup: findAccountBySession };

  route(
    app,
    endpoints.getCurrentUser,
    async (request) => document(await service.accountResource(sessionAccount(request))),
    readsAccount,
  );

  route(
    app,
    endpoints.updateCurrentUser,
    async (request) => {
      const account = sessionAccount(request);
      const user = await service.updateCurrentUser(account.user, account.token.id, request.body, {
        beforePasswordCheck: () => app.limitPasswordGuesses(request, account.user.email),
      });
      // The organization, its plan and the user's points as authentication read them a moment
      // ago; a profile change touches none of them.
      return document(await service.accountResource({ ...account, user }));
    },
    readsAccount,
  );

  route(app, endpoints.deleteCurrentUser, async (request, reply) => {
    const { user } = requireAuth(request);
    await service.deleteCurrentUser(user.id, request.body.password, {
      beforePasswordCheck: () => app.limitPasswordGuesses(request, user.email),
    });
    if (user.avatarKey) {
      await service.deleteAvatarFile(user.avatarKey).catch((error: unknown) => {
        request.log.warn({ err: error }, "could not remove a deleted user's avatar");
      });
    }
    return reply.status(204).send(null);
  });

  route(app, endpoints.createSessionHandoff, async (request, reply) => {
    const { code, expiresAt } = await service.createSessionHandoff(requireAuth(request).user.id);
    return reply.status(201).send({ data: { code, expires_at: expiresAt.toISOString() } });
  });

  route(app, endpoints.redeemSessionHandoff, async (request) => {
    await app.rateLimit(request, [
      { scope: "handoff:ip", key: request.ip, max: 60, windowMs: HOUR },
    ]);
    const { userId, token } = await service.redeemSessionHandoff(
      request.body.code,
      request.headers["user-agent"],
    );
    return authDocument(userId, token);
  });

  route(app, endpoints.getSubdomainAvailability, async (request) => {
    await app.rateLimit(request, [
      { scope: "subdomain:ip", key: request.ip, max: 120, windowMs: MINUTE },
    ]);
    const subdomain = request.query.subdomain.trim().toLowerCase();
    const problem =
      validateSubdomain(subdomain) ??
      ((await service.isSubdomainTaken(subdomain)) ? ("taken" as const) : undefined);
    return { data: { subdomain, available: !problem, problem: problem ?? null } };
  });
};
