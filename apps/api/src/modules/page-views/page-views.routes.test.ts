import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { pageViews } from "../../db/schema/index";

describe("POST /v1/page_views", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it("stores the path and area of a route change", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/v1/page_views",
      payload: { path: "/acme/hire/positions?status=open", area: "hire" },
    });
    expect(response.statusCode).toBe(204);
    const [stored] = await app.database.db
      .select()
      .from(pageViews)
      .orderBy(desc(pageViews.id))
      .limit(1);
    expect(stored).toMatchObject({ path: "/acme/hire/positions?status=open", area: "hire" });
  });

  it("refuses a path that is not a path and stores nothing", async () => {
    const before = await app.database.db.$count(pageViews);
    const response = await app.inject({
      method: "POST",
      url: "/v1/page_views",
      payload: { path: "https://elsewhere.test/", area: "hire" },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toEqual({ path: ["invalid"] });
    expect(await app.database.db.$count(pageViews)).toBe(before);
  });
});
