import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscriptionRow } from "../../test/billing";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { createOrganization } from "../../test/organizations";
import { setSubscription } from "../../test/positions";
import { openPglite } from "../db/client";
import { organizations, subscriptions } from "../db/schema/index";
import { createBillingService } from "../modules/billing/billing.service";
import { createBuiltinProvider } from "../modules/billing/builtin-provider";
import { parseSetPlanArgs } from "./set-plan";

const API_ROOT = path.resolve(import.meta.dirname, "../..");
const run = promisify(execFile);

describe("parseSetPlanArgs", () => {
  it("takes a subdomain and a kind, with or without npm's --", () => {
    expect(parseSetPlanArgs(["acme", "enterprise"])).toEqual({
      subdomain: "acme",
      kind: "enterprise",
    });
    expect(parseSetPlanArgs(["--", "acme", "free-full-access"])).toEqual({
      subdomain: "acme",
      kind: "free-full-access",
    });
  });

  it.each([[[]], [["acme"]], [["acme", "enterprise", "extra"]]])(
    "prints the usage for %o",
    (args) => {
      expect(parseSetPlanArgs(args)).toEqual({ error: expect.stringContaining("usage:") });
    },
  );
});

describe("setOperatorPlan", () => {
  let app: TestApp;
  let billing: ReturnType<typeof createBillingService>;
  beforeAll(async () => {
    app = await buildTestApp();
    billing = createBillingService({
      db: app.database.db,
      clock: app.clock,
      provider: createBuiltinProvider({ publicUrl: app.config.publicUrl }),
    });
  });
  afterAll(() => app.close());

  it("puts an organization on enterprise or free full access, whatever was pending", async () => {
    const { organization } = await createOrganization(app, { subdomain: "operator-acme" });
    await setSubscription(app, organization.id, {
      kind: "premium",
      status: "downgrading",
      pendingKind: "pro",
      currentPeriodEnd: new Date("2031-01-01T00:00:00Z"),
    });
    await billing.setOperatorPlan("OPERATOR-ACME", "enterprise");
    expect(await subscriptionRow(app, organization.id)).toMatchObject({
      kind: "enterprise",
      status: "active",
      pendingKind: null,
      cancelAtPeriodEnd: false,
      inTrial: false,
      currentPeriodEnd: null,
    });
    await billing.setOperatorPlan("operator-acme", "free-full-access");
    expect((await subscriptionRow(app, organization.id)).kind).toBe("free_full_access");
    await billing.setOperatorPlan("operator-acme", "free");
    expect((await subscriptionRow(app, organization.id)).kind).toBe("free");
  });

  it("refuses plans bought in the app, unknown plans and unknown organizations", async () => {
    await createOrganization(app, { subdomain: "operator-other" });
    await expect(billing.setOperatorPlan("operator-other", "pro")).rejects.toThrow(/self-serve/);
    await expect(billing.setOperatorPlan("operator-other", "gold")).rejects.toThrow(/unknown/);
    await expect(billing.setOperatorPlan("nobody-here", "enterprise")).rejects.toThrow(
      /no organization/,
    );
  });
});

describe("npm run set-plan", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "candor-set-plan-"));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const cli = (...args: string[]) =>
    run(process.execPath, ["--import", "tsx", "src/cli/set-plan.ts", ...args], {
      cwd: API_ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", INIT_CWD: "" },
    });

  it("sets the plan of an organization in the embedded database", async () => {
    const setup = await openPglite({ dataDir });
    await setup.migrate();
    const [organization] = await setup.db
      .insert(organizations)
      .values({ name: "Big Co", subdomain: "bigco" })
      .returning();
    if (!organization) throw new Error("not inserted");
    await setup.db.insert(subscriptions).values({ organizationId: organization.id });
    await setup.close();

    const { stdout } = await cli("bigco", "enterprise");
    expect(stdout).toContain("Big Co (bigco) is now on the enterprise plan");

    const check = await openPglite({ dataDir });
    const [row] = await check.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.organizationId, organization.id));
    await check.close();
    expect(row).toMatchObject({ kind: "enterprise", status: "active" });
  }, 60_000);

  it("exits non-zero with a clear message", async () => {
    await expect(cli("bigco")).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining("usage:"),
    });
    await expect(cli("nobody", "enterprise")).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('no organization with the subdomain "nobody"'),
    });
  }, 60_000);
});
