import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { catalogueErrorMap } from "./zod-error-codes";

function codesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe("catalogueErrorMap", () => {
  beforeAll(() => {
    z.config({ customError: catalogueErrorMap });
  });

  it("answers blank for a missing, null or empty required value", () => {
    const schema = z.object({ name: z.string().trim().min(1), tags: z.array(z.string()).min(1) });
    expect(codesOf(schema, {})).toEqual(["blank", "blank"]);
    expect(codesOf(schema, { name: "   ", tags: [] })).toEqual(["blank", "blank"]);
    expect(codesOf(schema, { name: null, tags: ["a"] })).toEqual(["blank"]);
    expect(codesOf(z.object({ kind: z.enum(["a", "b"]) }), {})).toEqual(["blank"]);
  });

  it("answers too_short, too_long and invalid by the kind of issue", () => {
    expect(codesOf(z.string().min(3), "ab")).toEqual(["too_short"]);
    expect(codesOf(z.string().max(3), "abcd")).toEqual(["too_long"]);
    expect(codesOf(z.string(), 12)).toEqual(["invalid"]);
    expect(codesOf(z.number().max(3), 4)).toEqual(["invalid"]);
    expect(codesOf(z.enum(["a", "b"]), "c")).toEqual(["invalid"]);
    expect(codesOf(z.url(), "not a url")).toEqual(["invalid"]);
  });

  it("answers not_an_email for a malformed address", () => {
    expect(codesOf(z.email(), "someone@")).toEqual(["not_an_email"]);
  });

  it("keeps a message set on the schema", () => {
    expect(codesOf(z.string().min(1, "taken"), "")).toEqual(["taken"]);
  });
});
