import type { ByteRange } from "./storage";

/**
 * The one range of an HTTP `Range: bytes=…` header within a file of `size` bytes (RFC 9110
 * §14.1.2): `bytes=0-499`, `bytes=500-` or the last bytes `bytes=-500`. Anything else, several
 * ranges or a range past the end answers undefined, and the whole file is served instead (a
 * server may ignore `Range`), which every player copes with.
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | undefined {
  if (!header || size === 0) return undefined;
  const match = /^bytes=(\d{0,15})-(\d{0,15})$/.exec(header.trim());
  if (!match) return undefined;
  const [, first = "", last = ""] = match;
  if (first === "") {
    const length = Number(last);
    if (last === "" || length === 0) return undefined;
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || start > end) return undefined;
  return { start, end };
}
