import { describe, expect, it } from "vitest";
import {
  makeCurriculum,
  makeWirePart,
  makeWireQuiz,
  makeWireVideo,
} from "../../../test/training-factories";
import {
  firstLoadVideoId,
  firstVideoOfNextPart,
  initialView,
  partPointsEarned,
  partProgress,
  viewAfterQuiz,
  viewAfterVideoEnded,
} from "./curriculum-navigation";

function parts(watched: string[] = []) {
  const video = (id: string, extra = {}) =>
    makeWireVideo(id, { is_watched: watched.includes(id), ...extra });
  return makeCurriculum([
    makeWirePart("p1", [
      video("v1", { quizzes: [makeWireQuiz("z1"), makeWireQuiz("z2", { quiz_type: "practice" })] }),
      video("v2"),
    ]),
    makeWirePart("p2", [video("v3"), video("v4")]),
  ]).curriculumParts;
}

describe("first load (SPEC §4)", () => {
  it("selects the first video not yet watched", () => {
    expect(firstLoadVideoId(parts())).toBe("v1");
    expect(firstLoadVideoId(parts(["v1", "v2"]))).toBe("v3");
    expect(firstLoadVideoId(parts(["v1", "v3"]))).toBe("v2");
  });

  it("selects the last video when every video is watched", () => {
    expect(firstLoadVideoId(parts(["v1", "v2", "v3", "v4"]))).toBe("v4");
  });

  it("selects the video asked for with videoId, in the first part", () => {
    expect(firstLoadVideoId(parts(), "v2")).toBe("v2");
    expect(firstLoadVideoId(parts(["v1", "v2"]), "v1")).toBe("v1");
  });

  it("finds a videoId of a later part too, and ignores an unknown one", () => {
    expect(firstLoadVideoId(parts(), "v4")).toBe("v4");
    expect(firstLoadVideoId(parts(["v1"]), "nope")).toBe("v2");
  });

  it("selects nothing in a curriculum without videos", () => {
    expect(firstLoadVideoId([])).toBeNull();
    expect(firstLoadVideoId(makeCurriculum([makeWirePart("p1", [])]).curriculumParts)).toBeNull();
    expect(initialView([])).toBeNull();
    expect(initialView(parts(), "v2")).toEqual({ kind: "video", videoId: "v2" });
  });
});

describe("on video end (SPEC §4)", () => {
  it("opens the video's first quiz", () => {
    expect(viewAfterVideoEnded(parts(), "v1")).toEqual({
      kind: "quiz",
      videoId: "v1",
      quizId: "z1",
    });
  });

  it("else plays the next video of the same part", () => {
    expect(viewAfterVideoEnded(parts(), "v3")).toEqual({
      kind: "video",
      videoId: "v4",
      autoPlay: true,
    });
  });

  it("else shows the part's section results", () => {
    expect(viewAfterVideoEnded(parts(), "v2")).toEqual({ kind: "section-results", partId: "p1" });
    expect(viewAfterVideoEnded(parts(), "v4")).toEqual({ kind: "section-results", partId: "p2" });
  });
});

describe("after a quiz is submitted or skipped (SPEC §4)", () => {
  it("goes to the video's next quiz or practice", () => {
    expect(viewAfterQuiz(parts(), "v1", "z1")).toEqual({
      kind: "quiz",
      videoId: "v1",
      quizId: "z2",
    });
  });

  it("else to the next video of the part", () => {
    expect(viewAfterQuiz(parts(), "v1", "z2")).toEqual({
      kind: "video",
      videoId: "v2",
      autoPlay: true,
    });
  });

  it("else, when the next video starts a new part, to the section results", () => {
    const curriculum = makeCurriculum([
      makeWirePart("p1", [makeWireVideo("v1", { quizzes: [makeWireQuiz("z1")] })]),
      makeWirePart("p2", [makeWireVideo("v2")]),
    ]);
    expect(viewAfterQuiz(curriculum.curriculumParts, "v1", "z1")).toEqual({
      kind: "section-results",
      partId: "p1",
    });
  });
});

describe("sections", () => {
  it("continues with the first video of the next part that has one", () => {
    expect(firstVideoOfNextPart(parts(), "p1")).toEqual({ kind: "video", videoId: "v3" });
    expect(firstVideoOfNextPart(parts(), "p2")).toBeNull();
  });

  it("counts a part's progress and points from watched videos and completed quizzes", () => {
    const curriculum = makeCurriculum([
      makeWirePart("p1", [
        makeWireVideo("v1", {
          is_watched: true,
          candor_points: 10,
          quizzes: [makeWireQuiz("z1", { completed: true, candor_points: 50 }), makeWireQuiz("z2")],
        }),
        makeWireVideo("v2"),
      ]),
    ]);
    const [part] = curriculum.curriculumParts;
    if (!part) throw new Error("no part");
    expect(partProgress(part)).toBe(50);
    expect(partPointsEarned(part)).toBe(60);
  });
});
