import { TOUR_KEYS } from "@candor/shared/schemas/guidance";
import type { SessionUser } from "../lib/auth/session-api";

/** A signed-in organization admin of "Acme" on the pro plan; override what a test needs. */
export function makeSessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: "1",
    email: "ada@acme.test",
    firstName: "Ada",
    lastName: "Lovelace",
    subdomain: "acme",
    organizationName: "Acme",
    isDemoOrganization: false,
    avatar: null,
    isAdmin: true,
    showOnboarding: false,
    points: 0,
    type: null,
    location: null,
    locale: "en",
    subscription: {
      kind: "pro",
      maxPositionsCount: 15,
      status: "active",
      currentPeriodEnd: null,
    },
    permissions: ["admin"],
    activePositionsCount: 0,
    activated: true,
    // Every tour already seen: a page's tour would cover what other tests look at.
    toursDone: [...TOUR_KEYS],
    productAnalytics: true,
    ...overrides,
  };
}

/** Wire form (snake_case JSON:API) of a user, for stubbing `fetch`. */
export function userDocument(user: SessionUser, token?: string) {
  const { id, ...attributes } = user;
  const snake = Object.fromEntries(
    Object.entries(attributes).map(([key, value]) => [
      key.replace(/[A-Z]/g, (char) => `_${char.toLowerCase()}`),
      value && typeof value === "object" && !Array.isArray(value)
        ? Object.fromEntries(
            Object.entries(value).map(([k, v]) => [
              k.replace(/[A-Z]/g, (char) => `_${char.toLowerCase()}`),
              v,
            ]),
          )
        : value,
    ]),
  );
  return {
    data: { id, type: "user", attributes: snake },
    ...(token ? { meta: { token } } : {}),
  };
}

/** `GET /v1/config` as the default install answers it; override the flags a test is about. */
export function appConfigBody(overrides: Record<string, unknown> = {}) {
  return {
    app_domain: "localhost",
    language_switcher: true,
    quick_watch: false,
    product_tours: true,
    demo_subdomain: "demo",
    links: {
      help_center: "/help",
      terms: "/terms",
      privacy: "/privacy",
      blog: "/help",
      top_interview_questions: "/resources/interview-questions-guide.pdf",
      interview_coaching: "/training/practice",
    },
    video_tour: {
      url: "/media/tour/candor-tour.webm",
      captions_url: "/media/tour/candor-tour.vtt",
    },
    posthog: null,
    ...overrides,
  };
}
