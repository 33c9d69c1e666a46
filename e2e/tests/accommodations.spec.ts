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
import { t } from "../fixtures/locales";
import { readMail } from "../fixtures/mail";
import {
  createOneWayInterview,
  inviteByEmail,
  signUpCandidate,
  takeInvitation,
} from "../fixtures/one-way";
import { candorTemplate } from "../fixtures/scorecards";
import { journeyExpect as expect, test } from "../fixtures/test";

/*
 * Accommodation requests (issue 17, decision 0039) in Chromium: a candidate asks for text answers
 * from the interview's first page; the HR manager grants it from the candidate's row on the
 * interview page; the candidate sees the answer and the reply on the same first page. The
 * interview and the invitation are made through the API.
 */

test.use({ bypassCSP: true });

/** A message with its `{{name}}` values put in. */
function tv(key: string, values: Record<string, string>): string {
  return t(key).replace(/\{\{(\w+)\}\}/g, (_match, name: string) => values[name] ?? "");
}

test("a candidate asks for text answers; the HR manager grants it from their row; the candidate sees the answer", async ({
  page,
  browser,
  request,
  origins,
}) => {
  test.setTimeout(180_000);
  const hr = await logIn(request, demoUsers.hrManager, DEMO_PASSWORD);
  const email = uniqueEmail("accommodation");
  const title = `Accommodation screen ${uniqueId()}`;
  const password = `pw-${uniqueId()}`;
  let positionId = "";
  let interviewId = "";
  let candidateInterviewId = "";
  let candidateToken = "";

  await test.step("the team invites a candidate, who signs up and opens their invitation", async () => {
    ({ positionId, interviewId } = await createOneWayInterview(request, hr, {
      title,
      scorecardId: (await candorTemplate(request, hr)).id,
    }));
    const invitation = await inviteByEmail(request, hr, interviewId, email);
    candidateToken = await signUpCandidate(request, {
      email,
      password,
      firstName: "Alma",
      lastName: "Accesso",
    });
    candidateInterviewId = await takeInvitation(request, candidateToken, invitation);
  });

  await startSessionIn(page.context(), origins, { token: candidateToken, subdomain: null });
  const firstPage = `${origins.apex}/hire-candidate/prerecorded-interviews/${candidateInterviewId}`;

  await test.step("the candidate asks for text answers from the interview's first page", async () => {
    await page.goto(firstPage);
    const section = page.getByRole("region", { name: t("candidateComms.request.title") });
    await section.getByRole("button", { name: t("candidateComms.request.open") }).click();
    await section.getByLabel(t("candidateComms.request.kindLabel")).selectOption("text_answers");
    await section
      .getByLabel(t("candidateComms.request.messageLabel"))
      .fill("Speaking on camera is hard for me; I would rather write.");
    await section.getByRole("button", { name: t("candidateComms.request.send") }).click();
    await expect(section.getByRole("status")).toContainText(
      tv("candidateComms.request.status.pending", {
        kind: t("candidateComms.kinds.text_answers"),
      }),
    );
    await expectNoSeriousAxeViolations(page);
  });

  await test.step("the HR manager grants it from the candidate's row", async () => {
    const team = await browser.newContext({ bypassCSP: true });
    try {
      const teamPage = await team.newPage();
      const demo = await startSessionIn(team, origins, {
        token: hr.token,
        subdomain: DEMO_SUBDOMAIN,
      });
      await teamPage.goto(
        `${demo}/hire/positions/${positionId}/pre-recorded-interviews/${interviewId}`,
      );
      const badge = teamPage.getByRole("button", {
        name: tv("candidateComms.team.badge", { kind: t("candidateComms.kinds.text_answers") }),
      });
      await expect(badge).toBeVisible();
      await expectNoSeriousAxeViolations(teamPage);
      await badge.click();
      const dialog = teamPage.getByRole("dialog", {
        name: tv("candidateComms.team.title", { name: "Alma Accesso" }),
      });
      await expect(dialog).toContainText(
        "Speaking on camera is hard for me; I would rather write.",
      );
      await dialog
        .getByLabel(t("candidateComms.team.replyLabel"))
        .fill("Of course: write your answers.");
      await dialog.getByRole("button", { name: t("candidateComms.team.grant") }).click();
      await expect(dialog).toBeHidden();
      await expect(badge).toBeHidden();
    } finally {
      await team.close();
    }
  });

  await test.step("the candidate sees the answer on the same first page", async () => {
    await page.goto(firstPage);
    const section = page.getByRole("region", { name: t("candidateComms.request.title") });
    await expect(section.getByRole("status")).toContainText(
      tv("candidateComms.request.status.granted", {
        kind: t("candidateComms.kinds.text_answers"),
      }),
    );
    await expect(section).toContainText("Of course: write your answers.");
    const reply = await readMail({ to: email, subject: "granted your accommodation request" });
    expect(reply.text).toContain("Of course: write your answers.");
  });
});
