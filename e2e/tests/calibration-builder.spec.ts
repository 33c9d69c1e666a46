import { join } from "node:path";
import { DEMO_PASSWORD, demoUsers, logIn, startSessionIn, uniqueId } from "../fixtures/accounts";
import { expectNoSeriousAxeViolations } from "../fixtures/axe";
import { t, tf } from "../fixtures/locales";
import { repoRoot } from "../fixtures/server";
import { journeyExpect as expect, test } from "../fixtures/test";

/*
 * An organization's own calibration exercise (issue 16): the demo admin builds one from two
 * staged answers (real WebM files sent with tus as `question_video` uploads), finds it on the
 * Calibration list, then deletes it.
 */

// axe is injected as a script tag, which the app's Content-Security-Policy would refuse.
test.use({ bypassCSP: true });

const media = join(repoRoot, "apps/web/public/media/calibration");

test("an admin builds a calibration exercise from staged answers, then deletes it", async ({
  page,
  request,
  origins,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const admin = await logIn(request, demoUsers.admin, DEMO_PASSWORD);
  const origin = await startSessionIn(page.context(), origins, admin);
  const title = `Staged answers ${uniqueId()}`;

  await test.step("open the builder from the Calibration list", async () => {
    await page.goto(`${origin}/training/calibration`);
    await page.getByRole("link", { name: t("calibration.list.build") }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      t("calibration.builder.heading"),
    );
    await expect(page.getByText(t("calibration.builder.consentNote"))).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  await test.step("fit a 375 px phone without scrolling sideways", async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  await test.step("fill the scorecard and two staged answers", async () => {
    await page.getByLabel(t("calibration.builder.title"), { exact: true }).fill(title);
    await page
      .getByLabel(t("calibration.builder.description"), { exact: true })
      .fill("Two answers our team recorded.");
    await page.getByLabel(t("calibration.builder.criterionName"), { exact: true }).fill("Clarity");
    const files = ["calibration-disagree-strong.webm", "calibration-disagree-weak.webm"];
    for (const [index, file] of files.entries()) {
      const sample = page.getByRole("listitem").filter({
        has: page.getByRole("heading", {
          name: tf("calibration.builder.sampleNumber", { number: index + 1 }),
        }),
      });
      await sample
        .getByLabel(t("calibration.builder.question"), { exact: true })
        .fill(`Question ${index + 1}`);
      await sample
        .getByLabel(t("contentLibrary.video.choose"), { exact: true })
        .setInputFiles(join(media, file));
      await expect(
        sample.getByText(tf("contentLibrary.video.uploaded", { name: file })),
      ).toBeVisible();
      await sample
        .getByLabel(t("calibration.builder.transcript"), { exact: true })
        .fill(`Transcript ${index + 1}`);
      await sample
        .getByRole("radio", {
          name: tf("scorecard.ratingOf", { rating: 4 - index, scale: 5 }),
        })
        .check();
      await sample
        .getByLabel(t("calibration.builder.rationale"), { exact: true })
        .fill(`Because ${index + 1}`);
    }
    await page.getByRole("button", { name: t("calibration.builder.save") }).click();
  });

  await test.step("find the new exercise on the list, and delete it", async () => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("calibration.list.title"));
    await expect(page.getByRole("link", { name: title })).toBeVisible();
    await page.getByRole("button", { name: tf("calibration.list.delete", { title }) }).click();
    await page
      .getByRole("dialog")
      .getByRole("button", { name: t("calibration.list.deleteConfirm") })
      .click();
    await expect(page.getByRole("link", { name: title })).toHaveCount(0);
  });

  expect(consoleErrors).toEqual([]);
});
