import {
  DEMO_PASSWORD,
  DEMO_SUBDOMAIN,
  demoUsers,
  logIn,
  startSessionIn,
  submitSignInForm,
} from "../fixtures/accounts";
import { literal, t } from "../fixtures/locales";
import { journeyExpect as expect, test } from "../fixtures/test";

/*
 * SPEC §6 in the browser (issue 3): what the seeded demo organization's reviewer and admin see.
 * The server enforces the same tables; these tests check the route guard, the sidebar and the
 * account menu that follow them.
 */

/** A sidebar link's visible text: its label, plus "(opens in a new tab)" for Help. */
const startsWith = (text: string) => literal(text, { start: true });

test("a reviewer sees only Home and Help in the sidebar and gets the 403 page elsewhere", async ({
  page,
  origins,
}) => {
  const demo = origins.organization(DEMO_SUBDOMAIN);

  await page.goto(`${origins.apex}/sign-in`);
  await submitSignInForm(page, demoUsers.reviewer, DEMO_PASSWORD);
  await expect(page).toHaveURL(`${demo}/hire/dashboard`);

  const sidebar = page.getByRole("navigation", { name: t("sidebar.label") });
  await expect(sidebar.getByRole("link")).toHaveText([
    startsWith(t("sidebar.home")),
    startsWith(t("sidebar.help")),
  ]);

  // The account menu has no Contact sales or Upgrade plan for a reviewer.
  await page.getByRole("button", { name: t("accountMenu.menu"), exact: true }).click();
  await expect(page.getByRole("menuitem")).toHaveText([
    t("accountMenu.account"),
    t("accountMenu.logOut"),
  ]);
  await page.keyboard.press("Escape");

  for (const path of ["/hire/positions", "/hire/company", "/hire/organization-admin"]) {
    await page.goto(`${demo}${path}`);
    await expect(page).toHaveURL(`${demo}/403`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("pages.forbidden.title"));
  }
});

test("an admin sees every sidebar item and old organization admin links open Company", async ({
  page,
  request,
  origins,
}) => {
  const admin = await logIn(request, demoUsers.admin, DEMO_PASSWORD);
  const demo = await startSessionIn(page.context(), origins, admin);

  await page.goto(`${demo}/hire/organization-admin`);
  await expect(page).toHaveURL(`${demo}/hire/company?tab=members`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("company.title"));
  await expect(page.getByText(t("session.demoOrganization"), { exact: true })).toBeVisible();

  const sidebar = page.getByRole("navigation", { name: t("sidebar.label") });
  await expect(sidebar.getByRole("link")).toHaveText([
    startsWith(t("sidebar.home")),
    startsWith(t("sidebar.positions")),
    startsWith(t("sidebar.candidates")),
    startsWith(t("sidebar.liveInterviews")),
    startsWith(t("sidebar.content")),
    startsWith(t("sidebar.reports")),
    startsWith(t("sidebar.company")),
    startsWith(t("sidebar.help")),
  ]);
  // Members and invitations are a tab of Company, its sidebar item.
  await expect(sidebar.getByRole("link", { name: t("sidebar.company") })).toHaveAttribute(
    "aria-current",
    "page",
  );
});
