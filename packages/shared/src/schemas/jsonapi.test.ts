import { describe, expect, it } from "vitest";
import { buildPagy, PageQuerySchema, PagySchema } from "./jsonapi";

describe("buildPagy", () => {
  it("describes the first page of several", () => {
    expect(buildPagy(1, 20, 45)).toEqual({
      page: 1,
      limit: 20,
      count: 45,
      pages: 3,
      prev: null,
      next: 2,
      from: 1,
      to: 20,
    });
  });

  it("describes a middle page", () => {
    expect(buildPagy(2, 20, 45)).toMatchObject({ prev: 1, next: 3, from: 21, to: 40 });
  });

  it("describes a short last page", () => {
    expect(buildPagy(3, 20, 45)).toEqual({
      page: 3,
      limit: 20,
      count: 45,
      pages: 3,
      prev: 2,
      next: null,
      from: 41,
      to: 45,
    });
  });

  it("describes a full last page", () => {
    expect(buildPagy(2, 10, 20)).toMatchObject({ pages: 2, next: null, from: 11, to: 20 });
  });

  it("gives an empty list one page with nothing on it", () => {
    expect(buildPagy(1, 20, 0)).toEqual({
      page: 1,
      limit: 20,
      count: 0,
      pages: 1,
      prev: null,
      next: null,
      from: 0,
      to: 0,
    });
  });

  it("shows nothing on a page past the end and points back to the last page", () => {
    expect(buildPagy(4, 20, 45)).toEqual({
      page: 4,
      limit: 20,
      count: 45,
      pages: 3,
      prev: 3,
      next: null,
      from: 0,
      to: 0,
    });
    expect(buildPagy(9, 20, 45)).toMatchObject({ prev: 3, next: null, from: 0, to: 0 });
    expect(buildPagy(2, 20, 0)).toMatchObject({ pages: 1, prev: 1, next: null, from: 0, to: 0 });
  });

  it("always satisfies PagySchema", () => {
    for (const [page, limit, count] of [
      [1, 20, 0],
      [1, 1, 1],
      [3, 20, 45],
      [9, 20, 45],
    ] as const) {
      expect(PagySchema.safeParse(buildPagy(page, limit, count)).success).toBe(true);
    }
  });
});

describe("PageQuerySchema", () => {
  it("defaults to page 1 of 20 and reads numbers from query text", () => {
    expect(PageQuerySchema.parse({})).toEqual({ page: 1, limit: 20 });
    expect(PageQuerySchema.parse({ page: "3", limit: "50" })).toEqual({ page: 3, limit: 50 });
  });

  it("rejects page 0, a fraction and a limit above 100", () => {
    expect(PageQuerySchema.safeParse({ page: "0" }).success).toBe(false);
    expect(PageQuerySchema.safeParse({ page: "1.5" }).success).toBe(false);
    expect(PageQuerySchema.safeParse({ limit: "101" }).success).toBe(false);
  });
});
