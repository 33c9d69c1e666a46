import { t } from "../fixtures/locales";
import { expect, test } from "../fixtures/test";

test("an unknown path shows the not-found page with a link home", async ({ page }) => {
  await page.goto("/no/such/page?x=1");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("pages.notFound.title"));
  await expect(page).toHaveTitle(new RegExp(t("pages.notFound.documentTitle")));

  const home = page.getByRole("main").getByRole("link", { name: t("pages.notFound.home") });
  await expect(home).toHaveAttribute("href", "/");
  await home.click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("pages.home.title"));
});

test("/403 shows the forbidden page with a link home", async ({ page }) => {
  await page.goto("/403");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("pages.forbidden.title"));
  await expect(page).toHaveTitle(new RegExp(t("pages.forbidden.documentTitle")));
  await expect(
    page.getByRole("main").getByRole("link", { name: t("pages.forbidden.home") }),
  ).toHaveAttribute("href", "/");
});
