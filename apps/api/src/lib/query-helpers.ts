const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id matches no record: it answers 404 like any other unknown id, never a 500. */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/** An `ILIKE … ESCAPE '\'` pattern: `%`, `_` and `\` typed in a search match themselves. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
