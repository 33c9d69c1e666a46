/** A table as charts show it and CSV exports it: a header row and rows of plain values. */
export type ChartTable = {
  columns: readonly string[];
  rows: readonly { key: string; cells: readonly (string | number | null)[] }[];
};

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break; a text starting
 * with `=`, `+`, `-` or `@` gets a leading apostrophe so a spreadsheet never runs it as a formula
 * (a position or question title is typed by users). Numbers, negative ones included, stay numbers.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The table as CSV text, lines ended by CRLF as RFC 4180 has them. */
export function toCsv(table: ChartTable): string {
  const lines = [table.columns, ...table.rows.map((row) => row.cells)].map((cells) =>
    cells.map(csvField).join(","),
  );
  return `${lines.join("\r\n")}\r\n`;
}

/** Saves `text` as a file the browser downloads (built here, from the data on screen). */
export function downloadCsv(fileName: string, text: string): void {
  // A byte-order mark so spreadsheet programs read the accents of it, es and names as UTF-8.
  const blob = new Blob(["\uFEFF", text], { type: "text/csv;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName.endsWith(".csv") ? fileName : `${fileName}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link's click; the URL is no longer needed after it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
