/**
 * Hands a fetched file to the browser as a download. Files behind the bearer token cannot be
 * plain links (a link carries no token), so they are fetched, then saved from a blob URL.
 */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = filename;
    link.rel = "noopener";
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has been handled, so the download has its data.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/** The file name of a `Content-Disposition: attachment; filename="…"` header, if any. */
export function filenameOf(header: string | null): string | null {
  const match = header?.match(/filename="?([^";]+)"?/i);
  return match?.[1] ?? null;
}
