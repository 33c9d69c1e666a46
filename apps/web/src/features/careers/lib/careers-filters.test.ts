import { describe, expect, it } from "vitest";
import { filterPositions, hasFilters, NO_FILTERS, optionsOf } from "./careers-filters";

const positions = [
  {
    title: "Backend engineer",
    department: "Engineering",
    location: "Milan",
    description: "<p>Build our <strong>APIs</strong> in TypeScript.</p>",
  },
  {
    title: "Product designer",
    department: "Design",
    location: "Remote",
    description: "<p>Shape the candidate experience.</p>",
  },
  {
    title: "Frontend engineer",
    department: "Engineering",
    location: "Remote",
    description: "",
  },
  { title: "Contabile", department: null, location: "Málaga", description: "" },
];

const titles = (list: { title: string }[]) => list.map((position) => position.title);

describe("careers page filters", () => {
  it("shows every position without filters", () => {
    expect(filterPositions(positions, NO_FILTERS)).toHaveLength(4);
    expect(hasFilters(NO_FILTERS)).toBe(false);
  });

  it("filters by department and by location, both together", () => {
    expect(
      titles(filterPositions(positions, { ...NO_FILTERS, department: "Engineering" })),
    ).toEqual(["Backend engineer", "Frontend engineer"]);
    expect(
      titles(filterPositions(positions, { q: "", department: "Engineering", location: "Remote" })),
    ).toEqual(["Frontend engineer"]);
    expect(filterPositions(positions, { q: "", department: "Design", location: "Milan" })).toEqual(
      [],
    );
  });

  it("searches every word in title, department, location and description text, any case or accent", () => {
    expect(titles(filterPositions(positions, { ...NO_FILTERS, q: "ENGINEER remote" }))).toEqual([
      "Frontend engineer",
    ]);
    expect(titles(filterPositions(positions, { ...NO_FILTERS, q: "typescript" }))).toEqual([
      "Backend engineer",
    ]);
    expect(titles(filterPositions(positions, { ...NO_FILTERS, q: "malaga" }))).toEqual([
      "Contabile",
    ]);
    // Markup is not text: "strong" is a tag, not a word of the description.
    expect(filterPositions(positions, { ...NO_FILTERS, q: "strong" })).toEqual([]);
    expect(hasFilters({ ...NO_FILTERS, q: "  x " })).toBe(true);
  });

  it("offers each department and location once, sorted, without blanks", () => {
    expect(optionsOf(positions, "department", "en")).toEqual(["Design", "Engineering"]);
    expect(optionsOf(positions, "location", "en")).toEqual(["Málaga", "Milan", "Remote"]);
  });
});
