import { randomBytes } from "node:crypto";
import { request as playwrightRequest } from "@playwright/test";
import pg from "pg";
import {
  DEMO_PASSWORD,
  DEMO_SUBDOMAIN,
  demoUsers,
  logIn,
  signUpOrganization,
  startSessionIn,
} from "../fixtures/accounts";
import { expectNoSeriousAxeViolations } from "../fixtures/axe";
import {
  candidateRoomLink,
  expectVideoFlowing,
  joinCall,
  scheduleRoomInterview,
  turnOnCamera,
} from "../fixtures/live-room";
import { t, tf } from "../fixtures/locales";
import { type RunningServer, startServer } from "../fixtures/server";
import { expect, test } from "../fixtures/test";

/*
 * The built-in room of a live interview (issue 13) in Chromium with the fake camera and
 * microphone: the candidate (own browser context, personal link, no sign-in) and an interviewer
 * join; each sees the other's video arrive (inbound video bytes grow, read from the quality
 * signal's statistics); the interviewer ticks a question and writes a note that survives a reload.
 */

// axe is injected as a script, which the app's Content-Security-Policy would refuse.
test.use({ bypassCSP: true });

test("the candidate and an interviewer meet in the room; the panel's notes survive a reload", async ({
  page,
  browser,
  request,
  origins,
}) => {
  test.setTimeout(180_000);
  const hr = await logIn(request, demoUsers.hrManager, DEMO_PASSWORD);
  const room = await scheduleRoomInterview(request, hr, [hr.id]);
  const dataDir = process.env.CANDOR_E2E_DATA_DIR;
  test.skip(!dataDir, "CANDOR_E2E_DATA_DIR is needed to read the candidate's invitation");
  const link = await candidateRoomLink(dataDir as string, room.candidateEmail, room.id);

  await startSessionIn(page.context(), origins, hr);
  const roomUrl = `${origins.organization(DEMO_SUBDOMAIN)}/hire/live-interviews/${room.id}/room`;
  await page.goto(roomUrl);
  await turnOnCamera(page);
  await test.step("the pre-join screen has no serious accessibility problem", async () => {
    await expectNoSeriousAxeViolations(page);
  });
  await joinCall(page);

  const candidateContext = await browser.newContext({
    viewport: { width: 375, height: 800 },
    bypassCSP: true,
  });
  const candidatePage = await candidateContext.newPage();
  await candidatePage.goto(link);
  await turnOnCamera(candidatePage);
  await joinCall(candidatePage);

  await test.step("each side receives the other's video", async () => {
    await expectVideoFlowing(page);
    await expectVideoFlowing(candidatePage);
  });

  await test.step("the room has no serious accessibility problem, and fits a phone", async () => {
    await expectNoSeriousAxeViolations(page);
    await expectNoSeriousAxeViolations(candidatePage);
    const width = await candidatePage.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    // The candidate does not see the panel's agenda (the team did not show it).
    await expect(candidatePage.getByText(room.agenda[0] as string)).toHaveCount(0);
  });

  const panel = page.getByRole("complementary", { name: t("liveRoom.panel.label") });
  await test.step("the interviewer ticks a question and writes a note", async () => {
    await panel.getByRole("checkbox", { name: room.agenda[0] }).check();
    await expect(panel.getByRole("checkbox", { name: room.agenda[0] })).toBeChecked();
    await panel.getByRole("button", { name: t("liveRoom.panel.addNote") }).click();
    await page.keyboard.type("Clear about trade-offs between consistency and latency");
    await expect(panel.locator('[data-save-state="saved"]')).toHaveCount(1, { timeout: 10_000 });
  });

  await test.step("after a reload the note and the tick are still there", async () => {
    await page.reload();
    await turnOnCamera(page);
    await joinCall(page);
    // The notes' region (the scorecard below has its own comment box).
    const notes = panel.getByRole("region", { name: t("liveRoom.panel.notes") });
    await expect(notes.getByRole("textbox", { name: /./ })).toHaveValue(
      "Clear about trade-offs between consistency and latency",
    );
    await expect(panel.getByRole("checkbox", { name: room.agenda[0] })).toBeChecked();
    await expectVideoFlowing(page);
  });

  await test.step("the interviewer rates the scorecard beside the call; the profile shows it", async () => {
    for (const criterion of room.scorecard.criteria) {
      await panel
        .getByRole("group", { name: criterion.name })
        .getByRole("radio", {
          name: tf("scorecard.ratingOf", { rating: 4, scale: criterion.rating_scale }),
        })
        .check();
    }
    await panel.getByRole("button", { name: t("liveFeedback.submit") }).click();
    await expect(page.getByText(t("liveFeedback.submitted")).first()).toBeVisible();
    const profile = await page.context().newPage();
    await profile.goto(
      `${origins.organization(DEMO_SUBDOMAIN)}/hire/candidates/${room.candidateId}`,
    );
    // A second page of the app, loading while the call still runs in the first.
    await expect(profile.getByRole("link", { name: "Technical conversation" })).toBeVisible({
      timeout: 30_000,
    });
    const average = t("liveFeedback.overall").replace("{{value}}", "");
    await expect(profile.getByText(average, { exact: false }).first()).toBeVisible();
    await profile.close();
  });

  await candidatePage.getByRole("button", { name: t("liveRoom.call.leave") }).click();
  await expect(
    candidatePage.getByRole("heading", { name: t("liveRoom.left.title") }),
  ).toBeVisible();
  await candidateContext.close();
});

