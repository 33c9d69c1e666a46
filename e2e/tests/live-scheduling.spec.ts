import {
  DEMO_PASSWORD,
  DEMO_SUBDOMAIN,
  demoUsers,
  logIn,
  postAs,
  startSessionIn,
  uniqueEmail,
  uniqueId,
} from "../fixtures/accounts";
import { expectNoSeriousAxeViolations, findSeriousAxeViolations } from "../fixtures/axe";
import { t } from "../fixtures/locales";
import { journeyExpect as expect, test } from "../fixtures/test";

/*
 * Live interviews after the scheduling (issue 13) in Chromium: the candidate's slot page answers
 * a link that does not work clearly, and the hiring side shows live feedback where it lives — the
 * dashboard's "Waiting for your feedback" and the candidate profile's live interviews. Axe checks
 * each page. The journey through a picked slot and a submitted scorecard needs live-core's
 * create call (slots) and its invitation sender, wired at merge (see the report).
 */

test.use({ bypassCSP: true });

test("the slot page says clearly when a link does not work", async ({ page, consoleErrors }) => {
  await page.goto(`/hire-candidate/live-interviews/${crypto.randomUUID()}/choose?token=nope`);
  await expect(
    page.getByRole("heading", { name: t("liveScheduling.choose.notFoundTitle") }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  // The 404 of the lookup is the page's answer, not a crash.
  expect(consoleErrors.filter((error) => !error.includes("404"))).toEqual([]);
});

test("an HR manager finds live feedback on the dashboard and the candidate's profile", async ({
  page,
  request,
  origins,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const hr = await logIn(request, demoUsers.hrManager, DEMO_PASSWORD);
  const demo = origins.organization(DEMO_SUBDOMAIN);
  const candidate = await postAs(request, hr, "/v1/candidates", {
    first_name: "Katherine",
    last_name: `Johnson ${uniqueId()}`,
    email: uniqueEmail("live"),
  });
  await startSessionIn(page.context(), origins, hr);

  await page.goto(`${demo}/hire/dashboard`);
  const due = page.getByRole("region", { name: t("liveFeedback.due.title") });
  await expect(due).toBeVisible();
  // The "Closed" position badge's contrast (4.04:1) is an existing problem of StatusBadge,
  // reported to the lead; the rest of the dashboard, this panel included, is checked.
  expect(await findSeriousAxeViolations(page, { exclude: ['[class*="_closed_"]'] })).toEqual([]);

  await page.goto(`${demo}/hire/candidates/${candidate.id}`);
  const live = page.getByRole("region", { name: t("liveFeedback.profile.title") });
  await expect(live).toContainText(t("liveFeedback.profile.none"));
  await expectNoSeriousAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});
