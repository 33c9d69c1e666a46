import type { APIRequestContext } from "@playwright/test";
import {
  bearer,
  DEMO_PASSWORD,
  DEMO_SUBDOMAIN,
  demoUsers,
  logIn,
  type SignedInUser,
  startSessionIn,
  uniqueEmail,
  uniqueId,
} from "../fixtures/accounts";
import { expectNoSeriousAxeViolations } from "../fixtures/axe";
import { t, tf } from "../fixtures/locales";
import { journeyExpect as expect, test } from "../fixtures/test";

/*
 * The candidate profile (issue 12, `/hire/candidates/{id}`) in Chromium: the demo organization's
 * HR manager opens a candidate made through the API (in a position of its own), edits a detail in
 * place, adds a note and moves the candidate to another stage; the timeline records the move.
 * Axe checks the page. Nothing here relies on the demo seed's candidates.
 */

test.use({ bypassCSP: true });

async function post<T>(request: APIRequestContext, user: SignedInUser, url: string, data: object) {
  const response = await request.post(url, { headers: bearer(user.token), data });
  if (!response.ok()) {
    throw new Error(`POST ${url} answered ${response.status()}: ${await response.text()}`);
  }
  return ((await response.json()) as { data: { id: string } & T }).data;
}

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
  const position = await post(request, hr, "/v1/positions", {
    title: positionTitle,
    description: `<p>${positionTitle}</p>`,
    status: "open",
  });
  const candidate = await post(request, hr, "/v1/candidates", {
    first_name: "Grace",
    last_name: `Hopper ${uniqueId()}`,
    email: uniqueEmail("profile"),
  });
  await post(request, hr, "/v1/candidate_positions", {
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
