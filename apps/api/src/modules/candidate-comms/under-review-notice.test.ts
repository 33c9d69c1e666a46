import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { insertInterview, inviteCandidate } from "../../../test/interviews";
import { createCandidate, createOrganization, receiveMail } from "../../../test/organizations";
import { createTestClock, type TestClock } from "../../../test/test-clock";
import { candidateInterviews, organizations, users } from "../../db/schema/index";

const DAY = 24 * 60 * 60 * 1000;
let app: TestApp;
let clock: TestClock;
let dataDir: string;
let organizationId: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "candor-under-review-"));
  clock = createTestClock();
  app = await buildTestApp({ dataDir, publicUrl: "https://candor.test" }, { clock });
  const created = await createOrganization(app, { name: "Acme", subdomain: "acme-review" });
  organizationId = created.organization.id;
  await app.database.db
    .update(organizations)
    .set({ brandColor: "#aa3300", supportEmail: "jobs@acme.test" })
    .where(eq(organizations.id, organizationId));
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A candidate who completed now (by the test clock), in `locale`. */
async function completedNow(locale = "en") {
  const candidate = await createCandidate(app);
  await app.database.db.update(users).set({ locale }).where(eq(users.id, candidate.user.id));
  const { interview } = await insertInterview(app, organizationId, { title: "Screening" });
  const { candidateInterview } = await inviteCandidate(app, interview, {
    candidateId: candidate.user.id,
    email: candidate.user.email,
    firstName: "Cam",
    status: "completed",
  });
  await app.database.db
    .update(candidateInterviews)
    .set({ completedAt: clock() })
    .where(eq(candidateInterviews.id, candidateInterview.id));
  return candidateInterview;
}

async function sweep() {
  await app.underReviewSchedule.runOnce();
  return receiveMail(app);
}

describe("the 'still under review' notice", () => {
  it("is sent 14 days after completion, not at 13, once, in the candidate's language and branded", async () => {
    await sweep();
    const waiting = await completedNow();
    const italian = await completedNow("it");
    const decided = await completedNow();

    clock.advance(13 * DAY);
    expect(await sweep()).toEqual([]);

    // Decided meanwhile: never told it is under review.
    await app.database.db
      .update(candidateInterviews)
      .set({ decision: "reject", status: "rejected", decidedAt: clock() })
      .where(eq(candidateInterviews.id, decided.id));

    clock.advance(1 * DAY);
    const mails = await sweep();
    expect(mails.map((mail) => mail.to).sort()).toEqual([waiting.email, italian.email].sort());
    const english = mails.find((mail) => mail.to === waiting.email);
    expect(english?.subject).toMatch(/is still under review$/);
    expect(english?.text).toContain("Hello Cam,");
    expect(english?.text).toContain("Acme");
    expect(english?.text).toContain("https://candor.test/hire-candidate/dashboard");
    // Branded like other candidate emails: the organization's colour, its support address.
    expect(english?.html).toContain("#aa3300");
    expect(english?.replyTo).toBe("jobs@acme.test");
    const inItalian = mails.find((mail) => mail.to === italian.email);
    expect(inItalian?.subject).toMatch(/è ancora in valutazione$/);

    clock.advance(30 * DAY);
    expect(await sweep()).toEqual([]);
    const [row] = await app.database.db
      .select({ sentAt: candidateInterviews.underReviewNoticeSentAt })
      .from(candidateInterviews)
      .where(eq(candidateInterviews.id, decided.id));
    expect(row?.sentAt).toBeNull();
  });
});
