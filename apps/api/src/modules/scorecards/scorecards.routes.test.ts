import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { insertInterview, insertScorecard, LIBRARY } from "../../../test/content-library";
import { type Actor, addMember, createOrganization } from "../../../test/organizations";
import { findPositionRow, insertPosition } from "../../../test/positions";
import {
  prerecordedInterviewEvents,
  prerecordedInterviews,
  scorecards,
} from "../../db/schema/index";

let app: TestApp;
let organizationId: string;
let admin: Actor;
let hr: Actor;
let reviewer: Actor;
let outsiderOrganizationId: string;
let outsider: Actor;

beforeAll(async () => {
  app = await buildTestApp();
  const created = await createOrganization(app, { name: "Acme", subdomain: "acme-scorecards" });
  organizationId = created.organization.id;
  admin = created.admin;
  hr = await addMember(app, organizationId, ["hr_manager"]);
  reviewer = await addMember(app, organizationId, ["reviewer"]);
  const other = await createOrganization(app, { name: "Elsewhere", subdomain: "elsewhere-sc" });
  outsiderOrganizationId = other.organization.id;
  outsider = other.admin;
});
afterAll(() => app.close());

function inject(
  actor: Actor,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: actor.headers,
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
}

type Criterion = { id: string; name: string; description: string; rating_scale: number };

describe("POST /v1/scorecards", () => {
  it("creates a scorecard with ordered criteria, a 5-point scale unless told", async () => {
    const response = await inject(hr, "POST", "/v1/scorecards", {
      name: "  Sales interview ",
      criteria: [
        { name: " Empathy ", description: " Listens first. " },
        { name: "Clarity", rating_scale: 10 },
      ],
    });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({
      type: "scorecard",
      attributes: {
        name: "Sales interview",
        is_template: false,
        is_library: false,
        positions: [],
        prerecorded_interviews: [],
      },
    });
    expect(data.attributes.criteria.map(({ id: _id, ...rest }: Criterion) => rest)).toEqual([
      { name: "Empathy", description: "Listens first.", rating_scale: 5 },
      { name: "Clarity", description: "", rating_scale: 10 },
    ]);
    const [row] = await app.database.db.select().from(scorecards).where(eq(scorecards.id, data.id));
    expect(row).toMatchObject({ organizationId, createdById: hr.user.id });
  });

  it("answers SPEC §5's codes: a blank name, no criteria, a blank criterion", async () => {
    const cases: [unknown, Record<string, string[]>][] = [
      [{}, { name: ["scorecard_name_blank"], criteria: ["scorecard_no_criteria"] }],
      [
        { name: "   ", criteria: [] },
        { name: ["scorecard_name_blank"], criteria: ["scorecard_no_criteria"] },
      ],
      [
        { name: "Ok", criteria: [{ name: "Fine" }, { name: "  " }, { description: "x" }] },
        {
          "criteria.1.name": ["scorecard_criterion_blank"],
          "criteria.2.name": ["scorecard_criterion_blank"],
        },
      ],
      [
        { name: "Ok", criteria: [{ name: "A", rating_scale: 1 }] },
        { "criteria.0.rating_scale": ["too_short"] },
      ],
      [
        { name: "Ok", criteria: [{ name: "A", rating_scale: 11 }] },
        { "criteria.0.rating_scale": ["too_long"] },
      ],
      [{ name: "x".repeat(151), criteria: [{ name: "A" }] }, { name: ["too_long"] }],
      [
        { name: "Ok", criteria: Array.from({ length: 21 }, () => ({ name: "A" })) },
        { criteria: ["too_long"] },
      ],
      [
        { name: "Ok", criteria: [{ id: LIBRARY.scorecardId, name: "A" }] },
        { "criteria.0.id": ["invalid"] },
      ],
    ];
    for (const [body, message] of cases) {
      const response = await inject(hr, "POST", "/v1/scorecards", body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json()).toEqual({ code: "validation_failed", message });
    }
  });

  it("is for admins and HR managers", async () => {
    const body = { name: "Nope", criteria: [{ name: "A" }] };
    expect((await inject(reviewer, "POST", "/v1/scorecards", body)).statusCode).toBe(403);
    expect((await inject(admin, "POST", "/v1/scorecards", body)).statusCode).toBe(201);
  });
});

