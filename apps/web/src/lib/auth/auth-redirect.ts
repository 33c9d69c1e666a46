import { path } from "@candor/shared/routes";
import { authCookieDomain, isIpAddress, type PageLocation } from "./auth-cookie";

/*
 * Where the browser goes after sign-in or sign-up (SPEC §4, issue 3). Pure decisions, tested in
 * auth-redirect.test.ts; the session hook carries them out.
 */

/** Query parameter holding the page to come back to after signing in (SPEC §2). */
export const REDIRECT_AFTER_AUTH_PARAM = "redirectAfterAuth";
/** Query parameter carrying a single-use session handoff code to an organization's subdomain. */
export const HANDOFF_PARAM = "handoff";

const PLACEHOLDER_ORIGIN = "https://candor.invalid";

/**
 * `value` as a same-origin path (`/hire/positions?page=2`), or null when it is anything else:
 * absolute or protocol-relative URLs (`https://evil.test`, `//evil.test`, `/\evil.test`),
 * `javascript:` and other schemes, or text with control characters.
 */
export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== "string" || !value.startsWith("/")) return null;
  if (value.startsWith("//") || value.includes("\\")) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The in-app page to land on: the requested `redirectAfterAuth` when it is a safe path, else the
 * home of the user's area (hiring dashboard for organization members, candidate dashboard).
 */
export function postAuthDestination(
  user: { subdomain: string | null },
  redirectAfterAuth?: string | null,
): string {
  return (
    safeRedirectPath(redirectAfterAuth) ??
    (user.subdomain ? path("Dashboard") : path("CandidateDashboard"))
  );
}

export type PostAuthRedirect =
  /** Stay on this host and move inside the app. */
  | { kind: "navigate"; to: string }
  /** Load the page on the organization's subdomain; the shared cookie carries the session. */
  | { kind: "assign"; url: string }
  /** Load it with a handoff code added (`withHandoffCode`): the cookie can't be shared. */
  | { kind: "handoff"; url: string };

/**
 * How to reach `destination` for a user of organization `subdomain`: candidates (no subdomain),
 * deployments on an IP address (no subdomains) and pages already on the right subdomain stay on
 * this host; otherwise the browser goes to `{subdomain}.{appDomain}` with the same protocol and
 * port, directly when the cookie is shared across subdomains, by a handoff code when it isn't.
 */
export function planPostAuthRedirect({
  subdomain,
  destination,
  appDomain,
  location,
}: {
  subdomain: string | null;
  destination: string;
  appDomain: string;
  location: PageLocation;
}): PostAuthRedirect {
  if (!subdomain || !appDomain || isIpAddress(appDomain)) {
    return { kind: "navigate", to: destination };
  }
  const host = `${subdomain}.${appDomain}`.toLowerCase();
  if (location.hostname.toLowerCase() === host) return { kind: "navigate", to: destination };
  const port = location.port ? `:${location.port}` : "";
  const url = `${location.protocol}//${host}${port}${destination}`;
  const sharesCookie = authCookieDomain(appDomain, location.hostname) !== null;
  return sharesCookie ? { kind: "assign", url } : { kind: "handoff", url };
}

/** `url` with `handoff=<code>` added to its query (kept: the other parameters and the hash). */
export function withHandoffCode(url: string, code: string): string {
  const target = new URL(url);
  target.searchParams.set(HANDOFF_PARAM, code);
  return target.toString();
}

/**
 * Takes the handoff code out of an address: the code (or null) and the same address, relative to
 * its origin, without the parameter — what `history.replaceState` should show instead.
 */
export function extractHandoffCode(href: string): { code: string | null; cleanPath: string } {
  const url = new URL(href, PLACEHOLDER_ORIGIN);
  const code = url.searchParams.get(HANDOFF_PARAM);
  url.searchParams.delete(HANDOFF_PARAM);
  return {
    code: code?.trim() ? code.trim() : null,
    cleanPath: `${url.pathname}${url.search}${url.hash}`,
  };
}

/**
 * At start, before the router reads the address: removes `handoff` from it with
 * `history.replaceState` (so the code is never tracked, bookmarked or shared) and answers it.
 */
export function takeHandoffCodeFromAddress(): string | null {
  const { code, cleanPath } = extractHandoffCode(window.location.href);
  if (code) window.history.replaceState(window.history.state, "", cleanPath);
  return code;
}
