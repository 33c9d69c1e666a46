import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startSmtpServer, type TestSmtpServer } from "../../../test/smtp-server";
import { createMailer, mailFileName } from "./mailer";
import { renderEmail } from "./render-email";

const silentLog = { info: () => {} };
const from = "Candor <no-reply@candor.test>";

function sampleMessage() {
  const { html, text } = renderEmail({
    locale: "en",
    heading: "Activate your account",
    paragraphs: ["Hello Ada,", "Confirm your address to finish signing up."],
    action: { label: "Activate account", url: "https://candor.test/activate-account?token=abc" },
    footer: "You received this email because you signed up for Candor.",
  });
  return {
    to: "Ada Lovelace <ada@example.com>",
    subject: "Activate your Candor account",
    text,
    html,
    replyTo: "support@candor.test",
  };
}

describe("createMailer over SMTP", () => {
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
  });

  afterAll(() => smtp.close());

  it("delivers a multipart/alternative message with text and HTML parts", async () => {
    const mailer = createMailer({
      smtpUrl: smtp.url,
      mailFrom: from,
      dataDir: "/nonexistent",
      log: silentLog,
    });
    const message = sampleMessage();
    const { messageId } = await mailer.send(message);
    mailer.close();

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    if (!mail) throw new Error("no mail received");
    expect(mail.envelope).toEqual({ from: "no-reply@candor.test", to: ["ada@example.com"] });
    expect(mail.parsed.messageId).toBe(messageId);
    expect(mail.parsed.from?.value).toEqual([{ name: "Candor", address: "no-reply@candor.test" }]);
    expect(mail.parsed.to).toMatchObject({
      value: [{ name: "Ada Lovelace", address: "ada@example.com" }],
    });
    expect(mail.parsed.replyTo?.value[0]?.address).toBe("support@candor.test");
    expect(mail.parsed.subject).toBe("Activate your Candor account");
    expect(mail.raw).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(mail.parsed.text?.trim()).toBe(message.text.trim());
    expect(mail.parsed.html).toContain("<h1");
    expect(mail.parsed.html).toContain("Activate your account");
    expect(mail.parsed.html).toContain('href="https://candor.test/activate-account?token=abc"');
  });

  it("rejects when the server cannot be reached, so a job can retry", async () => {
    // A port that answered a moment ago and now refuses.
    const closed = await startSmtpServer();
    const deadPort = closed.port;
    await closed.close();

    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${deadPort}`,
      mailFrom: from,
      dataDir: "/nonexistent",
      log: silentLog,
    });
    await expect(mailer.send(sampleMessage())).rejects.toThrow();
    mailer.close();
  });
});

describe("createMailer without SMTP", () => {
  let dataDir: string;

  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "candor-mail-"));
  });
  afterEach(() => {
    fs.rmSync(path.join(dataDir, "mail"), { recursive: true, force: true });
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("writes a parseable .eml file under <dataDir>/mail and logs its path", async () => {
    const logged: unknown[] = [];
    const mailer = createMailer({
      smtpUrl: undefined,
      mailFrom: from,
      dataDir,
      log: { info: (entry: unknown) => logged.push(entry) },
      clock: () => new Date("2026-05-01T09:30:00.000Z"),
    });
    const message = sampleMessage();
    const { messageId } = await mailer.send(message);
    mailer.close();

    const files = fs.readdirSync(path.join(dataDir, "mail"));
    expect(files).toEqual(["2026-05-01T09-30-00.000Z-ada-example-com.eml"]);
    const file = path.join(dataDir, "mail", files[0] ?? "");
    expect(logged).toEqual([{ path: file, subject: message.subject }]);

    const raw = fs.readFileSync(file, "utf8");
    expect(raw).toContain("\r\n");
    expect(raw).toMatch(/^Content-Type: multipart\/alternative;/m);
    const parsed = await simpleParser(raw);
    expect(parsed.messageId).toBe(messageId);
    expect(parsed.from?.value).toEqual([{ name: "Candor", address: "no-reply@candor.test" }]);
    expect(parsed.to).toMatchObject({ value: [{ address: "ada@example.com" }] });
    expect(parsed.subject).toBe(message.subject);
    expect(parsed.text?.trim()).toBe(message.text.trim());
    expect(parsed.html).toContain("Activate your account");
  });

  it("never overwrites a message sent in the same millisecond", async () => {
    const mailer = createMailer({
      smtpUrl: undefined,
      mailFrom: from,
      dataDir,
      log: silentLog,
      clock: () => new Date("2026-05-01T09:30:00.000Z"),
    });
    await Promise.all([mailer.send(sampleMessage()), mailer.send(sampleMessage())]);
    expect(fs.readdirSync(path.join(dataDir, "mail")).sort()).toEqual([
      "2026-05-01T09-30-00.000Z-ada-example-com-2.eml",
      "2026-05-01T09-30-00.000Z-ada-example-com.eml",
    ]);
  });
});

describe("mailFileName", () => {
  it("slugs the address, not the display name", () => {
    const time = new Date("2026-01-02T03:04:05.678Z");
    expect(mailFileName(time, "Zoë <Zoe.Smith+jobs@Example.COM>")).toBe(
      "2026-01-02T03-04-05.678Z-zoe-smith-jobs-example-com",
    );
    expect(mailFileName(time, "<>")).toBe("2026-01-02T03-04-05.678Z-recipient");
  });
});
