import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { completeCandidate, insertInterview, inviteCandidate } from "../../../test/interviews";
import {
  type Actor,
  addMember,
  createOrganization,
  receiveMail,
} from "../../../test/organizations";
import { insertPosition } from "../../../test/positions";
import { positionHiringTeamMembers, users } from "../../db/schema/index";
import { notifyInterviewCompleted } from "./completion-notice";

let app: TestApp;
let dataDir: string;
let organizationId: string;
let admin: Actor;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "candor-completion-"));
  app = await buildTestApp({ dataDir, publicUrl: "https://candor.test" });
  const created = await createOrganization(app, { name: "Acme", subdomain: "acme-notice" });
  organizationId = created.organization.id;
  admin = created.admin;
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("notifyInterviewCompleted", () => {
  it("tells the position's owner, hiring team and the interview's creator, each once", async () => {
    const owner = await addMember(app, organizationId, ["hr_manager"], { firstName: "Olga" });
    const teammate = await addMember(app, organizationId, ["reviewer"], {
      firstName: "Tito",
      locale: "it",
    });
    const bystander = await addMember(app, organizationId, ["reviewer"]);
    const position = await insertPosition(app, organizationId, {
      title: "Data analyst",
      ownerId: owner.user.id,
    });
    await app.database.db.insert(positionHiringTeamMembers).values([
      { positionId: position.id, organizationId, userId: teammate.user.id },
      // The owner in the team too: still one email.
      { positionId: position.id, organizationId, userId: owner.user.id },
    ]);
    const { interview } = await insertInterview(app, organizationId, {
      positionId: position.id,
      title: "Analyst screening",
      createdById: admin.user.id,
    });
    const { candidateInterview } = await inviteCandidate(app, interview, {
      firstName: "Ada",
      lastName: "Byron",
    });
    await completeCandidate(app, candidateInterview.id);
    await app.database.db.transaction((tx) => notifyInterviewCompleted(tx, candidateInterview.id));

    const mails = await receiveMail(app);
    expect(mails.map((mail) => mail.to).sort()).toEqual(
      [owner.user.email, teammate.user.email, admin.user.email].sort(),
    );
    expect(mails.some((mail) => mail.to === bystander.user.email)).toBe(false);
    const toOwner = mails.find((mail) => mail.to === owner.user.email);
    expect(toOwner?.subject).toBe('Ada Byron completed "Analyst screening"');
    expect(toOwner?.text).toContain("Hello Olga,");
    expect(toOwner?.text).toContain(
      `https://acme-notice.candor.test/hire/candidate-interviews/${candidateInterview.id}/review`,
    );
    const toTeammate = mails.find((mail) => mail.to === teammate.user.email);
    expect(toTeammate?.subject).toBe('Ada Byron ha completato "Analyst screening"');
  });

  it("is sent only if the submission commits, and to current members only", async () => {
    const former = await addMember(app, organizationId, ["hr_manager"]);
    const position = await insertPosition(app, organizationId, { ownerId: former.user.id });
    const { interview } = await insertInterview(app, organizationId, { positionId: position.id });
    const { candidateInterview } = await inviteCandidate(app, interview);
    await expect(
      app.database.db.transaction(async (tx) => {
        await notifyInterviewCompleted(tx, candidateInterview.id);
        throw new Error("submission failed");
      }),
    ).rejects.toThrow("submission failed");
    expect(await receiveMail(app)).toEqual([]);

    // The owner has left the organization.
    await app.database.db
      .update(users)
      .set({ organizationId: null })
      .where(eq(users.id, former.user.id));
    await app.database.db.transaction((tx) => notifyInterviewCompleted(tx, candidateInterview.id));
    expect(await receiveMail(app)).toEqual([]);
  });
});
