import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { type CapturingMailer, createCapturingMailer } from "../../../test/capturing-mailer";
import {
  type Actor,
  addMember,
  createCandidate,
  createOrganization,
  MEMBER_PASSWORD,
} from "../../../test/organizations";
import { insertFootprint, tablesContaining } from "../../../test/privacy";
import { startS3Server, type TestS3Server } from "../../../test/s3-server";

/** Every file of the store: the local disk's tree, or the bucket's keys. */
type Backend = {
  name: string;
  files(): Promise<string[]>;
  close(): Promise<void>;
  s3?: TestS3Server;
};

function walk(root: string, prefix = ""): string[] {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? walk(path.join(root, entry.name), `${prefix}${entry.name}/`)
        : [`${prefix}${entry.name}`],
    );
}

const backends: [string, () => Promise<{ dataDir: string; backend: Backend }>][] = [
  [
    "local disk",
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "candor-erasure-"));
      return {
        dataDir,
        backend: {
          name: "local",
          // A file is its bytes under objects/ and its metadata under metadata/: both must go.
          files: async () => [
            ...walk(path.join(dataDir, "files", "objects")),
            ...walk(path.join(dataDir, "files", "metadata")).map((key) =>
              key.replace(/\.json$/, ""),
            ),
          ],
          close: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
        },
      };
    },
  ],
  [
    "S3",
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "candor-erasure-s3-"));
      const s3 = await startS3Server();
      return {
        dataDir,
        backend: {
          name: "s3",
          s3,
          files: () => s3.keys(),
          close: async () => {
            await s3.close();
            fs.rmSync(dataDir, { recursive: true, force: true });
          },
        },
      };
    },
  ],
];

