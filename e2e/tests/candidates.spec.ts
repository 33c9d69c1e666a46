import { DEMO_PASSWORD, demoUsers, logIn, startSessionIn } from "../fixtures/accounts";
import { expectNoSeriousAxeViolations } from "../fixtures/axe";
import { t } from "../fixtures/locales";
import { journeyExpect as expect, test } from "../fixtures/test";

/*
 * The candidates list on the demo organization's seeded hiring story (issue 12): the HR manager
 * opens Candidates from the sidebar, searches, filters by a position and a stage, and opens a
 * profile. Read-only: the other candidate journeys make their own data.
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
