import type { Response } from "@playwright/test";
import {
  DEMO_PASSWORD,
  demoUsers,
  logIn,
  postAs,
  startSessionIn,
  uniqueEmail,
  uniqueId,
} from "../fixtures/accounts";
import { expectNoSeriousAxeViolations } from "../fixtures/axe";
import { t, tf } from "../fixtures/locales";
import { completeInterviewAsCandidate, createOneWayInterview } from "../fixtures/one-way";
import { journeyExpect as expect, test } from "../fixtures/test";

/*
 * The blind first pass in Chromium (issue 16, decision 0045): on a position, scorecard and one-way
 * interview of its own with `blind_review: true`, a candidate with a distinctive name completes
 * the interview (through the API). The seeded reviewer opens the review page: the candidate is
 * "Candidate 1", neither their name nor their email is on the page nor in any JSON the page
 * receives, nor is the answer's video key; the answer plays as audio (no <video>), its file
 * answering 200 with an audio type. Once the reviewer has scored every criterion and submitted,
 * the name and the video show. Signs up one candidate (mind the limit in fixtures/accounts.ts).
 */

// axe-core is injected as a script, which the app's content security policy rightly forbids.
test.use({ bypassCSP: true });

type ReviewDocument = {
  data: { attributes: { questions: { answer: { video_url: string | null } | null }[] } };
};

test("a reviewer scores a blind interview without the candidate's name, email or picture", async ({
  page,
  request,
  origins,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const hr = await logIn(request, demoUsers.hrManager, DEMO_PASSWORD);
  const id = uniqueId();
  const candidate = {
    email: uniqueEmail("blind"),
    password: `pw-${uniqueId()}`,
    firstName: "Zephyrine",
    lastName: `Quillbrook${id}`,
  };
  const fullName = `${candidate.firstName} ${candidate.lastName}`;
  const criteria = [`Reasoning ${id}`, `Clarity ${id}`];
  const scorecardName = `Blind pass ${id}`;
  let candidateInterviewId = "";

  await test.step("a candidate completes a blind one-way interview", async () => {
    const scorecard = await postAs(request, hr, "/v1/scorecards", {
      name: scorecardName,
      criteria: criteria.map((name) => ({ name, rating_scale: 5 })),
    });
    const { interviewId } = await createOneWayInterview(request, hr, {
      title: `Blind review ${id}`,
      scorecardId: scorecard.id,
      blindReview: true,
    });
    ({ candidateInterviewId } = await completeInterviewAsCandidate(
      request,
      hr,
      interviewId,
      candidate,
    ));
  });

  // Every JSON body the review page receives while the pass is blind.
  let isBlind = true;
  const blindBodies: Promise<{ url: string; body: string }>[] = [];
  page.on("response", (response: Response) => {
    if (!isBlind) return;
    if (!(response.headers()["content-type"] ?? "").includes("json")) return;
    blindBodies.push(
      response.text().then(
        (body) => ({ url: response.url(), body }),
        () => ({ url: response.url(), body: "" }),
      ),
    );
  });

  const reviewer = await logIn(request, demoUsers.reviewer, DEMO_PASSWORD);
  const demo = await startSessionIn(page.context(), origins, reviewer);
  const heading = page.getByRole("heading", { level: 1 });
  const scorecard = page.getByRole("region", {
    name: tf("reviews.scorecard.titleNamed", { name: scorecardName }),
  });

  await test.step("the reviewer hears the answer as 'Candidate 1', nothing names them", async () => {
    await page.goto(`${demo}/hire/candidate-interviews/${candidateInterviewId}/review`);
    await expect(heading).toHaveText(tf("fairReview.blind.candidateN", { number: 1 }));
    await expect(page.getByText(t("fairReview.blind.hidden"))).toBeVisible();
    await expect(page.getByText(t("reviews.comments.loading"))).toHaveCount(0);
    await expect(scorecard).toBeVisible();

    const audio = page.getByLabel(tf("fairReview.blind.audioLabel", { position: 1 }));
    await expect(audio).toBeVisible();
    expect(await audio.evaluate((element) => element.tagName)).toBe("AUDIO");
    await expect(page.locator("video")).toHaveCount(0);

    // The rendition is a file of its own, served as audio.
    const src = (await audio.locator("source").getAttribute("src")) ?? "";
    expect(src).not.toBe("");
    const file = await page.evaluate(async (url) => {
      const response = await fetch(url);
      return { status: response.status, type: response.headers.get("content-type") ?? "" };
    }, src);
    expect(file.status).toBe(200);
    expect(file.type).toMatch(/^audio\//);

    await audio.evaluate(async (element: HTMLAudioElement) => {
      element.muted = true;
      await element.play();
    });
    await expect
      .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime))
      .toBeGreaterThan(0.5);
    await audio.evaluate((element: HTMLAudioElement) => element.pause());

    await expectNoSeriousAxeViolations(page);

    const text = await page.locator("body").innerText();
    const html = await page.content();
    for (const secret of [candidate.firstName, candidate.lastName, candidate.email]) {
      expect(text).not.toContain(secret);
      expect(html).not.toContain(secret);
    }
  });

  await test.step("the reviewer scores every criterion and submits; the name and video show", async () => {
    for (const criterion of criteria) {
      await scorecard
        .getByRole("group", { name: criterion })
        .getByRole("radio", { name: tf("scorecard.ratingOf", { rating: 4, scale: 5 }) })
        .check();
    }
    // What follows the submission is the revealed view: stop collecting the blind bodies.
    isBlind = false;
    await scorecard.getByRole("button", { name: t("reviews.scorecard.submit") }).click();
    await expect(page.getByText(t("reviews.scorecard.submitted"))).toBeVisible();
    await expect(heading).toHaveText(fullName);
    await expect(page.getByLabel(tf("reviews.answers.videoLabel", { position: 1 }))).toBeVisible();
    await expect(page.locator("video")).toHaveCount(1);
    await expect(page.locator("audio")).toHaveCount(0);
  });

  await test.step("no response of the blind pass carried the name, the email or the video key", async () => {
    // The video's key, as the revealed review names it: /v1/files/<key>?expires=…&signature=…
    const revealed = await request.get(`/v1/candidate_interviews/${candidateInterviewId}`, {
      headers: { authorization: `Bearer ${reviewer.token}` },
    });
    expect(revealed.ok()).toBe(true);
    const videoUrl =
      ((await revealed.json()) as ReviewDocument).data.attributes.questions[0]?.answer?.video_url ??
      "";
    const videoKey = new URL(videoUrl, demo).pathname.replace(/^\/v1\/files\//, "");
    expect(videoKey).toMatch(/\.webm$/);

    const bodies = await Promise.all(blindBodies);
    // The review itself was among them (its attributes name no one yet).
    expect(
      bodies.some(({ url }) => url.includes(`/v1/candidate_interviews/${candidateInterviewId}`)),
    ).toBe(true);
    for (const { url, body } of bodies) {
      for (const secret of [candidate.firstName, candidate.lastName, candidate.email, videoKey]) {
        expect(body, `${url} carries ${secret}`).not.toContain(secret);
      }
    }
  });

  expect(consoleErrors).toEqual([]);
});
