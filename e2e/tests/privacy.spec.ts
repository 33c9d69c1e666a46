import { readFileSync } from "node:fs";
import path from "node:path";
import { CONSENT_NOTICE_VERSION } from "@candor/shared/rules/candidate-trust";
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
import { expectNoAxeViolations, expectNoSeriousAxeViolations } from "../fixtures/axe";
import { t } from "../fixtures/locales";
import { readMail } from "../fixtures/mail";
import { candorTemplate } from "../fixtures/scorecards";
import { journeyExpect as expect, test } from "../fixtures/test";

/*
 * Privacy (issue 17) in Chromium: a candidate whose interview was decided sees when their
 * recordings go, downloads their data (the ZIP holds their uploaded video byte for byte), then
 * erases their account; the hiring team's profile then shows "Erased candidate". The interview is
 * built, answered and decided through the API (the recording journey has its own spec); every
 * page added here is checked with axe.
 */

test.use({ bypassCSP: true });

/** The clip the candidate uploads as their answer (a real WebM of the training media). */
const FIXTURE = readFileSync(
  path.resolve(import.meta.dirname, "../../apps/web/public/media/training/avoiding-bias.webm"),
);
const TUS = { "tus-resumable": "1.0.0" };

async function expectOk(response: Awaited<ReturnType<APIRequestContext["get"]>>, what: string) {
  if (!response.ok()) {
    throw new Error(`${what} answered ${response.status()}: ${await response.text()}`);
  }
  return response;
}

