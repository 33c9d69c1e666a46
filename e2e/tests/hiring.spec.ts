import type { APIRequestContext, Page } from "@playwright/test";
import {
  bearer,
  type SignedInUser,
  signUpOrganization,
  startSessionIn,
} from "../fixtures/accounts";
import { expectNoSeriousAxeViolations } from "../fixtures/axe";
import { literal, t, tf } from "../fixtures/locales";
import { journeyExpect as expect, test } from "../fixtures/test";

/*
 * Hiring home (issue 5): an admin of a new organization creates positions through the form, finds
 * them in the list and on the dashboard, reaches the free plan's limit of 3 open positions and
 * follows the upgrade path to the plans, where a pro trial lifts the limit.
 */

/** `POST /v1/positions` as `user`: an open position, for the ones the journey doesn't type. */
async function openPosition(request: APIRequestContext, user: SignedInUser, title: string) {
  const response = await request.post("/v1/positions", {
    headers: bearer(user.token),
    data: { title, description: `<p>${title}: what the role is about.</p>`, status: "open" },
  });
  if (!response.ok()) {
    throw new Error(`POST /v1/positions answered ${response.status()}: ${await response.text()}`);
  }
}

// axe-core is injected as a script, which the app's content security policy rightly forbids.
test.use({ bypassCSP: true });

async function openAccountMenu(page: Page) {
  await page.getByRole("button", { name: t("accountMenu.menu"), exact: true }).click();
  return page.getByRole("menu");
}

test("an admin creates a position, finds it in the list and on the dashboard, and upgrades at the free plan's limit", async ({
  page,
  request,
  origins,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const admin = await signUpOrganization(request, { label: "hiring" });
  if (!admin.subdomain) throw new Error("A new organization has a subdomain");
  const organization = origins.organization(admin.subdomain);
  await startSessionIn(page.context(), origins, admin);
  const title = "Senior Backend Engineer";
  const draftTitle = "Site Reliability Engineer";
  const titleField = page.getByLabel(t("positions.form.title"), { exact: true });
  const description = page.getByRole("textbox", { name: t("positions.form.description") });
  const openButton = page.getByRole("button", { name: t("positions.form.open"), exact: true });

  await test.step("the form refuses an empty position, then opens a described one", async () => {
    await page.goto(`${organization}/hire/positions`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("positions.list.title"));
    await expect(
      page.getByText(tf("positions.limit.summary", { active: 0, max: 3 })),
    ).toBeVisible();
    // The header's link (the empty list offers one too).
    await page
      .getByRole("link", { name: t("positions.list.create") })
      .first()
      .click();
    await expect(page).toHaveURL(`${organization}/hire/positions/create-position`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      t("positions.form.createTitle"),
    );

    await openButton.click();
    await expect(titleField).toHaveAccessibleDescription(t("errors.required"));
    await expect(description).toHaveAccessibleDescription(
      literal(t("errors.rich_text_empty"), { start: true }),
    );
    await expect(titleField).toBeFocused();
    await expectNoSeriousAxeViolations(page);

    await titleField.fill(title);
    await description.fill("Own our hiring APIs end to end.");
    await openButton.click();
    // The notice lives ALERT_LIFETIME_MS (2 s): looked for first, while the next page loads.
    await expect(page.getByText(tf("positions.form.createdOpen", { title }))).toBeVisible();
    await expect(page).toHaveURL(
      new RegExp(`${literal(`${organization}/hire/positions/`, { start: true }).source}[\\w-]+$`),
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  });

  await test.step("the position is in the list and on the dashboard", async () => {
    await page.goto(`${organization}/hire/positions`);
    const row = page.getByRole("row").filter({ hasText: title });
    await expect(row.getByRole("link", { name: title })).toBeVisible();
    await expect(row).toContainText(t("positions.status.open"));
    await expectNoSeriousAxeViolations(page);
    await expect(
      page.getByText(tf("positions.limit.summary", { active: 1, max: 3 })),
    ).toBeVisible();

    await page.goto(`${organization}/hire/dashboard`);
    const openPanel = page.getByRole("region", { name: t("dashboard.open.title") });
    await expect(openPanel.getByRole("link", { name: title })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await expect(
      page.getByText(tf("positions.limit.summary", { active: 1, max: 3 })),
    ).toBeVisible();
  });

  await test.step("at 3 open positions opening one more is refused, with the way to upgrade", async () => {
    await openPosition(request, admin, "Product Designer");
    await openPosition(request, admin, "Data Analyst");
    await page.goto(`${organization}/hire/positions/create-position`);
    // Warned before typing anything.
    await expect(
      page.getByRole("status").filter({ hasText: t("positions.limit.reachedTitle") }),
    ).toBeVisible();
    await titleField.fill(draftTitle);
    await description.fill("Keep the lights on.");
    await openButton.click();
    const refusal = page.getByRole("alert").filter({ hasText: t("positions.limit.reachedTitle") });
    await expect(refusal).toContainText(tf("positions.limit.reachedBody", { active: 3, max: 3 }));
    await expect(refusal.getByRole("link", { name: t("positions.limit.closeOne") })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // Going to upgrade keeps what was typed, as a draft.
    await refusal.getByRole("button", { name: t("positions.limit.saveDraftAndUpgrade") }).click();
    // The notice lives ALERT_LIFETIME_MS (2 s): looked for first, while the plans page loads.
    await expect(
      page.getByText(tf("positions.form.createdDraft", { title: draftTitle })),
    ).toBeVisible();
    await expect(page).toHaveURL(`${organization}/plans?changing_plan=true`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("plans.changingTitle"));
    await expectNoSeriousAxeViolations(page);
  });

  await test.step("a pro trial lifts the limit, as the account menu says", async () => {
    const pro = page.getByRole("article", { name: t("plans.pro") });
    await pro.getByRole("button", { name: t("plans.actions.startTrial") }).click();
    const dialog = page.getByRole("dialog", {
      name: tf("plans.change.trialTitle", { plan: t("plans.pro") }),
    });
    await dialog.getByRole("button", { name: t("plans.change.trialConfirm") }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByText(tf("plans.change.done.trial", { plan: t("plans.pro") })),
    ).toBeVisible();
    await expect(pro).toContainText(t("plans.currentBadge"));
    const menu = await openAccountMenu(page);
    await expect(menu).toContainText(tf("accountMenu.plan", { plan: t("plans.pro") }));
    await expect(menu).toContainText(tf("accountMenu.positions", { active: 3, max: 15 }));
    await page.keyboard.press("Escape");
  });

  await test.step("the saved draft now opens", async () => {
    await page.goto(`${organization}/hire/positions?status=draft`);
    await page.getByRole("link", { name: draftTitle }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(draftTitle);
    await page.getByRole("button", { name: t("positions.view.open"), exact: true }).click();
    await expect(
      page.getByText(tf("positions.view.openedNotice", { title: draftTitle })),
    ).toBeVisible();
    const menu = await openAccountMenu(page);
    await expect(menu).toContainText(tf("accountMenu.positions", { active: 4, max: 15 }));
    await page.keyboard.press("Escape");
  });

  // Opening one position too many answered 422: the browser logs the refused request, nothing else.
  expect(consoleErrors.filter((error) => !error.includes("status of 422"))).toEqual([]);
});
