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
import { t, tf } from "../fixtures/locales";
import { readMail } from "../fixtures/mail";
import { candorTemplate } from "../fixtures/scorecards";
import { journeyExpect as expect, test } from "../fixtures/test";

/*
 * The candidate profile (issue 12, `/hire/candidates/{id}`) in Chromium: the demo organization's
 * HR manager opens a candidate made through the API (in a position of its own), edits a detail in
 * place, adds a note and moves the candidate to another stage; the timeline records the move.
 * Axe checks the page. Nothing here relies on the demo seed's candidates.
 */

test.use({ bypassCSP: true });

test("an HR manager edits a candidate, adds a note and moves their stage", async ({
  page,
  request,
  origins,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const hr = await logIn(request, demoUsers.hrManager, DEMO_PASSWORD);
  const demo = origins.organization(DEMO_SUBDOMAIN);
  const positionTitle = `Data Analyst ${uniqueId()}`;
  const position = await postAs(request, hr, "/v1/positions", {
    title: positionTitle,
    description: `<p>${positionTitle}</p>`,
    status: "open",
  });
  const candidate = await postAs(request, hr, "/v1/candidates", {
    first_name: "Grace",
    last_name: `Hopper ${uniqueId()}`,
    email: uniqueEmail("profile"),
  });
  await postAs(request, hr, "/v1/candidate_positions", {
    candidate_id: candidate.id,
    position_id: position.id,
  });

  await startSessionIn(page.context(), origins, hr);
  await page.goto(`${demo}/hire/candidates/${candidate.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Grace Hopper");
  await expectNoSeriousAxeViolations(page);

  await test.step("edits the location in place", async () => {
    await page.getByRole("button", { name: t("candidateProfile.details.edit") }).click();
    await page
      .getByLabel(t("candidateProfile.details.location"), { exact: true })
      .fill("Arlington");
    await page.getByRole("button", { name: t("candidateProfile.details.save") }).click();
    const details = page.getByRole("region", { name: t("candidateProfile.details.title") });
    await expect(details).toContainText("Arlington");
  });

  await test.step("adds a note", async () => {
    const notes = page.getByRole("region", { name: t("candidateProfile.notes.title") });
    await notes
      .getByRole("textbox", { name: t("candidateProfile.notes.addLabel") })
      .fill("Great debugging story.");
    await notes.getByRole("button", { name: t("candidateProfile.notes.add") }).click();
    await expect(notes.getByRole("listitem")).toContainText("Great debugging story.");
  });

  await test.step("moves the candidate to the next stage, recorded in the timeline", async () => {
    const stage = page.getByRole("combobox", {
      name: tf("candidateProfile.applications.stageOf", { position: positionTitle }),
    });
    await expect(stage).toHaveValue("applied");
    await stage.selectOption("one_way_interview");
    const timeline = page.getByRole("region", { name: t("candidateProfile.timeline.title") });
    await expect(timeline).toContainText(
      tf("candidateProfile.timeline.stageChanged", {
        from: "Applied",
        to: "One-way interview",
        position: positionTitle,
      }),
    );
    await page.reload();
    await expect(stage).toHaveValue("one_way_interview");
  });

  await expectNoSeriousAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});

test("an HR manager invites a candidate to a one-way interview from the profile", async ({
  page,
  request,
  origins,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const hr = await logIn(request, demoUsers.hrManager, DEMO_PASSWORD);
  const demo = origins.organization(DEMO_SUBDOMAIN);
  const positionTitle = `Support Lead ${uniqueId()}`;
  const interviewTitle = `Support screen ${uniqueId()}`;
  const position = await postAs(request, hr, "/v1/positions", {
    title: positionTitle,
    description: `<p>${positionTitle}</p>`,
    status: "open",
  });
  await postAs(request, hr, "/v1/prerecorded_interviews", {
    position_id: position.id,
    title: interviewTitle,
    scorecard_id: (await candorTemplate(request, hr)).id,
    questions: [{ text: "Tell us about a hard ticket.", think_time_seconds: 10 }],
  });
  const email = uniqueEmail("invite");
  const lastName = `Lamarr ${uniqueId()}`;
  const candidate = await postAs(request, hr, "/v1/candidates", {
    first_name: "Hedy",
    last_name: lastName,
    email,
  });

  await startSessionIn(page.context(), origins, hr);
  await page.goto(`${demo}/hire/candidates/${candidate.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Hedy Lamarr");
  await page.getByRole("button", { name: t("candidateInvite.action") }).click();
  const dialog = page.getByRole("dialog", {
    name: tf("candidateInvite.title", { name: `Hedy ${lastName}` }),
  });
  const picker = dialog.getByRole("combobox", { name: t("candidateInvite.interview") });
  // Grouped by position: the interview is under its position's <optgroup>.
  await expect(
    picker.locator(`optgroup[label="${positionTitle}"] > option`, { hasText: interviewTitle }),
  ).toBeAttached();
  await expectNoSeriousAxeViolations(page);

  await test.step("sends the invitation with the keyboard", async () => {
    await picker.selectOption({ label: interviewTitle });
    await dialog.getByRole("button", { name: t("candidateInvite.submit") }).focus();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(
      page.getByText(
        tf("candidateInvite.sent", {
          name: `Hedy ${lastName}`,
          interview: interviewTitle,
        }),
      ),
    ).toBeVisible();
  });

  await test.step("the candidate is at One-way interview, the timeline says why, the email went", async () => {
    const stage = page.getByRole("combobox", {
      name: tf("candidateProfile.applications.stageOf", { position: positionTitle }),
    });
    await expect(stage).toHaveValue("one_way_interview");
    const timeline = page.getByRole("region", { name: t("candidateProfile.timeline.title") });
    await expect(timeline).toContainText(
      tf("candidateInvite.timeline.interviewInvited", {
        interview: interviewTitle,
        position: positionTitle,
      }),
    );
    const mail = await readMail({ to: email });
    expect(mail.links.some((link) => link.includes("/interview/invitation/"))).toBe(true);
  });

  await test.step("a second invitation to the same interview is refused in words", async () => {
    await page.getByRole("button", { name: t("candidateInvite.action") }).click();
    await expect(
      dialog.getByRole("option", {
        name: tf("candidateInvite.alreadyInvitedOption", { title: interviewTitle }),
      }),
    ).toBeDisabled();
    await dialog.getByRole("button", { name: t("candidateInvite.cancel") }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step("on a phone, the profile and the dialog are never wider than the window", async () => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.reload();
    await page.getByRole("button", { name: t("candidateInvite.action") }).click();
    await expect(dialog.getByRole("button", { name: t("candidateInvite.submit") })).toBeVisible();
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      window: window.innerWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.window);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  await expectNoSeriousAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});
