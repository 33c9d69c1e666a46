import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import {
  insertCategory,
  insertCustomSet,
  insertQuestion,
  LIBRARY,
} from "../../../test/content-library";
import { type Actor, addMember, createOrganization } from "../../../test/organizations";
import { customSetQuestions, customSets, prerecordedQuestions } from "../../db/schema/index";

let app: TestApp;
let organizationId: string;
let admin: Actor;
let hr: Actor;
let reviewer: Actor;
let outsiderOrganizationId: string;
let outsider: Actor;

beforeAll(async () => {
  app = await buildTestApp();
  const created = await createOrganization(app, { name: "Acme", subdomain: "acme-library" });
  organizationId = created.organization.id;
  admin = created.admin;
  hr = await addMember(app, organizationId, ["hr_manager"]);
  reviewer = await addMember(app, organizationId, ["reviewer"]);
  const other = await createOrganization(app, { name: "Elsewhere", subdomain: "elsewhere-lib" });
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

describe("categories", () => {
  it("lists Candor's categories and the organization's by name, never another's", async () => {
    const own = await insertCategory(app, organizationId, "Backend skills");
    await insertQuestion(app, organizationId, { categoryId: own.id });
    await insertQuestion(app, organizationId, { categoryId: LIBRARY.categoryId });
    await insertCategory(app, outsiderOrganizationId, "Secret sauce");
    await insertQuestion(app, outsiderOrganizationId, { categoryId: LIBRARY.categoryId });

    const response = await inject(hr, "GET", "/v1/categories");
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    const names = data.map(
      (category: { attributes: { name: string } }) => category.attributes.name,
    );
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    expect(names).toContain("Backend skills");
    expect(names).not.toContain("Secret sauce");
    expect(data).toHaveLength(LIBRARY.categoryCount + 1);
    const motivation = data.find((category: { id: string }) => category.id === LIBRARY.categoryId);
    expect(motivation).toMatchObject({
      type: "category",
      attributes: { name: "Motivation", is_library: true, questions_count: 6 },
    });
    expect(data.find((category: { id: string }) => category.id === own.id)).toMatchObject({
      attributes: { name: "Backend skills", is_library: false, questions_count: 1 },
    });
  });

  it("creates a category with a trimmed name, refusing a blank or taken one", async () => {
    const created = await inject(admin, "POST", "/v1/categories", { name: "  Sales craft " });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      type: "category",
      attributes: { name: "Sales craft", is_library: false, questions_count: 0 },
    });

    const blank = await inject(admin, "POST", "/v1/categories", { name: "   " });
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toEqual({ code: "validation_failed", message: { name: ["blank"] } });

    for (const name of ["sales CRAFT", "motivation"]) {
      const taken = await inject(admin, "POST", "/v1/categories", { name });
      expect(taken.statusCode).toBe(422);
      expect(taken.json().message).toEqual({ name: ["taken"] });
    }
    // Another organization's names are its own business.
    const elsewhere = await inject(outsider, "POST", "/v1/categories", { name: "Sales craft" });
    expect(elsewhere.statusCode).toBe(201);
  });

  it("renames and deletes only the organization's own categories", async () => {
    const own = await insertCategory(app, organizationId);
    const question = await insertQuestion(app, organizationId, { categoryId: own.id });

    const renamed = await inject(hr, "PUT", `/v1/categories/${own.id}`, { name: "Culture" });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.attributes.name).toBe("Culture");
    const taken = await inject(hr, "PUT", `/v1/categories/${own.id}`, { name: "TEAMWORK" });
    expect(taken.json().message).toEqual({ name: ["taken"] });
    // Its own name again, in another case, is fine.
    expect(
      (await inject(hr, "PUT", `/v1/categories/${own.id}`, { name: "CULTURE" })).statusCode,
    ).toBe(200);

    const foreign = await insertCategory(app, outsiderOrganizationId);
    for (const id of [LIBRARY.categoryId, foreign.id, "not-a-uuid"]) {
      expect(
        (await inject(hr, "PUT", `/v1/categories/${id}`, { name: "Mine now" })).statusCode,
      ).toBe(404);
      expect((await inject(hr, "DELETE", `/v1/categories/${id}`)).statusCode).toBe(404);
    }

    expect((await inject(hr, "DELETE", `/v1/categories/${own.id}`)).statusCode).toBe(204);
    const [kept] = await app.database.db
      .select()
      .from(prerecordedQuestions)
      .where(eq(prerecordedQuestions.id, question.id));
    expect(kept?.categoryId).toBeNull();
    expect((await inject(hr, "DELETE", `/v1/categories/${own.id}`)).statusCode).toBe(404);
  });

  it("is for admins and HR managers", async () => {
    expect((await inject(reviewer, "GET", "/v1/categories")).statusCode).toBe(403);
    expect((await inject(reviewer, "POST", "/v1/categories", { name: "Nope" })).statusCode).toBe(
      403,
    );
  });
});

