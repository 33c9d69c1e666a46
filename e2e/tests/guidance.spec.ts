import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import {
  type APIRequestContext,
  type BrowserContext,
  type Page,
  request as playwrightRequest,
} from "@playwright/test";
import {
  bearer,
  DEMO_PASSWORD,
  demoUsers,
  logIn,
  type Origins,
  signUpOrganization,
  startSessionIn,
} from "../fixtures/accounts";
import { describeViolations, findSeriousAxeViolations } from "../fixtures/axe";
import { t } from "../fixtures/locales";
import { type RunningServer, startServer } from "../fixtures/server";
import { expect, journeyExpect, test } from "../fixtures/test";

/*
 * Issue 18's guidance: the product tours, the Video tour, the built-in help, terms and privacy,
 * the optional PostHog. The suite's server runs with tours off and no PostHog (the default
 * install, for the "nothing leaves the origin" and links tests); the tours and PostHog run on a
 * second server this file starts with PRODUCT_TOURS on and PostHog pointed at a stub host.
 */

test.use({ bypassCSP: true });

/** Every host a browser context asks for (http and https only: not data:, blob:). */
function watchHosts(context: BrowserContext): Set<string> {
  const hosts = new Set<string>();
  context.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol === "http:" || url.protocol === "https:") hosts.add(url.host);
  });
  return hosts;
}

test.describe("the default install", () => {
  test("sends no request anywhere but its own origin: landing, sign-in, dashboard, training", async ({
    page,
    context,
    origins,
    request,
  }) => {
    const hosts = watchHosts(context);
    await page.goto(`${origins.apex}/`);
    await page.waitForLoadState("networkidle");
    await page.goto(`${origins.apex}/sign-in`);
    await page.waitForLoadState("networkidle");
    const hr = await logIn(request, demoUsers.hrManager, DEMO_PASSWORD);
    const demo = await startSessionIn(context, origins, hr);
    await page.goto(`${demo}/hire/dashboard`);
    await journeyExpect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await page.goto(`${demo}/training`);
    await journeyExpect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState("networkidle");

    const port = new URL(origins.apex).port;
    expect(hosts.size).toBeGreaterThan(0);
    for (const host of hosts) {
      expect(host, `a request went to ${host}`).toMatch(
        new RegExp(`^([a-z0-9-]+\\.)?localhost:${port}$`),
      );
    }
  });

  test("leads every external link of the landing and the hiring help menu to a page that exists", async ({
    page,
    context,
    origins,
    request,
  }) => {
    /** Opens each link in a tab of its own: on this origin, a page that exists (not the 404). */
    const check = async (hrefs: string[]) => {
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs) {
        const url = new URL(href, page.url());
        expect(url.host, href).toBe(new URL(page.url()).host);
        const tab = await context.newPage();
        const response = await tab.goto(url.toString());
        expect(response?.status(), href).toBe(200);
        await expect(tab.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(
          tab.getByRole("heading", { level: 1, name: t("pages.notFound.title") }),
        ).toHaveCount(0);
        await tab.close();
      }
    };
    const newTabLinks = () =>
      page
        .locator('a[target="_blank"]')
        .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));

    await page.goto(`${origins.apex}/`);
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await check(await newTabLinks());

    const hr = await logIn(request, demoUsers.hrManager, DEMO_PASSWORD);
    const demo = await startSessionIn(context, origins, hr);
    await page.goto(`${demo}/hire/dashboard`);
    const help = page
      .getByRole("navigation", { name: t("sidebar.label") })
      .getByRole("link", { name: new RegExp(t("sidebar.help")) });
    await journeyExpect(help).toBeVisible();
    await check(await newTabLinks());

    const [helpPage] = await Promise.all([context.waitForEvent("page"), help.click()]);
    await expect(helpPage.getByRole("heading", { level: 1, name: t("help.title") })).toBeVisible();
  });

  test("the built-in help is searchable, its guides, terms and privacy pages are axe clean", async ({
    page,
    origins,
  }) => {
    await page.goto(`${origins.apex}/help`);
    await expect(page.getByRole("heading", { level: 1, name: t("help.title") })).toBeVisible();
    expect(describeViolations(await findSeriousAxeViolations(page))).toBe("");
    await page.getByRole("searchbox", { name: t("help.searchLabel") }).fill("camera");
    const list = page.getByRole("main");
    await expect(
      list.getByRole("link", { name: new RegExp(t("help.guides.recording.title")) }),
    ).toBeVisible();
    await expect(
      list.getByRole("link", { name: new RegExp(t("help.guides.admin.title")) }),
    ).toHaveCount(0);
    await list.getByRole("link", { name: new RegExp(t("help.guides.recording.title")) }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: t("help.guides.recording.title") }),
    ).toBeVisible();
    await expect(page.getByText(t("help.guides.recording.s4"))).toBeVisible();
    expect(describeViolations(await findSeriousAxeViolations(page))).toBe("");

    for (const [route, title] of [
      ["/terms", "legal.terms.title"],
      ["/privacy", "legal.privacy.title"],
    ] as const) {
      await page.goto(`${origins.apex}${route}`);
      await expect(page.getByRole("heading", { level: 1, name: t(title) })).toBeVisible();
      await expect(
        page.getByText(t("legal.placeholder").replace("{{product}}", "Candor")),
      ).toBeVisible();
      expect(describeViolations(await findSeriousAxeViolations(page))).toBe("");
    }
  });
});

