import { DEMO_SUBDOMAIN } from "@candor/shared/constants";
import type { appConfigEndpoints } from "@candor/shared/endpoints/app-config";
import { appConfigPaths } from "@candor/shared/endpoints/app-config.paths";
import { callsOf } from "@candor/shared/endpoints/endpoint-call";
import { DEFAULT_VIDEO_TOUR, externalLinks, isLinkTarget } from "@candor/shared/routes";
import type { AppConfig } from "@candor/shared/schemas/app-config";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "./api-client";
import type { Camelized } from "./case";

// Schema-free, typed with its entry: every page load asks for it, before zod (decision 0049).
const appConfigCalls = callsOf<typeof appConfigEndpoints>()(appConfigPaths);

export type ClientConfig = Camelized<AppConfig>;

/** Used until `/v1/config` answers, and for good if it can't (SPEC §2, DESIGN §5). */
export const DEFAULT_CLIENT_CONFIG: ClientConfig = {
  appDomain: typeof window === "undefined" ? "localhost" : window.location.hostname,
  languageSwitcher: true,
  quickWatch: false,
  productTours: true,
  demoSubdomain: DEMO_SUBDOMAIN,
  links: {
    helpCenter: externalLinks.HelpDesk,
    terms: externalLinks.TermsAndConditions,
    privacy: externalLinks.PrivacyPolicy,
    blog: externalLinks.Blog,
    topInterviewQuestions: externalLinks.TopInterviewQuestions,
    interviewCoaching: externalLinks.InterviewCoaching,
  },
  videoTour: { url: DEFAULT_VIDEO_TOUR.url, captionsUrl: DEFAULT_VIDEO_TOUR.captionsUrl },
  posthog: null,
};

type Links = ClientConfig["links"];

/** Each link the server gave that is an http(s) address or a path; the default otherwise. */
function linksOf(value: unknown): Links {
  const given = (typeof value === "object" && value !== null ? value : {}) as Record<
    string,
    unknown
  >;
  const link = (key: string, fallback: string) => {
    const value = given[key];
    return isLinkTarget(value) ? value : fallback;
  };
  const defaults = DEFAULT_CLIENT_CONFIG.links;
  return {
    helpCenter: link("help_center", defaults.helpCenter),
    terms: link("terms", defaults.terms),
    privacy: link("privacy", defaults.privacy),
    blog: link("blog", defaults.blog),
    topInterviewQuestions: link("top_interview_questions", defaults.topInterviewQuestions),
    interviewCoaching: link("interview_coaching", defaults.interviewCoaching),
  };
}

function videoTourOf(value: unknown): ClientConfig["videoTour"] {
  const given = (typeof value === "object" && value !== null ? value : {}) as Record<
    string,
    unknown
  >;
  if (!isLinkTarget(given.url)) return DEFAULT_CLIENT_CONFIG.videoTour;
  return {
    url: given.url,
    captionsUrl: isLinkTarget(given.captions_url) ? given.captions_url : null,
  };
}

function posthogOf(value: unknown): ClientConfig["posthog"] {
  if (typeof value !== "object" || value === null) return null;
  const { key, host } = value as Record<string, unknown>;
  return typeof key === "string" && key && typeof host === "string" && URL.canParse(host)
    ? { key, host }
    : null;
}

/**
 * Reads `GET /v1/config` (AppConfigSchema in shared). In production the answer is not parsed
 * (api-client checks it in development and tests only), so each flag is still checked by hand: a
 * missing or mistyped flag keeps its default.
 */
export async function getAppConfig(): Promise<ClientConfig> {
  const body: Partial<Record<keyof AppConfig, unknown>> =
    (await api(appConfigCalls.getAppConfig)) ?? {};
  const text = (value: unknown, fallback: string) =>
    typeof value === "string" && value ? value : fallback;
  const flag = (value: unknown, fallback: boolean) =>
    typeof value === "boolean" ? value : fallback;
  return {
    appDomain: text(body.app_domain, DEFAULT_CLIENT_CONFIG.appDomain),
    languageSwitcher: flag(body.language_switcher, DEFAULT_CLIENT_CONFIG.languageSwitcher),
    quickWatch: flag(body.quick_watch, DEFAULT_CLIENT_CONFIG.quickWatch),
    productTours: flag(body.product_tours, DEFAULT_CLIENT_CONFIG.productTours),
    demoSubdomain: text(body.demo_subdomain, DEFAULT_CLIENT_CONFIG.demoSubdomain),
    links: linksOf(body.links),
    videoTour: videoTourOf(body.video_tour),
    posthog: posthogOf(body.posthog),
  };
}

export const appConfigQueryOptions = queryOptions({
  queryKey: ["app-config"],
  queryFn: getAppConfig,
  // The flags change only with a deployment: one read per page load.
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
});

/**
 * The run-time flags of the deployment. `isLoaded` turns true once the server answered or the
 * request failed for good, so flag-driven UI (the language switcher) doesn't flash.
 */
export function useAppConfig(): { config: ClientConfig; isLoaded: boolean } {
  const query = useQuery(appConfigQueryOptions);
  return { config: query.data ?? DEFAULT_CLIENT_CONFIG, isLoaded: !query.isPending };
}

/** Where the help center, terms, privacy and the other external links lead (issue 18). */
export function useExternalLinks(): Links {
  return useAppConfig().config.links;
}

/** Whether a link leaves Candor (an absolute address) rather than opening one of its pages. */
export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}
