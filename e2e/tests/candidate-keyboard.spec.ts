import type { Locator, Page } from "@playwright/test";
import {
  DEMO_PASSWORD,
  demoUsers,
  logIn,
  startSessionIn,
  uniqueEmail,
  uniqueId,
} from "../fixtures/accounts";
import { expectNoAxeViolations } from "../fixtures/axe";
import { literal, t, tf } from "../fixtures/locales";
import { createOneWayInterview, inviteByEmail, signUpCandidate } from "../fixtures/one-way";
import { UPLOAD_TIMEOUT } from "../fixtures/recording";
import { candorTemplate } from "../fixtures/scorecards";
import { journeyExpect as expect, test } from "../fixtures/test";

/*
 * A candidate's one-way interview by keyboard only (issue 17, WCAG 2.2 AA): no mouse event at
 * all, only Tab, Enter and Space. The candidate opens their invitation, accepts the consent
 * notice, checks the camera (Chromium's fake one, playwright.config.ts), records an answer,
 * watches it, submits and reaches the thanks screen, then their dashboard and account; the
 * training pages tell them they are for hiring teams; they delete their account. Every
 * candidate page on the way has no axe violation whatever its impact, fits 320 CSS pixels
 * (what 200% zoom of a 640-pixel window gives) without horizontal scrolling, and shows where the
 * keyboard's focus is. The timers' key moments reach screen readers through a live region.
 */

test.use({ bypassCSP: true });

/** The most Tab presses a control may be away: more means it is unreachable in practice. */
const MAX_TABS = 40;

/**
 * Presses Tab until `target` has the focus (it may have it already: a screen's main action
 * takes it), and checks that the focus is visible on it.
 */
async function tabTo(page: Page, target: Locator) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses <= MAX_TABS; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) {
      const focus = await target.evaluate((element) => {
        const style = getComputedStyle(element);
        return {
          focusVisible: element.matches(":focus-visible"),
          outline: style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0,
          ring: style.boxShadow !== "none",
        };
      });
      expect(focus.focusVisible, "the focus is shown as keyboard focus").toBe(true);
      expect(focus.outline || focus.ring, "the focused control has a visible focus ring").toBe(
        true,
      );
      return;
    }
    await page.keyboard.press("Tab");
  }
  throw new Error(`${target} is not reachable with ${MAX_TABS} presses of Tab`);
}