describe("reading scorecards", () => {
  let ownTemplateId: string;
  let plainIds: string[];

  beforeAll(async () => {
    ownTemplateId = (
      await insertScorecard(app, organizationId, {
        name: "acme house template",
        isTemplate: true,
        criteria: ["Craft", "Care"],
      })
    ).id;
    plainIds = [];
    const base = Date.parse("2030-01-01T00:00:00Z");
    for (const [index, name] of ["Quarry one", "Quarry two", "Quarry three"].entries()) {
      const row = await insertScorecard(app, organizationId, { name });
      await app.database.db
        .update(scorecards)
        .set({ createdAt: new Date(base + index * 1000) })
        .where(eq(scorecards.id, row.id));
      plainIds.push(row.id);
    }
    await insertScorecard(app, outsiderOrganizationId, {
      name: "Quarry elsewhere",
      isTemplate: true,
    });
  });

  it("lists the organization's own scorecards, newest first, searched and paged", async () => {
    const response = await inject(hr, "GET", "/v1/scorecards?q=QUARRY&limit=2");
    expect(response.statusCode).toBe(200);
    const { data, meta } = response.json();
    expect(meta.pagy).toEqual({
      page: 1,
      limit: 2,
      count: 3,
      pages: 2,
      prev: null,
      next: 2,
      from: 1,
      to: 2,
    });
    expect(data.map((row: { id: string }) => row.id)).toEqual([plainIds[2], plainIds[1]]);
    expect(data[0].attributes.criteria).toHaveLength(1);

    const everything = (await inject(hr, "GET", "/v1/scorecards?limit=100")).json();
    expect(
      everything.data.every(
        (row: { attributes: { is_library: boolean } }) => !row.attributes.is_library,
      ),
    ).toBe(true);
    expect(everything.data.map((row: { id: string }) => row.id)).toContain(ownTemplateId);
  });

  it("offers Candor's templates, then the organization's own, never another's", async () => {
    const response = await inject(hr, "GET", "/v1/scorecards/templates");
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toHaveLength(LIBRARY.scorecardCount + 1);
    expect(
      data
        .slice(0, LIBRARY.scorecardCount)
        .every((row: { attributes: { is_library: boolean } }) => row.attributes.is_library),
    ).toBe(true);
    expect(data.at(-1)).toMatchObject({
      id: ownTemplateId,
      attributes: { name: "acme house template", is_template: true, is_library: false },
    });
    const general = data.find((row: { id: string }) => row.id === LIBRARY.scorecardId);
    expect(general.attributes).toMatchObject({ name: "General interview", is_template: true });
    expect(general.attributes.criteria.map((criterion: Criterion) => criterion.name)).toEqual([
      "Communication",
      "Problem solving",
      "Teamwork",
      "Motivation",
      "Values",
    ]);
    for (const criterion of general.attributes.criteria as Criterion[]) {
      expect(criterion.description.length).toBeGreaterThan(10);
      expect(criterion.rating_scale).toBe(5);
    }
  });

  it("searches the organization's scorecards for a typeahead", async () => {
    const response = await inject(hr, "GET", "/v1/scorecards/search?q=quarry%20t");
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      {
        id: plainIds[2],
        type: "scorecard",
        attributes: { name: "Quarry three", is_template: false, criteria_count: 1 },
      },
      {
        id: plainIds[1],
        type: "scorecard",
        attributes: { name: "Quarry two", is_template: false, criteria_count: 1 },
      },
    ]);
    const limited = (await inject(hr, "GET", "/v1/scorecards/search?q=quarry&limit=1")).json();
    expect(limited.data).toHaveLength(1);
    const library = (await inject(hr, "GET", "/v1/scorecards/search?q=General")).json();
    expect(library.data).toEqual([]);
    const bad = await inject(hr, "GET", "/v1/scorecards/search?limit=101");
    expect(bad.statusCode).toBe(422);
  });

  it("shows one scorecard to every member, Candor's templates included", async () => {
    for (const actor of [reviewer, hr, admin]) {
      const own = await inject(actor, "GET", `/v1/scorecards/${ownTemplateId}`);
      expect(own.statusCode).toBe(200);
      expect(
        own.json().data.attributes.criteria.map((criterion: Criterion) => criterion.name),
      ).toEqual(["Craft", "Care"]);
    }
    const library = await inject(reviewer, "GET", `/v1/scorecards/${LIBRARY.scorecardId}`);
    expect(library.json().data.attributes.is_library).toBe(true);
  });

  it("keeps the lists to admins and HR managers", async () => {
    for (const url of ["/v1/scorecards", "/v1/scorecards/templates", "/v1/scorecards/search"]) {
      expect((await inject(reviewer, "GET", url)).statusCode).toBe(403);
    }
  });
});

