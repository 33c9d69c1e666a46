import type { APIRequestContext } from "@playwright/test";
import {
  bearer,
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
import { candorTemplate } from "../fixtures/scorecards";
import { journeyExpect as expect, test } from "../fixtures/test";

/*
 * Accommodation requests (issue 17, decision 0039) in Chromium: a candidate asks for text answers
 * from the interview's first page; the HR manager grants it from the candidate's row on the
 * interview page; the candidate sees the answer and the reply on the same first page. The
 * interview and the invitation are made through the API.
 */

test.use({ bypassCSP: true });

async function expectOk(response: Awaited<ReturnType<APIRequestContext["get"]>>, what: string) {
  if (!response.ok()) {
    throw new Error(`${what} answered ${response.status()}: ${await response.text()}`);
  }
  return response;
}

/** A message with its `{{name}}` values put in. */
function tv(key: string, values: Record<string, string>): string {
  return t(key).replace(/\{\{(\w+)\}\}/g, (_match, name: string) => values[name] ?? "");
}

type Json = { data: { id: string }; meta: { token: string } };
async function json(response: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<Json> {
  return (await response.json()) as Json;
}

test("a candidate asks for text answers; the HR manager grants it from their row; the candidate sees the answer", async ({
  page,
  browser,
  request,
  origins,
}) => {
  test.setTimeout(180_000);
  const hr = await logIn(request, demoUsers.hrManager, DEMO_PASSWORD);
  const asHr = { headers: bearer(hr.token) };
  const email = uniqueEmail("accommodation");
  const title = `Accommodation screen ${uniqueId()}`;
  const password = `pw-${uniqueId()}`;
  let positionId = "";
  let interviewId = "";
  let candidateInterviewId = "";
  let candidateToken = "";

  await test.step("the team invites a candidate, who signs up and opens their invitation", async () => {
    const position = await expectOk(
      await request.post("/v1/positions", {
        ...asHr,
        data: { title, description: `<p>${title}</p>`, status: "open" },
      }),
      "POST /v1/positions",
    );
    positionId = (await json(position)).data.id;
    const created = await expectOk(
      await request.post("/v1/prerecorded_interviews", {
        ...asHr,
        data: {
          position_id: positionId,
          title,
          scorecard_id: (await candorTemplate(request, hr)).id,
          questions: [
            {
              text: "Why this role?",
              think_time_seconds: 10,
              answer_time_seconds: 60,
              retakes_allowed: 0,
            },
          ],
        },
      }),
      "POST /v1/prerecorded_interviews",
    );
    interviewId = (await json(created)).data.id;
    await expectOk(
      await request.post(`/v1/prerecorded_interviews/${interviewId}/invitations`, {
        ...asHr,
        data: { candidates: [{ email }] },
      }),
      "POST invitations",
    );
    const signUp = await expectOk(
      await request.post("/v1/users", {
        data: {
          type: "Candidate",
          email,
          password,
          password_confirmation: password,
          first_name: "Alma",
          last_name: "Accesso",
        },
      }),
      "POST /v1/users",
    );
    candidateToken = (await json(signUp)).meta.token;
    const mail = await readMail({ to: email, subject: "invites you to a video interview" });
    const link = mail.links
      .map((value) => new URL(value))
      .find((url) => url.pathname.startsWith("/interview/invitation/"));
    const token = link?.pathname.split("/").at(-1) ?? "";
    const bound = await expectOk(
      await request.get(`/v1/candidates/by_token/${token}`, {
        headers: bearer(candidateToken),
      }),
      "GET by_token",
    );
    candidateInterviewId = (await json(bound)).data.id;
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
