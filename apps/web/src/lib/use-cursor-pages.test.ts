import { buildPagy } from "@candor/shared/schemas/jsonapi";
import { describe, expect, it } from "vitest";
import { cursorPagy } from "./use-cursor-pages";

const records = (n: number) => Array.from({ length: n }, (_, i) => i);
const list = (page: number, count: number, shown: number, nextCursor: string | null) => ({
  records: records(shown),
  pagy: buildPagy(page, 20, count),
  countByStatus: null,
  nextCursor,
  countCapped: count === 1000,
});

describe("cursorPagy", () => {
  it("keeps the server's range and offers Next only with a cursor", () => {
    expect(cursorPagy(list(2, 45, 20, "c"), 2)).toMatchObject({
      from: 21,
      to: 40,
      prev: 1,
      next: 3,
      count: 45,
    });
    expect(cursorPagy(list(3, 45, 5, null), 3)).toMatchObject({ from: 41, to: 45, next: null });
  });

  it("places a page past a capped count by its number, where the server's range stops", () => {
    // Page 51 of a search counted up to 1,000: the server's pagy says it is past the end.
    expect(cursorPagy(list(51, 1000, 20, "d"), 51)).toMatchObject({
      page: 51,
      from: 1001,
      to: 1020,
      prev: 50,
      next: 52,
      pages: 52,
      count: 1020,
    });
  });
});
