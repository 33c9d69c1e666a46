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
  // modules/candidate-interviews/candidate-interviews.routes.ts
  "GET /v1/candidates/by_token/{token}",
  "POST /v1/prerecorded_interviews/public/{uuid}/join",
  "GET /v1/candidate_interviews/mine",
  "GET /v1/candidate_interviews/mine/{id}",
  "POST /v1/candidate_interviews/mine/{id}/start",
  "PUT /v1/candidate_interviews/mine/{id}/answers/{questionId}",
  "POST /v1/candidate_interviews/mine/{id}/submit",
  "POST /v1/candidate_interviews/mine/{id}/feedback",
  // modules/content-library/categories.routes.ts
  "GET /v1/categories",
  "POST /v1/categories",
  "PUT /v1/categories/{id}",
  "DELETE /v1/categories/{id}",
  // modules/content-library/custom-sets.routes.ts
  "GET /v1/custom_sets",
  "POST /v1/custom_sets",
  "GET /v1/custom_sets/{id}",
  "PUT /v1/custom_sets/{id}",
  "DELETE /v1/custom_sets/{id}",
  // modules/content-library/prerecorded-questions.routes.ts
  "GET /v1/prerecorded_questions",
  "POST /v1/prerecorded_questions",
  "GET /v1/prerecorded_questions/{id}",
  "PUT /v1/prerecorded_questions/{id}",
  "DELETE /v1/prerecorded_questions/{id}",
  // modules/files/files.routes.ts
  "GET /v1/files/{path}",
  // modules/scorecards/scorecards.routes.ts
  "GET /v1/scorecards",
  "POST /v1/scorecards",
  "GET /v1/scorecards/templates",
  "GET /v1/scorecards/search",
  "GET /v1/scorecards/{id}",
  "PUT /v1/scorecards/{id}",
  "DELETE /v1/scorecards/{id}",
  "POST /v1/scorecards/{id}/attach",
  // modules/uploads/uploads.routes.ts
  "OPTIONS /v1/uploads",
  "POST /v1/uploads",
  "HEAD /v1/uploads/{id}",
  "PATCH /v1/uploads/{id}",
  "DELETE /v1/uploads/{id}",
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
