import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";

const OPERATIONS: [method: string, path: string, body: string | null][] = [
  ["post", "/v1/users", "SignUpInput"],
  ["post", "/v1/users/login", "LoginInput"],
  ["post", "/v1/users/logout", null],
  ["post", "/v1/users/activate", "TokenInput"],
  ["post", "/v1/users/activation", null],
  ["post", "/v1/users/forgot", "ForgotPasswordInput"],
  ["post", "/v1/users/reset_password", "ResetPasswordInput"],
  ["get", "/v1/users/current", null],
  ["put", "/v1/users/current", "UpdateCurrentUserInput"],
  ["delete", "/v1/users/current", "DeleteCurrentUserInput"],
  ["post", "/v1/users/session_handoff", null],
  ["post", "/v1/users/session_handoff/redeem", "RedeemSessionHandoffInput"],
  ["get", "/v1/organizations/subdomain_availability", null],
];

describe("accounts in the OpenAPI document", () => {
  let app: TestApp;
  let document: {
    paths: Record<string, Record<string, Record<string, unknown>>>;
  };
  beforeAll(async () => {
    app = await buildTestApp();
    document = (await app.inject({ method: "GET", url: "/v1/openapi.json" })).json();
  });
  afterAll(() => app.close());

  it.each(OPERATIONS)("%s %s is described from its zod schemas", (method, path, body) => {
    const operation = document.paths[path]?.[method];
    expect(operation).toBeDefined();
    expect(operation?.responses).toBeDefined();
    if (body) {
      const schema = JSON.stringify(operation?.requestBody);
      expect(schema).toContain(`#/components/schemas/${body}`);
    }
  });
});
