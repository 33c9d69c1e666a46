import path from "node:path";
import { fileURLToPath } from "node:url";
import type { APIRequestContext } from "@playwright/test";
import { bearer, DEMO_PASSWORD, demoUsers, logIn, startSessionIn } from "../fixtures/accounts";
import { expectNoSeriousAxeViolations } from "../fixtures/axe";
import { t } from "../fixtures/locales";
import { journeyExpect as expect, test } from "../fixtures/test";

/*
 * The Company page (issue 14): the demo admin opens Company from the sidebar, sets a brand colour
 * and uploads a logo, sees the live preview follow, saves; the public interview page then shows
 * the logo and colour. The demo's own brand (the seed's) is put back at the end.
 */

const LOGO = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  "../fixtures/company-logo.png",
);
const COLOR = "#b03a2e";
const SEEDED_COLOR = "#1f4e8c";

test.use({ bypassCSP: true });

/** The public link of one of the demo's open positions' interviews. */
async function demoPublicInterviewUuid(request: APIRequestContext, token: string) {
  const positions = await request.get("/v1/positions?status=open", { headers: bearer(token) });
  expect(positions.ok()).toBe(true);
  for (const position of (await positions.json()).data as { id: string }[]) {
    const interviews = await request.get(
      `/v1/prerecorded_interviews?position_id=${encodeURIComponent(position.id)}`,
      { headers: bearer(token) },
    );
    const [interview] = (await interviews.json()).data as {
      attributes: { public_uuid: string };
    }[];
    if (interview) return interview.attributes.public_uuid;
  }
  throw new Error("The demo has no open position with an interview");
}

test("the demo admin brands the company and candidates see it on the public interview page", async ({
  page,
  request,
  origins,
  consoleErrors,
}) => {
  const admin = await logIn(request, demoUsers.admin, DEMO_PASSWORD);
  const demo = await startSessionIn(page.context(), origins, admin);
  try {
    await page.goto(`${demo}/hire`);
    const sidebar = page.getByRole("navigation", { name: t("sidebar.label") });
    await sidebar.getByRole("link", { name: t("sidebar.company") }).click();
    await expect(page).toHaveURL(/\/hire\/company$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("company.title"));
    await expect(sidebar.getByRole("link", { name: t("sidebar.company") })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByRole("tab", { name: t("company.tabs.profile") })).toHaveAttribute(
      "aria-selected",
      "true",
    );

    // The seeded brand, in the form and the preview.
    const hex = page.getByRole("textbox", { name: t("company.profile.color"), exact: true });
    await expect(hex).toHaveValue(SEEDED_COLOR);
    const interviewPreview = page.getByTestId("interview-preview");
    const emailPreview = page.getByTestId("email-preview");
    await expect(emailPreview).toContainText("Questions? Write to talent@demo.candor.test.");
    await expectNoSeriousAxeViolations(page);

    // A new colour: the preview follows before anything is saved.
    await hex.fill(COLOR);
    await expect(interviewPreview).toHaveAttribute("style", new RegExp(`--color-brand: ${COLOR}`));
    await expect(emailPreview).toHaveAttribute("style", new RegExp(`--color-brand: ${COLOR}`));

    // A real PNG: uploaded at once, shown in the form and in both previews.
    await page.getByTestId("logo-file-input").setInputFiles(LOGO);
    await expect(page.getByText(t("company.profile.logoSaved"))).toBeVisible();
    await expect(interviewPreview.locator("img")).toHaveAttribute("src", /\/v1\/files\/logos\//);
    await expect(emailPreview.locator("img")).toHaveAttribute("src", /\/v1\/files\/logos\//);
    const logo = page.getByRole("img", { name: "Demo Company logo" });
    await expect(logo).toBeVisible();
    expect(await logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(512);

    await page.getByRole("button", { name: t("company.profile.submit") }).click();
    await expect(page.getByText(t("company.profile.saved"))).toBeVisible();
    await expect(page.getByRole("button", { name: t("company.profile.submit") })).toBeDisabled();

    // On a phone the form, the preview and the tabs fit the width: nothing scrolls sideways.
    // (Reloaded: the sidebar starts collapsed on a phone-sized window.)
    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await expect(hex).toBeVisible();
    await expect(page.getByTestId("email-preview")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.reload();
    await expect(hex).toBeVisible();

    // Tabs are keyboard-operable and in the URL.
    await page.getByRole("tab", { name: t("company.tabs.profile") }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page).toHaveURL(/tab=members/);
    await expect(
      page.getByRole("heading", { name: t("organizationAdmin.members.title") }),
    ).toBeVisible();

    // The public interview page, as a candidate opens it: the logo and the colour.
    const uuid = await demoPublicInterviewUuid(request, admin.token);
    const candidatePage = await page.context().newPage();
    await candidatePage.goto(`${origins.apex}/interview/${uuid}`);
    const branded = candidatePage.locator(`[style*="--color-brand: ${COLOR}"]`).first();
    await expect(branded).toBeVisible();
    await expect(branded.locator('img[src*="/v1/files/logos/"]').first()).toBeVisible();
    // The organization's name and the first call to action are in its colour.
    const nameColor = await branded
      .getByText("Demo Company", { exact: true })
      .first()
      .evaluate((element) => getComputedStyle(element).color);
    expect(nameColor).toBe("rgb(176, 58, 46)");
    const actionColor = await branded
      .getByRole("link", { name: t("candidateInterviews.landing.createAccount") })
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(actionColor).toBe("rgb(176, 58, 46)");
    await candidatePage.close();
    expect(consoleErrors).toEqual([]);
  } finally {
    // Put the demo's own brand back for the other journeys.
    await request.put("/v1/branding", {
      headers: bearer(admin.token),
      data: { brand_color: SEEDED_COLOR },
    });
    await request.delete("/v1/branding/logo", { headers: bearer(admin.token) });
  }
});
