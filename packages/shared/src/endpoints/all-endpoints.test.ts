import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ALL_ENDPOINTS, ENDPOINTS_BY_FEATURE } from "./all-endpoints";
import { endpointKey, pathParamNames } from "./define-endpoint";

describe("the endpoint table", () => {
  it("names each endpoint once, by its operationId, camelCase", () => {
    const ids = ALL_ENDPOINTS.map((endpoint) => endpoint.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const endpoints of Object.values(ENDPOINTS_BY_FEATURE)) {
      for (const [key, endpoint] of Object.entries(endpoints)) {
        expect(endpoint.operationId, key).toBe(key);
        expect(key).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      }
    }
  });

  it("describes each method and path once", () => {
    const keys = ALL_ENDPOINTS.map(endpointKey);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it("writes paths relative to /v1, Fastify-style, with a params schema naming each param", () => {
    for (const endpoint of ALL_ENDPOINTS) {
      const key = endpointKey(endpoint);
      expect(endpoint.path, key).toMatch(/^\/(?!v1\/)[a-z0-9_/:*A-Z.-]*$/);
      const names = pathParamNames(endpoint.path);
      if (names.length === 0) {
        expect(endpoint.params, key).toBeUndefined();
        continue;
      }
      expect(endpoint.params, key).toBeInstanceOf(z.ZodObject);
      const shape = (endpoint.params as z.ZodObject).shape;
      expect(Object.keys(shape).sort(), key).toEqual([...names].sort());
    }
  });

  it("gives permissions only to member endpoints, and every endpoint a success answer", () => {
    for (const endpoint of ALL_ENDPOINTS) {
      const key = endpointKey(endpoint);
      if (endpoint.permissions) expect(endpoint.access, key).toBe("member");
      expect(Object.keys(endpoint.responses).length, key).toBeGreaterThan(0);
      expect(endpoint.tags[0], key).toMatch(/^[a-z][a-z-]*$/);
    }
  });

  it("spells a route's key as the OpenAPI document and the permissions test do", () => {
    expect(endpointKey({ method: "GET", path: "/positions/:id" })).toBe("GET /v1/positions/{id}");
    expect(endpointKey({ method: "GET", path: "/files/*" })).toBe("GET /v1/files/{path}");
  });
});
