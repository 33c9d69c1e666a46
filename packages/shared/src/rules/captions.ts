/**
 * Captions of prompt and welcome videos (issue 17, accessibility): a WebVTT file uploaded beside
 * the video (tus purpose `captions`), shown by default by every player of that video.
 */

/** The one content type a captions upload may declare, and the stored file's type. */
export const CAPTIONS_CONTENT_TYPE = "text/vtt";
/** A captions file is text: 512 KB holds hours of cues. */
export const CAPTIONS_MAX_BYTES = 512 * 1024;
/** The shortest WebVTT file: its signature alone. */
export const CAPTIONS_MIN_BYTES = "WEBVTT".length;

const SIGNATURE = [0x57, 0x45, 0x42, 0x56, 0x54, 0x54]; // "WEBVTT"
const BOM = [0xef, 0xbb, 0xbf];

/** Whether a chosen file is declared (by type or by name) as WebVTT; browsers often omit the type. */
export function looksLikeWebVttFile(file: { type: string; name?: string }): boolean {
  const type = file.type.split(";")[0]?.trim().toLowerCase() ?? "";
  if (type === CAPTIONS_CONTENT_TYPE) return true;
  return type === "" && (file.name ?? "").toLowerCase().endsWith(".vtt");
}

/**
 * Whether `bytes` are a WebVTT file as the standard opens one: an optional UTF-8 byte order mark,
 * `WEBVTT`, then the end, a space, a tab or a line break; and the whole is valid UTF-8.
 */
export function isWebVtt(bytes: Uint8Array): boolean {
  let start = 0;
  if (BOM.every((byte, index) => bytes[index] === byte)) start = BOM.length;
  if (!SIGNATURE.every((byte, index) => bytes[start + index] === byte)) return false;
  const next = bytes[start + SIGNATURE.length];
  if (next !== undefined && next !== 0x20 && next !== 0x09 && next !== 0x0a && next !== 0x0d) {
    return false;
  }
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  return true;
}
