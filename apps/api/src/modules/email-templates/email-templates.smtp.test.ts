import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { insertScoredInterview } from "../../../test/interviews";
import { type Actor, createOrganization } from "../../../test/organizations";
import { insertPosition } from "../../../test/positions";
import { startSmtpServer, type TestSmtpServer } from "../../../test/smtp-server";

// An organization's template as a candidate's mail server receives it: through the app's own
// mailer (SMTP_URL set), the job queue and a real SMTP server.
describe("an organization's invitation template over SMTP", () => {
  let smtp: TestSmtpServer;
  let app: TestApp;
  let admin: Actor;
  let organizationId: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await buildTestApp({
      smtpUrl: smtp.url,
      mailFrom: "Candor <no-reply@candor.test>",
      publicUrl: "https://candor.test",
    });
    const created = await createOrganization(app, { name: "Acme" });
    admin = created.admin;
    organizationId = created.organization.id;
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  async function deliver() {
    await new Promise((resolve) => setTimeout(resolve, 2));
    while ((await app.jobs.runPending()) > 0);
  }

  it("sends the invitation with the organization's subject and body, values escaped, and its link", async () => {
    const saved = await app.inject({
      method: "PUT",
      url: "/v1/email_templates/invitation/en",
      headers: admin.headers,
      payload: {
        subject: "{{candidate.first_name}}, your {{position.title}} interview at {{company.name}}",
        body: "We'd love to hear from you, {{candidate.first_name}} {{candidate.last_name}}.\n\nDeadline: {{deadline}}.\n\nYour link: {{interview.link}}",
      },
    });
    expect(saved.statusCode).toBe(200);
    const position = await insertPosition(app, organizationId, { title: "Designer" });
    const { interview } = await insertScoredInterview(app, organizationId, {
      positionId: position.id,
      title: "Design screening",
    });
    const invited = await app.inject({
      method: "POST",
      url: `/v1/prerecorded_interviews/${interview.id}/invitations`,
      headers: admin.headers,
      payload: {
        candidates: [{ email: "grace@example.com", first_name: "Grace", last_name: "<b>H</b>" }],
      },
    });
    expect(invited.statusCode).toBe(200);
    await deliver();

    const mail = smtp.received.find((message) => message.to.includes("grace@example.com"));
    expect(mail?.parsed.subject).toBe("Grace, your Designer interview at Acme");
    const text = mail?.parsed.text ?? "";
    expect(text).toContain("We'd love to hear from you, Grace <b>H</b>.");
    // No deadline on this interview: its paragraph is left out rather than sent half empty.
    expect(text).not.toContain("Deadline");
    const link = /Your link: (https:\/\/candor\.test\/\S+)/.exec(text)?.[1];
    expect(link).toMatch(/^https:\/\/candor\.test\/interview\/invitation\/[\w-]+$/);
    const html = String(mail?.parsed.html);
    expect(html).toContain("Grace &lt;b&gt;H&lt;/b&gt;");
    expect(html).not.toContain("<b>H</b>");
    // The same layout: the interview's title as heading, the button to the same link.
    expect(html).toContain("Design screening</h1>");
    expect(html).toContain(`href="${link}"`);
  });
});
