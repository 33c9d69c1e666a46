import { readFileSync } from "node:fs";
import { join } from "node:path";
import { simpleParser } from "mailparser";
import { bearer, signUpOrganization, startSessionIn } from "../fixtures/accounts";
import { expectNoSeriousAxeViolations } from "../fixtures/axe";
import { t, tf } from "../fixtures/locales";
import { readMail } from "../fixtures/mail";
import { repoRoot } from "../fixtures/server";
import { journeyExpect as expect, test } from "../fixtures/test";

/** The server's Italian billing email texts (apps/api/src/locales/it/emails.json). */
const italian = (
  JSON.parse(readFileSync(join(repoRoot, "apps/api/src/locales/it/emails.json"), "utf8")) as {
    billing: { receipt: { subject: string; heading: string } };
  }
).billing.receipt;

/*
 * Billing emails (issue 14): an admin names a billing contact on the Plans page, in Italian; a
 * paid invoice's receipt then reaches that address alone, in Italian, with the invoice's PDF.
 */

// axe-core is injected as a script, which the app's content security policy rightly forbids.
test.use({ bypassCSP: true });

test("an admin sets the billing contact, which receives the receipt with the invoice PDF", async ({
  page,
  request,
  origins,
  consoleErrors,
}) => {
  test.setTimeout(60_000);
  const admin = await signUpOrganization(request, { label: "billing-contact" });
  if (!admin.subdomain) throw new Error("A new organization has a subdomain");
  const organization = origins.organization(admin.subdomain);
  await startSessionIn(page.context(), origins, admin);
  const contactAddress = `billing-${admin.subdomain}@e2e.candor.test`;
  const section = page.getByRole("region", { name: t("billingContact.title") });

  await test.step("the billing emails go to the admin until a contact is set", async () => {
    await page.goto(`${organization}/plans`);
    await expect(section).toContainText(admin.email);
    await expectNoSeriousAxeViolations(page);
  });

  await test.step("set the contact's address and language, with the keyboard", async () => {
    await section.getByLabel(t("billingContact.email")).fill(contactAddress);
    await section
      .getByLabel(t("billingContact.locale"))
      .selectOption({ label: t("billingContact.languages.it") });
    await section.getByLabel(t("billingContact.email")).press("Enter");
    await expect(
      page.getByRole("status").filter({ hasText: t("billingContact.saved") }),
    ).toBeVisible();
    await expect(section).toContainText(
      tf("billingContact.sentToContact", { email: contactAddress }),
    );
    await page.reload();
    await expect(section.getByLabel(t("billingContact.email"))).toHaveValue(contactAddress);
    await expect(section.getByLabel(t("billingContact.locale"))).toHaveValue("it");
  });

  await test.step("on a phone, the section fits the screen", async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(section.getByLabel(t("billingContact.email"))).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await expectNoSeriousAxeViolations(page);
  });

  await test.step("a paid invoice's receipt reaches the contact in Italian, with the PDF", async () => {
    const subscribed = await request.post("/v1/subscriptions", {
      headers: bearer(admin.token),
      data: { kind: "premium" },
    });
    expect(subscribed.status()).toBe(200);
    const mail = await readMail({
      to: contactAddress,
      subject: italian.subject.replace("{{label}}", ""),
    });
    expect(mail.text).toContain(italian.heading);
    const parsed = await simpleParser(readFileSync(mail.file));
    const [pdf] = parsed.attachments;
    expect(pdf?.contentType).toBe("application/pdf");
    expect(pdf?.content.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  expect(consoleErrors).toEqual([]);
});
