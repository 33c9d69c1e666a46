import type { accountsEndpoints } from "@candor/shared/endpoints/accounts";
import { accountsPaths } from "@candor/shared/endpoints/accounts.paths";
import { callsOf } from "@candor/shared/endpoints/endpoint-call";
import type { LoginInput, SignUpInput, UserAttributes } from "@candor/shared/schemas/accounts";
import { api } from "../api-client";
import type { Camelized } from "../case";
import { deserialize, type JsonApiDocument } from "../jsonapi";
import { readStoredAuthToken } from "./auth-cookie";

/**
 * The signed-in user (SPEC §3 "Current user"), camelCased from the shared schema. `type` is the
 * user type ("Candidate" or null), not the JSON:API resource type, which the attribute replaces.
 */
// Schema-free calls typed with their entries: the start-up bundle needs no zod (decision 0049).
const accountsCalls = callsOf<typeof accountsEndpoints>()(accountsPaths);

export type SessionUser = { id: string } & Camelized<UserAttributes>;

/** A successful sign-in, sign-up, invitation acceptance or handoff: who, and their token. */
export type AuthResult = { user: SessionUser; token: string };

/** The TanStack Query key of the current user: invalidate it to reload the user everywhere. */
export const currentUserQueryKey = ["session", "current-user"] as const;

type UserDocument = JsonApiDocument & { meta?: { token?: unknown } };

export function readUser(document: JsonApiDocument): SessionUser {
  const user = deserialize<UserAttributes>(document) as unknown as SessionUser | null;
  if (!user) throw new TypeError("The response holds no user");
  return user;
}

/** `{data: user, meta: {token}}` (DESIGN §4) to an AuthResult. */
export function readAuthResult(document: UserDocument): AuthResult {
  const token = document.meta?.token;
  if (typeof token !== "string" || !token) throw new TypeError("The response holds no token");
  return { user: readUser(document), token };
}

export async function getCurrentUser(): Promise<SessionUser> {
  return readUser(await api(accountsCalls.getCurrentUser));
}

export async function logIn(input: LoginInput): Promise<AuthResult> {
  return readAuthResult(await api(accountsCalls.logIn, { body: input }));
}

export async function signUpUser(input: SignUpInput): Promise<AuthResult> {
  return readAuthResult(await api(accountsCalls.signUp, { body: input }));
}

/** Revokes the calling token on the server. */
export async function logOut(): Promise<void> {
  await api(accountsCalls.logOut);
}

/** A single-use code, valid for a minute, that opens this session on another host. */
export async function createSessionHandoff(): Promise<string> {
  const body = await api(accountsCalls.createSessionHandoff);
  return body.data.code;
}

/** Redemptions started before the app renders (`startHandoffRedemption`), by code. */
const startedRedemptions = new Map<string, Promise<AuthResult>>();

/**
 * Starts redeeming a handoff code at once, in parallel with the language strings and the page's
 * chunks, rather than after the first render (issue 15: the signed-in page's first paint waited
 * for this round trip). `redeemSessionHandoff(code)` then takes this answer.
 */
export function startHandoffRedemption(code: string): void {
  const redemption = requestRedemption(code);
  // Handled where it is taken (SessionProvider); this only keeps an early failure from being
  // reported as unhandled before then.
  redemption.catch(() => {});
  startedRedemptions.set(code, redemption);
}

async function requestRedemption(code: string): Promise<AuthResult> {
  return readAuthResult(await api(accountsCalls.redeemSessionHandoff, { body: { code } }));
}

/** A handoff code's session: the redemption already started for it, else a new one (single use). */
export async function redeemSessionHandoff(code: string): Promise<AuthResult> {
  const started = startedRedemptions.get(code);
  startedRedemptions.delete(code);
  return started ?? requestRedemption(code);
}

/**
 * The token the session will start with, as soon as it is known: a handoff code's once redeemed
 * (the redemption `startHandoffRedemption` started), else — no code, or a code that failed — the
 * stored one, as `SessionProvider` decides. Null when signed out. For a page's data asked for in
 * parallel with the page's chunks, before the session has set its token up (issue 15).
 */
export async function startUpSessionToken(handoffCode: string | null): Promise<string | null> {
  const redemption = handoffCode ? startedRedemptions.get(handoffCode) : undefined;
  if (redemption) {
    try {
      return (await redemption).token;
    } catch {
      // An expired or used code leaves whatever session this host already had.
    }
  }
  return readStoredAuthToken();
}
