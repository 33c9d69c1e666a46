import { type RouteName, path as routePath } from "@candor/shared/routes";

/** The origin of an organization's pages: the public origin with `{subdomain}.` before its host. */
export function organizationOrigin(publicUrl: string, subdomain: string): string {
  const url = new URL(publicUrl);
  url.hostname = `${subdomain}.${url.hostname}`;
  return url.origin;
}

/** An absolute link to a page of the route table, for emails. */
export function absoluteLink(
  origin: string,
  route: RouteName,
  query?: Record<string, string | number | undefined>,
): string {
  // Only routes without parameters are linked from emails so far.
  return `${origin}${(routePath as (name: RouteName, params?: object, q?: object) => string)(route, {}, query)}`;
}
