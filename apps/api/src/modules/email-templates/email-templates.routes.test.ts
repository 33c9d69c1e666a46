import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import {
  type Actor,
  type ActorRequest,
  createHiringTeam,
  injectAs,
  receiveMail,
} from "../../../test/organizations";
import { emailTemplates } from "../../db/schema/index";

let app: TestApp;
let dataDir: string;
let admin: Actor;
let hr: Actor;
let reviewer: Actor;
let outsider: Actor;
let organizationId: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "candor-email-templates-"));
  app = await buildTestApp({ dataDir, publicUrl: "https://candor.test" });
  ({ organizationId, admin, hr, reviewer, outsider } = await createHiringTeam(app, {
    name: "Acme <Labs>",
    outsiderName: "Other",
  }));
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const call = (...request: ActorRequest) => injectAs(app, ...request);

type Listed = { id: string; attributes: Record<string, unknown> };
async function listed(actor: Actor, id: string) {
  const response = await call(actor, "GET", "/v1/email_templates");
  expect(response.statusCode).toBe(200);
  return (response.json().data as Listed[]).find((row) => row.id === id)?.attributes;
}

async function overrideCount() {
  const rows = await app.database.db
    .select({ id: emailTemplates.id })
    .from(emailTemplates)
    .where(eq(emailTemplates.organizationId, organizationId));
  return rows.length;
}

describe("email templates", () => {
  it("lists every kind in every language with Candor's default and its placeholders", async () => {
    const response = await call(admin, "GET", "/v1/email_templates");
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toHaveLength(7 * 3);
    const invitation = await listed(admin, "invitation.es");
    expect(invitation).toMatchObject({
      kind: "invitation",
      locale: "es",
      is_default: true,
      subject: "{{company.name}} te invita a una entrevista en vídeo para {{position.title}}",
      updated_at: null,
    });
    expect(invitation?.placeholders).toContain("interview.link");
  });

  it("is for admins only: HR managers and reviewers get 403", async () => {
    for (const actor of [hr, reviewer]) {
      expect((await call(actor, "GET", "/v1/email_templates")).statusCode).toBe(403);
      const put = await call(actor, "PUT", "/v1/email_templates/reminder/en", {
        subject: "x",
        body: "y",
      });
      expect(put.statusCode).toBe(403);
      const preview = await call(actor, "POST", "/v1/email_templates/preview", {
        kind: "reminder",
        locale: "en",
        subject: "x",
        body: "y",
      });
      expect(preview.statusCode).toBe(403);
    }
  });

  it("saves an override, kept to the organization, and resets it to the default", async () => {
    const put = await call(admin, "PUT", "/v1/email_templates/decision_hold/it", {
      subject: "  Ancora in valutazione, {{candidate.first_name}} ",
      body: "Ci serve ancora qualche giorno per {{position.title}}.",
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({
      id: "decision_hold.it",
      attributes: {
        is_default: false,
        subject: "Ancora in valutazione, {{candidate.first_name}}",
        updated_at: expect.any(String),
      },
    });
    expect((await listed(admin, "decision_hold.it"))?.is_default).toBe(false);
    expect((await listed(admin, "decision_hold.en"))?.is_default).toBe(true);
    // Another organization still has Candor's text.
    expect((await listed(outsider, "decision_hold.it"))?.is_default).toBe(true);

    const reset = await call(admin, "DELETE", "/v1/email_templates/decision_hold/it");
    expect(reset.statusCode).toBe(204);
    expect((await listed(admin, "decision_hold.it"))?.is_default).toBe(true);
  });

  it("refuses a placeholder the kind does not have with a field error, saving nothing", async () => {
    const before = await overrideCount();
    const response = await call(admin, "PUT", "/v1/email_templates/decision_reject/en", {
      subject: "Hi {{candidate.first_name}}",
      body: "Open {{interview.link}} or {{candidate.nickname}}",
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: "validation_failed",
      message: { body: ["unknown_placeholder"] },
    });
    expect(await overrideCount()).toBe(before);

    const unknownKind = await call(admin, "PUT", "/v1/email_templates/welcome/en", {
      subject: "x",
      body: "y",
    });
    expect(unknownKind.statusCode).toBe(422);
    const blank = await call(admin, "PUT", "/v1/email_templates/reminder/en", {
      subject: " ",
      body: "y",
    });
    expect(blank.json().message).toEqual({ subject: ["blank"] });
  });

  it("previews a template on sample data, escaping every value", async () => {
    const response = await call(admin, "POST", "/v1/email_templates/preview", {
      kind: "reminder",
      locale: "en",
      subject: "{{company.name}} waits, {{candidate.first_name}}",
      body: "Finish by {{deadline}}.\n\n<i>Thanks</i>",
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.subject).toBe("Acme <Labs> waits, Alex");
    expect(data.html).toContain("Acme &lt;Labs&gt;");
    expect(data.html).not.toContain("<i>Thanks</i>");
    expect(data.html).toContain("&lt;i&gt;Thanks&lt;/i&gt;");
    expect(data.text).toMatch(/Finish by .+ UTC\./);
    // The reminder's button leads to the (sample) interview.
    expect(data.html).toContain("Continue the interview");
  });

  it("sends the test email to the caller only", async () => {
    await receiveMail(app);
    const response = await call(admin, "POST", "/v1/email_templates/test", {
      kind: "application_received",
      locale: "es",
      subject: "Prueba para {{candidate.first_name}}",
      body: "Gracias por {{position.title}}.",
    });
    expect(response.statusCode).toBe(202);
    expect(response.json().data.to).toBe(admin.user.email);
    const mails = await receiveMail(app);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe(admin.user.email);
    expect(mails[0]?.subject).toBe("Prueba para Lucía");
    expect(mails[0]?.text).toContain("Hola, Lucía:");
  });
});
