/**
 * Chrome's and Firefox's MediaRecorder write a WebM without a duration (it is unknown while
 * recording), so a player reports Infinity and reviewers can't scrub the answer. The recorder
 * knows how long it ran: write that into the file's Segment Info before the take is kept and
 * uploaded. Safari's MP4 carries its duration already.
 */
export async function withWebmDuration(blob: Blob, durationSeconds: number): Promise<Blob> {
  if (!blob.type.includes("webm") || !(durationSeconds > 0)) return blob;
  try {
    // Loaded only when a take ends: the recording page's first screen doesn't need it.
    const { fixWebmDuration } = await import("@fix-webm-duration/fix");
    return await fixWebmDuration(blob, durationSeconds * 1000, { logger: false });
  } catch {
    // A take that can't be parsed is still a take: keep it as recorded.
    return blob;
  }
}
