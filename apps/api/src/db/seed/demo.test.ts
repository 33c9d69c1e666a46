import { DEMO_SUBDOMAIN } from "@candor/shared/constants";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { verifyPassword } from "../../lib/password";
import { organizations, users } from "../schema/index";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from "./demo";

describe("the demo seed", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it("creates the demo organization and its members once, however often it runs", async () => {
    const { db } = app.database;
    expect(await seedDemo(db)).toEqual({ created: true });
    expect(await seedDemo(db)).toEqual({ created: false });

    const orgs = await db.select().from(organizations);
    expect(orgs.map((org) => org.subdomain)).toEqual([DEMO_SUBDOMAIN]);
    const members = await db.select().from(users);
    expect(members).toHaveLength(DEMO_ACCOUNTS.length);

    const admin = members.find((user) => user.email === "admin@demo.candor.test");
    expect(admin).toMatchObject({
      isAdmin: true,
      permissions: ["admin"],
      organizationId: orgs[0]?.id,
    });
    const candidate = members.find((user) => user.type === "Candidate");
    expect(candidate).toMatchObject({ organizationId: null, permissions: [] });
    expect(await verifyPassword(admin?.passwordHash ?? "", DEMO_PASSWORD)).toBe(true);
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$/);
  });
});
