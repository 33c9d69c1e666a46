import type { Page } from "@playwright/test";
import { bearer, signUpOrganization, startSessionIn, uniqueEmail } from "../fixtures/accounts";
import { expectNoSeriousAxeViolations } from "../fixtures/axe";
import { literal, t, tf } from "../fixtures/locales";
import { readMail } from "../fixtures/mail";
import { journeyExpect as expect, test } from "../fixtures/test";

/*
 * Subscription plans and demo booking (issue 5): an admin of a new organization moves from free
 * to a pro trial and on to premium, sees the account menu's plan summary follow, schedules a
 * downgrade and takes it back; a refusal from the server is explained on the page. A visitor
 * books a demo and gets the confirmation email.
 */

/** `key`'s message with `{{date}}` standing for any date, as a pattern. */
function withAnyDate(key: string, values: Record<string, string | number> = {}): RegExp {
  const marker = "\u0000date\u0000";
  const [before = "", after = ""] = tf(key, { ...values, date: marker }).split(marker);
  return new RegExp(`${literal(before).source}.+${literal(after).source}`);
}

// axe-core is injected as a script, which the app's content security policy rightly forbids.
test.use({ bypassCSP: true });

async function expectPlanSummary(page: Page, plan: string, active: number, max: number) {
  await page.getByRole("button", { name: t("accountMenu.menu"), exact: true }).click();
  const menu = page.getByRole("menu");
  await expect(menu).toContainText(tf("accountMenu.plan", { plan }));
  await expect(menu).toContainText(tf("accountMenu.positions", { active, max }));
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
}

test("an admin starts a pro trial, upgrades to premium, and schedules a downgrade then takes it back", async ({
  page,
  request,
  origins,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const admin = await signUpOrganization(request, { label: "billing" });
  if (!admin.subdomain) throw new Error("A new organization has a subdomain");
  const organization = origins.organization(admin.subdomain);
  const opened = await request.post("/v1/positions", {
    headers: bearer(admin.token),
    data: { title: "Account Executive", description: "<p>Sell Candor.</p>", status: "open" },
  });
  expect(opened.status()).toBe(201);
  await startSessionIn(page.context(), origins, admin);

  const card = (kind: "free" | "pro" | "premium") =>
    page.getByRole("article", { name: t(`plans.${kind}`), exact: true });
  const notice = (text: string | RegExp) => page.getByRole("status").filter({ hasText: text });
  const pro = t("plans.pro");
  const premium = t("plans.premium");

  await test.step("the plans mark Free as current; the menu shows 1 of 3 positions", async () => {
    await page.goto(`${organization}/plans`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("plans.title"));
    await expect(card("free")).toContainText(t("plans.currentBadge"));
    await expectPlanSummary(page, t("plans.free"), 1, 3);
  });

  await test.step("start the pro trial", async () => {
    await card("pro")
      .getByRole("button", { name: t("plans.actions.startTrial") })
      .click();
    const dialog = page.getByRole("dialog", { name: tf("plans.change.trialTitle", { plan: pro }) });
    await dialog.getByRole("button", { name: t("plans.change.trialConfirm") }).click();
    await expect(dialog).toBeHidden();
    await expect(notice(tf("plans.change.done.trial", { plan: pro }))).toBeVisible();
    await expect(card("pro")).toContainText(t("plans.currentBadge"));
    await expectPlanSummary(page, pro, 1, 15);
  });

  await test.step("upgrade to premium after seeing what is due today", async () => {
    await card("premium")
      .getByRole("button", { name: tf("plans.actions.upgrade", { plan: premium }) })
      .click();
    const dialog = page.getByRole("dialog", {
      name: tf("plans.change.upgradeTitle", { plan: premium }),
    });
    await expect(dialog).toContainText(t("plans.change.dueToday"));
    await expectNoSeriousAxeViolations(page);
    await dialog
      .getByRole("button", { name: literal(tf("plans.change.upgradeConfirm", { amount: "" })) })
      .click();
    await expect(dialog).toBeHidden();
    await expect(notice(tf("plans.change.done.upgrade", { plan: premium }))).toBeVisible();
    await expect(card("premium")).toContainText(t("plans.currentBadge"));
    await expectPlanSummary(page, premium, 1, 50);
  });

  const downgradeScheduled = withAnyDate("billing.notice.downgrading", {
    plan: premium,
    next: pro,
  });
  const downgradeToPro = card("pro").getByRole("button", {
    name: tf("plans.actions.downgrade", { plan: pro }),
  });

  await test.step("schedule a downgrade to pro, then cancel it", async () => {
    await downgradeToPro.click();
    const dialog = page.getByRole("dialog", {
      name: tf("plans.change.downgradeTitle", { plan: pro }),
    });
    await dialog.getByRole("button", { name: t("plans.change.downgradeConfirm") }).click();
    await expect(dialog).toBeHidden();
    await expect(notice(withAnyDate("plans.change.done.downgrade", { plan: pro }))).toBeVisible();
    await expect(notice(downgradeScheduled)).toBeVisible();
    await expect(card("pro")).toContainText(withAnyDate("plans.actions.scheduled"));
    await expectNoSeriousAxeViolations(page);

    await notice(downgradeScheduled)
      .getByRole("button", { name: t("billing.cancelDowngrade") })
      .click();
    await expect(notice(tf("plans.change.done.cancelDowngrade", { plan: premium }))).toBeVisible();
    await expect(notice(downgradeScheduled)).toHaveCount(0);
    await expect(downgradeToPro).toBeVisible();
    await expectPlanSummary(page, premium, 1, 50);
  });

  await test.step("a change made meanwhile elsewhere is explained, and the page catches up", async () => {
    // The downgrade is scheduled elsewhere (another tab, another admin) while this page offers it.
    const elsewhere = await request.post("/v1/subscriptions/downgrade", {
      headers: bearer(admin.token),
      data: { kind: "pro" },
    });
    expect(elsewhere.status()).toBe(200);
    await downgradeToPro.click();
    const dialog = page.getByRole("dialog", {
      name: tf("plans.change.downgradeTitle", { plan: pro }),
    });
    await dialog.getByRole("button", { name: t("plans.change.downgradeConfirm") }).click();
    await expect(dialog.getByRole("alert")).toHaveText(t("errors.downgrade_pending"));
    // Asking again would be refused again: the dialog only closes now.
    await expect(
      dialog.getByRole("button", { name: t("plans.change.downgradeConfirm") }),
    ).toHaveCount(0);
    await dialog
      .getByRole("button", { name: t("plans.change.close"), exact: true })
      .filter({ hasText: t("plans.change.close") })
      .click();
    await expect(dialog).toBeHidden();
    await expect(notice(downgradeScheduled)).toBeVisible();
    await expect(downgradeToPro).toHaveCount(0);

    // Then taken back elsewhere while this page still shows it scheduled.
    const takenBack = await request.post("/v1/subscriptions/cancel_downgrade", {
      headers: bearer(admin.token),
    });
    expect(takenBack.status()).toBe(200);
    await notice(downgradeScheduled)
      .getByRole("button", { name: t("billing.cancelDowngrade") })
      .click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      t("errors.no_pending_downgrade"),
    );
    await expect(notice(downgradeScheduled)).toHaveCount(0);
    await expect(downgradeToPro).toBeVisible();
  });

  // The refused changes answered 422: the browser logs the request, and nothing else went wrong.
  expect(consoleErrors.filter((error) => !error.includes("status of 422"))).toEqual([]);
});

