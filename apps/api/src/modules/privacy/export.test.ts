import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import yauzl from "yauzl";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { addMember, createCandidate, createOrganization } from "../../../test/organizations";
import { insertFootprint } from "../../../test/privacy";

/** Every entry of a ZIP, by name. */
async function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, file) =>
      error ? reject(error) : resolve(file),
    ),
  );
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on("entry", (entry: yauzl.Entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        buffer(stream)
          .then((content) => {
            entries.set(entry.fileName, content);
            zip.readEntry();
          })
          .catch(reject);
      });
    });
    zip.on("end", () => resolve());
    zip.on("error", reject);
    zip.readEntry();
  });
  return entries;
}

describe("exports", () => {
  let app: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "candor-export-"));
    app = await buildTestApp({ dataDir });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("gives a candidate everything held about them across organizations, and nothing of anyone else", async () => {
    const acme = await createOrganization(app, { name: "Acme" });
    const globex = await createOrganization(app, { name: "Globex" });
    const candidate = await createCandidate(app);
    const person = { email: candidate.user.email, firstName: "Petra", lastName: "Portable" };
    const stranger = { email: "stranger@example.com", firstName: "Sam", lastName: "Stranger" };
    const inAcme = await insertFootprint(app, {
      organizationId: acme.organization.id,
      teamMemberId: acme.admin.user.id,
      person,
      userId: candidate.user.id,
    });
    const inGlobex = await insertFootprint(app, {
      organizationId: globex.organization.id,
      teamMemberId: globex.admin.user.id,
      person,
      userId: candidate.user.id,
    });
    const theirs = await insertFootprint(app, {
      organizationId: acme.organization.id,
      teamMemberId: acme.admin.user.id,
      person: stranger,
    });

    const response = await app.inject({
      method: "GET",
      url: "/v1/users/current/export",
      headers: candidate.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/zip");
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="/);
    const entries = await unzip(response.rawPayload);
    const data = JSON.parse(entries.get("data.json")?.toString("utf8") ?? "{}");
    expect(data.profile).toMatchObject({ id: candidate.user.id, email: candidate.user.email });
    expect(data.invitations.map((row: { id: string }) => row.id).sort()).toEqual(
      [inAcme.candidateInterview.id, inGlobex.candidateInterview.id].sort(),
    );
    expect(
      data.invitations.map((row: { organization: string }) => row.organization).sort(),
    ).toEqual(["Acme", "Globex"]);
    expect(data.answers).toHaveLength(4);
    expect(data.feedback).toHaveLength(2);
    expect(data.candidate_records).toHaveLength(2);
    // Each recording byte for byte, and no other file.
    const recordings = [...inAcme.recordings, ...inGlobex.recordings];
    const files = [...entries.keys()].filter((name) => name !== "data.json");
    expect(files).toHaveLength(recordings.length);
    for (const answer of data.answers as { file: string }[]) {
      expect(entries.has(answer.file)).toBe(true);
    }
    const contents = files.map((name) => entries.get(name)?.toString("base64")).sort();
    expect(contents).toEqual(
      recordings.map((recording) => recording.bytes.toString("base64")).sort(),
    );
    // Nothing of the other candidate of the same organization.
    const text = entries.get("data.json")?.toString("utf8") ?? "";
    expect(text).not.toContain("Stranger");
    expect(text).not.toContain(theirs.candidateInterview.id);
    // Nor the team's reviews and notes: the team's, not the candidate's data (decision 0035).
    expect(text).not.toContain("Strong answers");
  });

  it("lets admins and HR managers of the organization export one candidate, scoped to it", async () => {
    const acme = await createOrganization(app, { name: "Acme" });
    const globex = await createOrganization(app, { name: "Globex" });
    const hr = await addMember(app, acme.organization.id, ["hr_manager"]);
    const reviewer = await addMember(app, acme.organization.id, ["reviewer"]);
    const person = { email: "two-orgs@example.com", firstName: "Otto", lastName: "Twofold" };
    const inAcme = await insertFootprint(app, {
      organizationId: acme.organization.id,
      teamMemberId: acme.admin.user.id,
      person,
    });
    await insertFootprint(app, {
      organizationId: globex.organization.id,
      teamMemberId: globex.admin.user.id,
      person,
    });
    const url = `/v1/candidates/${inAcme.record.id}/export`;
    expect((await app.inject({ method: "GET", url, headers: reviewer.headers })).statusCode).toBe(
      403,
    );
    expect(
      (await app.inject({ method: "GET", url, headers: globex.admin.headers })).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: "GET", url: "/v1/candidates/nope/export", headers: hr.headers }))
        .statusCode,
    ).toBe(404);

    const response = await app.inject({ method: "GET", url, headers: hr.headers });
    expect(response.statusCode).toBe(200);
    const entries = await unzip(response.rawPayload);
    const data = JSON.parse(entries.get("data.json")?.toString("utf8") ?? "{}");
    expect(data.profile).toBeNull();
    expect(data.candidate_records).toEqual([
      expect.objectContaining({ id: inAcme.record.id, organization: "Acme", last_name: "Twofold" }),
    ]);
    expect(data.invitations.map((row: { id: string }) => row.id)).toEqual([
      inAcme.candidateInterview.id,
    ]);
    const files = [...entries.keys()].filter((name) => name !== "data.json");
    expect(files.map((name) => entries.get(name)?.toString("base64")).sort()).toEqual(
      inAcme.recordings.map((recording) => recording.bytes.toString("base64")).sort(),
    );
    const log = await app.inject({
      method: "GET",
      url: "/v1/organizations/current/audit_log",
      headers: acme.admin.headers,
    });
    expect(log.json().data[0].attributes).toMatchObject({
      action: "export",
      candidate_id: inAcme.record.id,
      counts: { recordings: 2, invitations: 1 },
    });
  });

  it("shows a candidate when each organization deletes their recordings", async () => {
    const acme = await createOrganization(app, { name: "Acme" });
    const candidate = await createCandidate(app);
    const footprint = await insertFootprint(app, {
      organizationId: acme.organization.id,
      teamMemberId: acme.admin.user.id,
      person: { email: candidate.user.email, firstName: "Cleo", lastName: "Countdown" },
      userId: candidate.user.id,
    });
    const url = "/v1/users/current/retention";
    const before = await app.inject({ method: "GET", url, headers: candidate.headers });
    expect(before.json().data.attributes.recordings).toEqual([
      expect.objectContaining({
        candidate_interview_id: footprint.candidateInterview.id,
        organization_name: "Acme",
        delete_on: null,
        recordings_count: 2,
      }),
    ]);
    expect((await app.inject({ method: "GET", url, headers: acme.admin.headers })).statusCode).toBe(
      403,
    );
  });
});
