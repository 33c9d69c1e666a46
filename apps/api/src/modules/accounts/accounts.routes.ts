import { validateSubdomain } from "@candor/shared/rules/organizations";
import {
  AuthDocumentSchema,
  DeleteCurrentUserInputSchema,
  ForgotPasswordInputSchema,
  LoginInputSchema,
  MessageDocumentSchema,
  RedeemSessionHandoffInputSchema,
  ResetPasswordInputSchema,
  SessionHandoffDocumentSchema,
  SignUpInputSchema,
  TokenInputSchema,
  UpdateCurrentUserInputSchema,
  UserDocumentSchema,
} from "@candor/shared/schemas/accounts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { document } from "../../lib/jsonapi";
import { requireAuth } from "../../plugins/auth";
import { isSubdomainTaken } from "./accounts.queries";
import type { AccountsService } from "./accounts.service";
import { avatarRoutes } from "./avatar.routes";
import { loadAccountResource } from "./current-account";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const SubdomainAvailabilitySchema = z
  .object({
    data: z.object({
      subdomain: z.string(),
      available: z.boolean(),
      problem: z.string().nullable(),
    }),
  })
  .meta({ id: "SubdomainAvailabilityDocument" });

export function accountsRoutes(service: AccountsService): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(avatarRoutes);

    const authDocument = async (userId: string, token: string) =>
      document(await loadAccountResource(app, userId), { token });

    app.post(
      "/users",
      {
        schema: {
          tags: ["accounts"],
          summary: "Sign up: a hire user founds an organization, or a candidate joins",
          body: SignUpInputSchema,
          response: { 201: AuthDocumentSchema },
        },
        config: { access: "public" },
      },
      async (request, reply) => {
        await app.rateLimit(request, [
          { scope: "sign-up:ip", key: request.ip, max: 10, windowMs: HOUR },
          { scope: "sign-up:email", key: request.body.email, max: 5, windowMs: HOUR },
        ]);
        const { userId, token } = await service.signUp(request.body, request.headers["user-agent"]);
        return reply.status(201).send(await authDocument(userId, token));
      },
    );

    app.post(
      "/users/login",
      {
        schema: {
          tags: ["accounts"],
          summary: "Sign in with email and password",
          body: LoginInputSchema,
          response: { 200: AuthDocumentSchema },
        },
        config: { access: "public" },
      },
      async (request) => {
        await app.limitPasswordGuesses(request, request.body.email);
        const { email, password } = request.body;
        const { userId, token } = await service.logIn(
          email,
          password,
          request.headers["user-agent"],
        );
        return authDocument(userId, token);
      },
    );

    app.post(
      "/users/logout",
      {
        schema: {
          tags: ["accounts"],
          summary: "Sign out: revoke the calling token",
          response: { 204: z.null().describe("Signed out") },
        },
        config: { access: "user" },
      },
      async (request, reply) => {
        await service.logOut(requireAuth(request).tokenId);
        return reply.status(204).send(null);
      },
    );

    app.post(
      "/users/activate",
      {
        schema: {
          tags: ["accounts"],
          summary: "Confirm an email address with the emailed token",
          body: TokenInputSchema,
          response: { 200: MessageDocumentSchema },
        },
        config: { access: "public" },
      },
      async (request) => {
        await app.rateLimit(request, [
          { scope: "activate:ip", key: request.ip, max: 30, windowMs: HOUR },
        ]);
        await service.activate(request.body.token);
        return { meta: { message: "activated" } };
      },
    );

    app.post(
      "/users/activation",
      {
        schema: {
          tags: ["accounts"],
          summary: "Send the activation email again",
          response: { 202: MessageDocumentSchema },
        },
        config: { access: "user" },
      },
      async (request, reply) => {
        const { user } = requireAuth(request);
        await app.rateLimit(request, [
          { scope: "activation:user", key: user.id, max: 5, windowMs: HOUR },
          { scope: "activation:ip", key: request.ip, max: 20, windowMs: HOUR },
        ]);
        await service.resendActivation(user.id);
        return reply.status(202).send({ meta: { message: "activation_sent" } });
      },
    );

    app.post(
      "/users/forgot",
      {
        schema: {
          tags: ["accounts"],
          summary: "Email a password reset link (same answer whether or not the address exists)",
          body: ForgotPasswordInputSchema,
          response: { 202: MessageDocumentSchema },
        },
        config: { access: "public" },
      },
      async (request, reply) => {
        await app.rateLimit(request, [
          { scope: "forgot:ip", key: request.ip, max: 20, windowMs: HOUR },
          { scope: "forgot:email", key: request.body.email, max: 5, windowMs: HOUR },
        ]);
        await service.requestPasswordReset(request.body.email);
        return reply.status(202).send({ meta: { message: "reset_sent" } });
      },
    );

    app.post(
      "/users/reset_password",
      {
        schema: {
          tags: ["accounts"],
          summary: "Choose a new password with the emailed token; signs out every session",
          body: ResetPasswordInputSchema,
          response: { 200: MessageDocumentSchema },
        },
        config: { access: "public" },
      },
      async (request) => {
        await app.rateLimit(request, [
          { scope: "reset:ip", key: request.ip, max: 30, windowMs: HOUR },
        ]);
        await service.resetPassword(request.body.token, request.body.password);
        return { meta: { message: "password_reset" } };
      },
    );

    app.get(
      "/users/current",
      {
        schema: {
          tags: ["accounts"],
          summary: "The signed-in user",
          response: { 200: UserDocumentSchema },
        },
        config: { access: "user" },
      },
      async (request) => document(await loadAccountResource(app, requireAuth(request).user.id)),
    );

    app.put(
      "/users/current",
      {
        schema: {
          tags: ["accounts"],
          summary: "Edit names, location, language, email (re-activation) or password",
          body: UpdateCurrentUserInputSchema,
          response: { 200: UserDocumentSchema },
        },
        config: { access: "user" },
      },
      async (request) => {
        const auth = requireAuth(request);
        await service.updateCurrentUser(auth.user.id, auth.tokenId, request.body, {
          beforePasswordCheck: () => app.limitPasswordGuesses(request, auth.user.email),
        });
        return document(await loadAccountResource(app, auth.user.id));
      },
    );

    app.delete(
      "/users/current",
      {
        schema: {
          tags: ["accounts"],
          summary: "Delete the account (needs the password)",
          body: DeleteCurrentUserInputSchema,
          response: { 204: z.null().describe("Deleted") },
        },
        config: { access: "user" },
      },
      async (request, reply) => {
        const { user } = requireAuth(request);
        await service.deleteCurrentUser(user.id, request.body.password, {
          beforePasswordCheck: () => app.limitPasswordGuesses(request, user.email),
        });
        if (user.avatarKey) {
          await app.storage.delete(user.avatarKey).catch((error: unknown) => {
            request.log.warn({ err: error }, "could not remove a deleted user's avatar");
          });
        }
        return reply.status(204).send(null);
      },
    );

    app.post(
      "/users/session_handoff",
      {
        schema: {
          tags: ["accounts"],
          summary: "A one-minute, single-use code that opens this session on another subdomain",
          response: { 201: SessionHandoffDocumentSchema },
        },
        config: { access: "user" },
      },
      async (request, reply) => {
        const { code, expiresAt } = await service.createSessionHandoff(
          requireAuth(request).user.id,
        );
        return reply.status(201).send({ data: { code, expires_at: expiresAt.toISOString() } });
      },
    );

    app.post(
      "/users/session_handoff/redeem",
      {
        schema: {
          tags: ["accounts"],
          summary: "Exchange a session handoff code for a token",
          body: RedeemSessionHandoffInputSchema,
          response: { 200: AuthDocumentSchema },
        },
        config: { access: "public" },
      },
      async (request) => {
        await app.rateLimit(request, [
          { scope: "handoff:ip", key: request.ip, max: 60, windowMs: HOUR },
        ]);
        const { userId, token } = await service.redeemSessionHandoff(
          request.body.code,
          request.headers["user-agent"],
        );
        return authDocument(userId, token);
      },
    );

    app.get(
      "/organizations/subdomain_availability",
      {
        schema: {
          tags: ["organizations"],
          summary: "Whether a subdomain can be chosen at sign-up",
          querystring: z.object({ subdomain: z.string().max(100, "too_long") }),
          response: { 200: SubdomainAvailabilitySchema },
        },
        config: { access: "public" },
      },
      async (request) => {
        await app.rateLimit(request, [
          { scope: "subdomain:ip", key: request.ip, max: 120, windowMs: MINUTE },
        ]);
        const subdomain = request.query.subdomain.trim().toLowerCase();
        const problem =
          validateSubdomain(subdomain) ??
          ((await isSubdomainTaken(app.database.db, subdomain)) ? "taken" : undefined);
        return { data: { subdomain, available: !problem, problem: problem ?? null } };
      },
    );
  };
}
