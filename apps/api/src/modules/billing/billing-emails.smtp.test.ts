import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createManualClock, invoiceRows, refreshSession } from "../../../test/billing";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { type Actor, addMember, createOrganization } from "../../../test/organizations";
import { pdfTextLines } from "../../../test/pdf-text";
import { setSubscription } from "../../../test/positions";
import { startSmtpServer, type TestSmtpServer } from "../../../test/smtp-server";
import { enqueueJob } from "../../lib/jobs/enqueue-job";
import { createBillingService } from "./billing.service";
import { BILLING_NOTICE_QUEUE } from "./billing-notices";
import { createBuiltinProvider } from "./builtin-provider";

const PUBLIC_URL = "https://candor.test";

/**
 * The billing emails through the whole path a customer's mail takes: the clock moves through a
 * trial, its end, a failed payment and a cancellation; the jobs run as the server runs them and
 * the app's own mailer delivers to a real SMTP server. Every email arrives once, in its
 * recipient's language, and a receipt carries the invoice as a real PDF.
 */
const clock = createManualClock("2030-01-01T00:00:00.000Z");
let smtp: TestSmtpServer;
let app: TestApp;

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await buildTestApp({ smtpUrl: smtp.url, publicUrl: PUBLIC_URL }, { clock });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const subjectsTo = (address: string) =>
  smtp.received.filter((mail) => mail.to.includes(address)).map((mail) => mail.parsed.subject);
const lastTo = (address: string) =>
  smtp.received.filter((mail) => mail.to.includes(address)).at(-1);

