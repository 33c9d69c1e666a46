/*
 * The careers page's search and filters (issue 14), done in the browser: an organization has a
 * few dozen public positions at most, all in the one document the page reads.
 */

export type FilterablePosition = {
  title: string;
  department: string | null;
  location: string | null;
  description: string;
};

export type CareersFilters = {
  /** Words to find in the title, department, location or description. */
  q: string;
  /** "" for every department. */
  department: string;
  /** "" for every location. */
  location: string;
};

export const NO_FILTERS: CareersFilters = { q: "", department: "", location: "" };

/** Case- and accent-insensitive form of a text, for matching what a visitor types. */
function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

/** Text of the description's HTML, so a search never matches a tag's name. */
function textOf(html: string): string {
  return html.replace(/<[^>]*>/g, " ");
}

/** The positions matching every filter; every word of `q` must appear somewhere in one. */
export function filterPositions<P extends FilterablePosition>(
  positions: readonly P[],
  filters: CareersFilters,
): P[] {
  const words = fold(filters.q).split(/\s+/).filter(Boolean);
  return positions.filter((position) => {
    if (filters.department && position.department !== filters.department) return false;
    if (filters.location && position.location !== filters.location) return false;
    if (words.length === 0) return true;
    const haystack = fold(
      [position.title, position.department, position.location, textOf(position.description)]
        .filter(Boolean)
        .join(" "),
    );
    return words.every((word) => haystack.includes(word));
  });
}

/** The distinct values of a field, sorted for the visitor's language, for a filter's options. */
export function optionsOf(
  positions: readonly FilterablePosition[],
  field: "department" | "location",
  locale?: string,
): string[] {
  const values = new Set<string>();
  for (const position of positions) {
    const value = position[field]?.trim();
    if (value) values.add(value);
  }
  return [...values].sort((a, b) => a.localeCompare(b, locale, { sensitivity: "base" }));
}

export function hasFilters(filters: CareersFilters): boolean {
  return Boolean(filters.q.trim() || filters.department || filters.location);
}
