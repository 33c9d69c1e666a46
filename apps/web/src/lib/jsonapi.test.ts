import { describe, expect, it } from "vitest";
import { camelizeKeys, snakeizeKeys } from "./case";
import { deserialize, deserializeList } from "./jsonapi";

const pagy = { page: 2, limit: 2, count: 5, pages: 3, prev: 1, next: 3, from: 3, to: 4 };

describe("deserialize", () => {
  it("flattens a record and camel-cases its attributes deeply", () => {
    const record = deserialize<{
      first_name: string;
      candor_points: number;
      subscription: { max_positions_count: number | null };
    }>({
      data: {
        id: "7",
        type: "user",
        attributes: {
          first_name: "Ada",
          candor_points: 150,
          subscription: { max_positions_count: null },
        },
      },
    });
    expect(record).toEqual({
      id: "7",
      type: "user",
      firstName: "Ada",
      candorPoints: 150,
      subscription: { maxPositionsCount: null },
    });
    expect(record?.subscription.maxPositionsCount).toBeNull();
  });

  it("resolves relationships from included, and leaves references when not included", () => {
    const record = deserialize({
      data: {
        id: "1",
        type: "curriculum",
        attributes: { title: "Basics" },
        relationships: {
          curriculum_parts: {
            data: [
              { id: "10", type: "curriculum_part" },
              { id: "11", type: "curriculum_part" },
            ],
          },
          author: { data: null },
          owner: { data: { id: "3", type: "user" } },
        },
      },
      included: [
        { id: "10", type: "curriculum_part", attributes: { title: "Part one", video_count: 2 } },
        { id: "12", type: "curriculum_part", attributes: { title: "Unrelated" } },
      ],
    });
    expect(record).toEqual({
      id: "1",
      type: "curriculum",
      title: "Basics",
      curriculumParts: [
        { id: "10", type: "curriculum_part", title: "Part one", videoCount: 2 },
        { id: "11", type: "curriculum_part" },
      ],
      author: null,
      owner: { id: "3", type: "user" },
    });
  });

  it("stops at a reference when related records point back at each other", () => {
    const record = deserialize({
      data: {
        id: "1",
        type: "a",
        attributes: {},
        relationships: { b: { data: { id: "2", type: "b" } } },
      },
      included: [
        {
          id: "2",
          type: "b",
          attributes: { name: "B" },
          relationships: { a: { data: { id: "1", type: "a" } } },
        },
      ],
    });
    expect(record).toEqual({
      id: "1",
      type: "a",
      b: { id: "2", type: "b", name: "B", a: { id: "1", type: "a" } },
    });
  });

  it("returns null for an empty document and refuses a list", () => {
    expect(deserialize({ data: null })).toBeNull();
    expect(() => deserialize({ data: [] })).toThrow(TypeError);
  });
});

describe("deserializeList", () => {
  it("returns records, pagy and count_by_status", () => {
    const list = deserializeList<{ full_name: string }>({
      data: [
        { id: "1", type: "candidate", attributes: { full_name: "Ada Lovelace" } },
        { id: "2", type: "candidate", attributes: { full_name: "Alan Turing" } },
      ],
      meta: { pagy, count_by_status: { active: 3, past_due: 2 } },
    });
    expect(list.records.map((record) => record.fullName)).toEqual(["Ada Lovelace", "Alan Turing"]);
    expect(list.pagy).toEqual(pagy);
    // Status names are data, not keys to rename.
    expect(list.countByStatus).toEqual({ active: 3, past_due: 2 });
  });

  it("copes with an empty list without meta", () => {
    expect(deserializeList({ data: [] })).toEqual({
      records: [],
      pagy: null,
      countByStatus: null,
      nextCursor: null,
      countCapped: false,
    });
  });

  it("reads where the next page starts and whether the count stopped at a cap", () => {
    const list = deserializeList({
      data: [],
      meta: { next_cursor: "abc", count_capped: true },
    });
    expect(list).toMatchObject({ nextCursor: "abc", countCapped: true });
  });
});

describe("key case helpers", () => {
  it("camel-cases nested keys and leaves values alone", () => {
    expect(camelizeKeys({ a_b: [{ c_d: "e_f" }], g: null })).toEqual({
      aB: [{ cD: "e_f" }],
      g: null,
    });
  });

  it("snake-cases request bodies", () => {
    expect(snakeizeKeys({ curriculumVideoId: 1, note: { answerIds: [1, 2] } })).toEqual({
      curriculum_video_id: 1,
      note: { answer_ids: [1, 2] },
    });
  });
});
