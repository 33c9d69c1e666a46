import { describe, expect, it } from "vitest";
import { type Guide, searchGuides } from "./help-guides";

const guide = (id: Guide["id"], title: string, steps: string[]): Guide => ({
  id,
  title,
  summary: "",
  steps,
});

const guides = [
  guide("admin", "Getting started as an admin", ["Invite HR managers and reviewers"]),
  guide("recording", "Recording tips", ["Keep the camera at eye level"]),
  guide("candidate", "Primeros pasos como candidato", ["Comprueba tu cámara"]),
];

describe("searchGuides", () => {
  it("gives every guide for an empty query", () => {
    expect(searchGuides(guides, "  ")).toHaveLength(3);
  });

  it("finds guides holding every word, ignoring case and accents", () => {
    expect(searchGuides(guides, "INVITE").map((g) => g.id)).toEqual(["admin"]);
    expect(searchGuides(guides, "camara").map((g) => g.id)).toEqual(["candidate"]);
    expect(searchGuides(guides, "camera eye").map((g) => g.id)).toEqual(["recording"]);
    expect(searchGuides(guides, "camera invite")).toEqual([]);
  });

  it("puts a guide whose title holds the word first", () => {
    const withTitle = guide("reviewer", "Reviewer recording habits", []);
    const found = searchGuides([guides[1] as Guide, withTitle], "habits recording");
    expect(found.map((g) => g.id)).toEqual(["reviewer"]);
    expect(searchGuides([guides[0] as Guide, withTitle], "reviewer").map((g) => g.id)).toEqual([
      "reviewer",
      "admin",
    ]);
  });
});
