import { describe, expect, it } from "vitest";
import {
  certificateTypeOf,
  includedCoursesCount,
  isCourseIncluded,
  progressPercent,
} from "./training";

describe("progressPercent", () => {
  it("rounds down, so 100 means everything is done", () => {
    expect(progressPercent(0, 4)).toBe(0);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(2, 3)).toBe(66);
    expect(progressPercent(199, 200)).toBe(99);
    expect(progressPercent(3, 3)).toBe(100);
  });

  it("is 0 with nothing to do and never above 100", () => {
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(5, 3)).toBe(100);
    expect(progressPercent(-1, 3)).toBe(0);
  });
});

describe("training courses by plan (SPEC §9)", () => {
  it("counts pro 3, premium and above all, free none", () => {
    expect(includedCoursesCount("free")).toBe(0);
    expect(includedCoursesCount("pro")).toBe(3);
    expect(includedCoursesCount("premium")).toBe("all");
    expect(includedCoursesCount("enterprise")).toBe("all");
    expect(includedCoursesCount("free-full-access")).toBe("all");
    expect(includedCoursesCount(undefined)).toBe(0);
  });

  it("includes the first courses of the catalogue", () => {
    expect(isCourseIncluded("pro", 0)).toBe(true);
    expect(isCourseIncluded("pro", 2)).toBe(true);
    expect(isCourseIncluded("pro", 3)).toBe(false);
    expect(isCourseIncluded("free", 0)).toBe(false);
    expect(isCourseIncluded("premium", 99)).toBe(true);
  });
});

describe("certificateTypeOf", () => {
  it("labels practice sets and video lessons", () => {
    expect(certificateTypeOf("MockInterview")).toBe("practice_set");
    expect(certificateTypeOf("Curriculum")).toBe("video_lessons");
  });
});
