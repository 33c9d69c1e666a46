import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { eq } from "drizzle-orm";
import { afterAll, expect, inject, it } from "vitest";
import { insertInterview, inviteCandidate, startCandidate } from "../../../test/interviews";
import { createCandidate, createOrganization } from "../../../test/organizations";
import { createTestDatabase } from "../../../test/test-database";
import { createUpload, headUpload, patchUpload } from "../../../test/uploads";
import { sampleWebm } from "../../../test/videos";
import { buildApp } from "../../app";
import { loadConfig } from "../../config";
import { uploads } from "../../db/schema/index";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "candor-uploads-restart-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

it("resumes a partial upload after the server restarts on the same data", async () => {
  // The database and DATA_DIR outlive the process; nothing else does.
  const database = await createTestDatabase(inject("databaseTemplate"));
  const config = {
    ...loadConfig({ DATA_DIR: dataDir }),
    webDistDir: path.join("/nonexistent", "web-dist"),
    logLevel: "silent" as const,
  };
  const start = async () => {
    const app = await buildApp({ config, database, logger: false });
    await app.ready();
    return app;
  };
  const webm = sampleWebm("candidate-experience");

  const first = await start();
  const { organization } = await createOrganization(first);
  const candidate = await createCandidate(first);
  const { interview } = await insertInterview(first, organization.id);
  const { candidateInterview } = await inviteCandidate(first, interview, {
    candidateId: candidate.user.id,
  });
  await startCandidate(first, candidateInterview.id);
  const created = await createUpload(first, candidate, webm.length, {
    filetype: "video/webm",
    purpose: "answer",
    candidate_interview_id: candidateInterview.id,
  });
  const location = String(created.headers.location);
  const half = Math.floor(webm.length / 2);
  expect(
    (await patchUpload(first, candidate, location, 0, webm.subarray(0, half))).statusCode,
  ).toBe(204);
  await first.close();

  const second = await start();
  try {
    const head = await headUpload(second, candidate, location);
    expect(head.statusCode).toBe(200);
    expect(head.headers["upload-offset"]).toBe(String(half));
    const rest = await patchUpload(second, candidate, location, half, webm.subarray(half));
    expect(rest.statusCode).toBe(204);
    expect(rest.headers["upload-offset"]).toBe(String(webm.length));
    const [row] = await second.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.id, location.split("/").pop() ?? ""));
    const file = await second.storage.get(row?.storageKey ?? "");
    expect(file && (await buffer(file.stream))).toEqual(webm);
  } finally {
    await second.close();
    await database.close();
  }
});
