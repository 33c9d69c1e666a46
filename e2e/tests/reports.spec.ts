import { readFile } from "node:fs/promises";
import { bearer, DEMO_PASSWORD, demoUsers, logIn, startSessionIn } from "../fixtures/accounts";
import { expectNoSeriousAxeViolations } from "../fixtures/axe";
import { t } from "../fixtures/locales";
import { journeyExpect as expect, test } from "../fixtures/test";

/*
 * Reports (issue 18): the demo admin opens Reports from the sidebar, filters the hiring reports
 * by a position and a date range (kept in the URL), reads the funnel — the same figures the API
 * gives for those filters — and downloads it as CSV; the page has no serious axe violations.
 */

test.use({ bypassCSP: true });

type FunnelStage = {
  id: string;
  attributes: { name: string; current_count: number; reached_count: number };
};

/** `YYYY-MM-DD` of `days` ago (UTC), as a date input holds it. */
function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

test("an admin filters the hiring funnel by position and dates, reads it and exports CSV", async ({
  page,
  request,
  origins,
  consoleErrors,
}) => {
  // Three axe runs and four loads of a page of six panels: more than the default 30 s on CI.
  test.setTimeout(90_000);
  const admin = await logIn(request, demoUsers.admin, DEMO_PASSWORD);
  const demo = await startSessionIn(page.context(), origins, admin);
  const positions = await request.get("/v1/positions?q=Frontend", {
    headers: bearer(admin.token),
  });
  const position = ((await positions.json()).data as { id: string }[])[0];
  if (!position) throw new Error("The demo has no frontend position");
  const from = daysAgo(20);
  const to = daysAgo(0);

  await page.goto(`${demo}/hire`);
  const sidebar = page.getByRole("navigation", { name: t("sidebar.label") });
  await sidebar.getByRole("link", { name: t("sidebar.reports") }).click();
  await expect(page).toHaveURL(/\/hire\/reports$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("reportsSection.title"));
  await expect(page.getByRole("tab", { name: t("reportsSection.tabs.hiring") })).toHaveAttribute(
    "aria-selected",
    "true",
  );

  await page
    .getByLabel(t("reportsSection.filters.position"), { exact: true })
    .selectOption(position.id);
  await page.getByLabel(t("reportsSection.filters.from"), { exact: true }).fill(from);
  await page.getByLabel(t("reportsSection.filters.to"), { exact: true }).fill(to);
  await expect(page).toHaveURL(new RegExp(`position=${position.id}`));
  await expect(page).toHaveURL(new RegExp(`from=${from}`));
  await expect(page).toHaveURL(new RegExp(`to=${to}`));

  const expected = await request.get(
    `/v1/reports/hiring_funnel?position_id=${position.id}&from=${from}&to=${to}`,
    { headers: bearer(admin.token) },
  );
  expect(expected.ok()).toBe(true);
  const report = (await expected.json()) as {
    data: FunnelStage[];
    meta: { candidates_count: number };
  };
  expect(report.meta.candidates_count).toBeGreaterThan(0);

  // The funnel's table (what screen readers read, and "Show table" shows) holds those figures.
  const funnel = page.getByRole("region", { name: t("reportsSection.funnel.title") });
  const table = funnel.getByRole("table", { name: t("reportsSection.funnel.caption") });
  await expect(table.getByRole("row")).toHaveCount(report.data.length + 1);
  for (const stage of report.data) {
    const row = table.getByRole("row").filter({
      has: page.getByRole("rowheader", { name: stage.attributes.name, exact: true }),
    });
    await expect(row.getByRole("cell").nth(0)).toHaveText(String(stage.attributes.current_count));
    await expect(row.getByRole("cell").nth(1)).toHaveText(String(stage.attributes.reached_count));
  }
  await funnel.getByRole("button", { name: t("reportsSection.chart.showTable") }).click();
  await expect(table).toBeVisible();

  const downloading = page.waitForEvent("download");
  await funnel
    .getByRole("button", {
      name: `${t("reportsSection.chart.download")}: ${t("reportsSection.funnel.caption")}`,
    })
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("hiring-funnel.csv");
  const file = await download.path();
  const lines = (await readFile(file, "utf8"))
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");
  expect(lines[0]?.split(",").slice(0, 3)).toEqual([
    t("reportsSection.funnel.stage"),
    t("reportsSection.funnel.now"),
    t("reportsSection.funnel.reached"),
  ]);
  expect(lines.slice(1).map((line) => line.split(",").slice(0, 3))).toEqual(
    report.data.map((stage) => [
      stage.attributes.name,
      String(stage.attributes.current_count),
      String(stage.attributes.reached_count),
    ]),
  );

  // Reloaded, the filters are still there (the URL holds them).
  await page.reload();
  await expect(page.getByLabel(t("reportsSection.filters.from"), { exact: true })).toHaveValue(
    from,
  );
  await expect(page.getByLabel(t("reportsSection.filters.position"), { exact: true })).toHaveValue(
    position.id,
  );
  await expect(funnel.getByRole("table")).toBeAttached();
  await expectNoSeriousAxeViolations(page);

  // Over all time, the live-interview feedback panel reads the demo's past calls: its table holds
  // the API's figures, and the page with it stays axe clean.
  await page.goto(`${demo}/hire/reports`);
  const timeliness = await request.get("/v1/reports/live_feedback_timeliness", {
    headers: bearer(admin.token),
  });
  expect(timeliness.ok()).toBe(true);
  const { meta } = (await timeliness.json()) as {
    meta: { expected_count: number; on_time_count: number; missing_count: number };
  };
  expect(meta.expected_count).toBeGreaterThan(0);
  const live = page.getByRole("region", { name: t("reportsMore.liveFeedback.title") });
  const outcomes = live.getByRole("table", { name: t("reportsMore.liveFeedback.caption") });
  for (const [outcome, count] of [
    ["onTime", meta.on_time_count],
    ["missing", meta.missing_count],
  ] as const) {
    const row = outcomes.getByRole("row").filter({
      has: page.getByRole("rowheader", {
        name: t(`reportsMore.liveFeedback.outcomes.${outcome}`),
        exact: true,
      }),
    });
    await expect(row.getByRole("cell").first()).toHaveText(String(count));
  }
  await expect(
    live.getByRole("table", { name: t("reportsMore.liveFeedback.byInterviewerCaption") }),
  ).toBeAttached();
  await expectNoSeriousAxeViolations(page);

  // On a phone every tab fits the screen.
  // (Reloaded: the sidebar starts collapsed on a phone-sized screen, not when one shrinks.)
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  for (const [tab, panel] of [
    ["hiring", "funnel"],
    ["training", "training.learnTitle"],
    ["satisfaction", "trend"],
  ] as const) {
    // By keyboard (the tab list scrolls sideways on a phone): arrows move to the next tab.
    const selected = page.getByRole("tab", { selected: true });
    if ((await selected.textContent()) !== t(`reportsSection.tabs.${tab}`)) {
      await selected.focus();
      await page.keyboard.press("ArrowRight");
    }
    await expect(page.getByRole("tab", { name: t(`reportsSection.tabs.${tab}`) })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const title = panel.includes(".") ? panel : `${panel}.title`;
    await expect(page.getByRole("region", { name: t(`reportsSection.${title}`) })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${tab} at 375 px`).toBeLessThanOrEqual(375);
  }
  await expect(page).toHaveURL(/tab=satisfaction/);
  await expectNoSeriousAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});

test("a reviewer's Reports is their own training, and the hiring reports are refused", async ({
  page,
  request,
  origins,
  consoleErrors,
}) => {
  const reviewer = await logIn(request, demoUsers.reviewer, DEMO_PASSWORD);
  const demo = await startSessionIn(page.context(), origins, reviewer);
  // Their sidebar holds only Home (SPEC §6); the report is linked from their home page.
  await page.goto(`${demo}/hire/dashboard`);
  await page.getByRole("link", { name: t("reportsSection.myTrainingLink") }).click();
  await expect(page).toHaveURL(`${demo}/hire/reports`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("reportsSection.ownTitle"));
  await expect(page.getByRole("tab")).toHaveCount(0);
  await expect(
    page.getByRole("region", { name: t("reportsSection.training.learnTitle") }),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: t("reportsSection.funnel.title") })).toHaveCount(0);
  const refused = await request.get("/v1/reports/hiring_funnel", {
    headers: bearer(reviewer.token),
  });
  expect(refused.status()).toBe(403);
  await expectNoSeriousAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});
