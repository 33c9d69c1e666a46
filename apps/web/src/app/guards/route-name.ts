import { type RouteName, routes } from "@candor/shared/routes";
import { matchRoutes } from "react-router";

const ROUTE_TABLE = Object.entries(routes).map(([name, pattern]) => ({ id: name, path: pattern }));

/**
 * The named route (shared route table) a path belongs to, or null for an unknown path. Ranked as
 * the router ranks them, so `/hire/positions/create-position` is CreatePosition, not Position.
 */
export function routeNameOfPath(pathname: string): RouteName | null {
  const matches = matchRoutes(ROUTE_TABLE, pathname);
  return (matches?.at(-1)?.route.id as RouteName | undefined) ?? null;
}
