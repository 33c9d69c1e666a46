import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CANDIDATE_SEARCH_STAGE_COUNT_CAP } from "@candor/shared/schemas/candidates";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import {
  attachCandidateInterview,
  createCandidate,
  insertCandidate,
  insertCandidatePosition,
} from "../../../test/candidates";
import {
  insertAnswer,
  insertInterview,
  insertReview,
  insertScorecard,
  inviteCandidate,
} from "../../../test/interviews";
import {
  type Actor,
  type ActorRequest,
  createHiringTeam,
  createOrganization,
  injectAs,
} from "../../../test/organizations";
import { insertPosition } from "../../../test/positions";
import { candidateInterviews, candidates, uploads } from "../../db/schema/index";

let app: TestApp;
let dataDir: string;
let organizationId: string;
let admin: Actor;
let hr: Actor;
let reviewer: Actor;
let outsider: Actor;
let outsiderOrganizationId: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "candor-candidates-"));
  app = await buildTestApp({ dataDir });
  ({ organizationId, admin, hr, reviewer, outsider, outsiderOrganizationId } =
    await createHiringTeam(app));
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const inject = (...request: ActorRequest) => injectAs(app, ...request);

describe("who may reach candidates", () => {
  it("lets admins and HR managers in, refuses reviewers (403) on the list and the profile", async () => {
    const made = await createCandidate(app, hr);
    for (const actor of [admin, hr]) {
      expect((await inject(actor, "GET", "/v1/candidates")).statusCode).toBe(200);
      expect((await inject(actor, "GET", `/v1/candidates/${made.id}`)).statusCode).toBe(200);
    }
    expect((await inject(reviewer, "GET", "/v1/candidates")).statusCode).toBe(403);
    expect((await inject(reviewer, "GET", `/v1/candidates/${made.id}`)).statusCode).toBe(403);
    const created = await inject(reviewer, "POST", "/v1/candidates", {
      first_name: "Rev",
      last_name: "Iewer",
      email: "by-reviewer@example.com",
    });
    expect(created.statusCode).toBe(403);
  });

  it("answers another organization's candidate 404 like a missing one, and never lists it", async () => {
    const theirs = await insertCandidate(app, outsiderOrganizationId, {
      email: "theirs@example.com",
    });
    const position = await insertPosition(app, organizationId);
    for (const [method, url, payload] of [
      ["GET", `/v1/candidates/${theirs.id}`],
      ["PUT", `/v1/candidates/${theirs.id}`, { first_name: "Taken" }],
      ["DELETE", `/v1/candidates/${theirs.id}`],
      ["GET", `/v1/candidates/${theirs.id}/notes`],
      ["POST", `/v1/candidates/${theirs.id}/notes`, { description: "<p>Hi</p>" }],
      ["GET", `/v1/candidates/${theirs.id}/events`],
      ["POST", "/v1/candidate_positions", { candidate_id: theirs.id, position_id: position.id }],
      ["GET", "/v1/candidates/not-a-uuid"],
    ] as const) {
      const response = await inject(admin, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toMatchObject({ code: "not_found" });
    }
    const list = (await inject(admin, "GET", "/v1/candidates?q=theirs")).json();
    expect(list.data).toEqual([]);
    const [stillThere] = await app.database.db
      .select()
      .from(candidates)
      .where(eq(candidates.id, theirs.id));
    expect(stillThere?.firstName).toBe("Stored");
  });
});

describe("one record per address", () => {
  it("refuses a second candidate with the same address, whatever its case (422 email taken)", async () => {
    const first = await createCandidate(app, admin, { email: "Grace.Hopper@Example.com" });
    expect(first.attributes).toMatchObject({ email: "grace.hopper@example.com", source: "manual" });
    const again = await inject(hr, "POST", "/v1/candidates", {
      first_name: "Grace",
      last_name: "Again",
      email: "GRACE.HOPPER@example.COM",
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      code: "validation_failed",
      message: { email: ["taken"] },
    });
    // Another organization has its own record of the same person.
    await createCandidate(app, outsider, { email: "grace.hopper@example.com" });
    const other = await createCandidate(app, admin, { email: "other-grace@example.com" });
    const moved = await inject(admin, "PUT", `/v1/candidates/${other.id}`, {
      email: "Grace.Hopper@example.com",
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().message).toEqual({ email: ["taken"] });
  });

  it("validates the input with the catalogue's codes", async () => {
    const response = await inject(admin, "POST", "/v1/candidates", {
      first_name: " ",
      email: "not an email",
      links: ["javascript:alert(1)"],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatchObject({
      first_name: ["blank"],
      last_name: expect.any(Array),
      email: ["not_an_email"],
    });
  });

  it("changes the fields given and keeps the others", async () => {
    const made = await createCandidate(app, admin, { phone: "+39 02 1234" });
    const response = await inject(hr, "PUT", `/v1/candidates/${made.id}`, {
      location: "Milan",
      links: ["https://example.com/ada"],
      tags: ["senior", "senior", "remote"],
      phone: null,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes).toMatchObject({
      first_name: "Ada",
      phone: null,
      location: "Milan",
      links: ["https://example.com/ada"],
      tags: ["senior", "remote"],
    });
  });
});

describe("the list", () => {
  it("searches, filters by position and stage, counts by stage, pages", async () => {
    const { organization, admin: owner } = await createOrganization(app, { name: "Listers" });
    const backend = await insertPosition(app, organization.id, { title: "Backend" });
    const frontend = await insertPosition(app, organization.id, { title: "Frontend" });
    const ada = await insertCandidate(app, organization.id, {
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
    });
    const alan = await insertCandidate(app, organization.id, {
      firstName: "Alan",
      lastName: "Turing",
      email: "alan@example.com",
    });
    await insertCandidate(app, organization.id, {
      firstName: "Edsger",
      lastName: "Dijkstra",
      email: "ewd@example.com",
    });
    await insertCandidatePosition(app, ada, backend.id, "offer");
    await insertCandidatePosition(app, alan, backend.id, "applied");
    await insertCandidatePosition(app, alan, frontend.id, "offer");

    const all = (await inject(owner, "GET", "/v1/candidates?limit=2")).json();
    expect(all.meta.pagy).toMatchObject({ page: 1, limit: 2, count: 3, pages: 2, next: 2 });
    expect(all.meta.count_by_stage).toEqual({
      applied: 1,
      one_way_interview: 0,
      live_interview: 0,
      offer: 2,
      hired: 0,
      rejected: 0,
    });
    expect(all.meta.stages.map((stage: { key: string }) => stage.key)).toEqual([
      "applied",
      "one_way_interview",
      "live_interview",
      "offer",
      "hired",
      "rejected",
    ]);

    const names = async (query: string) =>
      (await inject(owner, "GET", `/v1/candidates?${query}`))
        .json()
        .data.map((row: { attributes: { first_name: string } }) => row.attributes.first_name)
        .sort();
    expect(await names("q=tur")).toEqual(["Alan"]);
    expect(await names("q=ada%20lov")).toEqual(["Ada"]);
    expect(await names("q=EWD@")).toEqual(["Edsger"]);
    expect(await names("q=%25")).toEqual([]);
    expect(await names(`position_id=${backend.id}`)).toEqual(["Ada", "Alan"]);
    expect(await names("stage=offer")).toEqual(["Ada", "Alan"]);
    expect(await names(`position_id=${backend.id}&stage=offer`)).toEqual(["Ada"]);

    const searched = (await inject(owner, "GET", "/v1/candidates?q=tur")).json();
    expect(searched.meta.count_by_stage).toMatchObject({ applied: 1, offer: 1, hired: 0 });
    const atOffer = (await inject(owner, "GET", "/v1/candidates?stage=offer")).json();
    expect(atOffer.meta.pagy.count).toBe(2);
    const byPosition = (
      await inject(owner, "GET", `/v1/candidates?position_id=${frontend.id}`)
    ).json();
    expect(byPosition.meta.count_by_stage).toMatchObject({ applied: 0, offer: 1 });
    const [alanRecord] = byPosition.data;
    expect(alanRecord.attributes.positions).toEqual([
      expect.objectContaining({
        position_title: "Backend",
        stage: "applied",
        stage_name: "Applied",
      }),
      expect.objectContaining({ position_title: "Frontend", stage: "offer", stage_name: "Offer" }),
    ]);
  });

  it("finds and counts exactly the names and addresses that start with what was typed, whatever its characters", async () => {
    const { organization, admin: searcher } = await createOrganization(app, { name: "Prefixes" });
    // Characters LIKE would treat specially, and the edges of the prefix's range: the last
    // character before the surrogates, the one after them, and the last of all.
    const lastNames = [
      "100% Sure",
      "100_X",
      "100x",
      "back\\slash",
      "backslash",
      "ÿlva",
      "\u{D7FF}edge",
      "\u{E000}after",
      "\u{10FFFF}",
      "\u{10FFFF}\u{10FFFF}tail",
      "Zed",
      "Zee",
    ];
    for (const [index, lastName] of lastNames.entries()) {
      await insertCandidate(app, organization.id, {
        firstName: index % 2 ? "Prefix" : "Range",
        lastName,
        email: `p${index}-${lastName.length}@example.com`,
      });
    }
    const { db } = app.database;
    for (const q of [
      "100%",
      "100_",
      "100",
      "back\\",
      "back",
      "ÿ",
      "\u{D7FF}",
      "\u{E000}",
      "\u{10FFFF}",
      "\u{10FFFF}\u{10FFFF}",
      "ze",
      "zed",
      "range 1",
      "p1",
      "z",
    ]) {
      // What LIKE finds, its wildcards escaped: the search's meaning.
      const pattern = `${q.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      const expected = await db
        .select({ id: candidates.id })
        .from(candidates)
        .where(
          sql`${candidates.organizationId} = ${organization.id} and (
            lower(${candidates.firstName} || ' ' || ${candidates.lastName}) like ${pattern} escape '\\'
            or lower(${candidates.lastName}) like ${pattern} escape '\\'
            or lower(${candidates.email}) like ${pattern} escape '\\')`,
        );
      const response = await inject(
        searcher,
        "GET",
        `/v1/candidates?limit=100&q=${encodeURIComponent(q)}`,
      );
      expect(response.statusCode, q).toBe(200);
      const body = response.json();
      const found = body.data.map((row: { id: string }) => row.id).sort();
      expect(found, q).toEqual(expected.map((row) => row.id).sort());
      expect(body.meta.pagy.count, q).toBe(expected.length);
    }
  });

  it("counts a search by stage up to the cap, and past it counts the people only", async () => {
    const { organization, admin: owner } = await createOrganization(app, { name: "Crowded" });
    const position = await insertPosition(app, organization.id, { title: "Support" });
    const many = await insertCandidate(app, organization.id, {
      firstName: "Manon",
      lastName: "First",
      email: "manon-first@example.com",
    });
    await insertCandidatePosition(app, many, position.id, "offer");
    // CANDIDATE_SEARCH_STAGE_COUNT_CAP of them, with the one above: one past the cap.
    await app.database.db.execute(sql`
      insert into candidates (organization_id, first_name, last_name, email)
      select ${organization.id}, 'Manon', 'Number ' || n, 'manon-' || n || '@example.com'
      from generate_series(1, ${CANDIDATE_SEARCH_STAGE_COUNT_CAP}) as n`);
    await insertCandidate(app, organization.id, { firstName: "Zoe", lastName: "Other" });

    const list = async (query: string) =>
      (await inject(owner, "GET", `/v1/candidates?${query}`)).json();
    const broad = await list("q=manon");
    expect(broad.meta.pagy.count).toBe(CANDIDATE_SEARCH_STAGE_COUNT_CAP + 1);
    expect(broad.meta.count_by_stage).toEqual({});
    expect(broad.meta.stages).toHaveLength(6);
    // Within a position the search finds one: counted.
    const inPosition = await list(`q=manon&position_id=${position.id}`);
    expect(inPosition.meta.count_by_stage).toMatchObject({ offer: 1, applied: 0 });
    // The totals: the search's own (counted with its stages), and with a stage (counted apart).
    expect(inPosition.meta.pagy.count).toBe(1);
    expect((await list("q=manon&stage=offer")).meta.pagy.count).toBe(1);
    expect((await list("q=manon&stage=applied")).meta.pagy.count).toBe(0);
    // Without a search the counters answer, whatever the number.
    expect((await list("")).meta.count_by_stage).toMatchObject({ offer: 1, applied: 0 });

    await app.database.db.execute(
      sql`delete from candidates where organization_id = ${organization.id} and email = 'manon-1@example.com'`,
    );
    const atCap = await list("q=manon");
    expect(atCap.meta.pagy.count).toBe(CANDIDATE_SEARCH_STAGE_COUNT_CAP);
    expect(atCap.meta.count_by_stage).toEqual({
      applied: 0,
      one_way_interview: 0,
      live_interview: 0,
      offer: 1,
      hired: 0,
      rejected: 0,
    });
  });

  it("shows a candidate's positions in the list and the profile exactly as a move answered", async () => {
    const made = await createCandidate(app, hr);
    const position = await insertPosition(app, organizationId, { title: "Data engineer" });
    const added = await inject(hr, "POST", "/v1/candidate_positions", {
      candidate_id: made.id,
      position_id: position.id,
    });
    expect(added.statusCode).toBe(201);
    const moved = await inject(hr, "PUT", `/v1/candidate_positions/${added.json().data.id}`, {
      stage: "offer",
    });
    expect(moved.statusCode).toBe(200);
    const expected = [{ id: moved.json().data.id, ...moved.json().data.attributes }];
    const listed = (await inject(hr, "GET", `/v1/candidates?position_id=${position.id}`)).json();
    expect(listed.data.map((row: { attributes: unknown }) => row.attributes)).toEqual([
      expect.objectContaining({ positions: expected }),
    ]);
    const profile = (await inject(hr, "GET", `/v1/candidates/${made.id}`)).json();
    expect(profile.data.attributes.positions).toEqual(expected);
  });

  it("shows the average score once the caller has submitted their own review", async () => {
    const made = await createCandidate(app, admin);
    const { interview } = await insertInterview(app, organizationId);
    const { candidateInterview } = await inviteCandidate(app, interview, { status: "completed" });
    await attachCandidateInterview(app, candidateInterview.id, made.id);
    const { criteria } = await insertScorecard(app, organizationId, {
      criteria: [{ name: "Craft" }],
    });
    const criterionId = criteria[0]?.id ?? "";
    await insertReview(app, candidateInterview, hr.user.id, {
      scores: [{ criterionId, rating: 2 }],
    });
    const before = (await inject(admin, "GET", `/v1/candidates/${made.id}`)).json();
    expect(before.data.attributes.average_score).toBeNull();
    await insertReview(app, candidateInterview, admin.user.id, {
      scores: [{ criterionId, rating: 5 }],
    });
    const after = (await inject(admin, "GET", `/v1/candidates/${made.id}`)).json();
    expect(after.data.attributes.average_score).toBe(3.5);
  });
});

describe("deleting a candidate", () => {
  it("deletes their interviews and removes their recordings from storage", async () => {
    const made = await createCandidate(app, admin);
    const { interview, questions } = await insertInterview(app, organizationId);
    const { candidateInterview } = await inviteCandidate(app, interview, { status: "completed" });
    await attachCandidateInterview(app, candidateInterview.id, made.id);
    const answer = await insertAnswer(app, candidateInterview, questions[0]?.id ?? "");
    const uploadKey = `videos/${organizationId}/answer/${candidateInterview.id}.webm`;
    await app.database.db.insert(uploads).values({
      userId: admin.user.id,
      organizationId,
      purpose: "answer",
      candidateInterviewId: candidateInterview.id,
      storageKey: uploadKey,
      contentType: "video/webm",
      length: 5,
      offset: 5,
      completedAt: new Date(),
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const keys = [answer.videoKey ?? "", uploadKey];
    for (const key of keys) {
      await app.storage.put(key, Buffer.from("webm!"), { contentType: "video/webm" });
    }
    // Someone else's recording stays.
    const { candidateInterview: other } = await inviteCandidate(app, interview);
    const kept = await insertAnswer(app, other, questions[0]?.id ?? "");
    await app.storage.put(kept.videoKey ?? "", Buffer.from("keep"), { contentType: "video/webm" });

    expect((await inject(reviewer, "DELETE", `/v1/candidates/${made.id}`)).statusCode).toBe(403);
    expect((await inject(hr, "DELETE", `/v1/candidates/${made.id}`)).statusCode).toBe(204);

    for (const key of keys) expect(await app.storage.get(key)).toBeUndefined();
    expect(await app.storage.get(kept.videoKey ?? "")).toBeDefined();
    const rows = await app.database.db
      .select()
      .from(candidateInterviews)
      .where(eq(candidateInterviews.id, candidateInterview.id));
    expect(rows).toEqual([]);
    expect((await inject(hr, "GET", `/v1/candidates/${made.id}`)).statusCode).toBe(404);
  });
});