test("a visitor books a demo from the plans and gets the confirmation email", async ({
  page,
  origins,
  consoleErrors,
}) => {
  const email = uniqueEmail("demo");
  const company = `Radium Institute ${email.split("@")[0]}`;
  await page.goto(`${origins.apex}/plans`);
  await page
    .getByRole("article", { name: t("plans.enterprise"), exact: true })
    .getByRole("link", { name: t("plans.actions.bookDemo") })
    .click();
  await expect(page).toHaveURL(`${origins.apex}/book-a-demo`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(tf("bookDemo.title"));

  const form = page.getByRole("region", { name: t("bookDemo.formTitle") });
  const submit = form.getByRole("button", { name: t("bookDemo.submit") });
  const name = form.getByLabel(t("bookDemo.name"), { exact: true });
  const size = form.getByLabel(t("bookDemo.companySize"), { exact: true });

  // Nothing filled in: each required field says what it needs, and nothing is sent.
  await submit.click();
  await expect(name).toHaveAccessibleDescription(t("errors.blank"));
  await expect(size).toHaveAccessibleDescription(t("bookDemo.companySizeRequired"));
  await expectNoSeriousAxeViolations(page);

  await name.fill("Marie Curie");
  await form.getByLabel(t("bookDemo.email"), { exact: true }).fill(email);
  await form.getByLabel(t("bookDemo.company"), { exact: true }).fill(company);
  await size.selectOption({ label: tf("bookDemo.employees", { size: "51-200" }) });
  await form.getByLabel(t("bookDemo.message"), { exact: true }).fill("Scorecards, mostly.");
  await submit.click();

  const done = page.getByRole("region", { name: tf("bookDemo.doneTitle", { name: "Marie" }) });
  await expect(done).toContainText(tf("bookDemo.doneBody", { company }));
  await expect(done).toContainText(`${t("bookDemo.doneEmail")} ${email}`);
  await expectNoSeriousAxeViolations(page);

  const confirmation = await readMail({ to: email, subject: "demo request" });
  expect(confirmation.text).toContain("Marie Curie");
  expect(confirmation.text).toContain(company);
  expect(consoleErrors).toEqual([]);
});
