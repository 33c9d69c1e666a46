import { path } from "@candor/shared/routes";
import type { LoginInput, SignUpInput } from "@candor/shared/schemas/accounts";
import { useCallback, useMemo } from "react";
import { useNavigate } from "react-router";
import { planPostAuthRedirect, postAuthDestination, withHandoffCode } from "./auth-redirect";
import { leaveAppTo } from "./leave-app";
import {
  type AuthResult,
  createSessionHandoff,
  logIn,
  type SessionUser,
  signUpUser,
} from "./session-api";
import { type SessionStatus, useSessionContext } from "./session-provider";

export type AfterAuthOptions = {
  /**
   * Off: the user is set and the page stays (SPEC §4). On (default): the browser goes to the
   * user's organization subdomain, or for a candidate to `redirectAfterAuth` or their dashboard.
   */
  redirect?: boolean;
  /** The page to land on; only a same-origin path is followed, anything else is ignored. */
  redirectAfterAuth?: string | null;
};

export type Session = {
  status: SessionStatus;
  /** The signed-in user, or null while loading and when signed out. */
  user: SessionUser | null;
  /** `POST /v1/users/login`; throws the ApiError (invalid_credentials, too_many_requests…). */
  signIn: (credentials: LoginInput, options?: AfterAuthOptions) => Promise<SessionUser>;
  /** `POST /v1/users`; throws the ApiError (field errors such as `email: ["taken"]`). */
  signUp: (input: SignUpInput, options?: AfterAuthOptions) => Promise<SessionUser>;
  /** Keeps a session another call opened (an accepted invitation), then redirects likewise. */
  startSession: (auth: AuthResult, options?: AfterAuthOptions) => Promise<SessionUser>;
  /**
   * For a user already signed in: goes where a fresh sign-in would (their organization's
   * subdomain, or for a candidate `redirectAfterAuth` or their dashboard).
   */
  continueAfterAuth: (options?: { redirectAfterAuth?: string | null }) => Promise<void>;
  /**
   * Revokes the token and forgets it; then loads the home page afresh unless `redirect` is false
   * (the page stays, signed out). `revoke: false` only forgets a token the server has dropped
   * already (the account was deleted): asking to revoke it would answer 401.
   */
  signOut: (options?: { redirect?: boolean; revoke?: boolean }) => Promise<void>;
  refresh: () => Promise<SessionUser | null>;
  setUser: (user: SessionUser) => void;
};

/** The session of SPEC §4 (see SessionProvider), with the navigation that follows its changes. */
export function useSession(): Session {
  const context = useSessionContext();
  const navigate = useNavigate();
  const { resolveAppDomain, endSession, endSessionAndLeave } = context;
  const keepSession = context.startSession;

  const goAfterAuth = useCallback(
    async (user: SessionUser, redirectAfterAuth?: string | null) => {
      const destination = postAuthDestination(user, redirectAfterAuth);
      const plan = planPostAuthRedirect({
        subdomain: user.subdomain,
        destination,
        appDomain: await resolveAppDomain(),
        location: window.location,
      });
      if (plan.kind === "assign") {
        leaveAppTo(plan.url);
        return;
      }
      if (plan.kind === "handoff") {
        try {
          const code = await createSessionHandoff();
          // This host's session was only the way in: the organization's host redeems the code for
          // a token of its own. Ending this one keeps a single session per sign-in, so signing
          // out there signs out everywhere, as the shared cookie of a real domain does.
          await endSession();
          leaveAppTo(withHandoffCode(plan.url, code));
          return;
        } catch (error) {
          // Still signed in here: stay on this host rather than fail the sign-in.
          console.debug("Session handoff failed", error);
        }
      }
      navigate(destination, { replace: true });
    },
    [navigate, resolveAppDomain, endSession],
  );

  const startSession = useCallback(
    async (auth: AuthResult, options: AfterAuthOptions = {}) => {
      await keepSession(auth);
      if (options.redirect !== false) await goAfterAuth(auth.user, options.redirectAfterAuth);
      return auth.user;
    },
    [keepSession, goAfterAuth],
  );

  const signIn = useCallback(
    async (credentials: LoginInput, options?: AfterAuthOptions) =>
      startSession(await logIn(credentials), options),
    [startSession],
  );

  const signUp = useCallback(
    async (input: SignUpInput, options?: AfterAuthOptions) =>
      startSession(await signUpUser(input), options),
    [startSession],
  );

  const { user } = context;
  const continueAfterAuth = useCallback(
    async ({ redirectAfterAuth }: { redirectAfterAuth?: string | null } = {}) => {
      if (user) await goAfterAuth(user, redirectAfterAuth);
    },
    [user, goAfterAuth],
  );

  const signOut = useCallback(
    async ({ redirect = true, revoke = true }: { redirect?: boolean; revoke?: boolean } = {}) => {
      if (redirect) await endSessionAndLeave(path("Home"), { revoke });
      else await endSession({ revoke });
    },
    [endSession, endSessionAndLeave],
  );

  return useMemo(
    () => ({
      status: context.status,
      user: context.user,
      signIn,
      signUp,
      startSession,
      continueAfterAuth,
      signOut,
      refresh: context.refresh,
      setUser: context.setUser,
    }),
    [
      context.status,
      context.user,
      context.refresh,
      context.setUser,
      signIn,
      signUp,
      startSession,
      continueAfterAuth,
      signOut,
    ],
  );
}
