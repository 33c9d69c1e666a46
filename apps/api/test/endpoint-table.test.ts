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

  it("registers every /v1 route from the table: none by hand", () => {
    expect(routes.filter((route) => !tableEntry(route)).map(routeKey)).toEqual([]);
  });

  it("registers every entry of the table exactly once", () => {
    const fromTable = routes.map(tableEntry).filter((endpoint) => endpoint !== undefined);
    const counts = ALL_ENDPOINTS.map((endpoint) => [
      endpointKey(endpoint),
      fromTable.filter((entry) => entry === endpoint).length,
    ]);
    expect(counts.filter(([, count]) => count !== 1)).toEqual([]);
  });
});
