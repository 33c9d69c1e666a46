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
import { expectNoSeriousAxeViolations } from "../fixtures/axe";
import { t } from "../fixtures/locales";
import { journeyExpect as expect, test } from "../fixtures/test";

/*
 * Live interviews (issue 13) in Chromium: the demo organization's HR manager schedules one in the
 * built-in room from a candidate's profile, then finds it in the list and in the week view. Axe
 * checks the form and the list. The candidate and the position are made through the API.
 */

// Axe is injected as a script tag, which the app's CSP would refuse.
test.use({ bypassCSP: true });

test("an HR manager schedules a live interview and sees it in the list and the week", async ({
  page,
  request,
  origins,
}) => {
  test.setTimeout(90_000);
  const hr = await logIn(request, demoUsers.hrManager, DEMO_PASSWORD);
  const demo = origins.organization(DEMO_SUBDOMAIN);
  const positionTitle = `Platform Engineer ${uniqueId()}`;
  const lastName = `Hamilton ${uniqueId()}`;
  const position = await postAs(request, hr, "/v1/positions", {
    title: positionTitle,
    description: `<p>${positionTitle}</p>`,
    status: "open",
  });
  const candidate = await postAs(request, hr, "/v1/candidates", {
    first_name: "Margaret",
    last_name: lastName,
    email: uniqueEmail("live"),
  });
  await postAs(request, hr, "/v1/candidate_positions", {
    candidate_id: candidate.id,
    position_id: position.id,
  });

  await startSessionIn(page.context(), origins, hr);
  await page.goto(`${demo}/hire/candidates/${candidate.id}`);
  await page.getByRole("link", { name: t("liveInterviews.schedule") }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    t("liveInterviews.form.newTitle"),
  );

  await test.step("fills the form: the candidate and position are preselected", async () => {
    await expect(page.getByLabel(t("liveInterviews.form.position"))).toHaveValue(position.id);
    await page.getByLabel(t("liveInterviews.form.title"), { exact: true }).fill("Systems design");
    await page
      .getByRole("group", { name: t("liveInterviews.form.interviewers") })
      .getByRole("checkbox")
      .first()
      .check();
    await page.getByRole("button", { name: t("liveInterviews.form.addQuestion") }).click();
    await page
      .getByLabel(t("liveInterviews.form.question").replace("{{number}}", "1"), { exact: true })
      .fill("Design a rate limiter.");
    await expectNoSeriousAxeViolations(page);
    await page.getByRole("button", { name: t("liveInterviews.form.create") }).click();
  });

  await test.step("lands on the interview, in the room by default", async () => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Systems design");
    await expect(page.getByText(t("liveInterviews.location.room"))).toBeVisible();
    await expect(page.getByRole("link", { name: t("liveInterviews.detail.join") })).toBeVisible();
  });

  await test.step("finds it in the list and the week view", async () => {
    await page.goto(`${demo}/hire/live-interviews`);
    const row = page.getByRole("link", { name: `Margaret ${lastName}` });
    await expect(row).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole("button", { name: t("liveInterviews.list.views.week") }).click();
    // Tomorrow (the form's default day) is next week when today is Sunday.
    if (new Date().getDay() === 0) {
      await page.getByRole("button", { name: t("liveInterviews.list.nextWeek") }).click();
    }
    await expect(
      page.getByRole("link", { name: new RegExp(`Margaret ${lastName}`) }),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});
