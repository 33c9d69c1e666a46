import { describe, expect, it } from "vitest";
import {
  BulkClosePositionsInputSchema,
  CANDIDATE_STAGES,
  CreatePositionInputSchema,
  emptyCandidateCounts,
  ListPositionsQuerySchema,
  SearchPositionsQuerySchema,
  UpdatePositionInputSchema,
} from "./positions";

const ID = "7f0b1c1e-1d2a-4c3b-9a8e-0123456789ab";

describe("position input", () => {
  it("needs only a title, trimmed", () => {
    expect(CreatePositionInputSchema.parse({ title: "  Engineer " })).toEqual({
      title: "Engineer",
    });
  });

  it("takes every field and drops repeated team members", () => {
    const parsed = CreatePositionInputSchema.parse({
      title: "Engineer",
      status: "open",
      description: "<p>Hi</p>",
      department: "R&D",
      location_type: "remote",
      location: null,
      employment_type: "contract",
      industry_id: "software",
      owner_id: ID,
      hiring_team_ids: [ID, ID],
    });
    expect(parsed.hiring_team_ids).toEqual([ID]);
    expect(parsed.location).toBeNull();
  });

  it("opens or drafts on creation, and also closes on update", () => {
    expect(CreatePositionInputSchema.safeParse({ title: "x", status: "closed" }).success).toBe(
      false,
    );
    expect(UpdatePositionInputSchema.safeParse({ status: "closed" }).success).toBe(true);
    expect(UpdatePositionInputSchema.parse({})).toEqual({});
  });

  it.each([
    [{ title: "" }, "title", "blank"],
    [{ title: "t".repeat(151) }, "title", "too_long"],
    [{ title: "x", owner_id: "42" }, "owner_id", "invalid"],
    [{ title: "x", location_type: "office" }, "location_type", "invalid"],
    [{ title: "x", hiring_team_ids: Array(51).fill(ID) }, "hiring_team_ids", "too_long"],
  ])("refuses %o", (input, path, code) => {
    const result = CreatePositionInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(
      result.error?.issues.map((issue) => [issue.path.join("."), issue.message]),
    ).toContainEqual([path, code]);
  });
});

describe("position queries", () => {
  it("defaults the list to the newest first, page 1", () => {
    expect(ListPositionsQuerySchema.parse({})).toEqual({
      page: 1,
      limit: 20,
      sort: "created_at",
      direction: "desc",
    });
  });

  it("caps the typeahead at 100", () => {
    expect(SearchPositionsQuerySchema.parse({ q: " eng " })).toEqual({ q: "eng", limit: 100 });
    expect(SearchPositionsQuerySchema.safeParse({ limit: "101" }).success).toBe(false);
  });

  it("bulk-closes 1 to 100 distinct ids", () => {
    expect(BulkClosePositionsInputSchema.parse({ ids: [ID, ID] })).toEqual({ ids: [ID] });
    expect(BulkClosePositionsInputSchema.safeParse({ ids: [] }).success).toBe(false);
    expect(BulkClosePositionsInputSchema.safeParse({ ids: Array(101).fill(ID) }).success).toBe(
      false,
    );
  });
});

describe("candidate counts", () => {
  it("has every stage at 0", () => {
    expect(emptyCandidateCounts()).toEqual(Object.fromEntries(CANDIDATE_STAGES.map((s) => [s, 0])));
  });
});