describe.each(backends)("erasure with files on %s", (_, open) => {
  let app: TestApp;
  let backend: Backend;
  let mailer: CapturingMailer;
  let acme: Awaited<ReturnType<typeof createOrganization>>;
  let globex: Awaited<ReturnType<typeof createOrganization>>;
  let acmeHr: Actor;

  beforeAll(async () => {
    const opened = await open();
    backend = opened.backend;
    mailer = createCapturingMailer();
    app = await buildTestApp(
      { dataDir: opened.dataDir, ...(backend.s3 ? { s3: backend.s3.config } : {}) },
      { mailer },
    );
    acme = await createOrganization(app, { name: "Acme" });
    globex = await createOrganization(app, { name: "Globex" });
    acmeHr = await addMember(app, acme.organization.id, ["hr_manager"]);
  });
  afterAll(async () => {
    await app.close();
    await backend.close();
  });

  it("erases a candidate who deletes their account from every organization, files and all, and tells each organization", async () => {
    const candidate = await createCandidate(app);
    const person = {
      email: candidate.user.email,
      firstName: "Zebulon",
      lastName: "Quixotewright",
    };
    const other = {
      email: `other-${Date.now()}@example.com`,
      firstName: "Other",
      lastName: "Person",
    };
    const inAcme = await insertFootprint(app, {
      organizationId: acme.organization.id,
      teamMemberId: acme.admin.user.id,
      person,
      userId: candidate.user.id,
    });
    const inGlobex = await insertFootprint(app, {
      organizationId: globex.organization.id,
      teamMemberId: globex.admin.user.id,
      // Invited by address only, never bound to the account: still theirs.
      person,
    });
    const kept = await insertFootprint(app, {
      organizationId: acme.organization.id,
      teamMemberId: acme.admin.user.id,
      person: other,
    });
    const theirKeys = [inAcme, inGlobex].flatMap((footprint) => [
      ...footprint.recordings.map((recording) => recording.key),
      footprint.resumeKey,
    ]);
    const keptKeys = [...kept.recordings.map((recording) => recording.key), kept.resumeKey];
    expect(await backend.files()).toEqual(expect.arrayContaining([...theirKeys, ...keptKeys]));
    expect(await tablesContaining(app, "Quixotewright")).not.toEqual([]);

    const deleted = await app.inject({
      method: "DELETE",
      url: "/v1/users/current",
      headers: candidate.headers,
      payload: { password: MEMBER_PASSWORD },
    });
    expect(deleted.statusCode).toBe(204);
    await app.jobs.runPending();

    const files = await backend.files();
    for (const key of theirKeys) expect(files).not.toContain(key);
    expect(files).toEqual(expect.arrayContaining(keptKeys));
    // No name, no address, anywhere: every text column of every table.
    expect(await tablesContaining(app, "Quixotewright")).toEqual([]);
    expect(await tablesContaining(app, "Zebulon")).toEqual([]);
    expect(await tablesContaining(app, person.email)).toEqual([]);
    // The other candidate is untouched.
    expect(await tablesContaining(app, other.email)).not.toEqual([]);

    // Each organization keeps an anonymous stub: its count stays true.
    const acmeList = await app.inject({
      method: "GET",
      url: "/v1/candidates",
      headers: acme.admin.headers,
    });
    const names = acmeList
      .json()
      .data.map(
        (row: { attributes: { first_name: string; last_name: string } }) =>
          `${row.attributes.first_name} ${row.attributes.last_name}`,
      );
    expect(names.sort()).toEqual(["Erased candidate", "Other Person"]);
    const privacy = await app.inject({
      method: "GET",
      url: `/v1/candidates/${inAcme.record.id}/privacy`,
      headers: acme.admin.headers,
    });
    expect(privacy.json().data.attributes).toMatchObject({ erased: true, recordings: [] });

    // Each organization's admin is told, naming nobody; the audit log counts what went.
    for (const organization of [acme, globex]) {
      const [mail, ...more] = mailer.to(organization.admin.user.email);
      expect(more).toEqual([]);
      expect(mail?.subject).toContain(organization.organization.name);
      expect(mail?.text).not.toContain("Quixotewright");
      const log = await app.inject({
        method: "GET",
        url: "/v1/organizations/current/audit_log",
        headers: organization.admin.headers,
      });
      expect(log.json().data[0].attributes).toMatchObject({
        action: "erasure",
        actor_name: null,
        counts: { recordings: 2, answers: 2, candidate_records: 1, reviews: 1, feedback: 1 },
      });
    }
  });

  it("lets an HR manager erase one candidate of their organization, not another's, and not one under a legal hold", async () => {
    const person = {
      email: `hr-erase-${Date.now()}@example.com`,
      firstName: "Yolanda",
      lastName: "Verbatimson",
    };
    const footprint = await insertFootprint(app, {
      organizationId: acme.organization.id,
      teamMemberId: acme.admin.user.id,
      person,
    });
    const url = `/v1/candidates/${footprint.record.id}/erasure`;
    const reviewer = await addMember(app, acme.organization.id, ["reviewer"]);
    expect((await app.inject({ method: "POST", url, headers: reviewer.headers })).statusCode).toBe(
      403,
    );
    expect(
      (await app.inject({ method: "POST", url, headers: globex.admin.headers })).statusCode,
    ).toBe(404);

    const hold = await app.inject({
      method: "PUT",
      url: `/v1/candidates/${footprint.record.id}/legal_hold`,
      headers: acmeHr.headers,
      payload: { legal_hold: true },
    });
    expect(hold.statusCode).toBe(200);
    const refused = await app.inject({ method: "POST", url, headers: acmeHr.headers });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe("legal_hold_active");
    expect(await tablesContaining(app, "Verbatimson")).not.toEqual([]);
    await app.inject({
      method: "PUT",
      url: `/v1/candidates/${footprint.record.id}/legal_hold`,
      headers: acmeHr.headers,
      payload: { legal_hold: false },
    });

    expect((await app.inject({ method: "POST", url, headers: acmeHr.headers })).statusCode).toBe(
      204,
    );
    await app.jobs.runPending();
    const files = await backend.files();
    for (const recording of footprint.recordings) expect(files).not.toContain(recording.key);
    expect(files).not.toContain(footprint.resumeKey);
    expect(await tablesContaining(app, "Verbatimson")).toEqual([]);
    expect(await tablesContaining(app, person.email)).toEqual([]);
    const again = await app.inject({ method: "POST", url, headers: acmeHr.headers });
    expect(again.json().code).toBe("candidate_erased");
    const profile = await app.inject({
      method: "GET",
      url: `/v1/candidates/${footprint.record.id}`,
      headers: acmeHr.headers,
    });
    expect(profile.json().data.attributes).toMatchObject({
      first_name: "Erased",
      last_name: "candidate",
    });
  });
});
