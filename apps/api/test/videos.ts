import fs from "node:fs";
import path from "node:path";

// Real recordings for upload tests: the training area's generated WebM files (VP8/Opus, ~100 kB).
const TRAINING_MEDIA = path.resolve(import.meta.dirname, "../../web/public/media/training");

/** The bytes of a small, real WebM video. */
export function sampleWebm(name = "avoiding-bias"): Buffer {
  return fs.readFileSync(path.join(TRAINING_MEDIA, `${name}.webm`));
}

/**
 * The start of an MP4 as Safari's MediaRecorder writes it (an `ftyp` box, `isom`), padded to
 * `size` bytes: enough for the server's signature check, which reads only the first bytes.
 */
export function mp4Like(size = 64): Buffer {
  const head = Buffer.from([
    0x00, 0x00, 0x00, 0x1c, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0x00, 0x00, 0x02, 0x00,
  ]);
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 7)]);
}
