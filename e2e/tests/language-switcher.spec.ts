import type { Page } from "@playwright/test";
import { t } from "../fixtures/locales";
import { expect, test } from "../fixtures/test";

/** Opens the language menu (its button is labelled "Change language…" in every language). */
async function switchLanguage(page: Page, languageName: string) {
  await page.getByRole("button", { name: /language|lingua|idioma/i }).click();
  await page.getByRole("menuitem", { name: languageName }).click();
}

test("switching to Italian translates the page and keeps path and query", async ({ page }) => {
  await page.goto("/no/such/page?x=1&y=two");
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(t("pages.notFound.title"));

  await switchLanguage(page, "Italiano");

  await expect(heading).toHaveText(t("pages.notFound.title", "it"));
  await expect(page.locator("html")).toHaveAttribute("lang", "it");
  await expect(page).toHaveURL("/no/such/page?x=1&y=two");

  // The choice is remembered across a reload.
  await page.reload();
  await expect(heading).toHaveText(t("pages.notFound.title", "it"));
});

test("switching to Spanish on the landing page keeps its query", async ({ page }) => {
  await page.goto("/?foo=bar");
  await switchLanguage(page, "Español");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("pages.home.title", "es"));
  await expect(page).toHaveURL("/?foo=bar");
});

test("?lng=it selects Italian, and switching updates the parameter", async ({ page }) => {
  await page.goto("/403?lng=it&tab=x");
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(t("pages.forbidden.title", "it"));

  await switchLanguage(page, "English");

  await expect(heading).toHaveText(t("pages.forbidden.title"));
  await expect(page).toHaveURL("/403?lng=en&tab=x");
});
