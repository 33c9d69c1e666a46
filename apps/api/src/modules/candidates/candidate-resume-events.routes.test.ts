import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { createCandidate } from "../../../test/candidates";
import { multipartBody } from "../../../test/images";
import { type Actor, createOrganization } from "../../../test/organizations";

/* The résumé's changes in the candidate's timeline: uploaded, replaced, removed. */

let app: TestApp;
let dataDir: string;
let admin: Actor;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "candor-resume-events-"));
  app = await buildTestApp({ dataDir });
  admin = (await createOrganization(app, { name: "Acme" })).admin;
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

function upload(candidateId: string, data: Buffer | string, fileName: string) {
  const body = multipartBody([
    { name: "resume", data, filename: fileName, contentType: "application/pdf" },
    { name: "file_name", data: fileName },
  ]);
  return app.inject({
    method: "PUT",
    url: `/v1/candidates/${candidateId}/resume`,
    payload: body.payload,
    headers: { ...admin.headers, ...body.headers },
  });
}

async function resumeEvents(candidateId: string) {
  const response = await app.inject({
    method: "GET",
    url: `/v1/candidates/${candidateId}/events`,
    headers: admin.headers,
  });
  return (
    response.json().data as {
      attributes: { kind: string; payload: Record<string, unknown>; actor: unknown };
    }[]
  )
    .filter((event) => event.attributes.kind.startsWith("resume_"))
    .map((event) => ({ kind: event.attributes.kind, payload: event.attributes.payload }));
}

describe("résumé events", () => {
  it("records an upload, a replacement naming the old file, and a removal, newest first", async () => {
    const candidate = await createCandidate(app, admin);
    expect((await upload(candidate.id, PDF, "first.pdf")).statusCode).toBe(200);
    expect((await upload(candidate.id, PDF, "second.pdf")).statusCode).toBe(200);
    const removed = await app.inject({
      method: "DELETE",
      url: `/v1/candidates/${candidate.id}/resume`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(204);

    expect(await resumeEvents(candidate.id)).toEqual([
      { kind: "resume_removed", payload: { file_name: "second.pdf" } },
      {
        kind: "resume_replaced",
        payload: { file_name: "second.pdf", size: PDF.length, previous_file_name: "first.pdf" },
      },
      { kind: "resume_uploaded", payload: { file_name: "first.pdf", size: PDF.length } },
    ]);
  });

  it("records nothing for a refused file or a removal with no résumé", async () => {
    const candidate = await createCandidate(app, admin);
    expect((await upload(candidate.id, "not a pdf", "fake.pdf")).statusCode).toBe(415);
    const removed = await app.inject({
      method: "DELETE",
      url: `/v1/candidates/${candidate.id}/resume`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(404);
    expect(await resumeEvents(candidate.id)).toEqual([]);
  });
});
