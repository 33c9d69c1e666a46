import { useEffect } from "react";
import { useLocation } from "react-router";
import { useAppConfig } from "../app-config";
import { useSession } from "../auth/use-session";
import {
  browserSaysDoNotTrack,
  isAnalyticsAllowed,
  isAnalyticsExcludedPath,
} from "./analytics-policy";
import { loadedPosthog, loadPosthog, setSending } from "./posthog-client";

/**
 * The optional product analytics with session replay (issue 18), mounted once in the root layout:
 * PostHog is loaded only once a user is signed in (SPEC §1) on a deployment that configures it,
 * for an organization that allows it, in a browser that doesn't say "Do not track". It identifies
 * the user by their opaque id (never the email), and stops — no replay, no event — on recording
 * and review pages, on sign-out and when any condition fails.
 */
export function useProductAnalytics() {
  const { config, isLoaded } = useAppConfig();
  const { user } = useSession();
  const { pathname } = useLocation();
  const doNotTrack =
    typeof navigator !== "undefined" &&
    browserSaysDoNotTrack(
      navigator as Navigator & { globalPrivacyControl?: boolean },
      window as Window & { doNotTrack?: string },
    );
  const posthog = isLoaded ? config.posthog : null;
  const allowed = isAnalyticsAllowed({ posthog, user, doNotTrack });
  const excluded = isAnalyticsExcludedPath(pathname);
  const userId = user?.id ?? null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: each route change is a page view
  useEffect(() => {
    if (!allowed || excluded || !userId || !posthog) {
      setSending(false);
      const loaded = loadedPosthog();
      if (!loaded) return;
      void loaded.then((client) => {
        client.stopSessionRecording();
        // Signed out, or analytics turned off: forget who this was.
        if (!allowed || !userId) client.reset();
      });
      return;
    }
    setSending(true);
    let cancelled = false;
    void loadPosthog(posthog)
      .then((client) => {
        if (cancelled) return;
        if (client.get_distinct_id() !== userId) client.identify(userId);
        client.startSessionRecording();
        client.capture("$pageview");
      })
      .catch(() => {
        // Blocked by an extension or offline: Candor works the same without it.
      });
    return () => {
      cancelled = true;
    };
  }, [allowed, excluded, userId, posthog, pathname]);
}