test("a link that is not the candidate's is refused", async ({ page }) => {
  await page.goto(`/hire-candidate/live-interviews/${crypto.randomUUID()}?token=made-up`);
  await expect(page.getByRole("heading", { name: t("liveRoom.refused.title") })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

/**
 * Two API processes on one PostgreSQL database, as behind a load balancer: the interviewer's
 * socket is on the first, the candidate's on the second; signaling crosses through the database.
 */
test.describe("two API processes", () => {
  const serverUrl = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
  const databaseName = `candor_e2e_room_${randomBytes(5).toString("hex")}`;
  let servers: RunningServer[] = [];
  let isPostgresUp = true;

  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 2_000 });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    try {
      await admin(`create database "${databaseName}"`);
    } catch {
      isPostgresUp = false;
      return;
    }
    const url = new URL(serverUrl);
    url.pathname = `/${databaseName}`;
    const env = { DATABASE_URL: url.toString(), SEED_DEMO: "false" };
    servers = await Promise.all(
      ["a", "b"].map((name) =>
        startServer({ env, logFile: `test-results/live-room-server-${name}.log` }),
      ),
    );
  });

  test.afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    if (isPostgresUp) await admin(`drop database if exists "${databaseName}" with (force)`);
  });

  test("the interviewer on one process and the candidate on the other see each other", async ({
    page,
    browser,
  }) => {
    test.skip(
      !isPostgresUp,
      `live-room two-process test skipped: no PostgreSQL server at ${serverUrl} (set TEST_DATABASE_URL or run one on 127.0.0.1:5432)`,
    );
    test.setTimeout(120_000);
    const [first, second] = servers as [RunningServer, RunningServer];
    const api = await playwrightRequest.newContext({ baseURL: first.baseURL });
    const organizer = await signUpOrganization(api, { label: "room" });
    const room = await scheduleRoomInterview(api, organizer, [organizer.id]);
    const link = await candidateRoomLink(
      [first.dataDir, second.dataDir],
      room.candidateEmail,
      room.id,
      {
        origin: second.baseURL.replace("127.0.0.1", "localhost"),
      },
    );
    await api.dispose();

    const firstPort = new URL(first.baseURL).port;
    const organizationOrigin = `http://${organizer.subdomain}.localhost:${firstPort}`;
    await page
      .context()
      .addCookies([
        { name: "auth", value: encodeURIComponent(organizer.token), url: organizationOrigin },
      ]);
    await page.goto(`${organizationOrigin}/hire/live-interviews/${room.id}/room`);
    await turnOnCamera(page);
    await joinCall(page);

    const candidateContext = await browser.newContext();
    const candidatePage = await candidateContext.newPage();
    await candidatePage.goto(link);
    await turnOnCamera(candidatePage);
    await joinCall(candidatePage);

    await expectVideoFlowing(page);
    await expectVideoFlowing(candidatePage);
    await candidateContext.close();
  });
});
