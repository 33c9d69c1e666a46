import { describe, expect, it } from "vitest";
import { parseByteRange } from "./byte-range";

describe("parseByteRange", () => {
  it("reads a bounded, an open-ended and a suffix range", () => {
    expect(parseByteRange("bytes=0-499", 1000)).toEqual({ start: 0, end: 499 });
    expect(parseByteRange("bytes=500-", 1000)).toEqual({ start: 500, end: 999 });
    expect(parseByteRange("bytes=-200", 1000)).toEqual({ start: 800, end: 999 });
    // Safari's first probe of a video.
    expect(parseByteRange("bytes=0-1", 1000)).toEqual({ start: 0, end: 1 });
  });

  it("clamps to the file", () => {
    expect(parseByteRange("bytes=900-5000", 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange("bytes=-5000", 1000)).toEqual({ start: 0, end: 999 });
  });

  it.each([
    undefined,
    "",
    "bytes=1000-",
    "bytes=600-500",
    "bytes=-0",
    "bytes=-",
    "bytes=0-10,20-30",
    "items=0-10",
    "bytes=a-b",
  ])("ignores %j (the whole file is served)", (header) => {
    expect(parseByteRange(header, 1000)).toBeUndefined();
  });

  it("ignores any range of an empty file", () => {
    expect(parseByteRange("bytes=0-", 0)).toBeUndefined();
  });
});