describe("PUT /v1/scorecards/{id}", () => {
  it("changes criteria in place by id, adds new ones, removes the rest, in the order sent", async () => {
    const scorecard = await insertScorecard(app, organizationId, {
      criteria: ["First", "Second", "Third"],
    });
    const [first, second, third] = scorecard.criteria;
    const response = await inject(hr, "PUT", `/v1/scorecards/${scorecard.id}`, {
      name: "Renamed",
      is_template: true,
      criteria: [
        { id: third?.id, name: "Third, now first", description: "Moved", rating_scale: 3 },
        { name: "Brand new" },
        { id: first?.id, name: "First" },
      ],
    });
    expect(response.statusCode).toBe(200);
    const { attributes } = response.json().data;
    expect(attributes).toMatchObject({ name: "Renamed", is_template: true });
    expect(
      attributes.criteria.map(({ id, name, rating_scale }: Criterion) => [id, name, rating_scale]),
    ).toEqual([
      [third?.id, "Third, now first", 3],
      [expect.any(String), "Brand new", 5],
      [first?.id, "First", 5],
    ]);
    expect(attributes.criteria.map((criterion: Criterion) => criterion.id)).not.toContain(
      second?.id,
    );

    const nameOnly = await inject(hr, "PUT", `/v1/scorecards/${scorecard.id}`, { name: "Again" });
    expect(nameOnly.json().data.attributes.criteria).toHaveLength(3);
  });

  it("refuses SPEC §5's problems and criteria of another scorecard", async () => {
    const scorecard = await insertScorecard(app, organizationId);
    const other = await insertScorecard(app, organizationId);
    const cases: [unknown, Record<string, string[]>][] = [
      [{ name: " " }, { name: ["scorecard_name_blank"] }],
      [{ criteria: [] }, { criteria: ["scorecard_no_criteria"] }],
      [{ criteria: [{ name: "" }] }, { "criteria.0.name": ["scorecard_criterion_blank"] }],
      [
        { criteria: [{ id: other.criteria[0]?.id, name: "Stolen" }] },
        { "criteria.0.id": ["invalid"] },
      ],
      [
        {
          criteria: [
            { id: scorecard.criteria[0]?.id, name: "Once" },
            { id: scorecard.criteria[0]?.id, name: "Twice" },
          ],
        },
        { "criteria.1.id": ["invalid"] },
      ],
    ];
    for (const [body, message] of cases) {
      const response = await inject(hr, "PUT", `/v1/scorecards/${scorecard.id}`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json()).toEqual({ code: "validation_failed", message });
    }
  });

  it("answers 404 for Candor's templates and another organization's scorecards", async () => {
    const foreign = await insertScorecard(app, outsiderOrganizationId);
    const body = { name: "Mine now" };
    for (const id of [LIBRARY.scorecardId, foreign.id, "nope"]) {
      expect((await inject(hr, "PUT", `/v1/scorecards/${id}`, body)).statusCode).toBe(404);
      expect((await inject(hr, "DELETE", `/v1/scorecards/${id}`)).statusCode).toBe(404);
    }
    expect((await inject(hr, "GET", `/v1/scorecards/${foreign.id}`)).statusCode).toBe(404);
    const template = (
      await inject(outsider, "GET", `/v1/scorecards/${LIBRARY.scorecardId}`)
    ).json();
    expect(template.data.attributes.name).toBe("General interview");
  });
});

describe("DELETE /v1/scorecards/{id}", () => {
  it("deletes it and leaves its positions without a scorecard", async () => {
    const scorecard = await insertScorecard(app, organizationId);
    const position = await insertPosition(app, organizationId, { scorecardId: scorecard.id });
    expect((await inject(hr, "DELETE", `/v1/scorecards/${scorecard.id}`)).statusCode).toBe(204);
    expect((await findPositionRow(app, position.id))?.scorecardId).toBeNull();
    expect((await inject(hr, "GET", `/v1/scorecards/${scorecard.id}`)).statusCode).toBe(404);
  });
});

