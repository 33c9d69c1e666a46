import { bearer, DEMO_PASSWORD, demoUsers, logIn, startSessionIn } from "../fixtures/accounts";
import { expectNoSeriousAxeViolations } from "../fixtures/axe";
import { t, tf } from "../fixtures/locales";
import { journeyExpect as expect, test } from "../fixtures/test";

/*
 * The candidates list on the demo organization's seeded hiring story (issue 12): the HR manager
 * opens Candidates from the sidebar, searches, filters by a position and a stage, and opens a
 * profile. Read-only: the other candidate journeys make their own data. The second journey
 * filters, sorts, selects every candidate matching and tags them all with a tag of its own run.
 */

test.use({ bypassCSP: true });

test("an HR manager finds a demo candidate by search and by position and stage", async ({
  page,
  request,
  origins,
  consoleErrors,
}) => {
  const hr = await logIn(request, demoUsers.hrManager, DEMO_PASSWORD);
  const demo = await startSessionIn(page.context(), origins, hr);

  await page.goto(`${demo}/hire`);
  await page
    .getByRole("navigation", { name: t("sidebar.label") })
    .getByRole("link", { name: t("sidebar.candidates") })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("candidates.list.title"));
  const table = page.getByRole("table");
  // The seeded story's thirty people, newest first (other journeys may have added some).
  await expect(table.getByRole("link").first()).toBeVisible();

  // A search by the start of a name.
  const search = page.getByRole("searchbox", { name: t("candidates.list.search") });
  await search.fill("Olivi");
  await search.press("Enter");
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table.getByRole("link", { name: "Olivia Brown" })).toBeVisible();
  await search.fill("");
  await search.press("Enter");

  // A position and a stage: Customer Success Manager's one offer.
  await page
    .getByRole("combobox", { name: t("candidates.list.position") })
    .selectOption({ label: "Customer Success Manager" });
  await page
    .getByRole("group", { name: t("candidates.list.stageFilter") })
    .getByRole("button", { name: /^Offer/ })
    .click();
  await expect(page).toHaveURL(/stage=offer/);
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table.getByRole("link", { name: "Olivia Brown" })).toBeVisible();
  await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  // Her profile: her position at its stage and her reviewed interview.
  await table.getByRole("link", { name: "Olivia Brown" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Olivia Brown");
  await expect(page.getByText("Customer Success Manager").first()).toBeVisible();
  await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});

test("an HR manager filters and sorts the list, selects every match and tags them at once", async ({
  page,
  request,
  origins,
  consoleErrors,
}) => {
  const hr = await logIn(request, demoUsers.hrManager, DEMO_PASSWORD);
  const demo = await startSessionIn(page.context(), origins, hr);
  // Everyone added in the last year up to yesterday: the demo's thirty and more, over two pages
  // of 20 — and none of the candidates other tests add today while this one runs.
  const from = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const tag = `batch-${Date.now().toString(36)}`;
  const matching = await request.get(`/v1/candidates?added_from=${from}&added_to=${to}`, {
    headers: bearer(hr.token),
  });
  const count = ((await matching.json()) as { meta: { pagy: { count: number } } }).meta.pagy.count;
  expect(count).toBeGreaterThan(20);

  await page.goto(`${demo}/hire/candidates`);
  const table = page.getByRole("table");
  await expect(table.getByRole("link").first()).toBeVisible();
  const filters = page.getByRole("group", { name: t("candidatesList.filters") });
  await filters.getByLabel(t("candidatesList.addedFrom")).fill(from);
  await filters.getByLabel(t("candidatesList.addedTo")).fill(to);
  await filters
    .getByRole("combobox", { name: t("candidatesList.sort") })
    .selectOption({ label: t("candidatesList.sorts.lastNameAsc") });
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}.*sort=last_name/);
  await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
  // A to Z by last name: the first row's last name sorts before the last row's.
  const names = await table.getByRole("link").allTextContents();
  const lastNames = names.map((name) => name.split(" ").at(-1) ?? "");
  expect(lastNames[0]?.localeCompare(lastNames.at(-1) ?? "")).toBeLessThanOrEqual(0);

  // The page with the keyboard (Space), then every match across pages.
  const pageBox = table.getByRole("checkbox", { name: t("candidateImport.bulk.selectPage") });
  await pageBox.focus();
  await page.keyboard.press("Space");
  const bulkBar = page.getByRole("group", { name: t("candidateImport.bulk.toolbar") });
  await expect(bulkBar.getByRole("status")).toHaveText(
    tf("candidateImport.bulk.selected_other", { count: 20 }),
  );
  await page
    .getByRole("button", { name: tf("candidatesList.selectAllMatching_other", { count }) })
    .click();
  await expect(bulkBar.getByRole("status")).toHaveText(
    tf("candidateImport.bulk.selected_other", { count }),
  );
  await expectNoSeriousAxeViolations(page);

  await bulkBar.getByRole("button", { name: t("candidateImport.bulk.addTagTitle") }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(t("candidateImport.bulk.tag")).fill(tag);
  await dialog.getByRole("button", { name: t("candidateImport.bulk.addTag") }).click();
  await expect(page.getByText(tf("candidateImport.bulk.changed_other", { count }))).toBeVisible();

  // The tag filter finds exactly those.
  await filters.getByLabel(t("candidatesList.tag")).fill(tag);
  await filters.getByLabel(t("candidatesList.tag")).press("Enter");
  await expect(page).toHaveURL(new RegExp(`tag=${tag}`));
  await expect(
    page.getByText(tf("candidates.list.resultCount_other", { count }), { exact: true }),
  ).toBeAttached();
  await expect(page.locator("[aria-busy='true']")).toHaveCount(0);

  // On a phone (the page laid out at that width): no sideways scroll, and the page's checkbox
  // is there without the table's header.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
  await expect(
    page.getByRole("checkbox", { name: t("candidateImport.bulk.selectPage") }).first(),
  ).toBeVisible();
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.window);
  await expectNoSeriousAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});
