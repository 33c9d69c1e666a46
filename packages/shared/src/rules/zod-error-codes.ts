import type { z } from "zod";

/**
 * Maps every zod issue to a catalogue field code (SPEC §8, DESIGN §4), so a schema written
 * without custom messages still answers `blank`, `too_long`, `invalid`… Install it once with
 * `z.config({ customError: catalogueErrorMap })`; an explicit message on a schema wins.
 */
export function catalogueErrorMap(issue: z.core.$ZodRawIssue): string {
  // A missing or null value is blank whatever the schema expected (string, enum, object…).
  if ((issue.input === undefined || issue.input === null) && issue.code !== "custom")
    return "blank";
  switch (issue.code) {
    case "too_small": {
      if (issue.origin === "string" || issue.origin === "array" || issue.origin === "set") {
        return Number(issue.minimum) <= 1 ? "blank" : "too_short";
      }
      return "invalid";
    }
    case "too_big":
      return issue.origin === "string" || issue.origin === "array" || issue.origin === "set"
        ? "too_long"
        : "invalid";
    case "invalid_format":
      return issue.format === "email" ? "not_an_email" : "invalid";
    default:
      return "invalid";
  }
}
