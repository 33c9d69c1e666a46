import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { withWebmDuration } from "./webm-duration";

// 2.5 s recorded by Chromium's MediaRecorder (fake camera and microphone, VP8 + Opus): like every
// take Chrome records, its Segment Info has no Duration element.
const TAKE = fs.readFileSync(
  path.join(import.meta.dirname, "../test/media/media-recorder-take.webm"),
);

const INFO_ID = [0x15, 0x49, 0xa9, 0x66];
const DURATION_ID = [0x44, 0x89];

function indexOf(bytes: Uint8Array, pattern: number[], from = 0): number {
  for (let at = from; at <= bytes.length - pattern.length; at++) {
    if (pattern.every((byte, offset) => bytes[at + offset] === byte)) return at;
  }
  return -1;
}

/** The Segment Info's Duration (in TimecodeScale units: ms for MediaRecorder), or null. */
function infoDuration(bytes: Uint8Array): number | null {
  const info = indexOf(bytes, INFO_ID);
  const cluster = indexOf(bytes, [0x1f, 0x43, 0xb6, 0x75]);
  const at = indexOf(bytes, DURATION_ID, info);
  if (info < 0 || at < 0 || (cluster >= 0 && at > cluster)) return null;
  const size = (bytes[at + 2] ?? 0) & 0x7f;
  const view = new DataView(bytes.buffer, bytes.byteOffset + at + 3, size);
  return size === 8 ? view.getFloat64(0) : view.getFloat32(0);
}

describe("withWebmDuration", () => {
  it("writes the recorded length into a MediaRecorder WebM that has none", async () => {
    expect(infoDuration(TAKE)).toBeNull();
    const fixed = await withWebmDuration(new Blob([TAKE], { type: "video/webm" }), 2.5);
    expect(fixed.type).toBe("video/webm");
    expect(infoDuration(new Uint8Array(await fixed.arrayBuffer()))).toBe(2500);
  });

  it("leaves other containers, empty durations and unreadable files as they are", async () => {
    const mp4 = new Blob([new Uint8Array([0, 0, 0, 0x1c, 0x66, 0x74, 0x79, 0x70])], {
      type: "video/mp4",
    });
    expect(await withWebmDuration(mp4, 3)).toBe(mp4);
    const zero = new Blob([TAKE], { type: "video/webm" });
    expect(await withWebmDuration(zero, 0)).toBe(zero);
    const garbage = new Blob([new Uint8Array(64).fill(7)], { type: "video/webm" });
    expect(await withWebmDuration(garbage, 2)).toBe(garbage);
  });
});
