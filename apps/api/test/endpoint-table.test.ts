import { ALL_ENDPOINTS } from "@candor/shared/endpoints/all-endpoints";
import { type EndpointDefinition, endpointKey } from "@candor/shared/endpoints/define-endpoint";
import type { RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildTestApp, type TestApp } from "./build-test-app";

/** Every route the application registers, seen by Fastify's onRoute hook as it is added. */
const registered = vi.hoisted(() => [] as RouteOptions[]);
vi.mock("fastify", async (importOriginal) => {
  const fastify = await importOriginal<typeof import("fastify")>();
  const withRouteLog = ((options?: Parameters<typeof fastify.default>[0]) => {
    const app = fastify.default(options);
    app.addHook("onRoute", (routeOptions) => {
      registered.push(routeOptions);
    });
    return app;
  }) as typeof fastify.default;
  return { ...fastify, default: withRouteLog };
});

/**
 * Routes still registered by hand, not from the endpoint table (packages/shared/src/endpoints).
 * This list must reach zero: whoever migrates a feature deletes its lines, and a line whose route
 * comes from the table (or is gone) fails the test, so the list only shrinks.
 */
const NOT_YET_MIGRATED: readonly string[] = [
  // modules/accounts/accounts.routes.ts
  "POST /v1/users",
  "POST /v1/users/login",
  "POST /v1/users/logout",
  "POST /v1/users/activate",
  "POST /v1/users/activation",
  "POST /v1/users/forgot",
  "POST /v1/users/reset_password",
  "GET /v1/users/current",
  "PUT /v1/users/current",
  "DELETE /v1/users/current",
  "POST /v1/users/session_handoff",
  "POST /v1/users/session_handoff/redeem",
  "GET /v1/organizations/subdomain_availability",
  // modules/accounts/avatar.routes.ts
  "PUT /v1/users/current/avatar",
  "DELETE /v1/users/current/avatar",
  // modules/app-config/app-config.routes.ts
  "GET /v1/config",
  // modules/billing/billing.routes.ts
  "GET /v1/plans",
  "GET /v1/subscriptions/current",
  "POST /v1/subscriptions",
  "POST /v1/subscriptions/cancel",
  "POST /v1/subscriptions/reactivate",
  "POST /v1/subscriptions/cancel_downgrade",
  "POST /v1/subscriptions/preview_upgrade",
  "POST /v1/subscriptions/upgrade",
  "POST /v1/subscriptions/downgrade",
  "GET /v1/subscriptions/invoices",
  "GET /v1/subscriptions/invoices/{id}/download",
  "POST /v1/subscriptions/portal",
  // modules/demo-requests/demo-requests.routes.ts
  "POST /v1/demo_requests",
  // modules/health/health.routes.ts
  "GET /v1/health",
  // modules/organizations/invitations.routes.ts
  "POST /v1/invitations",
  "GET /v1/invitations",
  "DELETE /v1/invitations/{id}",
  "POST /v1/invitations/{id}/resend",
  "GET /v1/invitations/lookup",
  "POST /v1/invitations/accept",
  // modules/organizations/organizations.routes.ts
  "GET /v1/organizations/current",
  "PUT /v1/organizations/current",
  "GET /v1/organizations/current/users",
  "GET /v1/organizations/current/users/{id}",
  "GET /v1/users/{id}",
  "DELETE /v1/organizations/current/users/{id}",
  "PUT /v1/users/{userId}/update_permissions",
  // modules/page-views/page-views.routes.ts
  "POST /v1/page_views",
  // modules/reports/reports.routes.ts
  "GET /v1/reports/top_learners",
  "GET /v1/reports/learn",
  "GET /v1/reports/practice",
  "GET /v1/reports/certificates",
  "GET /v1/reports/overall_activity",
  "GET /v1/reports/satisfaction_rate",
  // modules/training/certificates.routes.ts
  "GET /v1/certificates",
  "GET /v1/certificates/recommended",
  "GET /v1/certificates/verify/{code}",
  "GET /v1/certificates/{id}",
  "GET /v1/certificates/{id}/download",
  // modules/training/curriculums.routes.ts
  "GET /v1/curriculums",
  "GET /v1/curriculums/{curriculumSlug}",
  "PUT /v1/curriculum_videos/{videoId}/log",
  "PUT /v1/curriculum_videos/{videoId}/watched",
  "POST /v1/notes",
  "PUT /v1/notes/{noteId}",
  "DELETE /v1/notes/{noteId}",
  "POST /v1/quizzes/{quizId}/answers",
  // modules/training/onboarding.routes.ts
  "GET /v1/onboarding_survey",
  "POST /v1/onboarding_survey",
  // modules/training/practice-interviews.routes.ts
  "GET /v1/interviews",
  "GET /v1/interviews/{slug}",
  "POST /v1/interviews/{slug}/answers",
  "POST /v1/interviews/{slug}/reset",
];

function routeKey(route: RouteOptions): string {
  const method = Array.isArray(route.method) ? route.method.join(",") : route.method;
  return endpointKey({ method: method as EndpointDefinition["method"], path: route.url.slice(3) });
}

describe("the endpoint table and the registered routes", () => {
  let app: TestApp;
  let routes: RouteOptions[];

  beforeAll(async () => {
    app = await buildTestApp();
    const v1 = registered.filter((route) => route.url.startsWith("/v1/"));
    const gets = new Set(v1.filter((route) => route.method === "GET").map((route) => route.url));
    // Fastify adds a HEAD twin to every GET route; only HEAD routes of their own are calls.
    routes = v1.filter((route) => !(route.method === "HEAD" && gets.has(route.url)));
  });
  afterAll(() => app.close());

  const tableEntry = (route: RouteOptions) => {
    const endpoint = route.config?.endpoint;
    return endpoint && ALL_ENDPOINTS.includes(endpoint) && endpointKey(endpoint) === routeKey(route)
      ? endpoint
      : undefined;
  };

  it("registers every /v1 route from the table, except the routes listed as not yet migrated", () => {
    const byHand = routes.filter((route) => !tableEntry(route)).map(routeKey);
    expect(byHand.filter((key) => !NOT_YET_MIGRATED.includes(key))).toEqual([]);
  });

  it("lists as not yet migrated only routes that are still registered by hand", () => {
    const byHand = new Set(routes.filter((route) => !tableEntry(route)).map(routeKey));
    expect(NOT_YET_MIGRATED.filter((key) => !byHand.has(key))).toEqual([]);
  });

  it("registers every entry of the table exactly once", () => {
    const fromTable = routes.map(tableEntry).filter((endpoint) => endpoint !== undefined);
    const counts = ALL_ENDPOINTS.map((endpoint) => {
      const key = endpointKey(endpoint);
      // An entry written ahead of its module's migration is still served by the hand-made route.
      const byHand = NOT_YET_MIGRATED.includes(key) ? 1 : 0;
      return [key, fromTable.filter((entry) => entry === endpoint).length + byHand];
    });
    expect(counts.filter(([, count]) => count !== 1)).toEqual([]);
  });
});