describe("POST /v1/scorecards/{id}/attach", () => {
  it("attaches to a position and to an interview of the organization", async () => {
    const scorecard = await insertScorecard(app, organizationId);
    const position = await insertPosition(app, organizationId, { title: "Designer" });
    const interview = await insertInterview(app, organizationId, position.id, "Screening");

    const toPosition = await inject(hr, "POST", `/v1/scorecards/${scorecard.id}/attach`, {
      position_id: position.id,
    });
    expect(toPosition.statusCode).toBe(200);
    expect(toPosition.json().data.attributes.positions).toEqual([
      { id: position.id, title: "Designer" },
    ]);
    expect((await findPositionRow(app, position.id))?.scorecardId).toBe(scorecard.id);

    const toInterview = await inject(hr, "POST", `/v1/scorecards/${scorecard.id}/attach`, {
      prerecorded_interview_id: interview.id,
    });
    expect(toInterview.statusCode).toBe(200);
    expect(toInterview.json().data.attributes.prerecorded_interviews).toEqual([
      { id: interview.id, title: "Screening", position_id: position.id },
    ]);
    const [row] = await app.database.db
      .select()
      .from(prerecordedInterviews)
      .where(eq(prerecordedInterviews.id, interview.id));
    expect(row?.scorecardId).toBe(scorecard.id);
    const events = await app.database.db
      .select()
      .from(prerecordedInterviewEvents)
      .where(eq(prerecordedInterviewEvents.interviewId, interview.id));
    expect(events).toMatchObject([
      { actorId: hr.user.id, action: "updated", details: { scorecard_id: scorecard.id } },
    ]);

    // Another scorecard takes the position's place.
    const next = await insertScorecard(app, organizationId);
    await inject(hr, "POST", `/v1/scorecards/${next.id}/attach`, { position_id: position.id });
    const previous = (await inject(hr, "GET", `/v1/scorecards/${scorecard.id}`)).json();
    expect(previous.data.attributes.positions).toEqual([]);
  });

  it("needs exactly one target, of the caller's organization", async () => {
    const scorecard = await insertScorecard(app, organizationId);
    const foreignPosition = await insertPosition(app, outsiderOrganizationId);
    const foreignInterview = await insertInterview(app, outsiderOrganizationId, foreignPosition.id);
    const ownPosition = await insertPosition(app, organizationId);
    const url = `/v1/scorecards/${scorecard.id}/attach`;
    const cases: [unknown, Record<string, string[]>][] = [
      [{}, { base: ["required"] }],
      [
        { position_id: ownPosition.id, prerecorded_interview_id: foreignInterview.id },
        { base: ["required"] },
      ],
      [{ position_id: "nope" }, { position_id: ["invalid"] }],
      [{ position_id: foreignPosition.id }, { position_id: ["invalid"] }],
      [
        { prerecorded_interview_id: foreignInterview.id },
        { prerecorded_interview_id: ["invalid"] },
      ],
    ];
    for (const [body, message] of cases) {
      const response = await inject(hr, "POST", url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json()).toEqual({ code: "validation_failed", message });
    }
    expect((await findPositionRow(app, foreignPosition.id))?.scorecardId).toBeNull();
  });

  it("answers 404 for Candor's templates and another organization's scorecards", async () => {
    const position = await insertPosition(app, organizationId);
    const foreign = await insertScorecard(app, outsiderOrganizationId);
    for (const id of [LIBRARY.scorecardId, foreign.id]) {
      const response = await inject(hr, "POST", `/v1/scorecards/${id}/attach`, {
        position_id: position.id,
      });
      expect(response.statusCode).toBe(404);
    }
    expect((await findPositionRow(app, position.id))?.scorecardId).toBeNull();
    const reviewerAttempt = await inject(
      reviewer,
      "POST",
      `/v1/scorecards/${LIBRARY.scorecardId}/attach`,
      {
        position_id: position.id,
      },
    );
    expect(reviewerAttempt.statusCode).toBe(403);
  });
});
