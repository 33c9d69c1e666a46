import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { createPageView } from "../api/create-page-view";

/**
 * Sends a page view whenever the path or query changes. The referrer is the previous in-app page,
 * or the document's referrer for the first one. A repeat of the same location (React's
 * development double effects) is not sent twice.
 */
export function usePageViewTracking(): void {
  const { pathname, search } = useLocation();
  const lastSent = useRef<string | null>(null);

  useEffect(() => {
    const current = `${pathname}${search}`;
    if (lastSent.current === current) return;
    const referrer =
      lastSent.current === null
        ? document.referrer || undefined
        : `${window.location.origin}${lastSent.current}`;
    lastSent.current = current;
    createPageView(current, referrer);
  }, [pathname, search]);
}
