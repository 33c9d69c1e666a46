import { DEMO_SUBDOMAIN } from "../constants";

/**
 * Subdomain rules (issue 3): lower-case letters, digits and hyphens, not at either end, 3 to 63
 * characters, and none of the names the product or the web need for themselves. `demo` is the
 * seeded demo organization's (SPEC §1): an organization signing up with it would be shown as a
 * demo, banner and all.
 */
export const SUBDOMAIN_MIN_LENGTH = 3;
export const SUBDOMAIN_MAX_LENGTH = 63;

export const RESERVED_SUBDOMAINS = new Set([
  DEMO_SUBDOMAIN,
  "account",
  "admin",
  "administrator",
  "api",
  "app",
  "assets",
  "auth",
  "billing",
  "blog",
  "candor",
  "cdn",
  "dashboard",
  "dev",
  "docs",
  "email",
  "files",
  "ftp",
  "help",
  "hire",
  "imap",
  "login",
  "mail",
  "media",
  "pop",
  "portal",
  "root",
  "sandbox",
  "security",
  "signin",
  "signup",
  "smtp",
  "staging",
  "static",
  "status",
  "support",
  "test",
  "training",
  "v1",
  "webmail",
  "www",
  "www2",
]);

export const SUBDOMAIN_PROBLEMS = [
  "blank",
  "too_short",
  "too_long",
  "invalid",
  "reserved",
] as const;
export type SubdomainProblem = (typeof SUBDOMAIN_PROBLEMS)[number];

export function validateSubdomain(value: string | null | undefined): SubdomainProblem | undefined {
  const subdomain = (value ?? "").trim();
  if (!subdomain) return "blank";
  if (subdomain.length < SUBDOMAIN_MIN_LENGTH) return "too_short";
  if (subdomain.length > SUBDOMAIN_MAX_LENGTH) return "too_long";
  if (!/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/.test(subdomain)) return "invalid";
  if (RESERVED_SUBDOMAINS.has(subdomain)) return "reserved";
  return undefined;
}

/**
 * A subdomain suggested from an organization's name: accents dropped, lower-cased, runs of
 * anything else turned into one hyphen, trimmed to length; padded when too short.
 */
export function suggestSubdomain(name: string): string {
  let slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SUBDOMAIN_MAX_LENGTH)
    .replace(/-+$/g, "");
  if (slug.length < SUBDOMAIN_MIN_LENGTH) slug = `${slug || "team"}-hq`.replace(/^-/, "");
  if (RESERVED_SUBDOMAINS.has(slug)) slug = `${slug}-team`;
  return slug;
}
