import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { multipartBody } from "../../../test/images";
import { createCandidate, createOrganization } from "../../../test/organizations";
import { insertPosition } from "../../../test/positions";
import { startSmtpServer, type TestSmtpServer } from "../../../test/smtp-server";
import { users } from "../../db/schema/index";

// The application-received email through the app's mailer, the job queue and a real SMTP server:
// the organization's `application_received` template (Candor's default unless it wrote its own),
// in the candidate's language and the organization's name, with a candidate's name escaped.
describe("the application-received email over SMTP", () => {
  let smtp: TestSmtpServer;
  let app: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await buildTestApp({
      smtpUrl: smtp.url,
      publicUrl: "https://candor.test",
    });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it("tells an Italian applicant, by name, that the application arrived", async () => {
    const { organization } = await createOrganization(app, { name: "Motori Analitici" });
    const position = await insertPosition(app, organization.id, {
      status: "open",
      isPublic: true,
      title: "Contabile",
    });
    const candidate = await createCandidate(app);
    await app.database.db
      .update(users)
      .set({ locale: "it" })
      .where(eq(users.id, candidate.user.id));
    const body = multipartBody([
      { name: "first_name", data: "<b>Ada</b>" },
      { name: "last_name", data: "Lovelace" },
    ]);
    const response = await app.inject({
      method: "POST",
      url: `/v1/careers/${organization.subdomain}/positions/${position.id}/applications`,
      payload: body.payload,
      headers: { ...candidate.headers, ...body.headers },
    });
    expect(response.statusCode).toBe(201);
    await app.jobs.runPending();

    const mail = smtp.received.filter((item) => item.to.includes(candidate.user.email));
    expect(mail).toHaveLength(1);
    const [message] = mail;
    expect(message?.parsed.subject).toBe("Abbiamo ricevuto la tua candidatura per Contabile");
    expect(message?.parsed.text).toContain("presso Motori Analitici");
    expect(message?.parsed.text).toContain("<b>Ada</b>");
    expect(String(message?.parsed.html)).toContain("&lt;b&gt;Ada&lt;/b&gt;");
    expect(String(message?.parsed.html)).not.toContain("<b>Ada</b>");
    expect(message?.parsed.text).toContain("https://candor.test/hire-candidate/dashboard");
  });

  it("sends the organization's own application-received text when it wrote one", async () => {
    const { organization, admin } = await createOrganization(app, { name: "Northwind" });
    const saved = await app.inject({
      method: "PUT",
      url: "/v1/email_templates/application_received/en",
      headers: admin.headers,
      payload: {
        subject: "{{company.name}} has your {{position.title}} application",
        body: "Thanks {{candidate.first_name}} {{candidate.last_name}}, we read every one.",
      },
    });
    expect(saved.statusCode).toBe(200);
    const position = await insertPosition(app, organization.id, {
      status: "open",
      isPublic: true,
      title: "Buyer",
    });
    const candidate = await createCandidate(app);
    const body = multipartBody([
      { name: "first_name", data: "Grace" },
      { name: "last_name", data: "Hopper" },
    ]);
    const response = await app.inject({
      method: "POST",
      url: `/v1/careers/${organization.subdomain}/positions/${position.id}/applications`,
      payload: body.payload,
      headers: { ...candidate.headers, ...body.headers },
    });
    expect(response.statusCode).toBe(201);
    await app.jobs.runPending();

    const mail = smtp.received.filter((item) => item.to.includes(candidate.user.email));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.parsed.subject).toBe("Northwind has your Buyer application");
    expect(mail[0]?.parsed.text).toContain("Thanks Grace Hopper, we read every one.");
    expect(mail[0]?.parsed.text).not.toContain("We received your application");
    expect(mail[0]?.parsed.text).toContain("https://candor.test/hire-candidate/dashboard");
  });
});
