import { AUTH_COOKIE_LIFETIME_MS, AUTH_COOKIE_NAME } from "@candor/shared/constants";

/*
 * The `auth` cookie (SPEC §9, issue 3): it only carries the token from one page load to the next;
 * the API never reads it (requests carry `Authorization: Bearer`). 5 days, path /, SameSite=Lax,
 * Secure over https, and `Domain=<app_domain>` on a real domain so every organization subdomain
 * shares it. On localhost it stays host-only: Chromium refuses `Domain=localhost` and doesn't show
 * the apex's cookie on `*.localhost`, so the session crosses there by a handoff code instead.
 */

/** Where the page is being served; `window.location` fits. */
export type PageLocation = { protocol: string; hostname: string; port: string };

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/** An IP address (v4, or v6 with or without brackets). */
export function isIpAddress(host: string): boolean {
  return IPV4.test(host) || host.includes(":") || host.startsWith("[");
}

/**
 * Whether `appDomain` is a registrable domain whose subdomains can share a cookie and hold
 * organizations: it has a dot, isn't an IP address, and isn't localhost or a `.localhost` name.
 */
export function isRealDomain(appDomain: string): boolean {
  const domain = appDomain.trim().toLowerCase().replace(/\.$/, "");
  if (!domain.includes(".") || isIpAddress(domain)) return false;
  return domain !== "localhost" && !domain.endsWith(".localhost");
}

/** Whether `hostname` is `appDomain` itself or one of its subdomains. */
export function isOnAppDomain(hostname: string, appDomain: string): boolean {
  const host = hostname.toLowerCase();
  const domain = appDomain.toLowerCase();
  return host === domain || host.endsWith(`.${domain}`);
}

/**
 * The `Domain` attribute for the cookie, or null for a host-only cookie: only on a real domain,
 * and only when the page is served from it (a browser drops a cookie for a foreign domain).
 */
export function authCookieDomain(appDomain: string, hostname: string): string | null {
  if (!isRealDomain(appDomain) || !isOnAppDomain(hostname, appDomain)) return null;
  return appDomain.toLowerCase();
}

function attributes(location: PageLocation, domain: string | null): string[] {
  const parts = ["Path=/", "SameSite=Lax"];
  if (domain) parts.push(`Domain=${domain}`);
  if (location.protocol === "https:") parts.push("Secure");
  return parts;
}

/** The `document.cookie` assignment that stores `token` for 5 days. */
export function serializeAuthCookie(
  token: string,
  appDomain: string,
  location: PageLocation,
): string {
  const domain = authCookieDomain(appDomain, location.hostname);
  const maxAge = Math.floor(AUTH_COOKIE_LIFETIME_MS / 1000);
  return [
    `${AUTH_COOKIE_NAME}=${encodeURIComponent(token)}`,
    `Max-Age=${maxAge}`,
    ...attributes(location, domain),
  ].join("; ");
}

/**
 * The assignments that remove the cookie: the shared one (when there is a domain) and the
 * host-only one, so a cookie left by an earlier setup is removed too.
 */
export function serializeAuthCookieRemovals(appDomain: string, location: PageLocation): string[] {
  const domain = authCookieDomain(appDomain, location.hostname);
  // An expiry in the past as well as Max-Age=0: a jar that compares Max-Age's "now" with the
  // moment it is read (happy-dom's does) could still show the cookie within the same millisecond.
  const expired = (cookieDomain: string | null) =>
    [
      `${AUTH_COOKIE_NAME}=`,
      "Max-Age=0",
      "Expires=Thu, 01 Jan 1970 00:00:00 GMT",
      ...attributes(location, cookieDomain),
    ].join("; ");
  return domain ? [expired(domain), expired(null)] : [expired(null)];
}

/** The token in a `Cookie` header or `document.cookie`, or null. */
export function readAuthCookie(cookies: string): string | null {
  for (const pair of cookies.split(";")) {
    const separator = pair.indexOf("=");
    if (separator === -1) continue;
    if (pair.slice(0, separator).trim() !== AUTH_COOKIE_NAME) continue;
    const raw = pair.slice(separator + 1).trim();
    if (!raw) return null;
    try {
      return decodeURIComponent(raw);
    } catch {
      return null;
    }
  }
  return null;
}

// ---- The browser's cookie jar ----
// document.cookie rather than the Cookie Store API: that one is async and Firefox lacks it, and the
// strings above are built and escaped in one tested place.

export function readStoredAuthToken(): string | null {
  return typeof document === "undefined" ? null : readAuthCookie(document.cookie);
}

export function storeAuthToken(token: string, appDomain: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see above
  document.cookie = serializeAuthCookie(token, appDomain, window.location);
}

export function removeStoredAuthToken(appDomain: string): void {
  for (const removal of serializeAuthCookieRemovals(appDomain, window.location)) {
    // biome-ignore lint/suspicious/noDocumentCookie: see above
    document.cookie = removal;
  }
}