/** A stand-in PostHog host: answers everything (CORS included) and remembers what it was asked. */
async function startPosthogStub(): Promise<{ server: Server; origin: string; seen: string[] }> {
  const seen: string[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    seen.push(`${request.method} ${request.url}`);
    response.setHeader("access-control-allow-origin", request.headers.origin ?? "*");
    response.setHeader("access-control-allow-credentials", "true");
    response.setHeader("access-control-allow-headers", "*");
    response.setHeader("access-control-allow-methods", "GET, POST, OPTIONS");
    request.resume();
    if (request.method === "OPTIONS") {
      response.writeHead(204).end();
    } else if (request.url?.includes(".js")) {
      response.writeHead(200, { "content-type": "application/javascript" }).end("");
    } else {
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { server, origin: `http://127.0.0.1:${port}`, seen };
}

test.describe("with tours on and PostHog configured", () => {
  test.describe.configure({ mode: "default" });
  let guided: RunningServer;
  let stub: Awaited<ReturnType<typeof startPosthogStub>>;
  let api: APIRequestContext;
  let origins: Origins;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    stub = await startPosthogStub();
    guided = await startServer({
      logFile: fileURLToPath(new URL("../test-results/guidance-server.log", import.meta.url)),
      env: { PRODUCT_TOURS: "true", POSTHOG_KEY: "phc_e2e", POSTHOG_HOST: stub.origin },
    });
    api = await playwrightRequest.newContext({ baseURL: guided.baseURL });
    const port = new URL(guided.baseURL).port;
    origins = {
      appDomain: "localhost",
      apex: `http://localhost:${port}`,
      organization: (subdomain) => `http://${subdomain}.localhost:${port}`,
    };
  });
  test.afterAll(async () => {
    await api?.dispose();
    await guided?.stop();
    await new Promise((resolve) => stub?.server.close(resolve));
  });

  test("a new member sees the dashboard tour once, not after reload, and restarts it from help", async ({
    page,
    context,
  }) => {
    const admin = await signUpOrganization(api, { label: "tour" });
    const home = await startSessionIn(context, origins, admin);
    await page.goto(`${home}/hire/dashboard`);

    const popover = page.getByRole("dialog", { name: t("tour.hireDashboard.welcome.title") });
    await journeyExpect(popover).toBeVisible();
    expect(describeViolations(await findSeriousAxeViolations(page))).toBe("");
    // Keyboard: the arrow keys move through the steps.
    await page.keyboard.press("ArrowRight");
    await expect(
      page.getByRole("dialog", { name: t("tour.hireDashboard.sidebar.title") }),
    ).toBeVisible();
    await page.getByRole("button", { name: t("tour.next") }).click();
    await page.getByRole("button", { name: t("tour.next") }).click();
    await expect(
      page.getByRole("dialog", { name: t("tour.hireDashboard.help.title") }),
    ).toBeVisible();
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith("/v1/users/current/tours/hire_dashboard") &&
        response.request().method() === "PUT",
    );
    await page.getByRole("button", { name: t("tour.done") }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await page.reload();
    await journeyExpect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const restart = page
      .getByRole("navigation", { name: t("sidebar.label") })
      .getByRole("button", { name: t("tour.restart") });
    await expect(restart).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expect(page.locator(".driver-popover")).toHaveCount(0);

    await restart.click();
    await expect(
      page.getByRole("dialog", { name: t("tour.hireDashboard.welcome.title") }),
    ).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.locator(".driver-popover")).toHaveCount(0);

    // The server keeps it: another device (a fresh read) sees the tour as done.
    const me = await api.get("/v1/users/current", { headers: bearer(admin.token) });
    expect((await me.json()).data.attributes.tours_done).toEqual(["hire_dashboard"]);
  });

  /**
   * A page's tour on a first visit: a dialog named by its step, said again in the tour's live
   * region, axe clean; the arrow keys and Enter on a focused button move through it (with reduced
   * motion, set before the page opens: driver.js ignores the arrows while a step animates), Escape
   * (or Done at the end) ends it for good: the server stores it and a reload shows none.
   */
  async function takeTour(
    page: Page,
    key: string,
    titles: string[],
    ending: "escape" | "done",
  ): Promise<void> {
    const [first, second, ...rest] = titles;
    const dialog = (title: string | undefined) => page.getByRole("dialog", { name: title });
    await journeyExpect(dialog(first)).toBeVisible();
    const announcer = page.locator('[data-tour-announcer][aria-live="polite"]');
    await expect(announcer).toContainText(first ?? "");
    expect(describeViolations(await findSeriousAxeViolations(page))).toBe("");

    await page.keyboard.press("ArrowRight");
    await expect(dialog(second)).toBeVisible();
    await expect(announcer).toContainText(second ?? "");
    await page.keyboard.press("ArrowLeft");
    await expect(dialog(first)).toBeVisible();
    const popover = page.locator(".driver-popover");
    const next = popover.getByRole("button", { name: t("tour.next"), exact: true });
    await next.focus();
    await page.keyboard.press("Enter");
    await expect(dialog(second)).toBeVisible();

    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/v1/users/current/tours/${key}`) &&
        response.request().method() === "PUT",
    );
    if (ending === "escape") {
      await page.keyboard.press("Escape");
    } else {
      // On through the rest by Enter on Next (Tab reaches it; the arrows were checked above).
      for (const title of rest) {
        await next.focus();
        await page.keyboard.press("Enter");
        await expect(dialog(title)).toBeVisible();
      }
      const done = popover.getByRole("button", { name: t("tour.done"), exact: true });
      await done.focus();
      await page.keyboard.press("Enter");
    }
    const response = await saved;
    expect(response.status()).toBe(200);
    expect(JSON.parse(response.request().postData() ?? "{}")).toEqual({
      status: ending === "escape" ? "skipped" : "finished",
    });
    await expect(page.locator(".driver-popover")).toHaveCount(0);
    await expect(announcer).toHaveCount(0);

    await page.reload();
    await journeyExpect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expect(page.locator(".driver-popover")).toHaveCount(0);
  }

  test("a new member sees the interview builder's tour once, by the keyboard to its end", async ({
    page,
    context,
  }) => {
    const admin = await signUpOrganization(api, { label: "buildertour" });
    const position = await api.post("/v1/positions", {
      headers: bearer(admin.token),
      data: { title: "Tour Engineer", description: "<p>Tours.</p>", status: "open" },
    });
    expect(position.status()).toBe(201);
    const positionId = ((await position.json()) as { data: { id: string } }).data.id;
    const home = await startSessionIn(context, origins, admin);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(
      `${home}/hire/positions/${positionId}/pre-recorded-interviews/build-pre-recorded-interview`,
    );
    await takeTour(
      page,
      "interview_builder",
      [
        t("tour.interviewBuilder.welcome.title"),
        t("tour.interviewBuilder.questions.title"),
        t("tour.interviewBuilder.save.title"),
      ],
      "done",
    );
  });

  test("a new member sees the training home's tour once and skips it with Escape", async ({
    page,
    context,
  }) => {
    const admin = await signUpOrganization(api, { label: "trainingtour" });
    // The onboarding survey comes first on a first visit: this member has answered it.
    const answered = await api.put("/v1/users/current", {
      headers: bearer(admin.token),
      data: { show_onboarding: false },
    });
    expect(answered.status()).toBe(200);
    const home = await startSessionIn(context, origins, admin);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(`${home}/training`);
    await takeTour(
      page,
      "training_home",
      [t("tour.trainingHome.welcome.title"), t("tour.trainingHome.nav.title")],
      "escape",
    );
  });

  test("a candidate sees the tour before their first interview once", async ({ browser }) => {
    const login = await api.post("/v1/users/login", {
      data: { email: demoUsers.candidate, password: DEMO_PASSWORD },
    });
    expect(login.status()).toBe(200);
    const { meta } = (await login.json()) as { meta: { token: string } };
    const mine = await api.get("/v1/candidate_interviews/mine", { headers: bearer(meta.token) });
    const interviews = (await mine.json()).data as { id: string; attributes: { status: string } }[];
    const invited = interviews.find((interview) => interview.attributes.status === "invited");
    expect(invited).toBeTruthy();

    const candidateContext = await browser.newContext({ bypassCSP: true });
    await startSessionIn(candidateContext, origins, { token: meta.token, subdomain: null });
    const page = await candidateContext.newPage();
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(`${origins.apex}/hire-candidate/prerecorded-interviews/${invited?.id}`);
    await takeTour(
      page,
      "candidate_interview",
      [
        t("tour.candidateInterview.welcome.title"),
        t("tour.candidateInterview.start.title"),
        t("tour.candidateInterview.help.title"),
      ],
      "done",
    );
    await candidateContext.close();
  });

  test("the Video tour plays the bundled clip with captions shown", async ({ page, context }) => {
    const admin = await signUpOrganization(api, { label: "video" });
    const home = await startSessionIn(context, origins, admin);
    await page.goto(`${home}/training`);
    const open = page.getByRole("button", { name: t("nav.videoTour") });
    await journeyExpect(open).toBeVisible();
    await open.click();
    const dialog = page.getByRole("dialog", { name: t("videoTour.title") });
    await expect(dialog).toBeVisible();
    const video = dialog.locator("video");
    await expect(video).toHaveAttribute("src", "/media/tour/candor-tour.webm");
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0.5);
    expect(await video.evaluate((element: HTMLVideoElement) => element.textTracks[0]?.mode)).toBe(
      "showing",
    );
  });

  test("PostHog loads only after sign-in and never on a candidate's recording page", async ({
    page,
    context,
    browser,
  }) => {
    const stubHost = new URL(stub.origin).host;
    const hosts = watchHosts(context);
    await page.goto(`${origins.apex}/`);
    await page.waitForLoadState("networkidle");
    await page.goto(`${origins.apex}/sign-in`);
    await page.waitForLoadState("networkidle");
    expect([...hosts]).not.toContain(stubHost);

    const admin = await signUpOrganization(api, { label: "analytics" });
    const home = await startSessionIn(context, origins, admin);
    await page.goto(`${home}/hire/dashboard`);
    await journeyExpect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect.poll(() => hosts.has(stubHost), { timeout: 15_000 }).toBe(true);

    // A candidate goes straight to their interview's recording page: nothing reaches PostHog.
    const login = await api.post("/v1/users/login", {
      data: { email: demoUsers.candidate, password: DEMO_PASSWORD },
    });
    expect(login.status()).toBe(200);
    const candidate = (await login.json()) as {
      data: { attributes: { subdomain: null } };
      meta: { token: string };
    };
    const mine = await api.get("/v1/candidate_interviews/mine", {
      headers: bearer(candidate.meta.token),
    });
    const interviews = (await mine.json()).data as { id: string; attributes: { status: string } }[];
    const open = interviews.find((interview) => interview.attributes.status !== "completed");
    expect(open).toBeTruthy();

    const candidateContext = await browser.newContext({ bypassCSP: true });
    const candidateHosts = watchHosts(candidateContext);
    await startSessionIn(candidateContext, origins, {
      token: candidate.meta.token,
      subdomain: null,
    });
    const candidatePage = await candidateContext.newPage();
    await candidatePage.goto(`${origins.apex}/hire-candidate/prerecorded-interviews/${open?.id}`);
    await journeyExpect(candidatePage.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await candidatePage.waitForLoadState("networkidle");
    expect([...candidateHosts]).not.toContain(stubHost);
    await candidateContext.close();
  });
});
