import {
  DEMO_PASSWORD,
  DEMO_SUBDOMAIN,
  demoUsers,
  logIn,
  startSessionIn,
  uniqueEmail,
  uniqueId,
} from "../fixtures/accounts";
import { expectNoSeriousAxeViolations } from "../fixtures/axe";
import { literal, t, tf } from "../fixtures/locales";
import { checkCamera, expectUploaded, recordAnswer } from "../fixtures/recording";
import { journeyExpect as expect, test } from "../fixtures/test";

/*
 * The demo organization's public careers page (issue 14): a visitor on its subdomain finds a
 * position, creates a candidate account on the way to applying, lands in the position's public
 * one-way interview and records it, and the HR manager finds them in Candidates with source
 * "careers page".
 * One sign-up in all (mind the sign-up limit in fixtures/accounts.ts).
 */

test.use({ bypassCSP: true });

const POSITION = "Customer Success Manager";
const INTERVIEW = "Customer Success Manager: first round";
const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

test("a visitor applies from the careers page, records the interview and HR finds them", async ({
  page,
  browser,
  request,
  origins,
  consoleErrors,
}) => {
  // A sign-up, three recordings and their uploads, and a second browser context.
  test.setTimeout(180_000);
  const demo = origins.organization(DEMO_SUBDOMAIN);
  // The visitor is on a phone: nothing on the careers pages is wider than the window.
  await page.setViewportSize({ width: 375, height: 812 });
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);

  await page.goto(`${demo}/careers`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    tf("careers.page.title", { organization: "Demo Company" }),
  );
  const list = page.getByRole("region", { name: t("careers.page.listLabel") });
  await expect(list.getByRole("heading", { level: 2 })).toHaveCount(2);
  expect(await pageWidth()).toBeLessThanOrEqual(375);
  // What the server sent for search engines: a JobPosting block per position and a description.
  const postings = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((blocks) => blocks.map((block) => JSON.parse(block.textContent ?? "{}")));
  expect(postings.map((posting) => posting["@type"])).toEqual(["JobPosting", "JobPosting"]);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Demo Company/);
  await expectNoSeriousAxeViolations(page);

  // Filters: a department narrows the list; a search matching nothing says so.
  await page
    .getByRole("combobox", { name: t("careers.page.department") })
    .selectOption("Customer Success");
  await expect(list.getByRole("heading", { level: 2 })).toHaveCount(1);
  await page.getByRole("searchbox", { name: t("careers.page.search") }).fill("astronaut");
  await expect(page.getByText(t("careers.page.noMatchTitle"))).toBeVisible();
  await page.getByRole("button", { name: t("careers.page.clearFilters") }).click();
  await expect(list.getByRole("heading", { level: 2 })).toHaveCount(2);

  // The position's page; a visitor creates a candidate account on the way to applying.
  await list.getByRole("link", { name: POSITION }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(POSITION);
  expect(await pageWidth()).toBeLessThanOrEqual(375);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole("link", { name: t("careers.apply.createAccount"), exact: true }).click();
  await expect(page).toHaveURL(/\/sign-up\?type=Candidate&redirectAfterAuth=%2Fcareers%2F/);
  const email = uniqueEmail("applicant");
  const name = { first: "Ada", last: `Applicant ${uniqueId()}` };
  const password = `pw-${uniqueId()}`;
  await page.getByLabel(t("signUp.firstName"), { exact: true }).fill(name.first);
  await page.getByLabel(t("signUp.lastName"), { exact: true }).fill(name.last);
  await page.getByLabel(t("signUp.email"), { exact: true }).fill(email);
  await page.getByLabel(t("signUp.password"), { exact: true }).fill(password);
  await page.getByLabel(t("signUp.passwordConfirmation"), { exact: true }).fill(password);
  await page.getByRole("button", { name: t("signUp.submitCandidate") }).click();

  // Back on the position, signed in: the form knows their name and address.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(POSITION);
  await expect(page.getByLabel(t("careers.apply.firstName"), { exact: true })).toHaveValue(
    name.first,
  );
  await expect(page.getByLabel(t("careers.apply.email"), { exact: true })).toHaveValue(email);
  await page.getByRole("button", { name: t("careers.apply.submit") }).click();

  // Straight into the position's one-way interview by its public link, then into recording.
  await expect(page).toHaveURL(
    new RegExp(`${literal(`${demo}/interview/`, { start: true }).source}${UUID}$`),
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(INTERVIEW);
  await page.getByRole("button", { name: t("candidateInterviews.landing.start") }).click();
  await expect(page).toHaveURL(/\/hire-candidate\/prerecorded-interviews\//);

  // They record the interview's three answers and submit it.
  await checkCamera(page);
  await page.getByRole("button", { name: t("candidateInterviews.device.skipPractice") }).click();
  await page.getByRole("button", { name: t("candidateInterviews.ready.start") }).click();
  for (const number of [1, 2, 3]) {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      tf("candidateInterviews.question.heading", { number, total: 3 }),
    );
    await page.getByRole("button", { name: t("candidateInterviews.question.show") }).click();
    await recordAnswer(page);
    await expectUploaded(page);
    await page.getByRole("button", { name: t("candidateInterviews.question.keep") }).click();
  }
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    t("candidateInterviews.final.title"),
  );
  await page.getByRole("button", { name: t("candidateInterviews.final.submit") }).click();
  await expect(
    page.getByRole("heading", { name: t("candidateInterviews.thanks.title") }),
  ).toBeVisible();

  // The HR manager finds them in Candidates, with the source.
  const hrContext = await browser.newContext({ locale: "en-US", bypassCSP: true });
  try {
    const hrPage = await hrContext.newPage();
    const hr = await logIn(request, demoUsers.hrManager, DEMO_PASSWORD);
    await startSessionIn(hrContext, origins, hr);
    await hrPage.goto(`${demo}/hire/candidates`);
    const search = hrPage.getByRole("searchbox", { name: t("candidates.list.search") });
    await search.fill(name.last);
    await search.press("Enter");
    const row = hrPage.getByRole("row").filter({ hasText: name.last });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(t("candidates.source.careers_page"));
  } finally {
    await hrContext.close();
  }
  expect(consoleErrors).toEqual([]);
});
