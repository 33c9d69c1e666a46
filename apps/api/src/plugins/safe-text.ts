import type { FieldErrors } from "@candor/shared/errors";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../lib/app-error";

/**
 * Every text that reaches a route is text PostgreSQL can store (docs/decisions/0015): a NUL
 * character (U+0000) or a lone UTF-16 surrogate in a body field, a query value or a path
 * parameter answers 422 `validation_failed` with `invalid` on the field, before validation or
 * any handler runs. One hook for every route, so none can forget it.
 */
export const safeTextPlugin = fp(async (app: FastifyInstance) => {
  app.addHook("preValidation", async (request) => {
    const fields = unsafeTextFields(request);
    if (fields) throw AppError.fields(fields);
  });
});

/** Nested bodies deeper than this are refused as a whole rather than walked. */
const MAX_DEPTH = 32;

export function isSafeText(value: string): boolean {
  return !value.includes("\u0000") && (value as WellFormedString).isWellFormed();
}

// Node 20 has String.prototype.isWellFormed (ES2024); the TypeScript lib here stops at ES2023.
type WellFormedString = string & { isWellFormed(): boolean };

function unsafeTextFields(request: FastifyRequest): FieldErrors | undefined {
  const fields: FieldErrors = {};
  const flag = (field: string) => {
    fields[field || "base"] = ["invalid"];
  };
  walk(request.params, "", 0, flag);
  walk(request.query, "", 0, flag);
  walk(request.body, "", 0, flag);
  return Object.keys(fields).length > 0 ? fields : undefined;
}

/** Field names as the validation errors name them: `answers.0.text`. */
function walk(value: unknown, path: string, depth: number, flag: (field: string) => void): void {
  if (typeof value === "string") {
    if (!isSafeText(value)) flag(path);
    return;
  }
  if (value === null || typeof value !== "object") return;
  if (depth >= MAX_DEPTH) {
    flag(path);
    return;
  }
  // Streams and buffers (uploads) are not text; the query parser's objects have a prototype of
  // their own, so anything else is walked.
  if (ArrayBuffer.isView(value) || typeof (value as { pipe?: unknown }).pipe === "function") return;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      walk(item, join(path, String(index)), depth + 1, flag);
    }
    return;
  }
  for (const [key, item] of Object.entries(value)) {
    // An unsafe key is not echoed back: its parent is named instead.
    if (!isSafeText(key)) flag(path);
    else walk(item, join(path, key), depth + 1, flag);
  }
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
