import { describe, expect, it } from "vitest";
import { ERROR_CODES, ERROR_STATUS, type ErrorCode, isErrorBody, isErrorCode } from "./errors";
import { BILLING_ERROR_CODES } from "./rules/billing";

describe("ERROR_STATUS", () => {
  it("gives every server error code an HTTP error status", () => {
    for (const code of ERROR_CODES) {
      expect(ERROR_STATUS[code]).toBeGreaterThanOrEqual(400);
      expect(ERROR_STATUS[code]).toBeLessThan(600);
    }
  });

  it("answers 422 for bad input and 404 for an unknown record", () => {
    expect(ERROR_STATUS.validation_failed).toBe(422);
    expect(ERROR_STATUS.not_found).toBe(404);
  });

  it("lists every refusal of a plan change, answered 422 like the billing service does", () => {
    for (const code of BILLING_ERROR_CODES) {
      expect(ERROR_CODES, code).toContain(code);
      expect(ERROR_STATUS[code], code).toBe(422);
    }
  });
});

describe("ErrorCode", () => {
  it("is one of the catalogue's codes, not any string", () => {
    const known: ErrorCode = "database_unavailable";
    // @ts-expect-error a code missing from ERROR_STATUS does not compile (`npm run check`).
    const typo: ErrorCode = "positions_limit_reachd";
    expect(isErrorCode(known)).toBe(true);
    expect(isErrorCode(typo)).toBe(false);
    expect(isErrorCode("toString")).toBe(false);
    expect(ERROR_STATUS.database_unavailable).toBe(503);
  });
});

describe("isErrorBody", () => {
  it("accepts a general message and a message of field codes", () => {
    expect(isErrorBody({ code: "not_found", message: "Not found" })).toBe(true);
    expect(
      isErrorBody({ code: "validation_failed", message: { email: ["taken"] }, general: "x" }),
    ).toBe(true);
  });

  it("rejects anything else", () => {
    expect(isErrorBody({ message: "no code" })).toBe(false);
    expect(isErrorBody({ code: "x", message: { email: "taken" } })).toBe(false);
    expect(isErrorBody("Oops")).toBe(false);
    expect(isErrorBody(null)).toBe(false);
  });
});
