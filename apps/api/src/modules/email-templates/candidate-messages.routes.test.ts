import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { insertCandidate, insertCandidatePosition } from "../../../test/candidates";
import {
  type Actor,
  createHiringTeam,
  createOrganization,
  receiveMail,
} from "../../../test/organizations";
import { insertPosition } from "../../../test/positions";
import { candidatePositions, pipelineStages } from "../../db/schema/index";

/*
 * Messages to a candidate from their profile, rejecting them in a position (one, or a bulk
 * selection), each in the timeline and delivered as the candidate reads them.
 */

let app: TestApp;
let dataDir: string;
let organizationId: string;
let admin: Actor;
let hr: Actor;
let reviewer: Actor;
let outsider: Actor;
let positionId: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "candor-candidate-messages-"));
  app = await buildTestApp({ dataDir });
  ({ organizationId, admin, hr, reviewer, outsider } = await createHiringTeam(app, {
    outsiderName: "Other",
  }));
  positionId = (await insertPosition(app, organizationId, { title: "Engineer" })).id;
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function post(actor: Actor, url: string, payload: object) {
  return app.inject({ method: "POST", url, headers: actor.headers, payload });
}

type Event = { kind: string; payload: Record<string, unknown> };
async function timeline(candidateId: string): Promise<Event[]> {
  const response = await app.inject({
    method: "GET",
    url: `/v1/candidates/${candidateId}/events`,
    headers: admin.headers,
  });
  return response.json().data.map((row: { attributes: Event }) => row.attributes);
}

async function stageOf(candidatePositionId: string) {
  const [row] = await app.database.db
    .select({ stage: candidatePositions.stage })
    .from(candidatePositions)
    .where(eq(candidatePositions.id, candidatePositionId));
  return row?.stage;
}

