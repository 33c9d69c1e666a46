/**
 * Whether `error` is PostgreSQL's unique violation (23505) on `constraint` (a unique index's
 * name), looking through drizzle's wrapping of the driver's error. A check such as "is this
 * address taken?" gives the clear answer; the unique index decides when two requests race.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code, constraint: name } = cause as Error & { code?: unknown; constraint?: unknown };
    if (code === "23505" && name === constraint) return true;
  }
  return false;
}
