import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  createContext,
  type ReactNode,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { getAuthToken, setAuthToken, setUnauthorizedHandler } from "../http";
import { readStoredAuthToken, removeStoredAuthToken, storeAuthToken } from "./auth-cookie";
import { leaveAppTo } from "./leave-app";
import {
  type AuthResult,
  currentUserQueryKey,
  getCurrentUser,
  logOut,
  redeemSessionHandoff,
  type SessionUser,
} from "./session-api";

/** Records holding signed file URLs are fetched again this often, well within their lifetime. */
const SIGNED_URL_REFRESH_MS = 5 * 60 * 1000;

/** SPEC §4: loading, signed in, not signed in. */
export type SessionStatus = "loading" | "signedIn" | "signedOut";

export type SessionContextValue = {
  status: SessionStatus;
  user: SessionUser | null;
  /** Keeps a fresh session: the cookie, the Authorization header and the current user. */
  startSession: (auth: AuthResult) => Promise<void>;
  /**
   * Ends the session: revokes the token on the server (unless `revoke` is false, for a token the
   * server already refused), then removes the cookie, the header and every cached answer.
   */
  endSession: (options?: { revoke?: boolean }) => Promise<void>;
  /**
   * Revokes and forgets the token (not revoked when `revoke` is false: a token the server
   * dropped already, as deleting the account does), then loads `address` afresh, leaving the
   * page on screen as it is until the browser replaces it.
   */
  endSessionAndLeave: (address: string, options?: { revoke?: boolean }) => Promise<void>;
  /** Reloads the current user; null when that signed the user out. */
  refresh: () => Promise<SessionUser | null>;
  /** Replaces the current user, e.g. with the user an update answered. */
  setUser: (user: SessionUser) => void;
  /** The product domain (`app_domain`), for cookies and organization addresses. */
  resolveAppDomain: () => Promise<string>;
};

const SessionContext = createContext<SessionContextValue | null>(null);

export type SessionProviderProps = {
  children: ReactNode;
  resolveAppDomain: () => Promise<string>;
  /** A session handoff code taken from the address at start (`takeHandoffCodeFromAddress`). */
  handoffCode?: string | null;
  /** The token to start with; by default the `auth` cookie's. */
  initialToken?: string | null;
};

/** Revokes the token on the server; signing out locally still happens if that fails. */
async function revokeToken(): Promise<void> {
  if (!getAuthToken()) return;
  try {
    await logOut();
  } catch (error) {
    // The token expires on its own.
    console.debug("Sign-out request failed", error);
  }
}

/** Query keys that outlive a session (run-time configuration); every other answer is dropped. */
const KEPT_QUERY_ROOTS = new Set(["app-config"]);

/**
 * The session of SPEC §4. At start the `auth` cookie decides: none is signed out; a token is put
 * on requests and the current user fetched, and a failed fetch signs out silently. A handoff code
 * from the address is redeemed first and replaces the cookie of this host. Any 401 signs out.
 */
