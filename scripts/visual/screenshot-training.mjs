// Screenshots of the training, candidate and general pages at desktop (1280) and phone (390)
// widths, to compare a CSS change before and after (issue 11: "no visual change").
//
//   npm run build
//   DATA_DIR=$(mktemp -d) PORT=4590 QUICK_WATCH=true node apps/api/dist/server.js &
//   node scripts/visual/screenshot-training.mjs http://localhost:4590 /tmp/shots-before
//
// The pages are those of the demo organization (premium: training included), seen by its admin
// and by its candidate; animations are reduced so two runs give the same pixels.
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright";

const [base = "http://localhost:4590", outDir = "shots"] = process.argv.slice(2);
const { protocol, port } = new URL(base);
const apex = `${protocol}//localhost:${port}`;
const demo = `${protocol}//demo.localhost:${port}`;
const PASSWORD = "candor-demo";
const content = JSON.parse(
  readFileSync(new URL("../../apps/api/content/01-interviewing-essentials.json", import.meta.url)),
);
const curriculum = content.curricula[0];
const firstVideo = curriculum.parts[0].videos[0];
const firstQuiz = curriculum.parts
  .flatMap((part) => part.videos)
  .flatMap((video) => video.quizzes ?? [])[0];

const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
};

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars"],
});

async function signIn(context, origin, email) {
  const page = await context.newPage();
  await page.goto(`${origin}/sign-in`);
  const token = await page.evaluate(
    async ([email, password]) => {
      const response = await fetch("/v1/users/login", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password }),
      });
      return (await response.json()).meta.token;
    },
    [email, PASSWORD],
  );
  await context.addCookies([
    { name: "auth", value: encodeURIComponent(token), url: origin, sameSite: "Lax" },
  ]);
  await page.close();
  return token;
}

async function settle(page) {
  await page.waitForLoadState("networkidle").catch(() => {});
  await page.evaluate(() => document.fonts.ready);
  // Videos paint their first frame at their own pace: hide what they show, keep their box.
  await page.addStyleTag({
    content:
      "video { visibility: hidden !important; } *, *::before, *::after { caret-color: transparent !important; }",
  });
  await page.waitForTimeout(400);
}

async function shoot(page, name, viewport) {
  await settle(page);
  await page.screenshot({ path: join(outDir, `${name}-${viewport}.png`), fullPage: true });
  console.log("shot", name, viewport);
}

async function practiceSlug(page, token) {
  return page.evaluate(async (token) => {
    const response = await fetch("/v1/interviews", {
      headers: { authorization: `Bearer ${token}` },
    });
    const document = await response.json();
    return document.data?.[0]?.attributes?.slug ?? null;
  }, token);
}

for (const [viewport, size] of Object.entries(viewports)) {
  const options = { viewport: size, reducedMotion: "reduce", locale: "en-US", timezoneId: "UTC" };

  // Signed out: the general pages.
  const guest = await browser.newContext(options);
  const guestPage = await guest.newPage();
  for (const [name, url] of [
    ["home", `${apex}/`],
    ["sign-in", `${demo}/sign-in`],
    ["sign-up", `${apex}/sign-up`],
    ["plans", `${apex}/plans`],
    ["book-a-demo", `${apex}/book-a-demo`],
  ]) {
    await guestPage.goto(url);
    await shoot(guestPage, name, viewport);
  }
  await guest.close();

  // The demo's admin: account and training.
  const admin = await browser.newContext(options);
  const adminToken = await signIn(admin, demo, "admin@demo.candor.test");
  const page = await admin.newPage();
  for (const [name, url] of [
    ["account", `${demo}/account`],
    ["training", `${demo}/training`],
    ["learn", `${demo}/training/learn`],
    ["certificates", `${demo}/training/certificates`],
    ["practice", `${demo}/training/practice`],
    ["onboarding", `${demo}/training/onboarding`],
    ["curriculum", `${demo}/training/learn/${curriculum.slug}?videoId=`],
  ]) {
    await page.goto(url);
    await shoot(page, name, viewport);
  }
  // A lesson with its notes panel beside it, then the first quiz's overview.
  await page.goto(`${demo}/training/learn/${curriculum.slug}`);
  await settle(page);
  const lesson = page.getByRole("button", { name: new RegExp(firstVideo.title) }).first();
  if (await lesson.isVisible().catch(() => false)) await lesson.click();
  await shoot(page, "lesson-notes", viewport);
  const quiz = page.getByRole("button", { name: new RegExp(firstQuiz.name) }).first();
  if (await quiz.isVisible().catch(() => false)) {
    await quiz.click();
    await shoot(page, "quiz", viewport);
  } else console.log("no quiz button visible at", viewport);
  const slug = await practiceSlug(page, adminToken);
  if (slug) {
    await page.goto(`${demo}/training/practice/${slug}`);
    await shoot(page, "practice-set", viewport);
  }
  await admin.close();

  // The demo's candidate.
  const candidate = await browser.newContext(options);
  await signIn(candidate, demo, "candidate@demo.candor.test");
  const candidatePage = await candidate.newPage();
  await candidatePage.goto(`${demo}/hire-candidate/dashboard`);
  await shoot(candidatePage, "candidate-dashboard", viewport);
  await candidate.close();
}
await browser.close();
