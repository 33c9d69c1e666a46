import { Outlet, ScrollRestoration } from "react-router";
import { usePageViewTracking } from "../../features/page-views/hooks/use-page-view-tracking";

/** Wraps every route: records page views and restores scroll on navigation. */
export function RootLayout() {
  usePageViewTracking();
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
