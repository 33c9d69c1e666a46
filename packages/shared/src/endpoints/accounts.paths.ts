import type { EndpointPath } from "./endpoint-call";

/*
 * The method and path of the accounts calls the web app makes before any page needs a schema:
 * the session (current user, sign-in and sign-up, sign-out, the session handoff). accounts.ts
 * spreads each into its entry; the web app calls these (typed with the entries by `callsOf`) so
 * its start-up bundle holds no zod (docs/decisions/0049). No import of a schema here.
 */
export const accountsPaths = {
  signUp: { operationId: "signUp", method: "POST", path: "/users" },
  logIn: { operationId: "logIn", method: "POST", path: "/users/login" },
  logOut: { operationId: "logOut", method: "POST", path: "/users/logout" },
  getCurrentUser: { operationId: "getCurrentUser", method: "GET", path: "/users/current" },
  createSessionHandoff: {
    operationId: "createSessionHandoff",
    method: "POST",
    path: "/users/session_handoff",
  },
  redeemSessionHandoff: {
    operationId: "redeemSessionHandoff",
    method: "POST",
    path: "/users/session_handoff/redeem",
  },
} as const satisfies Record<string, EndpointPath>;
