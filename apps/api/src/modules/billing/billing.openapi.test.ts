import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";

/** Every call of issue 5 is described in the OpenAPI document from its zod schemas. */
const OPERATIONS: [method: string, path: string, body: string | null, response: string | null][] = [
  ["get", "/v1/positions", null, "PositionListDocument"],
  ["post", "/v1/positions", "CreatePositionInput", "PositionDocument"],
  ["get", "/v1/positions/{id}", null, "PositionDocument"],
  ["put", "/v1/positions/{id}", "UpdatePositionInput", "PositionDocument"],
  ["delete", "/v1/positions/{id}", null, null],
  ["get", "/v1/positions/latest", null, "LatestPositionsDocument"],
  ["get", "/v1/positions/search", null, "PositionSearchDocument"],
  ["post", "/v1/positions/bulk_close", "BulkClosePositionsInput", "BulkClosePositionsDocument"],
  ["get", "/v1/positions/stats", null, "PositionStatsDocument"],
  ["get", "/v1/positions/limit", null, "PositionsLimitDocument"],
  ["get", "/v1/industries", null, "IndustryListDocument"],
  ["get", "/v1/plans", null, "PlanListDocument"],
  ["get", "/v1/subscriptions/current", null, "SubscriptionDocument"],
  ["post", "/v1/subscriptions", "SubscribeInput", "SubscriptionDocument"],
  ["post", "/v1/subscriptions/cancel", null, "SubscriptionDocument"],
  ["post", "/v1/subscriptions/reactivate", null, "SubscriptionDocument"],
  ["post", "/v1/subscriptions/preview_upgrade", "ChangePlanInput", "UpgradePreviewDocument"],
  ["post", "/v1/subscriptions/upgrade", "ChangePlanInput", "SubscriptionDocument"],
  ["post", "/v1/subscriptions/downgrade", "ChangePlanInput", "SubscriptionDocument"],
  ["post", "/v1/subscriptions/cancel_downgrade", null, "SubscriptionDocument"],
  ["get", "/v1/subscriptions/invoices", null, "InvoiceListDocument"],
  ["get", "/v1/subscriptions/invoices/{id}/download", null, null],
  ["post", "/v1/subscriptions/portal", null, "BillingPortalDocument"],
  ["post", "/v1/demo_requests", "DemoRequestInput", "DemoRequestDocument"],
];

describe("positions, billing and demo requests in the OpenAPI document", () => {
  let app: TestApp;
  let document: { paths: Record<string, Record<string, Record<string, unknown>>> };
  beforeAll(async () => {
    app = await buildTestApp();
    document = (await app.inject({ method: "GET", url: "/v1/openapi.json" })).json();
  });
  afterAll(() => app.close());

  it.each(OPERATIONS)("%s %s", (method, path, body, response) => {
    const operation = document.paths[path]?.[method];
    expect(operation).toBeDefined();
    if (body)
      expect(JSON.stringify(operation?.requestBody)).toContain(`#/components/schemas/${body}`);
    if (response) {
      expect(JSON.stringify(operation?.responses)).toContain(`#/components/schemas/${response}`);
    }
  });
});
