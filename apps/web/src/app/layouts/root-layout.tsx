import { Outlet, ScrollRestoration } from "react-router";
import { usePageViewTracking } from "../../features/page-views/hooks/use-page-view-tracking";
import { useProductAnalytics } from "../../lib/analytics/use-product-analytics";

/**
 * Wraps every route: records page views, runs the optional product analytics (off unless
 * configured) and restores scroll on navigation.
 */
export function RootLayout() {
  usePageViewTracking();
  useProductAnalytics();
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