describe("prerecorded questions", () => {
  let ownCategoryId: string;
  const ownIds: string[] = [];

  beforeAll(async () => {
    ownCategoryId = (await insertCategory(app, organizationId, "Engineering")).id;
    const base = Date.parse("2030-01-01T00:00:00Z");
    for (let index = 0; index < 3; index++) {
      const row = await insertQuestion(app, organizationId, {
        text: `How would you design a 100% reliable queue_${index}?`,
        categoryId: ownCategoryId,
        createdAt: new Date(base + index * 1000),
      });
      ownIds.push(row.id);
    }
    await insertQuestion(app, outsiderOrganizationId, { text: "An outsider's reliable question?" });
  });

  async function list(query: string, actor: Actor = hr) {
    const response = await inject(actor, "GET", `/v1/prerecorded_questions${query}`);
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  it("lists the organization's questions first, newest first, then Candor's library", async () => {
    const { data, meta } = await list("?source=own&limit=100");
    const ownCount = meta.pagy.count;
    expect(data.slice(0, 3).map((row: { id: string }) => row.id)).toEqual([...ownIds].reverse());

    const all = await list("?limit=100");
    expect(all.meta.pagy.count).toBe(ownCount + LIBRARY.questionCount);
    expect(all.data[0].attributes.is_library).toBe(false);
    expect(all.data.at(-1).attributes.is_library).toBe(true);
    expect(
      all.data.some((row: { attributes: { text: string } }) =>
        row.attributes.text.includes("outsider"),
      ),
    ).toBe(false);

    const library = await list("?source=library&limit=100");
    expect(library.meta.pagy.count).toBe(LIBRARY.questionCount);
    expect(library.data[0]).toMatchObject({
      id: LIBRARY.questionId,
      type: "prerecorded_question",
      attributes: {
        text: "What drew you to this role, and what do you hope to learn in your first year?",
        category: { id: LIBRARY.categoryId, name: "Motivation" },
        answer_time_seconds: 120,
        video: null,
        is_library: true,
      },
    });
  });

  it("searches the text, filters by category and pages", async () => {
    const search = await list("?q=RELIABLE");
    expect(search.data.map((row: { id: string }) => row.id).sort()).toEqual([...ownIds].sort());
    // `%` and `_` are searched for literally.
    expect((await list("?q=100%25")).meta.pagy.count).toBe(3);
    expect((await list("?q=queue_1")).meta.pagy.count).toBe(1);
    expect((await list("?q=queuex1")).meta.pagy.count).toBe(0);

    const category = await list(`?category_id=${LIBRARY.categoryId}&source=library`);
    expect(category.meta.pagy.count).toBe(5);
    const ownCategory = await list(`?category_id=${ownCategoryId}`);
    expect(ownCategory.meta.pagy.count).toBe(3);

    const second = await list("?source=library&limit=15&page=2");
    expect(second.meta.pagy).toEqual({
      page: 2,
      limit: 15,
      count: LIBRARY.questionCount,
      pages: 3,
      prev: 1,
      next: 3,
      from: 16,
      to: 30,
    });
    expect(second.data).toHaveLength(15);

    const bad = await inject(hr, "GET", "/v1/prerecorded_questions?source=theirs&category_id=x");
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toEqual({ source: ["invalid"], category_id: ["invalid"] });
  });

  it("creates a question in the organization's or Candor's category", async () => {
    const created = await inject(admin, "POST", "/v1/prerecorded_questions", {
      text: "  Tell us about your last launch. ",
      category_id: LIBRARY.categoryId,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      type: "prerecorded_question",
      attributes: {
        text: "Tell us about your last launch.",
        category: { id: LIBRARY.categoryId, name: "Motivation" },
        answer_time_seconds: 120,
        video: null,
        is_library: false,
      },
    });
    const [row] = await app.database.db
      .select()
      .from(prerecordedQuestions)
      .where(eq(prerecordedQuestions.id, created.json().data.id));
    expect(row).toMatchObject({ organizationId, createdById: admin.user.id });

    const uncategorized = await inject(admin, "POST", "/v1/prerecorded_questions", {
      text: "Why us?",
      answer_time_seconds: 60,
    });
    expect(uncategorized.json().data.attributes).toMatchObject({
      category: null,
      answer_time_seconds: 60,
    });
  });

  it("refuses a blank or long text, odd times and a category the organization does not see", async () => {
    const foreign = await insertCategory(app, outsiderOrganizationId);
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ text: "  " }, { text: ["blank"] }],
      [{}, { text: ["blank"] }],
      [{ text: "x".repeat(501) }, { text: ["too_long"] }],
      [{ text: "Ok?", answer_time_seconds: 5 }, { answer_time_seconds: ["too_short"] }],
      [{ text: "Ok?", answer_time_seconds: 5000 }, { answer_time_seconds: ["too_long"] }],
      [{ text: "Ok?", answer_time_seconds: 30.5 }, { answer_time_seconds: ["invalid"] }],
      [{ text: "Ok?", category_id: "nope" }, { category_id: ["invalid"] }],
      [{ text: "Ok?", category_id: foreign.id }, { category_id: ["invalid"] }],
    ];
    for (const [body, fields] of cases) {
      const response = await inject(hr, "POST", "/v1/prerecorded_questions", body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json()).toEqual({ code: "validation_failed", message: fields });
    }
  });

  it("reads the organization's and Candor's questions, never another organization's", async () => {
    const own = await inject(hr, "GET", `/v1/prerecorded_questions/${ownIds[0]}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().data.attributes.category).toEqual({ id: ownCategoryId, name: "Engineering" });
    expect(
      (await inject(hr, "GET", `/v1/prerecorded_questions/${LIBRARY.questionId}`)).statusCode,
    ).toBe(200);
    const foreign = await insertQuestion(app, outsiderOrganizationId);
    expect((await inject(hr, "GET", `/v1/prerecorded_questions/${foreign.id}`)).statusCode).toBe(
      404,
    );
    expect((await inject(hr, "GET", "/v1/prerecorded_questions/nope")).statusCode).toBe(404);
  });

  it("changes and deletes only the organization's own questions", async () => {
    const question = await insertQuestion(app, organizationId, { categoryId: ownCategoryId });
    const set = await insertCustomSet(app, organizationId, { questionIds: [question.id] });

    const changed = await inject(hr, "PUT", `/v1/prerecorded_questions/${question.id}`, {
      text: "A better question?",
      category_id: null,
      answer_time_seconds: 300,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.attributes).toMatchObject({
      text: "A better question?",
      category: null,
      answer_time_seconds: 300,
    });
    const partial = await inject(hr, "PUT", `/v1/prerecorded_questions/${question.id}`, {
      category_id: LIBRARY.categoryId,
    });
    expect(partial.json().data.attributes).toMatchObject({
      text: "A better question?",
      category: { id: LIBRARY.categoryId },
    });
    const blank = await inject(hr, "PUT", `/v1/prerecorded_questions/${question.id}`, { text: "" });
    expect(blank.json().message).toEqual({ text: ["blank"] });

    const foreign = await insertQuestion(app, outsiderOrganizationId);
    for (const id of [LIBRARY.questionId, foreign.id]) {
      const put = await inject(hr, "PUT", `/v1/prerecorded_questions/${id}`, { text: "Mine?" });
      expect(put.statusCode).toBe(404);
      expect((await inject(hr, "DELETE", `/v1/prerecorded_questions/${id}`)).statusCode).toBe(404);
    }

    expect(
      (await inject(hr, "DELETE", `/v1/prerecorded_questions/${question.id}`)).statusCode,
    ).toBe(204);
    const left = await app.database.db
      .select()
      .from(customSetQuestions)
      .where(eq(customSetQuestions.customSetId, set.id));
    expect(left).toEqual([]);
    expect((await inject(hr, "GET", `/v1/prerecorded_questions/${question.id}`)).statusCode).toBe(
      404,
    );
  });

  it("is for admins and HR managers", async () => {
    expect((await inject(reviewer, "GET", "/v1/prerecorded_questions")).statusCode).toBe(403);
  });
});

describe("custom sets", () => {
  let own: string[];

  beforeAll(async () => {
    own = [];
    for (let index = 0; index < 2; index++) {
      own.push((await insertQuestion(app, organizationId)).id);
    }
  });

  it("creates a set of the organization's and Candor's questions in order, once each", async () => {
    const response = await inject(hr, "POST", "/v1/custom_sets", {
      name: " Onboarding ",
      question_ids: [own[1], LIBRARY.questionId, own[0], own[1]],
    });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({
      type: "custom_set",
      attributes: { name: "Onboarding", questions_count: 3 },
    });
    expect(data.attributes.questions.map((question: { id: string }) => question.id)).toEqual([
      own[1],
      LIBRARY.questionId,
      own[0],
    ]);
    expect(data.attributes.questions[1]).toEqual({
      id: LIBRARY.questionId,
      text: "What drew you to this role, and what do you hope to learn in your first year?",
      category: { id: LIBRARY.categoryId, name: "Motivation" },
      answer_time_seconds: 120,
      has_video: false,
      is_library: true,
    });

    const empty = await inject(hr, "POST", "/v1/custom_sets", { name: "Later" });
    expect(empty.statusCode).toBe(201);
    expect(empty.json().data.attributes.questions).toEqual([]);
  });

  it("refuses a blank name and questions the organization does not see", async () => {
    const foreign = await insertQuestion(app, outsiderOrganizationId);
    const blank = await inject(hr, "POST", "/v1/custom_sets", { name: "", question_ids: [] });
    expect(blank.json()).toEqual({ code: "validation_failed", message: { name: ["blank"] } });
    const theirs = await inject(hr, "POST", "/v1/custom_sets", {
      name: "Borrowed",
      question_ids: [own[0], foreign.id],
    });
    expect(theirs.statusCode).toBe(422);
    expect(theirs.json().message).toEqual({ question_ids: ["invalid"] });
    const malformed = await inject(hr, "POST", "/v1/custom_sets", {
      name: "Broken",
      question_ids: ["nope"],
    });
    expect(malformed.json().message).toEqual({ "question_ids.0": ["invalid"] });
    const tooMany = await inject(hr, "POST", "/v1/custom_sets", {
      name: "Huge",
      question_ids: Array.from({ length: 51 }, () => LIBRARY.questionId),
    });
    expect(tooMany.json().message).toEqual({ question_ids: ["too_long"] });
  });

  it("lists the organization's sets newest first with their questions, searched and paged", async () => {
    await insertCustomSet(app, outsiderOrganizationId, { name: "Onboarding elsewhere" });
    const base = Date.parse("2031-01-01T00:00:00Z");
    const names = ["Zeta screen", "Zeta deep dive", "Zeta wrap-up"];
    for (const [index, name] of names.entries()) {
      const set = await insertCustomSet(app, organizationId, {
        name,
        questionIds: [LIBRARY.questionId, own[0] as string],
      });
      await app.database.db
        .update(customSets)
        .set({ createdAt: new Date(base + index * 1000) })
        .where(eq(customSets.id, set.id));
    }
    const response = await inject(hr, "GET", "/v1/custom_sets?q=zeta&limit=2&page=1");
    expect(response.statusCode).toBe(200);
    const { data, meta } = response.json();
    expect(meta.pagy).toMatchObject({ count: 3, pages: 2, next: 2 });
    expect(data.map((set: { attributes: { name: string } }) => set.attributes.name)).toEqual([
      "Zeta wrap-up",
      "Zeta deep dive",
    ]);
    expect(data[0].attributes.questions.map((question: { id: string }) => question.id)).toEqual([
      LIBRARY.questionId,
      own[0],
    ]);
    const all = (await inject(hr, "GET", "/v1/custom_sets?q=onboarding")).json();
    expect(all.data.map((set: { attributes: { name: string } }) => set.attributes.name)).toEqual([
      "Onboarding",
    ]);
  });

  it("renames and reorders a set, and deletes it", async () => {
    const set = await insertCustomSet(app, organizationId, {
      name: "Draft",
      questionIds: [own[0] as string, own[1] as string],
    });
    const reordered = await inject(hr, "PUT", `/v1/custom_sets/${set.id}`, {
      question_ids: [own[1], LIBRARY.questionId, own[0]],
    });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().data.attributes).toMatchObject({ name: "Draft", questions_count: 3 });
    expect(
      reordered.json().data.attributes.questions.map((question: { id: string }) => question.id),
    ).toEqual([own[1], LIBRARY.questionId, own[0]]);

    const renamed = await inject(hr, "PUT", `/v1/custom_sets/${set.id}`, { name: "Final" });
    expect(renamed.json().data.attributes).toMatchObject({ name: "Final", questions_count: 3 });

    const foreign = await insertQuestion(app, outsiderOrganizationId);
    const refused = await inject(hr, "PUT", `/v1/custom_sets/${set.id}`, {
      name: "Changed?",
      question_ids: [foreign.id],
    });
    expect(refused.json().message).toEqual({ question_ids: ["invalid"] });
    const unchanged = (await inject(hr, "GET", `/v1/custom_sets/${set.id}`)).json().data;
    expect(unchanged.attributes).toMatchObject({ name: "Final", questions_count: 3 });

    expect((await inject(hr, "DELETE", `/v1/custom_sets/${set.id}`)).statusCode).toBe(204);
    expect((await inject(hr, "GET", `/v1/custom_sets/${set.id}`)).statusCode).toBe(404);
  });

  it("answers 404 for another organization's set, on read and write", async () => {
    const foreign = await insertCustomSet(app, outsiderOrganizationId);
    expect((await inject(hr, "GET", `/v1/custom_sets/${foreign.id}`)).statusCode).toBe(404);
    expect(
      (await inject(hr, "PUT", `/v1/custom_sets/${foreign.id}`, { name: "x" })).statusCode,
    ).toBe(404);
    expect((await inject(hr, "DELETE", `/v1/custom_sets/${foreign.id}`)).statusCode).toBe(404);
    expect((await inject(hr, "GET", "/v1/custom_sets/nope")).statusCode).toBe(404);
  });

  it("is for admins and HR managers", async () => {
    expect((await inject(reviewer, "GET", "/v1/custom_sets")).statusCode).toBe(403);
  });
});
