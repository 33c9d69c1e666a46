import { canAccessPage } from "@candor/shared/permissions";
import { path } from "@candor/shared/routes";
import { type ReactNode, useDeferredValue } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useLocation } from "react-router";
import { PageLoading } from "../../components/page-state/page-state";
import { REDIRECT_AFTER_AUTH_PARAM } from "../../lib/auth/auth-redirect";
import { useSession } from "../../lib/auth/use-session";
import { routeNameOfPath } from "./route-name";

export type RouteGuardProps = {
  children: ReactNode;
  /** Sign-in needed even where the permission table lists nothing (a whole signed-in area). */
  requireSignIn?: boolean;
  /** Extra query for the sign-in page, e.g. `{ type: "Candidate" }` in the candidate area. */
  signInQuery?: Record<string, string>;
};

/**
 * Lets a page through when `canAccessPage(user, route)` allows it (SPEC §6, the shared table; the
 * route is found from the path, so a new page can't be forgotten). Not signed in: to SignIn with
 * `redirectAfterAuth` set to this page. Signed in without the permission: the 403 page. Pages the
 * table leaves open render at once, without waiting for the session.
 */
export function RouteGuard({ children, requireSignIn = false, signInQuery }: RouteGuardProps) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const { status, user } = useSession();
  const route = routeNameOfPath(pathname);
  const isOpen = !requireSignIn && (route === null || canAccessPage(null, route));

  // When the session arrives, the page is rendered in the background (a deferred value: React
  // renders it in slices, yielding to the browser) while the loading state stays up, rather than
  // in one long task: the session's update is synchronous (a store), and a whole page's render
  // after it was 100–250 ms of blocking time (issue 15, decision 0059).
  const shownStatus = useDeferredValue(status);

  if (isOpen) return children;
  if (status === "loading" || shownStatus === "loading") {
    return <PageLoading label={t("guard.checking")} />;
  }
  if (!user) {
    const signIn = path(
      "SignIn",
      {},
      { ...signInQuery, [REDIRECT_AFTER_AUTH_PARAM]: `${pathname}${search}` },
    );
    return <Navigate to={signIn} replace />;
  }
  if (route !== null && !canAccessPage(user, route)) {
    return <Navigate to={path("Forbidden")} replace />;
  }
  return children;
}
