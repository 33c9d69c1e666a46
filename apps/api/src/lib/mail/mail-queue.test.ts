import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { jobs } from "../../db/schema/index";
import { enqueueJob } from "../jobs/enqueue-job";
import { createJobRunner } from "../jobs/job-runner";
import { createMailJobHandler, enqueueMail, MAIL_QUEUE } from "./mail-queue";
import { createMailer } from "./mailer";

let app: TestApp;
let dataDir: string;

beforeAll(async () => {
  app = await buildTestApp();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "candor-mail-queue-"));
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("mail through the job queue", () => {
  it("sends a message enqueued in a committed transaction, and only that one", async () => {
    const { db } = app.database;
    const log = { info: () => {}, warn: () => {}, error: () => {} };
    const mailer = createMailer({
      smtpUrl: undefined,
      mailFrom: "Candor <no-reply@candor.test>",
      dataDir,
      log,
    });
    const runner = createJobRunner({
      db,
      log,
      handlers: { [MAIL_QUEUE]: createMailJobHandler(mailer) },
    });
    const message = {
      to: "ada@example.com",
      subject: "Hello",
      text: "Hi Ada",
      html: "<p>Hi Ada</p>",
    };

    await db.transaction((tx) => enqueueMail(tx, message));
    await db
      .transaction(async (tx) => {
        await enqueueMail(tx, { ...message, to: "rolled-back@example.com" });
        throw new Error("rollback");
      })
      .catch(() => {});
    const { id: bad } = await enqueueJob(
      db,
      MAIL_QUEUE,
      { to: "x@example.com" },
      { maxAttempts: 1 },
    );

    expect(await runner.runPending()).toBe(2);
    const files = fs.readdirSync(path.join(dataDir, "mail"));
    expect(files).toHaveLength(1);
    const parsed = await simpleParser(fs.readFileSync(path.join(dataDir, "mail", files[0] ?? "")));
    expect(parsed.subject).toBe("Hello");
    expect(parsed.text?.trim()).toBe("Hi Ada");

    // A payload that is not a message fails for good, with the reason kept.
    const [row] = await db.select().from(jobs).where(eq(jobs.id, bad));
    expect(row?.completedAt).toBeNull();
    expect(row?.lastError).toContain("subject");
    mailer.close();
  });
});
