import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unlimitedRateLimiter } from "../../../test/accounts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { multipartBody, tinyPng } from "../../../test/images";
import { insertScoredInterview } from "../../../test/interviews";
import { type Actor, createOrganization } from "../../../test/organizations";
import { insertPosition } from "../../../test/positions";
import { type ReceivedMail, startSmtpServer, type TestSmtpServer } from "../../../test/smtp-server";
import { organizations } from "../../db/schema/index";

// The organization's logo in a candidate's invitation as their mail server receives it: through
// the app's own mailer, the job queue and a real SMTP server; an inline part the HTML names by
// its Content-ID, so it shows without loading anything and never expires.
describe("the organization's logo in candidate emails over SMTP", () => {
  let smtp: TestSmtpServer;
  let app: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "candor-email-logo-"));
    app = await buildTestApp(
      { smtpUrl: smtp.url, mailFrom: "Candor <no-reply@candor.test>", dataDir },
      { rateLimiter: unlimitedRateLimiter() },
    );
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function deliver() {
    await new Promise((resolve) => setTimeout(resolve, 2));
    while ((await app.jobs.runPending()) > 0);
  }

  /** The organization's logo as stored (re-encoded by the branding module), through its URL. */
  async function uploadLogo(admin: Actor): Promise<Buffer> {
    const body = multipartBody([
      { name: "logo", data: tinyPng(40, 20), filename: "logo.png", contentType: "image/png" },
    ]);
    const uploaded = await app.inject({
      method: "PUT",
      url: "/v1/branding/logo",
      payload: body.payload,
      headers: { ...body.headers, ...admin.headers },
    });
    expect(uploaded.statusCode).toBe(200);
    const served = await app.inject({
      method: "GET",
      url: uploaded.json().data.attributes.logo_url as string,
    });
    expect(served.statusCode).toBe(200);
    return served.rawPayload;
  }

  async function invite(
    admin: Actor,
    organizationId: string,
    email: string,
  ): Promise<ReceivedMail> {
    const position = await insertPosition(app, organizationId, { title: "Designer" });
    const { interview } = await insertScoredInterview(app, organizationId, {
      positionId: position.id,
      title: "Design screening",
    });
    const invited = await app.inject({
      method: "POST",
      url: `/v1/prerecorded_interviews/${interview.id}/invitations`,
      headers: admin.headers,
      payload: { candidates: [{ email, first_name: "Grace" }] },
    });
    expect(invited.statusCode).toBe(200);
    await deliver();
    const mail = smtp.received.find((message) => message.to.includes(email));
    if (!mail) throw new Error(`no mail reached ${email}`);
    return mail;
  }

  const images = (html: string) => html.match(/<img [^>]*>/g) ?? [];

  it("carries the logo as an inline PNG part that the HTML shows by its Content-ID, named by alt", async () => {
    const { organization, admin } = await createOrganization(app, { name: "Acme & Sons" });
    const logo = await uploadLogo(admin);

    const mail = await invite(admin, organization.id, "grace@example.com");
    // Parsed again keeping `cid:` as sent (mailparser otherwise swaps in data: URIs).
    const parsed = await simpleParser(mail.raw, { keepCidLinks: true });

    const html = String(parsed.html);
    const [image] = images(html);
    const cid = /src="cid:([^"]+)"/.exec(image ?? "")?.[1];
    expect(cid).toBeTruthy();
    expect(image).toContain('alt="Acme &amp; Sons"');
    // Nothing the reader's client would fetch, and no signed link that expires.
    expect(html).not.toMatch(/src="https?:|\/v1\/files\//);

    const parts = parsed.attachments.filter((part) => part.contentId === `<${cid}>`);
    expect(parts).toHaveLength(1);
    const part = parts[0];
    expect(part?.contentType).toBe("image/png");
    expect(part?.contentDisposition).toBe("inline");
    expect(part?.related).toBe(true);
    expect(part?.content.equals(logo)).toBe(true);
    // The logo stands beside the words: the invitation itself is all there.
    expect(html).toContain("Design screening</h1>");
  });

  it("sends no image and no attachment for an organization without a logo", async () => {
    const { organization, admin } = await createOrganization(app, { name: "Plain Co" });

    const mail = await invite(admin, organization.id, "ada@example.com");

    const html = String(mail.parsed.html);
    expect(images(html)).toEqual([]);
    expect(html).toContain(">Plain Co</td>");
    expect(mail.parsed.attachments).toEqual([]);
  });

  it("still sends the invitation, without the logo, when the logo's file is missing", async () => {
    const { organization, admin } = await createOrganization(app, { name: "Lost Logo Ltd" });
    await app.database.db
      .update(organizations)
      .set({ logoKey: `logos/${organization.id}/gone.png` })
      .where(eq(organizations.id, organization.id));

    const mail = await invite(admin, organization.id, "linus@example.com");

    const html = String(mail.parsed.html);
    expect(images(html)).toEqual([]);
    expect(html).toContain(">Lost Logo Ltd</td>");
    expect(html).toContain("Design screening</h1>");
    expect(mail.parsed.attachments).toEqual([]);
  });
});
