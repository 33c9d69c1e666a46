import type { APIRequestContext } from "@playwright/test";
import {
  bearer,
  DEMO_PASSWORD,
  demoUsers,
  logIn,
  startSessionIn,
  uniqueEmail,
  uniqueId,
} from "../fixtures/accounts";
import { expectNoSeriousAxeViolations } from "../fixtures/axe";
import { t, tf } from "../fixtures/locales";
import { journeyExpect as expect, test } from "../fixtures/test";

/*
 * The pipeline board (issue 12): an HR manager of the demo organization opens a position they
 * put a candidate in (made through the API, not the demo seed), and moves the candidate to the
 * next stage with the keyboard alone; the move is kept by the server. axe checks the page.
 */

// axe-core is injected as a script, which the app's content security policy rightly forbids.
test.use({ bypassCSP: true });

async function post(request: APIRequestContext, token: string, url: string, data: object) {
  const response = await request.post(url, { headers: bearer(token), data });
  if (!response.ok()) {
    throw new Error(`POST ${url} answered ${response.status()}: ${await response.text()}`);
  }
  return ((await response.json()) as { data: { id: string } }).data;
}

test("an HR manager moves a candidate to the next stage on the position's board with the keyboard", async ({
  page,
  request,
  origins,
  consoleErrors,
}) => {
  test.setTimeout(60_000);
  const hr = await logIn(request, demoUsers.hrManager, DEMO_PASSWORD);
  const stagesResponse = await request.get("/v1/pipeline_stages", { headers: bearer(hr.token) });
  const stages = ((await stagesResponse.json()) as { data: { key: string; name: string }[] }).data;
  const [first, second] = stages;
  if (!first || !second) throw new Error("The demo pipeline has fewer than two stages");

  const suffix = uniqueId();
  // A draft: the demo's plan limits open positions, not drafts.
  const position = await post(request, hr.token, "/v1/positions", {
    title: `Pipeline ${suffix}`,
  });
  const candidate = await post(request, hr.token, "/v1/candidates", {
    first_name: "Pia",
    last_name: `Board ${suffix}`,
    email: uniqueEmail("pipeline"),
  });
  const candidatePosition = await post(request, hr.token, "/v1/candidate_positions", {
    candidate_id: candidate.id,
    position_id: position.id,
    stage: first.key,
  });
  const name = `Pia Board ${suffix}`;

  const origin = await startSessionIn(page.context(), origins, hr);
  await page.goto(`${origin}/hire/positions/${position.id}`);
  const board = page.getByRole("region", { name: new RegExp(`^${second.name}`) });
  const card = page.getByRole("link", {
    name: tf("pipeline.board.cardLabel", { name, stage: first.name }),
  });
  await expect(card).toBeVisible();
  await expect(page.getByText(t("pipeline.board.hint"))).toBeVisible();
  // The board scrolls inside its card: the page itself is never wider than the window.
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.window);
  await expectNoSeriousAxeViolations(page);

  await test.step("the keyboard picks the card and moves it one stage on", async () => {
    await card.focus();
    await page.keyboard.press("ArrowRight");
    const moved = board.getByRole("link", {
      name: tf("pipeline.board.cardLabel", { name, stage: second.name }),
    });
    await expect(moved).toBeVisible();
    await expect(moved).toBeFocused();
    await expect(
      page.getByRole("status").filter({
        hasText: tf("pipeline.board.moved", { name, stage: second.name }),
      }),
    ).toHaveCount(1);
  });

  await test.step("the server kept the move, and the page reads the same after a reload", async () => {
    const after = await request.get(`/v1/positions/${position.id}/pipeline`, {
      headers: bearer(hr.token),
    });
    const cards = (
      (await after.json()) as { data: { id: string; attributes: { stage: string } }[] }
    ).data;
    expect(cards.find((item) => item.id === candidatePosition.id)?.attributes.stage).toBe(
      second.key,
    );
    await page.reload();
    await expect(
      board.getByRole("link", {
        name: tf("pipeline.board.cardLabel", { name, stage: second.name }),
      }),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  expect(consoleErrors).toEqual([]);
});
