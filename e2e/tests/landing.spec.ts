import { t } from "../fixtures/locales";
import { expect, test } from "../fixtures/test";

test("the landing page renders without console errors", async ({ page, consoleErrors }) => {
  await page.goto("/");
  await expect(page).toHaveTitle(/Candor/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("pages.home.title"));
  await expect(page.getByRole("main")).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(consoleErrors).toEqual([]);
});
