import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { multipartBody } from "../../../test/images";
import { createCandidate, createOrganization } from "../../../test/organizations";
import { insertPosition } from "../../../test/positions";
import { users } from "../../db/schema/index";

type Received = { parsed: ParsedMail; to: string[] };

// The application-received email through the app's mailer, the job queue and a real SMTP server,
// in the candidate's language and the organization's name, with a candidate's name escaped.
describe("the application-received email over SMTP", () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let app: TestApp;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", async () => {
          const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
          received.push({ parsed: await simpleParser(Buffer.concat(chunks)), to });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.server.address() as AddressInfo;
    app = await buildTestApp({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      publicUrl: "https://candor.test",
    });
  });
  afterAll(async () => {
    await app.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
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

    const mail = received.filter((item) => item.to.includes(candidate.user.email));
    expect(mail).toHaveLength(1);
    const [message] = mail;
    expect(message?.parsed.subject).toBe(
      "Abbiamo ricevuto la tua candidatura per Contabile presso Motori Analitici",
    );
    expect(message?.parsed.text).toContain("<b>Ada</b>");
    expect(String(message?.parsed.html)).toContain("&lt;b&gt;Ada&lt;/b&gt;");
    expect(String(message?.parsed.html)).not.toContain("<b>Ada</b>");
    expect(message?.parsed.text).toContain("https://candor.test/hire-candidate/dashboard");
  });
});
