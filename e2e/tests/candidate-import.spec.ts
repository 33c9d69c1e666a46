import { DEMO_PASSWORD, demoUsers, logIn, startSessionIn, uniqueId } from "../fixtures/accounts";
import { expectNoSeriousAxeViolations } from "../fixtures/axe";
import { t } from "../fixtures/locales";
import { expect, journeyExpect, test } from "../fixtures/test";

// axe-core is injected as a script, which the page's content security policy would refuse.
test.use({ bypassCSP: true });

test("an HR manager imports a CSV: the bad row is shown and skipped, the others are listed", async ({
  page,
  request,
  origins,
  consoleErrors,
}) => {
  const hr = await logIn(request, demoUsers.hrManager, DEMO_PASSWORD);
  const demo = await startSessionIn(page.context(), origins, hr);
  const id = uniqueId();
  const csv = [
    "name,email,tags",
    `Imported ${id} One,one-${id}@e2e.candor.test,e2e`,
    `Imported ${id} Two,two-${id}@e2e.candor.test,e2e`,
    `Imported ${id} Broken,not-an-email,e2e`,
  ].join("\r\n");

  await page.goto(`${demo}/hire/candidates`);
  await journeyExpect(page.getByRole("heading", { level: 1 })).toHaveText(
    t("candidates.list.title"),
  );
  await page
    .getByRole("button", { name: t("candidateImport.button") })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: t("candidateImport.title") });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: "candidates.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(csv),
  });

  // The preview: nothing written yet, the bad row said in words.
  await expect(dialog.getByRole("status")).toHaveText(
    t("candidateImport.summary").replace("{{ready}}", "2").replace("{{errors}}", "1"),
  );
  await expect(dialog.getByRole("row").filter({ hasText: "not-an-email" })).toContainText(
    t("candidateImport.rowErrors.invalid_email"),
  );
  await expectNoSeriousAxeViolations(page);
  await dialog
    .getByRole("button", {
      name: t("candidateImport.submit_other").replace("{{count}}", "2"),
    })
    .click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(t("candidateImport.done_other").replace("{{count}}", "2")),
  ).toBeVisible();

  // The list shows the two imported candidates, not the bad row; names open their page.
  await page.getByRole("searchbox", { name: t("candidates.list.search") }).fill(`Imported ${id}`);
  const table = page.getByRole("table");
  await expect(table.getByRole("link", { name: `Imported ${id} One` })).toBeVisible();
  await expect(table.getByRole("link", { name: `Imported ${id} Two` })).toBeVisible();
  await expect(table.getByText(`Imported ${id} Broken`)).toHaveCount(0);
  await expect(table.getByRole("row")).toHaveCount(3);
  await expect(table.getByRole("link", { name: `Imported ${id} One` })).toHaveAttribute(
    "href",
    /\/hire\/candidates\/[0-9a-f-]{36}$/,
  );

  // Selection by keyboard: the page's checkbox chooses both.
  await page.getByRole("checkbox", { name: t("candidateImport.bulk.selectPage") }).focus();
  await page.keyboard.press("Space");
  await expect(
    page.getByText(t("candidateImport.bulk.selected_other").replace("{{count}}", "2")),
  ).toBeVisible();
  // axe reads the settled list (a loading table is dimmed on purpose).
  await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});
