import { describe, expect, it } from "vitest";
import { cardsByStage, moveCard, neighbourStage, stepOfKey } from "./board-moves";

const stages = [
  { key: "applied", name: "Applied" },
  { key: "one_way_interview", name: "One-way interview" },
  { key: "offer", name: "Offer" },
];
const cards = [
  { id: "a", stage: "applied" },
  { id: "b", stage: "offer" },
  { id: "c", stage: "applied" },
];

describe("the pipeline board's keyboard moves", () => {
  it("moves a card one stage on with the right arrow and back with the left", () => {
    expect(stepOfKey("ArrowRight")).toBe(1);
    expect(stepOfKey("ArrowLeft")).toBe(-1);
    expect(neighbourStage(stages, "applied", 1)?.key).toBe("one_way_interview");
    expect(neighbourStage(stages, "offer", -1)?.key).toBe("one_way_interview");
  });

  it("swaps the arrows in a right-to-left page and ignores other keys", () => {
    expect(stepOfKey("ArrowLeft", "rtl")).toBe(1);
    expect(stepOfKey("ArrowRight", "rtl")).toBe(-1);
    expect(stepOfKey("ArrowUp")).toBeNull();
    expect(stepOfKey("Enter")).toBeNull();
  });

  it("goes nowhere past the first or the last stage, or from an unknown one", () => {
    expect(neighbourStage(stages, "applied", -1)).toBeNull();
    expect(neighbourStage(stages, "offer", 1)).toBeNull();
    expect(neighbourStage(stages, "gone", 1)).toBeNull();
  });

  it("puts a moved card first in its new column and leaves the others in place", () => {
    const moved = moveCard(cards, "c", "offer");
    expect(moved).toEqual([
      { id: "c", stage: "offer" },
      { id: "a", stage: "applied" },
      { id: "b", stage: "offer" },
    ]);
    const columns = cardsByStage(stages, moved);
    expect(columns.get("offer")?.map((card) => card.id)).toEqual(["c", "b"]);
    expect(columns.get("applied")?.map((card) => card.id)).toEqual(["a"]);
    expect(columns.get("one_way_interview")).toEqual([]);
    expect(moveCard(cards, "a", "applied")).toEqual(cards);
    expect(moveCard(cards, "missing", "offer")).toEqual(cards);
  });
});