/** Reaches `target` by Tab and presses `key` on it. */
async function press(page: Page, target: Locator, key: "Enter" | "Space" = "Enter") {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

/** The elements reaching past the window's right edge, for a failure's message. */
async function overflowing(page: Page): Promise<string> {
  return page.evaluate(() =>
    [...document.querySelectorAll("body *")]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(-5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`)
      .join(", "),
  );
}

/**
 * No axe violation at all, and at 320 CSS pixels wide (WCAG 1.4.10 reflow, 200% zoom of a
 * 640-pixel window) nothing scrolls sideways; the window is put back afterwards.
 */
async function expectAccessiblePage(page: Page) {
  await expectNoAxeViolations(page);
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  await page.setViewportSize({ width: 320, height: 640 });
  try {
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
        message: `the page fits 320 pixels without scrolling sideways; too wide: ${await overflowing(page)}`,
      })
      .toBeLessThanOrEqual(320);
    await expectNoAxeViolations(page);
  } finally {
    await page.setViewportSize(size);
  }
}

/** The question screen's live region, where the timers' key moments are said. */
const status = (page: Page) =>
  page
    .getByRole("region", {
      name: tf("candidateInterviews.question.heading", { number: 1, total: 1 }),
    })
    .getByRole("status")
    .first();

test("a candidate records a one-way interview by keyboard only, on pages without axe violations", async ({
  page,
  browser,
  request,
  origins,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const hr = await logIn(request, demoUsers.hrManager, DEMO_PASSWORD);
  const email = uniqueEmail("keyboard");
  const title = `Keyboard screen ${uniqueId()}`;
  const question = "Tell us about a time you made a tool easier to use.";
  let publicUuid = "";
  let invitation = new URL(origins.apex);

  await test.step("the team invites a candidate to a one-question interview", async () => {
    const created = await createOneWayInterview(request, hr, {
      title,
      scorecardId: (await candorTemplate(request, hr)).id,
      question: {
        text: question,
        think_time_seconds: 30,
        answer_time_seconds: 15,
        retakes_allowed: 1,
      },
    });
    publicUuid = created.publicUuid;
    invitation = await inviteByEmail(request, hr, created.interviewId, email);
  });

  await test.step("the invitation and the interview's public page, before signing in", async () => {
    const visitor = await browser.newContext({ bypassCSP: true });
    try {
      const visitorPage = await visitor.newPage();
      await visitorPage.goto(invitation.href);
      await expect(
        visitorPage.getByRole("link", {
          name: t("candidateInterviews.landing.createAccount"),
          exact: true,
        }),
      ).toBeVisible();
      await expectAccessiblePage(visitorPage);
      await visitorPage.goto(`${origins.apex}/interview/${publicUuid}`);
      await expect(visitorPage.getByRole("heading", { level: 1 })).toContainText(title);
      await expectAccessiblePage(visitorPage);
    } finally {
      await visitor.close();
    }
  });

  const password = `pw-${uniqueId()}`;
  const candidateToken = await signUpCandidate(request, {
    email,
    password,
    firstName: "Kim",
    lastName: "Keys",
  });
  await startSessionIn(page.context(), origins, { token: candidateToken, subdomain: null });

  await test.step("the candidate opens the invitation, begins and accepts the consent notice", async () => {
    await page.goto(invitation.href);
    await expect(page).toHaveURL(
      literal(`${origins.apex}/hire-candidate/prerecorded-interviews/`, { start: true }),
    );
    const begin = page.getByRole("button", { name: t("candidateInterviews.session.begin") });
    await expect(begin).toBeVisible();
    await expectAccessiblePage(page);
    await press(page, begin);

    await expect(
      page.getByRole("heading", { level: 2, name: t("candidateTrust.consent.title") }),
    ).toBeVisible();
    await expectAccessiblePage(page);
    await press(page, page.getByRole("button", { name: t("candidateTrust.consent.accept") }));
  });

  await test.step("the candidate checks the camera and skips the practice question", async () => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      t("candidateInterviews.device.title"),
    );
    await press(page, page.getByRole("button", { name: t("candidateInterviews.device.ask") }));
    await expect(page.getByText(t("candidateInterviews.device.ready"))).toBeVisible();
    await expectAccessiblePage(page);
    await press(
      page,
      page.getByRole("button", { name: t("candidateInterviews.device.skipPractice") }),
    );
    const start = page.getByRole("button", { name: t("candidateInterviews.ready.start") });
    await expect(start).toBeVisible();
    await expectAccessiblePage(page);
    await press(page, start);
  });

  await test.step("the candidate records an answer; screen readers hear its key moments", async () => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      tf("candidateInterviews.question.heading", { number: 1, total: 1 }),
    );
    await expectAccessiblePage(page);
    await press(page, page.getByRole("button", { name: t("candidateInterviews.question.show") }));
    await expect(page.getByRole("heading", { level: 2, name: question })).toBeVisible();
    await expect(status(page)).toHaveText(
      tf("candidateInterviews.question.announceThinking", { duration: "30 seconds" }),
    );
    await expectAccessiblePage(page);
    await press(
      page,
      page.getByRole("button", { name: t("candidateInterviews.question.startNow") }),
    );

    const stop = page.getByRole("button", { name: t("candidateInterviews.question.stop") });
    await expect(stop).toBeVisible();
    await expect(status(page)).toHaveText(t("candidateInterviews.question.announceRecording"));
    await expectNoAxeViolations(page);
    // Ten seconds before the automatic stop (a 15-second answer), the live region says so.
    await expect(status(page)).toHaveText(t("candidateTrust.text.warning.tenSeconds"), {
      timeout: 15_000,
    });
    await press(page, stop, "Space");

    const take = page.getByLabel(t("candidateInterviews.question.yourTake"), { exact: true });
    await expect(take).toBeVisible();
    await expect(status(page)).toHaveText(t("candidateInterviews.question.announceReview"));
    await expect(page.getByText(t("candidateInterviews.upload.done"))).toBeVisible({
      timeout: UPLOAD_TIMEOUT,
    });
    await expectAccessiblePage(page);
    // The take's player is reachable too: the candidate can watch their answer.
    await tabTo(page, take);
    await press(page, page.getByRole("button", { name: t("candidateInterviews.question.keep") }));
  });

  await test.step("the candidate reviews the interview, submits and reaches the thanks", async () => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      t("candidateInterviews.final.title"),
    );
    await expectAccessiblePage(page);
    await press(page, page.getByRole("button", { name: t("candidateInterviews.final.submit") }));
    await expect(
      page.getByRole("heading", { level: 2, name: t("candidateInterviews.thanks.title") }),
    ).toBeVisible();
    await expectAccessiblePage(page);
    // The rating is one stop of Tab; the arrow keys move along it and choose.
    const ratings = [1, 2, 3, 4, 5].map((value) =>
      page.getByRole("radio", {
        name: `${value} ${t(`candidateInterviews.feedback.ratings.${value}`)}`,
      }),
    );
    await tabTo(page, ratings[0] as Locator);
    for (let step = 0; step < 4; step += 1) await page.keyboard.press("ArrowRight");
    await expect(ratings[4] as Locator).toBeChecked();
    await press(page, page.getByRole("button", { name: t("candidateInterviews.feedback.send") }));
    await expect(page.getByText(t("candidateInterviews.feedback.thanks"))).toBeVisible();
    await press(page, page.getByRole("link", { name: t("candidateInterviews.thanks.dashboard") }));
  });

  await test.step("the dashboard and the account page, by keyboard", async () => {
    await expect(page).toHaveURL(`${origins.apex}/hire-candidate/dashboard`);
    await expect(page.getByRole("main")).toContainText(title);
    await expectAccessiblePage(page);
    const banner = page.getByRole("banner");
    // The top bar offers what a candidate uses, and nothing of the training area.
    await expect(banner.getByRole("link", { name: /training/i })).toHaveCount(0);
    await press(
      page,
      banner.getByRole("button", { name: tf("candidate.topBar.menu", { name: "Kim Keys" }) }),
    );
    await press(page, page.getByRole("link", { name: t("candidate.topBar.account") }));
    await expect(page).toHaveURL(`${origins.apex}/account`);
    await expectAccessiblePage(page);
    // Nor does the account page's: no plan to upgrade, no training to switch to.
    await expect(banner.getByRole("link", { name: t("nav.upgradeNow") })).toHaveCount(0);
    await expect(banner.getByRole("link", { name: t("nav.switchToTraining") })).toHaveCount(0);
    await expect(banner.getByRole("link", { name: /training/i })).toHaveCount(0);
  });

  await test.step("every training page tells a candidate it is for hiring teams", async () => {
    for (const training of ["/training", "/training/learn", "/training/practice"]) {
      await page.goto(`${origins.apex}${training}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        t("candidateTrust.training.title"),
      );
      await expect(page.getByRole("alert")).toHaveCount(0);
    }
    await expectAccessiblePage(page);
    await press(page, page.getByRole("link", { name: t("candidateTrust.training.dashboard") }));
    await expect(page).toHaveURL(`${origins.apex}/hire-candidate/dashboard`);
  });

  await test.step("the candidate deletes their account by keyboard and is signed out home", async () => {
    await page.goto(`${origins.apex}/account`);
    const open = page.getByRole("button", { name: t("account.delete.open") });
    const dialog = page.getByRole("dialog", { name: t("account.delete.modalTitle") });
    // Escape closes the dialog and gives the focus back to the button that opened it.
    await press(page, open);
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();

    await page.keyboard.press("Enter");
    const field = dialog.getByLabel(t("account.delete.password"), { exact: true });
    await tabTo(page, field);
    await page.keyboard.type(password);
    await press(page, dialog.getByRole("button", { name: t("account.delete.confirm") }));
    await expect(page).toHaveURL(`${origins.apex}/`);
    await expect(page.getByText(t("account.delete.deleted"))).toBeVisible();
    await expect(
      page.getByRole("banner").getByRole("link", { name: t("nav.signIn") }),
    ).toBeVisible();
  });

  // No request answered an error on the way, not even once the account was gone.
  expect(consoleErrors).toEqual([]);
});
