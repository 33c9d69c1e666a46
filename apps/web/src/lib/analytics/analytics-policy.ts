import type { PosthogConfig } from "@candor/shared/schemas/guidance";

/*
 * When the optional product analytics (PostHog, issue 18) may run. Pure, so the rules are tested
 * on their own; `use-product-analytics.ts` applies them.
 */

/**
 * Pages where a candidate's face, voice or answers are on screen: recording (the candidate's
 * interview, a shared or invited interview link), reviewing, a candidate's profile with their
 * answers. Session replay never runs there and no event leaves; also behind an organization
 * prefix (`/acme/hire/…`).
 */
const EXCLUDED_PATHS = [
  /(^|\/)hire-candidate\/prerecorded-interviews(\/|$)/,
  /(^|\/)interview(\/|$)/,
  /(^|\/)hire\/candidate-interviews(\/|$)/,
  /(^|\/)hire\/candidates\/[^/]+/,
];

export function isAnalyticsExcludedPath(pathname: string): boolean {
  return EXCLUDED_PATHS.some((pattern) => pattern.test(pathname));
}

/** The browser's "Do not track" (or Global Privacy Control): the user said no. */
export function browserSaysDoNotTrack(
  nav: { doNotTrack?: string | null; globalPrivacyControl?: boolean } | undefined,
  win?: { doNotTrack?: string | null },
): boolean {
  return nav?.doNotTrack === "1" || nav?.globalPrivacyControl === true || win?.doNotTrack === "1";
}

/**
 * PostHog runs only when configured, after sign-in (SPEC §1), when the user's organization
 * allows it and their browser doesn't ask not to be tracked.
 */
export function isAnalyticsAllowed({
  posthog,
  user,
  doNotTrack,
}: {
  posthog: PosthogConfig | null;
  user: { productAnalytics: boolean } | null;
  doNotTrack: boolean;
}): boolean {
  return Boolean(posthog && user?.productAnalytics && !doNotTrack);
}
