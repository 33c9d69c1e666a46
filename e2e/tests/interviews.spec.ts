import { createHash } from "node:crypto";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import {
  bearer,
  DEMO_PASSWORD,
  DEMO_SUBDOMAIN,
  demoUsers,
  expectOk,
  logIn,
  type SignedInUser,
  startSessionIn,
  uniqueEmail,
  uniqueId,
} from "../fixtures/accounts";
import { expectNoAxeViolations, expectNoSeriousAxeViolations } from "../fixtures/axe";
import { literal, t, tf } from "../fixtures/locales";
import { readMail } from "../fixtures/mail";
import { checkCamera, expectUploaded, recordAnswer, UPLOAD_TIMEOUT } from "../fixtures/recording";
import { candorTemplate } from "../fixtures/scorecards";
import { collectConsoleErrors, journeyExpect as expect, test } from "../fixtures/test";

/*
 * One-way video interviews in Chromium (issue 6), with the fake camera and microphone the
 * Playwright config gives the browser: an HR manager of the seeded `demo` organization (premium)
 * builds an interview on a position of its own, invites a candidate who signs up from the emailed
 * link, records every answer (one retake) and submits; the seeded reviewer plays an answer, scores
 * it and advances the candidate. A second journey cuts the network while an answer uploads and
 * shows it arriving whole once the network is back.
 *
 * Each test makes its own position through the API, so neither depends on the other, and signs up
 * one candidate (two sign-ups in all, mind the limit in fixtures/accounts.ts). Every screen on the
 * way is checked with axe; the candidate's have no violation at all (issue 17).
 */

// axe-core is injected as a script, which the app's content security policy rightly forbids.
test.use({ bypassCSP: true });

type Resource<A> = { id: string; attributes: A };

/** `POST /v1/positions` as `user`: an open position for one test. */
async function openPosition(request: APIRequestContext, user: SignedInUser, title: string) {
  const response = await request.post("/v1/positions", {
    headers: bearer(user.token),
    data: { title, description: `<p>${title}: what the role is about.</p>`, status: "open" },
  });
  await expectOk(response, "POST /v1/positions");
  return ((await response.json()) as { data: Resource<{ title: string }> }).data.id;
}

/** Two questions of Candor's library, to add from the builder's library picker. */
async function libraryQuestions(request: APIRequestContext, user: SignedInUser) {
  const response = await request.get("/v1/prerecorded_questions", {
    headers: bearer(user.token),
    params: { source: "library" },
  });
  await expectOk(response, "GET /v1/prerecorded_questions");
  const { data } = (await response.json()) as { data: Resource<{ text: string }>[] };
  const texts = data.map((question) => question.attributes.text);
  if (texts.length < 2) throw new Error("Candor's question library has fewer than two questions");
  return texts.slice(0, 2) as [string, string];
}

/** The personal link of the newest interview invitation mailed to `email`. */
async function invitationLink(email: string): Promise<URL> {
  const mail = await readMail({ to: email, subject: "invites you to a video interview" });
  const links = mail.links
    .map((link) => new URL(link))
    .filter((url) => url.pathname.startsWith("/interview/invitation/"));
  const [link] = links;
  if (!link || links.length > 1) {
    throw new Error(`Expected one invitation link in "${mail.subject}": ${mail.links.join(", ")}`);
  }
  return link;
}

/** A browser context of its own (another person's browser), with its page's console watched. */
async function openBrowser(browser: Browser) {
  const context = await browser.newContext({ bypassCSP: true });
  const page = await context.newPage();
  return { context, page, consoleErrors: collectConsoleErrors(page) };
}

/** English plural of a `_one`/`_other` message, as i18next picks it. */
function plural(key: string, count: number, values: Record<string, string | number> = {}) {
  return tf(`${key}_${count === 1 ? "one" : "other"}`, { count, ...values });
}

/** An id in a path (the builder's own path ends in a word, not an id). */
const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const ANSWER_SECONDS = 15;

