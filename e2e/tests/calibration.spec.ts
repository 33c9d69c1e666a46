import { readFileSync } from "node:fs";
import { join } from "node:path";
import { DEMO_PASSWORD, demoUsers, logIn, startSessionIn } from "../fixtures/accounts";
import { expectNoSeriousAxeViolations } from "../fixtures/axe";
import { t, tf } from "../fixtures/locales";
import { repoRoot } from "../fixtures/server";
import { journeyExpect as expect, test } from "../fixtures/test";

/*
 * Calibration in Training (issue 16): the demo reviewer opens Candor's calibration exercise, rates
 * every sample on every criterion exactly as the expert did (read from the content file), passes,
 * sees the expert's rationale, and downloads the Certified reviewer certificate.
 */

type CalibrationContent = {
  title: string;
  criteria: { key: string; name: string; rating_scale: number }[];
  samples: { key: string; expert_scores: Record<string, number>; rationale: string }[];
};

// axe is injected as a script tag, which the app's Content-Security-Policy would refuse.
test.use({ bypassCSP: true });

const content = JSON.parse(
  readFileSync(
    join(repoRoot, "apps/api/content/calibration/candor-reviewer-calibration.json"),
    "utf8",
  ),
) as CalibrationContent;

test("a reviewer completes Candor's calibration exercise, passes and downloads the certificate", async ({
  page,
  request,
  origins,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const reviewer = await logIn(request, demoUsers.reviewer, DEMO_PASSWORD);
  const origin = await startSessionIn(page.context(), origins, reviewer);
  const total = content.samples.length;

  await test.step("open Calibration from the training navigation", async () => {
    await page.goto(`${origin}/training`);
    await page
      .getByRole("navigation", { name: t("nav.main") })
      .getByRole("link", { name: t("calibration.nav") })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("calibration.list.title"));
    await expectNoSeriousAxeViolations(page);
    await page.getByRole("link", { name: content.title }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.title);
  });

  await test.step("rate every answer as the expert did", async () => {
    const firstSample = page.getByRole("region", {
      name: tf("calibration.exercise.sampleHeading", { number: 1, total }),
    });
    await expect(firstSample.locator("video")).toHaveCount(1);
    await expectNoSeriousAxeViolations(page);
    for (const [index, sample] of content.samples.entries()) {
      const region = page.getByRole("region", {
        name: tf("calibration.exercise.sampleHeading", { number: index + 1, total }),
      });
      for (const criterion of content.criteria) {
        const rating = sample.expert_scores[criterion.key] ?? 1;
        await region
          .getByRole("group", { name: criterion.name })
          .getByRole("radio", {
            name: tf("scorecard.ratingOf", { rating, scale: criterion.rating_scale }),
          })
          .check();
      }
    }
    await page.getByRole("button", { name: t("calibration.exercise.submit") }).click();
  });

  await test.step("see the pass, the expert's rationale, and download the certificate", async () => {
    await expect(page.getByRole("heading", { name: t("calibration.result.passed") })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(content.samples[0]?.rationale ?? "");
    await expectNoSeriousAxeViolations(page);
    await page.getByRole("link", { name: t("calibration.result.viewCertificate") }).click();
    await expect(page).toHaveURL(/\/training\/certificates\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("main")).toContainText(content.title);
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: t("certificates.page.download") }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const pdf = readFileSync(await download.path());
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdf.length).toBeGreaterThan(2_000);
  });

  expect(consoleErrors).toEqual([]);
});