describe("POST /v1/candidates/{id}/emails", () => {
  it("previews a template with the candidate's values, escaped", async () => {
    const candidate = await insertCandidate(app, organizationId, { firstName: "<b>x</b>" });
    await insertCandidatePosition(app, candidate, positionId);
    const response = await post(hr, `/v1/candidates/${candidate.id}/emails/preview`, {
      kind: "application_received",
      locale: "en",
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.subject).toBe("We received your application for Engineer");
    expect(data.template_subject).toBe("We received your application for {{position.title}}");
    expect(data.to).toBe(candidate.email);
    expect(data.html).toContain("Hello &lt;b&gt;x&lt;/b&gt;,");
    expect(data.html).not.toContain("<b>x</b>");

    const invitation = await post(hr, `/v1/candidates/${candidate.id}/emails/preview`, {
      kind: "invitation",
    });
    expect(invitation.json().message).toEqual({ kind: ["invalid"] });
  });

  it("sends the edited message and records it in the timeline with its subject", async () => {
    const candidate = await insertCandidate(app, organizationId, { firstName: "Grace" });
    await insertCandidatePosition(app, candidate, positionId);
    await receiveMail(app);
    const response = await post(hr, `/v1/candidates/${candidate.id}/emails`, {
      subject: "About {{position.title}}",
      body: "Dear {{candidate.first_name}}, could you call us?",
      locale: "en",
    });
    expect(response.statusCode).toBe(202);
    expect(response.json().data).toEqual({ to: candidate.email, subject: "About Engineer" });
    const mails = await receiveMail(app);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: candidate.email, subject: "About Engineer" });
    expect(mails[0]?.text).toContain("Dear Grace, could you call us?");
    const [latest] = await timeline(candidate.id);
    expect(latest).toMatchObject({
      kind: "email_sent",
      payload: { subject: "About Engineer", to: candidate.email },
    });
  });

  it("refuses an unknown placeholder, reviewers, and another organization's candidate", async () => {
    const candidate = await insertCandidate(app, organizationId);
    const bad = await post(hr, `/v1/candidates/${candidate.id}/emails`, {
      subject: "Hi",
      body: "Your link: {{interview.link}}",
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toEqual({ body: ["unknown_placeholder"] });
    const payload = { subject: "Hi", body: "Hello" };
    expect(
      (await post(reviewer, `/v1/candidates/${candidate.id}/emails`, payload)).statusCode,
    ).toBe(403);
    expect(
      (await post(outsider, `/v1/candidates/${candidate.id}/emails`, payload)).statusCode,
    ).toBe(404);
    expect((await timeline(candidate.id)).map((event) => event.kind)).not.toContain("email_sent");
    expect(await receiveMail(app)).toHaveLength(0);
  });
});

describe("POST /v1/candidate_positions/{id}/reject", () => {
  it("moves the candidate to Rejected and emails the reject template, both in the timeline", async () => {
    const candidate = await insertCandidate(app, organizationId, { firstName: "Linus" });
    const row = await insertCandidatePosition(app, candidate, positionId, "offer");
    await app.inject({
      method: "PUT",
      url: "/v1/email_templates/decision_reject/en",
      headers: admin.headers,
      payload: {
        subject: "{{position.title}}: our answer",
        body: "Sorry {{candidate.first_name}}, {{company.name}} chose someone else.",
      },
    });
    await receiveMail(app);
    const response = await post(hr, `/v1/candidate_positions/${row.id}/reject`, {
      notify_candidate: true,
      locale: "en",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes).toMatchObject({ stage: "rejected" });
    expect(await stageOf(row.id)).toBe("rejected");
    const mails = await receiveMail(app);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: candidate.email, subject: "Engineer: our answer" });
    expect(mails[0]?.text).toContain("Sorry Linus, Acme chose someone else.");
    const kinds = (await timeline(candidate.id)).map((event) => event.kind);
    expect(kinds.slice(0, 2).sort()).toEqual(["email_sent", "stage_changed"]);
  });

  it("rejects without an email when not asked to", async () => {
    const candidate = await insertCandidate(app, organizationId);
    const row = await insertCandidatePosition(app, candidate, positionId);
    const response = await post(admin, `/v1/candidate_positions/${row.id}/reject`, {});
    expect(response.statusCode).toBe(200);
    expect(await stageOf(row.id)).toBe("rejected");
    expect(await receiveMail(app)).toHaveLength(0);
    expect((await timeline(candidate.id))[0]).toMatchObject({
      kind: "stage_changed",
      payload: { from: "applied", to: "rejected" },
    });
    const other = await post(outsider, `/v1/candidate_positions/${row.id}/reject`, {});
    expect(other.statusCode).toBe(404);
  });

  it("answers a clear 422 once the organization deleted its Rejected stage", async () => {
    const { organization, admin: ownAdmin } = await createOrganization(app);
    const position = await insertPosition(app, organization.id);
    const candidate = await insertCandidate(app, organization.id);
    const row = await insertCandidatePosition(app, candidate, position.id);
    await app.database.db
      .delete(pipelineStages)
      .where(
        and(eq(pipelineStages.organizationId, organization.id), eq(pipelineStages.key, "rejected")),
      );
    const response = await post(ownAdmin, `/v1/candidate_positions/${row.id}/reject`, {
      notify_candidate: true,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toEqual({ stage: ["missing"] });
    expect(await stageOf(row.id)).toBe("applied");
    expect(await receiveMail(app)).toHaveLength(0);
  });
});

describe("bulk reject", () => {
  it("rejects those of the selection in the position and emails each one", async () => {
    const inside = await insertCandidate(app, organizationId, { firstName: "In" });
    const already = await insertCandidate(app, organizationId);
    const outside = await insertCandidate(app, organizationId);
    const insideRow = await insertCandidatePosition(app, inside, positionId, "applied");
    await insertCandidatePosition(app, already, positionId, "rejected");
    await receiveMail(app);
    const response = await post(hr, "/v1/candidates/bulk", {
      ids: [inside.id, already.id, outside.id],
      action: { type: "reject", position_id: positionId, notify_candidate: true },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.changed).toBe(1);
    expect(await stageOf(insideRow.id)).toBe("rejected");
    const mails = await receiveMail(app);
    expect(mails.map((mail) => mail.to)).toEqual([inside.email]);
    expect((await timeline(inside.id)).map((event) => event.kind)).toEqual(
      expect.arrayContaining(["stage_changed", "email_sent"]),
    );
    expect((await timeline(outside.id)).map((event) => event.kind)).not.toContain("email_sent");
  });
});