test("a hiring team builds an interview, a candidate records it, a reviewer advances them", async ({
  page,
  browser,
  request,
  origins,
  consoleErrors,
}) => {
  // Three origins, a sign-up, eight recordings and their uploads, on a shared machine.
  test.setTimeout(240_000);
  const hr = await logIn(request, demoUsers.hrManager, DEMO_PASSWORD);
  const demo = origins.organization(DEMO_SUBDOMAIN);
  const positionTitle = `Support Engineer ${uniqueId()}`;
  const positionId = await openPosition(request, hr, positionTitle);
  const template = await candorTemplate(request, hr);
  const [fromLibrary1, fromLibrary2] = await libraryQuestions(request, hr);
  const ownQuestion = "Tell us about a customer problem you solved that nobody else could.";
  const questionTexts = [fromLibrary1, fromLibrary2, ownQuestion];
  const interviewTitle = "First-round video interview";
  const candidateEmail = uniqueEmail("candidate");
  const candidateName = { first: "Cara", last: "Quinn" };
  const fullName = `${candidateName.first} ${candidateName.last}`;
  let interviewPath = "";
  let candidateInterviewId = "";

  await test.step("the HR manager builds an interview of three questions on the position", async () => {
    await startSessionIn(page.context(), origins, hr);
    await page.goto(`${demo}/hire/positions/${positionId}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(positionTitle);
    const interviews = page.getByRole("region", { name: t("interviews.position.title") });
    await expect(interviews).toContainText(t("interviews.position.empty"));
    await interviews.getByRole("link", { name: t("interviews.position.build") }).click();
    await expect(page).toHaveURL(
      `${demo}/hire/positions/${positionId}/pre-recorded-interviews/build-pre-recorded-interview`,
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      t("interviews.builder.newTitle"),
    );

    await page.getByLabel(t("interviews.builder.title"), { exact: true }).fill(interviewTitle);
    await page
      .getByLabel(t("interviews.builder.scorecard"), { exact: true })
      .selectOption({ label: template.name });

    // Two questions from Candor's library, found by searching.
    await page.getByRole("button", { name: t("interviews.builder.addFromLibrary") }).click();
    const library = page.getByRole("dialog", { name: t("interviews.library.title") });
    for (const text of [fromLibrary1, fromLibrary2]) {
      await library.getByRole("searchbox", { name: t("interviews.library.search") }).fill(text);
      await library
        .getByRole("button", { name: tf("interviews.library.addQuestion", { text }) })
        .click();
      await expect(
        library.getByRole("button", { name: tf("interviews.library.addedQuestion", { text }) }),
      ).toBeDisabled();
    }
    await library.getByRole("button", { name: t("interviews.library.done") }).click();
    await expect(library).toBeHidden();

    // And one written on the spot.
    await page.getByRole("button", { name: t("interviews.builder.writeQuestion") }).click();
    const third = page.getByLabel(tf("interviews.builder.questionN", { position: 3 }), {
      exact: true,
    });
    await expect(third).toBeFocused();
    await third.fill(ownQuestion);

    // Short answers, with one retake each, and a moment to read the question.
    const rows = page
      .getByRole("list", { name: t("interviews.builder.questionsLabel") })
      .getByRole("listitem");
    await expect(rows).toHaveCount(3);
    for (const [index, text] of questionTexts.entries()) {
      const row = rows.nth(index);
      await expect(
        row.getByLabel(tf("interviews.builder.questionN", { position: index + 1 }), {
          exact: true,
        }),
      ).toHaveValue(text);
      await row
        .getByLabel(t("interviews.builder.thinkTime"), { exact: true })
        .selectOption({ label: plural("interviews.duration.seconds", 10) });
      await row
        .getByLabel(t("interviews.builder.answerTime"), { exact: true })
        .selectOption({ label: plural("interviews.duration.seconds", ANSWER_SECONDS) });
      await row
        .getByLabel(t("interviews.builder.retakes"), { exact: true })
        .selectOption({ label: plural("interviews.builder.retakesCount", 1) });
    }

    // The reviewer's journey below is the open one (names and pictures); the blind first pass,
    // on by default for new interviews, has its own journey (blind-review.spec).
    const blind = page.getByLabel(t("fairReview.settings.blindReview"), { exact: true });
    await expect(blind).toBeChecked();
    await blind.uncheck();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole("button", { name: t("interviews.builder.create") }).click();
    // The notice lives ALERT_LIFETIME_MS (2 s): looked for first, while the next page loads.
    await expect(
      page.getByText(tf("interviews.builder.created", { title: interviewTitle })),
    ).toBeVisible();
    await expect(page).toHaveURL(
      new RegExp(
        `${literal(`${demo}/hire/positions/${positionId}/pre-recorded-interviews/`, { start: true }).source}${UUID}$`,
      ),
    );
    interviewPath = new URL(page.url()).pathname;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(interviewTitle);
    for (const text of questionTexts) await expect(page.getByRole("main")).toContainText(text);
  });

  await test.step("the HR manager invites a candidate by email", async () => {
    const invite = page.getByRole("region", { name: t("interviews.invite.title") });
    await invite.getByLabel(t("interviews.invite.label"), { exact: true }).fill(candidateEmail);
    await invite.getByRole("button", { name: t("interviews.invite.send") }).click();
    const results = invite.getByRole("list", { name: t("interviews.invite.results") });
    await expect(results.getByRole("listitem")).toHaveText([
      `${candidateEmail}${t("interviews.invite.result.invited")}`,
    ]);
    const candidates = page.getByRole("region", { name: t("interviews.candidates.title") });
    const row = candidates.getByRole("row").filter({ hasText: candidateEmail });
    await expect(row).toContainText(t("interviews.status.invited"));
    await expectNoSeriousAxeViolations(page);
  });

  const candidate = await openBrowser(browser);
  const reviewer = await openBrowser(browser);
  try {
    await test.step("the candidate opens the emailed link and signs up as a candidate", async () => {
      const link = await invitationLink(candidateEmail);
      expect(link.origin).toBe(origins.apex);
      const { page: cpage } = candidate;
      await cpage.goto(link.href);
      // The personal link opens the interview's branded page before any sign-in.
      await expect(cpage.getByRole("heading", { level: 1 })).toHaveText(interviewTitle);
      await expect(cpage.getByText(positionTitle)).toBeVisible();
      await expectNoAxeViolations(cpage);
      await cpage
        .getByRole("link", { name: t("candidateInterviews.landing.createAccount"), exact: true })
        .click();
      await expect(cpage).toHaveURL(
        `${origins.apex}/sign-up?type=Candidate&redirectAfterAuth=${encodeURIComponent(link.pathname)}`,
      );
      await expect(cpage.getByRole("heading", { level: 1 })).toHaveText(
        tf("signUp.candidateTitle"),
      );
      const password = `pw-${uniqueId()}`;
      await cpage.getByLabel(t("signUp.firstName"), { exact: true }).fill(candidateName.first);
      await cpage.getByLabel(t("signUp.lastName"), { exact: true }).fill(candidateName.last);
      await cpage.getByLabel(t("signUp.email"), { exact: true }).fill(candidateEmail);
      await cpage.getByLabel(t("signUp.password"), { exact: true }).fill(password);
      await cpage.getByLabel(t("signUp.passwordConfirmation"), { exact: true }).fill(password);
      await cpage.getByRole("button", { name: t("signUp.submitCandidate") }).click();

      // Back on the invitation, which is theirs now: its interview opens.
      await expect(cpage).toHaveURL(
        new RegExp(
          `${literal(`${origins.apex}/hire-candidate/prerecorded-interviews/`, { start: true }).source}${UUID}$`,
        ),
      );
      candidateInterviewId = new URL(cpage.url()).pathname.split("/").at(-1) ?? "";
      await expect(cpage.getByRole("heading", { level: 1 })).toContainText(interviewTitle);
      await expect(cpage.getByRole("main")).toContainText("Demo Company");
    });

    await test.step("the candidate checks the camera and tries the practice question", async () => {
      const { page: cpage } = candidate;
      // The conditions come first.
      await expect(cpage.getByRole("main")).toContainText(
        t("candidateInterviews.session.conditionsTitle"),
      );
      await expectNoAxeViolations(cpage);
      await checkCamera(cpage);
      await expectNoAxeViolations(cpage);
      await cpage.getByRole("button", { name: t("candidateInterviews.device.toPractice") }).click();
      await expect(cpage.getByRole("heading", { level: 1 })).toHaveText(
        t("candidateInterviews.question.practiceHeading"),
      );
      await cpage.getByRole("button", { name: t("candidateInterviews.question.show") }).click();
      await recordAnswer(cpage);
      await cpage.getByRole("button", { name: t("candidateInterviews.question.continue") }).click();
      await expect(cpage.getByRole("heading", { level: 1 })).toHaveText(
        t("candidateInterviews.ready.title"),
      );
      await cpage.getByRole("button", { name: t("candidateInterviews.ready.start") }).click();
    });

    await test.step("the candidate records the three answers, one of them twice", async () => {
      const { page: cpage } = candidate;
      for (const [index, text] of questionTexts.entries()) {
        await expect(cpage.getByRole("heading", { level: 1 })).toHaveText(
          tf("candidateInterviews.question.heading", { number: index + 1, total: 3 }),
        );
        // The question stays hidden until the candidate is ready.
        await expect(cpage.getByRole("heading", { level: 2, name: text })).toHaveCount(0);
        await cpage.getByRole("button", { name: t("candidateInterviews.question.show") }).click();
        await expect(cpage.getByRole("heading", { level: 2, name: text })).toBeVisible();
        await recordAnswer(cpage);
        await expectUploaded(cpage);
        if (index === 0) {
          await expectNoAxeViolations(cpage);
          await cpage
            .getByRole("button", { name: plural("candidateInterviews.question.retake", 1) })
            .click();
          await recordAnswer(cpage);
          await expectUploaded(cpage);
          await expect(
            cpage.getByText(t("candidateInterviews.question.noRetakesLeft")),
          ).toBeVisible();
        }
        await cpage.getByRole("button", { name: t("candidateInterviews.question.keep") }).click();
      }
    });

    await test.step("the candidate submits and sends feedback", async () => {
      const { page: cpage } = candidate;
      await expect(cpage.getByRole("heading", { level: 1 })).toHaveText(
        t("candidateInterviews.final.title"),
      );
      const answers = cpage.getByRole("main").getByRole("listitem");
      await expect(answers).toHaveCount(3);
      for (const [index, text] of questionTexts.entries()) {
        await expect(answers.nth(index)).toContainText(text);
        await expect(answers.nth(index)).toContainText(
          literal(t("candidateInterviews.final.recorded").split("(")[0] ?? ""),
        );
      }
      await expectNoAxeViolations(cpage);
      await cpage.getByRole("button", { name: t("candidateInterviews.final.submit") }).click();
      await expect(
        cpage.getByRole("heading", { name: t("candidateInterviews.thanks.title") }),
      ).toBeVisible();
      await expectNoAxeViolations(cpage);
      await cpage
        .getByRole("radio", { name: `5 ${t("candidateInterviews.feedback.ratings.5")}` })
        .check();
      await cpage
        .getByLabel(t("candidateInterviews.feedback.comment"))
        .fill("Clear questions and a calm pace.");
      await cpage.getByRole("button", { name: t("candidateInterviews.feedback.send") }).click();
      await expect(cpage.getByText(t("candidateInterviews.feedback.thanks"))).toBeVisible();
    });

    await test.step("the reviewer plays an answer, scores every criterion and advances the candidate", async () => {
      const reviewerUser = await logIn(request, demoUsers.reviewer, DEMO_PASSWORD);
      await startSessionIn(reviewer.context, origins, reviewerUser);
      const { page: rpage } = reviewer;
      await rpage.goto(`${demo}/hire/candidate-interviews/${candidateInterviewId}/review`);
      await expect(rpage.getByRole("heading", { level: 1 })).toHaveText(fullName);
      const header = rpage.getByRole("main").locator("header").first();
      await expect(header).toContainText(t("interviews.status.completed"));
      await expect(rpage.getByText(t("reviews.comments.loading"))).toHaveCount(0);
      await expectNoSeriousAxeViolations(rpage);

      // Each answer beside its question; the first one plays.
      for (const [index, text] of questionTexts.entries()) {
        await expect(rpage.getByRole("article").nth(index)).toContainText(
          `${tf("reviews.answers.questionN", { position: index + 1 })}${text}`,
        );
      }
      const video = rpage.getByLabel(tf("reviews.answers.videoLabel", { position: 1 }));
      await video.evaluate(async (element: HTMLVideoElement) => {
        element.muted = true;
        await element.play();
      });
      await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
        .toBeGreaterThan(0.5);
      expect(
        await video.evaluate((element: HTMLVideoElement) => element.readyState),
      ).toBeGreaterThanOrEqual(2);
      // The take carries its duration (MediaRecorder's WebM has none): the reviewer can scrub.
      const duration = await video.evaluate((element: HTMLVideoElement) => element.duration);
      expect(Number.isFinite(duration) && duration > 0).toBe(true);
      await video.evaluate(async (element: HTMLVideoElement) => {
        element.pause();
        element.currentTime = element.duration / 2;
        await new Promise((resolve) => element.addEventListener("seeked", resolve, { once: true }));
      });

      const scorecard = rpage.getByRole("region", {
        name: tf("reviews.scorecard.titleNamed", { name: template.name }),
      });
      for (const criterion of template.criteria) {
        await scorecard
          .getByRole("group", { name: criterion.name })
          .getByRole("radio", {
            name: tf("scorecard.ratingOf", { rating: 4, scale: criterion.rating_scale }),
          })
          .check();
      }
      await scorecard.getByRole("button", { name: t("reviews.scorecard.submit") }).click();
      await expect(rpage.getByText(t("reviews.scorecard.submitted"))).toBeVisible();
      await expect(header).toContainText(t("interviews.status.reviewed"));

      const decision = rpage.getByRole("region", { name: t("reviews.decision.title") });
      await decision
        .getByRole("button", { name: t("reviews.decision.actions.advance"), exact: true })
        .click();
      const dialog = rpage.getByRole("dialog", {
        name: tf("reviews.decision.confirmTitle.advance", { name: fullName }),
      });
      await expectNoSeriousAxeViolations(rpage);
      await dialog.getByLabel(t("reviews.decision.notify")).check();
      await dialog
        .getByRole("button", { name: t("reviews.decision.actions.advance"), exact: true })
        .click();
      await expect(dialog).toBeHidden();
      await expect(
        rpage.getByText(tf("reviews.decision.done.advance", { name: fullName })),
      ).toBeVisible();
      await expect(header).toContainText(t("interviews.status.advanced"));

      // The candidate hears of it.
      await readMail({ to: candidateEmail, subject: "Your interview for" });
    });

    await test.step("the interview page counts the candidate as advanced", async () => {
      await page.goto(`${demo}${interviewPath}`);
      const candidates = page.getByRole("region", { name: t("interviews.candidates.title") });
      const advancedTab = candidates.getByRole("button", {
        name: literal(t("interviews.status.advanced"), { start: true }),
      });
      await expect(advancedTab).toHaveText(`${t("interviews.status.advanced")}1`);
      await advancedTab.click();
      await expect(candidates.getByRole("row").filter({ hasText: candidateEmail })).toContainText(
        t("interviews.status.advanced"),
      );
      const interviewId = interviewPath.split("/").at(-1) ?? "";
      const list = await request.get(
        `/v1/prerecorded_interviews/${interviewId}/candidate_interviews`,
        {
          headers: bearer(hr.token),
        },
      );
      await expectOk(list, "GET /v1/prerecorded_interviews/:id/candidate_interviews");
      const { meta } = (await list.json()) as { meta: { count_by_status: Record<string, number> } };
      expect(meta.count_by_status).toMatchObject({ advanced: 1, completed: 0, invited: 0 });
    });

    expect([...consoleErrors, ...candidate.consoleErrors, ...reviewer.consoleErrors]).toEqual([]);
  } finally {
    await candidate.context.close();
    await reviewer.context.close();
  }
});

type PendingTakeRecord = { key: string; base64: string; size: number; contentType: string };

/** The takes kept in the browser's storage (IndexedDB) until the server confirms them. */
function readKeptTakes(page: Page): Promise<PendingTakeRecord[]> {
  return page.evaluate(async () => {
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open("candor-recordings");
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const takes = await new Promise<{ key: string; blob: Blob; contentType: string }[]>(
      (resolve, reject) => {
        const all = database.transaction("pending-takes").objectStore("pending-takes").getAll();
        all.onsuccess = () => resolve(all.result);
        all.onerror = () => reject(all.error);
      },
    );
    database.close();
    return Promise.all(
      takes.map(async (take) => {
        const bytes = new Uint8Array(await take.blob.arrayBuffer());
        let binary = "";
        for (let start = 0; start < bytes.length; start += 0x8000) {
          binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
        }
        return {
          key: take.key,
          base64: btoa(binary),
          size: bytes.length,
          contentType: take.contentType,
        };
      }),
    );
  });
}

function sha256(bytes: Buffer): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/** Signs up a candidate through the API and binds the invitation mailed to them. */
async function bindInvitationAsNewCandidate(
  request: APIRequestContext,
  email: string,
): Promise<{ candidate: SignedInUser; candidateInterviewId: string }> {
  const password = `pw-${uniqueId()}`;
  const signUp = await request.post("/v1/users", {
    data: {
      type: "Candidate",
      email,
      password,
      password_confirmation: password,
      first_name: "Nico",
      last_name: "Network",
    },
  });
  await expectOk(signUp, "POST /v1/users (candidate)");
  const document = (await signUp.json()) as {
    data: { id: string; attributes: Record<string, unknown> };
    meta: { token: string };
  };
  const candidate = {
    id: document.data.id,
    email,
    firstName: "Nico",
    lastName: "Network",
    subdomain: null,
    organizationName: null,
    permissions: [],
    activated: false,
    password,
    token: document.meta.token,
  } satisfies SignedInUser;
  const token = (await invitationLink(email)).pathname.split("/").at(-1) ?? "";
  const bound = await request.get(`/v1/candidates/by_token/${token}`, {
    headers: bearer(candidate.token),
  });
  await expectOk(bound, "GET /v1/candidates/by_token/:token");
  return {
    candidate,
    candidateInterviewId: ((await bound.json()) as { data: { id: string } }).data.id,
  };
}

test("a dropped network during an upload resumes and the answer arrives whole", async ({
  page,
  context,
  request,
  origins,
  consoleErrors,
}) => {
  test.setTimeout(150_000);
  const hr = await logIn(request, demoUsers.hrManager, DEMO_PASSWORD);
  const positionId = await openPosition(request, hr, `Field Technician ${uniqueId()}`);
  const question = "Walk us through how you would explain a delay to an upset customer.";
  const created = await request.post("/v1/prerecorded_interviews", {
    headers: bearer(hr.token),
    data: {
      position_id: positionId,
      title: "Quick screen",
      scorecard_id: (await candorTemplate(request, hr)).id,
      // The team checks the stored video itself: an open interview, not a blind first pass.
      blind_review: false,
      questions: [
        { text: question, think_time_seconds: 10, answer_time_seconds: 30, retakes_allowed: 0 },
      ],
    },
  });
  await expectOk(created, "POST /v1/prerecorded_interviews");
  const interviewId = ((await created.json()) as { data: { id: string } }).data.id;
  const email = uniqueEmail("offline");
  await expectOk(
    await request.post(`/v1/prerecorded_interviews/${interviewId}/invitations`, {
      headers: bearer(hr.token),
      data: { candidates: [{ email }] },
    }),
    "POST /v1/prerecorded_interviews/:id/invitations",
  );
  const { candidate, candidateInterviewId } = await bindInvitationAsNewCandidate(request, email);
  await startSessionIn(context, origins, candidate);

  // Every PATCH of the upload as the browser sent it, at its offset; the first one is cut off
  // half-way: the server gets its first half, the browser a dropped connection, and the network
  // goes down.
  const patches: { offset: number; bytes: Buffer }[] = [];
  let hasCut = false;
  await page.route("**/v1/uploads/*", async (route) => {
    const sent = route.request();
    if (sent.method() !== "PATCH") return route.continue();
    const offset = Number(sent.headers()["upload-offset"]);
    const body = sent.postDataBuffer() ?? Buffer.alloc(0);
    if (hasCut) {
      patches.push({ offset, bytes: body });
      return route.continue();
    }
    hasCut = true;
    const half = body.subarray(0, Math.floor(body.length / 2));
    patches.push({ offset, bytes: half });
    const { "content-length": _length, ...headers } = sent.headers();
    await route.fetch({ postData: half, headers });
    await context.setOffline(true);
    await route.abort("internetdisconnected");
  });

  await page.goto(`${origins.apex}/hire-candidate/prerecorded-interviews/${candidateInterviewId}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Quick screen");
  await checkCamera(page);
  await page.getByRole("button", { name: t("candidateInterviews.device.skipPractice") }).click();
  await page.getByRole("button", { name: t("candidateInterviews.ready.start") }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    tf("candidateInterviews.question.heading", { number: 1, total: 1 }),
  );
  await page.getByRole("button", { name: t("candidateInterviews.question.show") }).click();
  await expect(page.getByRole("heading", { level: 2, name: question })).toBeVisible();
  await recordAnswer(page);

  let recorded: PendingTakeRecord | undefined;
  await test.step("the network drops half-way through the upload: the take waits on the device", async () => {
    await expect(page.getByText(t("candidateInterviews.upload.offline"))).toBeVisible({
      timeout: UPLOAD_TIMEOUT,
    });
    await expect(page.getByText(t("candidateInterviews.connection.offline"))).toBeVisible();
    await expectNoAxeViolations(page);
    expect(hasCut).toBe(true);
    const kept = await readKeptTakes(page);
    expect(kept.map((take) => take.key)).toEqual([
      expect.stringContaining(`${candidateInterviewId}/`),
    ]);
    recorded = kept[0];
  });
  if (!recorded) throw new Error("No take was kept on the device");
  const recordedBytes = Buffer.from(recorded.base64, "base64");
  expect(recordedBytes.length).toBe(recorded.size);
  expect(recordedBytes.length).toBeGreaterThan(1_000);

  await test.step("back online, the upload resumes where it stopped and the answer arrives", async () => {
    await context.setOffline(false);
    await expectUploaded(page);
    // Resumed from the server's offset (the half it kept), not sent again from the start.
    expect(patches.map((patch) => patch.offset)).toEqual([0, patches[0]?.bytes.length]);
    expect(Buffer.concat(patches.map((patch) => patch.bytes)).equals(recordedBytes)).toBe(true);
    // Confirmed by the server: no longer kept on the device.
    await expect.poll(async () => (await readKeptTakes(page)).length).toBe(0);
    await page.getByRole("button", { name: t("candidateInterviews.question.keep") }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      t("candidateInterviews.final.title"),
    );
    await page.getByRole("button", { name: t("candidateInterviews.final.submit") }).click();
    await expect(
      page.getByRole("heading", { name: t("candidateInterviews.thanks.title") }),
    ).toBeVisible();
  });

  await test.step("the hiring team's copy is byte for byte what the browser recorded", async () => {
    const review = await request.get(`/v1/candidate_interviews/${candidateInterviewId}`, {
      headers: bearer(hr.token),
    });
    await expectOk(review, "GET /v1/candidate_interviews/:id");
    const { data } = (await review.json()) as {
      data: {
        attributes: {
          status: string;
          questions: {
            answer: {
              video_url: string | null;
              content_type: string | null;
              size_bytes: number | null;
            } | null;
          }[];
        };
      };
    };
    expect(data.attributes.status).toBe("completed");
    const answer = data.attributes.questions[0]?.answer;
    if (!answer?.video_url) throw new Error("The answer has no video");
    // Stored as the type the browser recorded, its codecs aside.
    expect(answer.content_type).toBe(recorded?.contentType.split(";")[0]);
    expect(answer.size_bytes).toBe(recordedBytes.length);
    const video = await request.get(answer.video_url);
    await expectOk(video, "GET the answer's signed video URL");
    const stored = await video.body();
    expect(stored.length).toBe(recordedBytes.length);
    expect(sha256(stored)).toBe(sha256(recordedBytes));
  });

  // The cut PATCH is the only request the browser saw fail.
  expect(consoleErrors.filter((error) => !error.includes("ERR_INTERNET_DISCONNECTED"))).toEqual([]);
});
