import { baseContentType } from "@candor/shared/rules/interviews";

/** Bytes needed to tell the containers apart: an MP4 box size (4) and its `ftyp` type (4). */
export const VIDEO_SIGNATURE_BYTES = 12;

export type VideoContainer = "webm" | "mp4";

const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
const FTYP = Buffer.from("ftyp", "latin1");

/**
 * The container a file's first bytes announce: WebM (Matroska) starts with the EBML header
 * `1A 45 DF A3`; MP4 and QuickTime with a box whose type, at offset 4, is `ftyp`. Anything else
 * (an HTML page, an executable renamed .webm) is no video we serve.
 */
export function videoContainerOf(head: Buffer): VideoContainer | undefined {
  if (head.length >= 4 && head.subarray(0, 4).equals(EBML_MAGIC)) return "webm";
  if (head.length >= 8 && head.subarray(4, 8).equals(FTYP)) return "mp4";
  return undefined;
}

/** The container a declared (accepted) content type must carry. */
export function containerForContentType(contentType: string): VideoContainer | undefined {
  switch (baseContentType(contentType)) {
    case "video/webm":
      return "webm";
    case "video/mp4":
    case "video/quicktime":
      return "mp4";
    default:
      return undefined;
  }
}

/** Whether `head` is a video of the declared type (a WebM declared as MP4 is refused too). */
export function isVideoOfType(head: Buffer, contentType: string): boolean {
  const expected = containerForContentType(contentType);
  return expected !== undefined && videoContainerOf(head) === expected;
}

/** The file name extension of a stored video. */
export function videoExtension(contentType: string): string {
  switch (baseContentType(contentType)) {
    case "video/webm":
      return "webm";
    case "video/quicktime":
      return "mov";
    default:
      return "mp4";
  }
}