async function post(actor: Actor, path: string, payload?: Record<string, unknown>) {
  const fresh = await refreshSession(app, actor);
  const response = await app.inject({
    method: "POST",
    url: `/v1/subscriptions${path}`,
    headers: fresh.headers,
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** Runs due jobs the way the server does (a notice's mail is queued by its job, then sent). */
async function runJobs() {
  await app.jobs.runPending();
  await app.jobs.runPending();
}

describe("billing emails over SMTP", () => {
  it("sends the trial reminder, each receipt, a payment problem and the cancellation once, to each admin in their language", async () => {
    clock.set("2030-01-01T00:00:00.000Z");
    const { organization, admin } = await createOrganization(app, {
      name: "Motori Analitici",
      admin: { email: "ada-billing@example.com", locale: "it" },
    });
    await addMember(app, organization.id, ["admin"], {
      email: "grace-billing@example.com",
      locale: "en",
    });
    await addMember(app, organization.id, ["hr_manager"], { email: "hr-billing@example.com" });
    await post(admin, "", { kind: "pro" }); // a 14-day trial, ending on Jan 15

    clock.set("2030-01-11T23:59:59.000Z");
    await runJobs();
    expect(subjectsTo("ada-billing@example.com")).toEqual([]);

    clock.set("2030-01-12T00:00:00.000Z");
    await runJobs();
    await runJobs();
    expect(subjectsTo("ada-billing@example.com")).toEqual([
      "La tua prova di Candor finisce tra 3 giorni",
    ]);
    expect(subjectsTo("grace-billing@example.com")).toEqual(["Your Candor trial ends in 3 days"]);
    const reminder = lastTo("grace-billing@example.com")?.parsed;
    expect(reminder?.text).toContain("The Pro trial of Motori Analitici ends on Jan 15, 2030.");
    expect(reminder?.text).toContain("$150.00 is charged each month");
    expect(reminder?.text).toContain(`https://${organization.subdomain}.candor.test/plans`);
    expect(String(lastTo("ada-billing@example.com")?.parsed.html)).toContain('lang="it"');

    // The trial ends into the paid plan: invoice 1, and its receipt with the PDF.
    clock.set("2030-01-15T00:00:00.000Z");
    await runJobs();
    const [invoice] = await invoiceRows(app, organization.id);
    const label = invoice?.label ?? "";
    expect(subjectsTo("ada-billing@example.com").at(-1)).toBe(`Ricevuta della fattura ${label}`);
    expect(subjectsTo("grace-billing@example.com").at(-1)).toBe(`Receipt for invoice ${label}`);
    const receipt = lastTo("ada-billing@example.com")?.parsed;
    expect(receipt?.text).toContain("Abbiamo ricevuto 150,00");
    expect(receipt?.attachments).toHaveLength(1);
    const [pdf] = receipt?.attachments ?? [];
    expect(pdf?.filename).toBe(`invoice-${label}.pdf`);
    expect(pdf?.contentType).toBe("application/pdf");
    expect(pdf?.content.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdf?.content.subarray(-6).toString("latin1")).toContain("%%EOF");
    expect(pdfTextLines(pdf?.content ?? Buffer.alloc(0))).toEqual(
      expect.arrayContaining(["Fattura", label]),
    );
    const englishPdf = lastTo("grace-billing@example.com")?.parsed.attachments[0]?.content;
    expect(pdfTextLines(englishPdf ?? Buffer.alloc(0))).toContain("Invoice");

    // The same notice queued again (a retry, a second process) sends nothing more.
    await enqueueJob(app.database.db, BILLING_NOTICE_QUEUE, {
      notice: "receipt",
      organizationId: organization.id,
      invoiceId: invoice?.id,
    });
    await runJobs();
    expect(subjectsTo("grace-billing@example.com")).toHaveLength(2);

    // A payment provider reports a failed charge (the built-in one never fails): once.
    const billing = createBillingService({
      db: app.database.db,
      clock,
      provider: createBuiltinProvider({ publicUrl: PUBLIC_URL }),
    });
    clock.set("2030-02-15T00:00:00.000Z");
    await runJobs(); // the renewal: invoice 2 and its receipt
    await billing.recordPaymentProblem({ organizationId: organization.id }, "past_due");
    await billing.recordPaymentProblem({ organizationId: organization.id }, "past_due");
    await runJobs();
    expect(subjectsTo("grace-billing@example.com").slice(2)).toEqual([
      expect.stringMatching(/^Receipt for invoice /),
      "Action needed: the payment for Motori Analitici failed",
    ]);
    expect(lastTo("grace-billing@example.com")?.parsed.text).toContain(
      "update the payment details",
    );
    expect(subjectsTo("ada-billing@example.com").at(-1)).toBe(
      "Serve un intervento: il pagamento di Motori Analitici non è riuscito",
    );

    // Paid after all; the admin cancels, and the cancellation takes effect at the period's end.
    await setSubscription(app, organization.id, { status: "active" });
    await post(admin, "/cancel");
    clock.set("2030-03-15T00:00:00.000Z");
    await runJobs();
    await runJobs();
    expect(subjectsTo("grace-billing@example.com").slice(4)).toEqual([
      "Your Candor plan is now Free",
    ]);
    expect(lastTo("grace-billing@example.com")?.parsed.text).toContain(
      "the Pro subscription of Motori Analitici ended on Mar 15, 2030",
    );
    expect(subjectsTo("ada-billing@example.com")).toHaveLength(5);
    expect(subjectsTo("ada-billing@example.com").at(-1)).toBe("Il tuo piano Candor ora è Gratuito");
    // Billing emails are for admins only.
    expect(subjectsTo("hr-billing@example.com")).toEqual([]);
  });

  it("sends to the billing contact alone, in the language set with it: a downgrade taking effect and its receipt", async () => {
    clock.set("2030-05-01T00:00:00.000Z");
    const { organization, admin } = await createOrganization(app, {
      name: "Acme",
      admin: { email: "admin-contact@example.com", locale: "en" },
    });
    await setSubscription(app, organization.id, {
      trialStartedAt: new Date("2020-01-01T00:00:00Z"),
    });
    await post(admin, "", { kind: "premium" });
    await runJobs(); // the first invoice's receipt goes to the admin: no contact yet
    const fresh = await refreshSession(app, admin);
    const put = await app.inject({
      method: "PUT",
      url: "/v1/subscriptions/billing_contact",
      headers: fresh.headers,
      payload: { email: "Billing@Acme.example", locale: "es" },
    });
    expect(put.statusCode, put.body).toBe(200);
    await post(admin, "/downgrade", { kind: "pro" });

    clock.set("2030-06-01T00:00:00.000Z");
    await runJobs();
    await runJobs();
    const toContact = subjectsTo("billing@acme.example");
    expect(toContact).toHaveLength(2);
    expect(toContact).toEqual(
      expect.arrayContaining([
        "Tu plan de Candor ahora es Pro",
        expect.stringMatching(/^Recibo de la factura /),
      ]),
    );
    const change = smtp.received.find(
      (mail) =>
        mail.to.includes("billing@acme.example") &&
        mail.parsed.subject === "Tu plan de Candor ahora es Pro",
    );
    expect(change?.parsed.text).toContain("pasó del plan Premium al plan Pro");
    expect(change?.parsed.text).toContain("El plan Pro permite 15 posiciones activas");
    // The admin got the first invoice's receipt before the contact was set, and nothing since.
    expect(subjectsTo("admin-contact@example.com")).toEqual([
      expect.stringMatching(/^Receipt for invoice /),
    ]);
  });

  it("tells a canceled trial it ends on Free, and reminds no trial that has already ended", async () => {
    clock.set("2030-08-01T00:00:00.000Z");
    const canceled = await createOrganization(app, {
      name: "Canceled Co",
      admin: { email: "canceled-trial@example.com", locale: "es" },
    });
    await post(canceled.admin, "", { kind: "pro" });
    await post(canceled.admin, "/cancel");
    const upgraded = await createOrganization(app, {
      admin: { email: "upgraded-trial@example.com" },
    });
    await post(upgraded.admin, "", { kind: "pro" });
    await post(upgraded.admin, "/upgrade", { kind: "premium" }); // out of the trial at once

    clock.set("2030-08-12T00:00:00.000Z");
    await runJobs();
    expect(subjectsTo("canceled-trial@example.com")).toEqual([
      "Tu prueba de Candor termina en 3 días",
    ]);
    expect(lastTo("canceled-trial@example.com")?.parsed.text).toContain(
      "La cancelaste, así que el 15 ago 2030 Canceled Co pasa al plan Gratuito.",
    );
    // The upgrade's receipt only: its trial reminder found no trial left to remind of.
    expect(subjectsTo("upgraded-trial@example.com")).toEqual([
      expect.stringMatching(/^Receipt for invoice /),
    ]);
  });

  it("skips the reminder of a trial that ended while no job ran, and sends its receipt", async () => {
    clock.set("2030-10-01T00:00:00.000Z");
    const { admin } = await createOrganization(app, {
      admin: { email: "late-trial@example.com" },
    });
    await post(admin, "", { kind: "pro" });
    clock.set("2030-10-20T00:00:00.000Z"); // the server was down from before the reminder
    await runJobs();
    await runJobs();
    expect(subjectsTo("late-trial@example.com")).toEqual([
      expect.stringMatching(/^Receipt for invoice /),
    ]);
  });
});
