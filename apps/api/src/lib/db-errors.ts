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

/** Node's socket errors when the server cannot be reached or the connection broke. */
const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "EHOSTDOWN",
  "ENETUNREACH",
  "ENETDOWN",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * What `pg` says, without a code, when a connection could not be made, broke, or stopped
 * answering (connect and query timeouts included).
 */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Query read timeout/,
  /is not queryable/,
];

/**
 * SQLSTATEs of a server that is going away or refuses connections: class 08 (connection
 * exception), 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now (starting,
 * recovering) and 53300 too_many_connections.
 */
function isUnreachableSqlState(code: string): boolean {
  return code.startsWith("08") || ["57P01", "57P02", "57P03", "53300"].includes(code);
}

/**
 * Whether `error` (through drizzle's wrapping) says the connection to the database could not be
 * made, broke, or timed out: nothing about the statement itself. A job interrupted this way is
 * retried without counting an attempt.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  return someCause(error, (cause) => {
    const { code } = cause as { code?: unknown };
    if (typeof code === "string" && (SOCKET_CODES.has(code) || isUnreachableSqlState(code))) {
      return true;
    }
    return DRIVER_MESSAGES.some((pattern) => pattern.test(cause.message));
  });
}

/**
 * Whether the request failed because the database is unreachable or overloaded: unreachable as
 * above, a statement cancelled by `statement_timeout` (57014) or the server out of resources
 * (class 53). Answered 503 `database_unavailable`.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (isDatabaseUnreachable(error)) return true;
  return someCause(error, (cause) => {
    const { code } = cause as { code?: unknown };
    return typeof code === "string" && (code === "57014" || code.startsWith("53"));
  });
}

function someCause(error: unknown, test: (cause: Error) => boolean): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (test(cause)) return true;
    // Node reports a failed connection to every address of a host as one AggregateError.
    if (cause instanceof AggregateError && cause.errors.some((inner) => someCause(inner, test))) {
      return true;
    }
  }
  return false;
}