export function SessionProvider({
  children,
  resolveAppDomain,
  handoffCode = null,
  initialToken,
}: SessionProviderProps) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState<string | null>(() => {
    const startToken = initialToken === undefined ? readStoredAuthToken() : initialToken;
    // Set before any child renders, so the first requests already carry it.
    setAuthToken(startToken);
    return startToken;
  });
  const [pendingHandoff, setPendingHandoff] = useState<string | null>(handoffCode);
  const redeemedCode = useRef<string | null>(null);

  const currentUser = useQuery({
    queryKey: currentUserQueryKey,
    queryFn: getCurrentUser,
    enabled: token !== null && pendingHandoff === null,
    // Reloaded on purpose (refresh, invalidation), not on every mount; and every few minutes,
    // because the avatar's signed URL lives only minutes (FILE_URL_TTL_SECONDS, 15 by default).
    staleTime: Number.POSITIVE_INFINITY,
    refetchInterval: SIGNED_URL_REFRESH_MS,
  });

  const startSession = useCallback(
    async ({ user, token: newToken }: AuthResult) => {
      storeAuthToken(newToken, await resolveAppDomain());
      setAuthToken(newToken);
      queryClient.setQueryData(currentUserQueryKey, user);
      setToken(newToken);
    },
    [queryClient, resolveAppDomain],
  );

  const endSession = useCallback(
    async ({ revoke = true }: { revoke?: boolean } = {}) => {
      if (revoke) await revokeToken();
      setAuthToken(null);
      setToken(null);
      await queryClient.cancelQueries({ queryKey: currentUserQueryKey });
      queryClient.removeQueries({
        predicate: (query) => !KEPT_QUERY_ROOTS.has(String(query.queryKey[0])),
      });
      removeStoredAuthToken(await resolveAppDomain());
    },
    [queryClient, resolveAppDomain],
  );

  // Signing out from a page only signed-in users may see: were the session state to change here, that
  // page's guard would send the user to sign in while the lazy Home route is still loading. A full
  // load of Home also leaves nothing of this user's data in memory.
  const endSessionAndLeave = useCallback(
    async (address: string, { revoke = true }: { revoke?: boolean } = {}) => {
      if (revoke) await revokeToken();
      setAuthToken(null);
      removeStoredAuthToken(await resolveAppDomain());
      leaveAppTo(address);
    },
    [resolveAppDomain],
  );

  // A code handed over from another host: redeemed once (also under StrictMode's double effects).
  useEffect(() => {
    if (!pendingHandoff || redeemedCode.current === pendingHandoff) return;
    redeemedCode.current = pendingHandoff;
    redeemSessionHandoff(pendingHandoff)
      .then(startSession)
      .catch((error: unknown) => {
        // An expired or used code leaves whatever session this host already had.
        console.debug("Session handoff failed", error);
      })
      .finally(() => setPendingHandoff(null));
  }, [pendingHandoff, startSession]);

  // A failed current-user fetch signs out silently (SPEC §4).
  const fetchFailed = currentUser.isError && token !== null && pendingHandoff === null;
  useEffect(() => {
    if (fetchFailed) void endSession({ revoke: false });
  }, [fetchFailed, endSession]);

  // The server refused the token: sign out. A wrong password at sign-in is not a refused token.
  useEffect(() => {
    setUnauthorizedHandler((error) => {
      if (error.code === "invalid_credentials" || !getAuthToken()) return;
      void endSession({ revoke: false });
    });
    return () => setUnauthorizedHandler(null);
  }, [endSession]);

  const refresh = useCallback(async () => {
    if (!getAuthToken()) return null;
    try {
      return await queryClient.fetchQuery({
        queryKey: currentUserQueryKey,
        queryFn: getCurrentUser,
        staleTime: 0,
      });
    } catch {
      await endSession({ revoke: false });
      return null;
    }
  }, [queryClient, endSession]);

  const setUser = useCallback(
    (user: SessionUser) => queryClient.setQueryData(currentUserQueryKey, user),
    [queryClient],
  );

  let status: SessionStatus;
  if (pendingHandoff !== null) status = "loading";
  else if (token === null) status = "signedOut";
  else if (currentUser.data) status = "signedIn";
  else if (currentUser.isError) status = "signedOut";
  else status = "loading";
  const user = status === "signedIn" ? (currentUser.data ?? null) : null;

  const value = useMemo<SessionContextValue>(
    () => ({
      status,
      user,
      startSession,
      endSession,
      endSessionAndLeave,
      refresh,
      setUser,
      resolveAppDomain,
    }),
    [
      status,
      user,
      startSession,
      endSession,
      endSessionAndLeave,
      refresh,
      setUser,
      resolveAppDomain,
    ],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSessionContext(): SessionContextValue {
  const context = use(SessionContext);
  if (!context) throw new Error("useSession must be used inside <SessionProvider>");
  return context;
}
