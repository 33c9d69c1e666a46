import { describe, expect, it } from "vitest";
import { mp4Like, sampleWebm } from "../../../test/videos";
import { isVideoOfType, videoContainerOf, videoExtension } from "./video-signature";

const webm = sampleWebm();
const mp4Head = mp4Like(16);

describe("videoContainerOf", () => {
  it("recognizes a real WebM file and an MP4 header", () => {
    expect(videoContainerOf(webm.subarray(0, 12))).toBe("webm");
    expect(videoContainerOf(mp4Head)).toBe("mp4");
  });

  it("recognizes nothing else", () => {
    expect(videoContainerOf(Buffer.from("<!doctype html><html>"))).toBeUndefined();
    expect(videoContainerOf(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
      undefined,
    );
    expect(videoContainerOf(Buffer.from([0x1a, 0x45]))).toBeUndefined();
    expect(videoContainerOf(Buffer.alloc(0))).toBeUndefined();
  });
});

describe("isVideoOfType", () => {
  it("wants the container the content type declares, codecs ignored", () => {
    expect(isVideoOfType(webm, "video/webm;codecs=vp8,opus")).toBe(true);
    expect(isVideoOfType(mp4Head, "video/mp4")).toBe(true);
    expect(isVideoOfType(mp4Head, "video/quicktime")).toBe(true);
    expect(isVideoOfType(webm, "video/mp4")).toBe(false);
    expect(isVideoOfType(mp4Head, "video/webm")).toBe(false);
    expect(isVideoOfType(webm, "image/png")).toBe(false);
  });

  it("names the stored file's extension", () => {
    expect(videoExtension("video/webm;codecs=vp9")).toBe("webm");
    expect(videoExtension("video/mp4")).toBe("mp4");
    expect(videoExtension("video/quicktime")).toBe("mov");
  });
});
