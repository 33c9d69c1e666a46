import { describe, expect, it } from "vitest";
import { audioLevel, deviceProblemOf, pickRecordingType, takeFileName } from "./media-support";

describe("pickRecordingType", () => {
  it("takes VP9 with Opus in WebM where the browser records it (Chromium)", () => {
    expect(pickRecordingType(() => true)).toBe("video/webm;codecs=vp9,opus");
  });

  it("falls back to VP8, then plain WebM, then MP4 (Safari)", () => {
    const only = (supported: string[]) => (type: string) => supported.includes(type);
    expect(pickRecordingType(only(["video/webm;codecs=vp8,opus", "video/webm"]))).toBe(
      "video/webm;codecs=vp8,opus",
    );
    expect(pickRecordingType(only(["video/webm"]))).toBe("video/webm");
    expect(pickRecordingType(only(["video/mp4"]))).toBe("video/mp4");
  });

  it("answers null when nothing is supported, and skips a type the check throws on", () => {
    expect(pickRecordingType(() => false)).toBeNull();
    const throwsOnCodecs = (type: string) => {
      if (type.includes("codecs")) throw new TypeError("bad type");
      return true;
    };
    expect(pickRecordingType(throwsOnCodecs)).toBe("video/webm");
  });
});

describe("takeFileName", () => {
  it("names the file after its container, ignoring codecs", () => {
    expect(takeFileName("video/webm;codecs=vp9,opus")).toBe("answer.webm");
    expect(takeFileName("video/mp4;codecs=avc1")).toBe("answer.mp4");
    expect(takeFileName("video/quicktime", "take-2")).toBe("take-2.mov");
  });
});

describe("deviceProblemOf", () => {
  const named = (name: string) => new DOMException("x", name);

  it("reads a refused permission", () => {
    expect(deviceProblemOf(named("NotAllowedError"))).toBe("permission_denied");
    expect(deviceProblemOf(named("SecurityError"))).toBe("permission_denied");
  });

  it("reads a missing camera or microphone", () => {
    expect(deviceProblemOf(named("NotFoundError"))).toBe("no_device");
    expect(deviceProblemOf({ name: "OverconstrainedError" })).toBe("no_device");
  });

  it("reads a device another application holds", () => {
    expect(deviceProblemOf(named("NotReadableError"))).toBe("device_in_use");
    expect(deviceProblemOf(named("AbortError"))).toBe("device_in_use");
  });

  it("reads a browser without the APIs, and anything else as unknown", () => {
    expect(deviceProblemOf(new TypeError("no mediaDevices"))).toBe("unsupported");
    expect(deviceProblemOf(new Error("boom"))).toBe("unknown");
    expect(deviceProblemOf("weird")).toBe("unknown");
  });
});

describe("audioLevel", () => {
  it("is 0 for silence and for no samples", () => {
    expect(audioLevel(new Uint8Array(32).fill(128))).toBe(0);
    expect(audioLevel([])).toBe(0);
  });

  it("grows with loudness and stays within 1", () => {
    const quiet = audioLevel(Uint8Array.from({ length: 32 }, (_, i) => (i % 2 ? 136 : 120)));
    const loud = audioLevel(Uint8Array.from({ length: 32 }, (_, i) => (i % 2 ? 200 : 56)));
    expect(quiet).toBeGreaterThan(0);
    expect(loud).toBeGreaterThan(quiet);
    expect(audioLevel(Uint8Array.from({ length: 32 }, (_, i) => (i % 2 ? 255 : 0)))).toBe(1);
  });
});