type Json = {
  data: { id: string; attributes: { questions: { id: string }[] } } & { id: string }[];
  meta: { token: string };
};
/** The parsed body, typed with the few fields this journey reads. */
async function json(response: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<Json> {
  return (await response.json()) as Json;
}

const base64 = (text: string) => Buffer.from(text).toString("base64");

test("a candidate sees the countdown, downloads their data, erases their account; the team sees an erased candidate", async ({
  page,
  browser,
  request,
  origins,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const hr = await logIn(request, demoUsers.hrManager, DEMO_PASSWORD);
  const asHr = { headers: bearer(hr.token) };
  const email = uniqueEmail("privacy");
  const title = `Privacy screen ${uniqueId()}`;
  let candidateInterviewId = "";
  let candidateToken = "";
  const password = `pw-${uniqueId()}`;

  await test.step("the team invites a candidate, who answers with a video, and rejects them", async () => {
    const position = await expectOk(
      await request.post("/v1/positions", {
        ...asHr,
        data: { title, description: `<p>${title}</p>`, status: "open" },
      }),
      "POST /v1/positions",
    );
    const positionId = (await json(position)).data.id;
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
    const interviewId = (await json(created)).data.id;
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
          first_name: "Priya",
          last_name: "Privata",
        },
      }),
      "POST /v1/users",
    );
    candidateToken = (await json(signUp)).meta.token;
    const asCandidate = { headers: bearer(candidateToken) };
    const mail = await readMail({ to: email, subject: "invites you to a video interview" });
    const link = mail.links
      .map((value) => new URL(value))
      .find((url) => url.pathname.startsWith("/interview/invitation/"));
    const token = link?.pathname.split("/").at(-1) ?? "";
    const bound = await expectOk(
      await request.get(`/v1/candidates/by_token/${token}`, asCandidate),
      "GET by_token",
    );
    candidateInterviewId = (await json(bound)).data.id;
    const mine = `/v1/candidate_interviews/mine/${candidateInterviewId}`;
    // The consent notice comes before the first recording (issue 17).
    await expectOk(
      await request.post(`${mine}/consent`, {
        ...asCandidate,
        data: { version: CONSENT_NOTICE_VERSION },
      }),
      "consent",
    );
    const started = await expectOk(await request.post(`${mine}/start`, asCandidate), "start");
    const questionId = (await json(started)).data.attributes.questions[0]?.id ?? "";
    const upload = await request.post("/v1/uploads", {
      headers: {
        ...bearer(candidateToken),
        ...TUS,
        "upload-length": String(FIXTURE.length),
        "upload-metadata": [
          `filetype ${base64("video/webm")}`,
          `purpose ${base64("answer")}`,
          `candidate_interview_id ${base64(candidateInterviewId)}`,
        ].join(","),
      },
    });
    expect(upload.status()).toBe(201);
    const location = upload.headers().location ?? "";
    const uploadId = location.split("/").at(-1) ?? "";
    const patched = await request.patch(location, {
      headers: {
        ...bearer(candidateToken),
        ...TUS,
        "upload-offset": "0",
        "content-type": "application/offset+octet-stream",
      },
      data: FIXTURE,
    });
    expect(patched.status()).toBe(204);
    await expectOk(
      await request.put(`${mine}/answers/${questionId}`, {
        ...asCandidate,
        data: { upload_id: uploadId, duration_seconds: 20 },
      }),
      "PUT answer",
    );
    await expectOk(await request.post(`${mine}/submit`, asCandidate), "submit");
    await expectOk(
      await request.post(`/v1/candidate_interviews/${candidateInterviewId}/decision`, {
        ...asHr,
        data: { decision: "reject" },
      }),
      "decision",
    );
  });

  await startSessionIn(page.context(), origins, { token: candidateToken, subdomain: null });

  await test.step("the candidate's dashboard says when their recordings are deleted", async () => {
    await page.goto(`${origins.apex}/hire-candidate/dashboard`);
    const notice = page.getByRole("region", { name: t("privacy.countdown.title") });
    await expect(notice).toContainText(
      new RegExp(
        `Your recordings for Demo Company \\(${title}\\) will be deleted on \\w+ \\d+, \\d{4}\\.`,
      ),
    );
    await expectNoAxeViolations(page);
  });

  await test.step("the candidate downloads their data: the ZIP holds their video byte for byte", async () => {
    await page.goto(`${origins.apex}/account`);
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: t("privacy.export.button") }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    const zip = readFileSync((await download.path()) ?? "");
    expect(zip.subarray(0, 4).toString("hex")).toBe("504b0304");
    // Entries are stored, not compressed: the uploaded bytes appear whole in the archive.
    expect(zip.indexOf(FIXTURE)).toBeGreaterThan(0);
    expect(zip.toString("latin1")).toContain(`"invitation_id": "${candidateInterviewId}"`);
    // A candidate's page: no axe violation at all (issue 17).
    await expectNoAxeViolations(page);
  });

  let candidateId = "";
  await test.step("the candidate erases their account", async () => {
    const list = await expectOk(
      await request.get("/v1/candidates", { ...asHr, params: { q: email } }),
      "GET /v1/candidates",
    );
    candidateId = (await json(list)).data[0]?.id ?? "";
    await page.getByRole("button", { name: t("account.delete.open") }).click();
    const dialog = page.getByRole("dialog", { name: t("account.delete.modalTitle") });
    await dialog.getByLabel(t("account.delete.password"), { exact: true }).fill(password);
    await dialog.getByRole("button", { name: t("account.delete.confirm") }).click();
    // Signed out, back on the home page, which confirms the deletion.
    await expect(page).toHaveURL(`${origins.apex}/`);
    await expect(page.getByText(t("account.delete.deleted"))).toBeVisible();
    await expect(
      page.getByRole("banner").getByRole("link", { name: t("nav.signIn") }),
    ).toBeVisible();
  });

  await test.step("the team's profile shows an erased candidate, with nothing of them left", async () => {
    const team = await browser.newContext({ bypassCSP: true });
    try {
      const teamPage = await team.newPage();
      await startSessionIn(team, origins, hr);
      const demo = origins.organization(DEMO_SUBDOMAIN);
      await teamPage.goto(`${demo}/hire/candidates/${candidateId}`);
      await expect(teamPage.getByRole("heading", { level: 1 })).toHaveText(
        t("privacy.erasedCandidate"),
      );
      await expect(teamPage.getByRole("main")).not.toContainText(email);
      await expect(teamPage.getByRole("main")).not.toContainText("Privata");
      await expectNoSeriousAxeViolations(teamPage);

      // The admin's Privacy tab: the retention periods and the erasure in the audit log.
      // In a context of their own: one browser holds one session per organization.
      const admin = await logIn(request, demoUsers.admin, DEMO_PASSWORD);
      const adminContext = await browser.newContext({ bypassCSP: true });
      try {
        const adminPage = await adminContext.newPage();
        await startSessionIn(adminContext, origins, admin);
        await adminPage.goto(`${demo}/hire/company?tab=privacy`);
        await expect(
          adminPage.getByRole("spinbutton", {
            name: t("privacy.retention.recordings_days.label"),
          }),
        ).toHaveValue(/\d+/);
        await expect(
          adminPage.getByRole("cell", { name: t("privacy.audit.actions.erasure") }).first(),
        ).toBeVisible();
        await expectNoSeriousAxeViolations(adminPage);
      } finally {
        await adminContext.close();
      }
    } finally {
      await team.close();
    }
  });

  // Deleting the account forgets its token without asking the server to revoke it again: no
  // request answers 401 on the way out.
  expect(consoleErrors).toEqual([]);
});
