/**
 * The poster beside a media file of our own: `/media/training/x.webm` → `/media/training/x.jpg`.
 * Its own module so that a page's data prefetch can ask for it without the player (decision 0063).
 */
export function posterOf(mediaUrl: string | null): string | undefined {
  if (!mediaUrl?.startsWith("/media/")) return undefined;
  return mediaUrl.replace(/\.(webm|mp4)$/i, ".jpg");
}
