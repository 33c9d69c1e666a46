import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, PASSWORD, signUp, uniqueEmail } from "../../../test/accounts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { type ReceivedMail, startSmtpServer, type TestSmtpServer } from "../../../test/smtp-server";

const PUBLIC_URL = "https://candor.test";
const MAIL_FROM = "Candor <no-reply@candor.test>";

/** The link of `path` in a received message: the same in the text and the HTML part. */
function linkOf(mail: ReceivedMail | undefined, path: string): URL {
  if (!mail) throw new Error("no mail received");
  const pattern = new RegExp(`https://candor\\.test${path}\\?token=[A-Za-z0-9_-]+`);
  const inText = pattern.exec(mail.parsed.text ?? "")?.[0];
  const inHtml = pattern.exec(String(mail.parsed.html))?.[0];
  expect(inText).toBeDefined();
  expect(inHtml).toBe(inText);
  return new URL(inText ?? "");
}

// The whole path of an account email, through the app's own mailer (SMTP_URL set), the job
// queue and a real SMTP server: what a mail server receives is what a user would get.
describe("account emails over SMTP", () => {
  let smtp: TestSmtpServer;
  let app: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await buildTestApp({
      smtpUrl: smtp.url,
      mailFrom: MAIL_FROM,
      publicUrl: PUBLIC_URL,
    });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  const mailTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));

  it("delivers the activation email, translated, whose link activates the account", async () => {
    const email = uniqueEmail("smtp");
    const account = await signUp(app, { email, first_name: "Ada", locale: "it" });
    expect(mailTo(email)).toHaveLength(0);
    await app.jobs.runPending();

    const [mail] = mailTo(email);
    expect(mail?.parsed.from?.value).toEqual([{ name: "Candor", address: "no-reply@candor.test" }]);
    expect(mail?.parsed.to).toMatchObject({ value: [{ address: email }] });
    expect(mail?.parsed.subject).toBe("Conferma il tuo indirizzo email per Candor");
    expect(mail?.raw).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(mail?.parsed.text).toContain("Ciao Ada,");
    expect(mail?.parsed.html).toContain('lang="it"');

    const link = linkOf(mail, "/activate-account");
    const activated = await app.inject({
      method: "POST",
      url: "/v1/users/activate",
      payload: { token: link.searchParams.get("token") },
    });
    expect(activated.statusCode).toBe(200);
    const current = await app.inject({
      method: "GET",
      url: "/v1/users/current",
      headers: bearer(account.token),
    });
    expect(current.json().data.attributes.activated).toBe(true);
  });

  it("delivers the password reset email, whose link sets a new password", async () => {
    const email = uniqueEmail("smtp-reset");
    await signUp(app, { email });
    await app.jobs.runPending();
    const forgot = await app.inject({
      method: "POST",
      url: "/v1/users/forgot",
      payload: { email },
    });
    expect(forgot.statusCode).toBe(202);
    // The request job, then the mail job it queues.
    await app.jobs.runPending();
    await app.jobs.runPending();

    const resets = mailTo(email).filter((mail) => mail.parsed.subject?.startsWith("Reset"));
    expect(resets).toHaveLength(1);
    expect(resets[0]?.parsed.subject).toBe("Reset your Candor password");
    const link = linkOf(resets[0], "/reset-password");
    const response = await app.inject({
      method: "POST",
      url: "/v1/users/reset_password",
      payload: {
        token: link.searchParams.get("token"),
        password: `${PASSWORD} 2`,
        password_confirmation: `${PASSWORD} 2`,
      },
    });
    expect(response.statusCode).toBe(200);
    const login = await app.inject({
      method: "POST",
      url: "/v1/users/login",
      payload: { email, password: `${PASSWORD} 2` },
    });
    expect(login.statusCode).toBe(200);
  });
});
