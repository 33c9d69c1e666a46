import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  colorSchema,
  emailSchema,
  nameSchema,
  optionalText,
  passwordSchema,
  requiredText,
  urlSchema,
} from "./validation-schemas";

/** The codes a schema answers for `value`, or the parsed value when it passes. */
function parse(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success
    ? { data: result.data }
    : { codes: result.error.issues.map((issue) => issue.message) };
}

describe("emailSchema", () => {
  it("trims and lower-cases a valid address", () => {
    expect(parse(emailSchema, "  Ada@Example.COM ")).toEqual({ data: "ada@example.com" });
  });

  it("answers blank when missing, empty or only spaces", () => {
    expect(parse(emailSchema, undefined)).toEqual({ codes: ["blank"] });
    expect(parse(emailSchema, "")).toEqual({ codes: ["blank"] });
    expect(parse(emailSchema, "   ")).toEqual({ codes: ["blank"] });
  });

  it("answers not_an_email for a malformed address", () => {
    expect(parse(emailSchema, "ada@example")).toEqual({ codes: ["not_an_email"] });
  });

  it("answers too_long past 254 characters", () => {
    const long = `${"a".repeat(250)}@example.com`;
    expect(parse(emailSchema, long).codes).toContain("too_long");
  });

  it("answers invalid for a value that is not text", () => {
    expect(parse(emailSchema, 42)).toEqual({ codes: ["invalid"] });
  });
});

describe("passwordSchema", () => {
  it("keeps the password as typed, spaces included", () => {
    expect(parse(passwordSchema, " pass word ")).toEqual({ data: " pass word " });
  });

  it("answers blank when missing or empty", () => {
    expect(parse(passwordSchema, undefined)).toEqual({ codes: ["blank"] });
    expect(parse(passwordSchema, "")).toEqual({ codes: ["blank"] });
  });

  it("answers password_length outside 8 to 71 characters", () => {
    expect(parse(passwordSchema, "a".repeat(7))).toEqual({ codes: ["password_length"] });
    expect(parse(passwordSchema, "a".repeat(72))).toEqual({ codes: ["password_length"] });
    expect(parse(passwordSchema, "a".repeat(71))).toEqual({ data: "a".repeat(71) });
    expect(parse(passwordSchema, "   ")).toEqual({ codes: ["password_length"] });
  });
});

describe("nameSchema", () => {
  it("trims a valid name", () => {
    expect(parse(nameSchema, "  Ada ")).toEqual({ data: "Ada" });
  });

  it("answers blank, name_too_short and too_long", () => {
    expect(parse(nameSchema, "  ")).toEqual({ codes: ["blank"] });
    expect(parse(nameSchema, " A ")).toEqual({ codes: ["name_too_short"] });
    expect(parse(nameSchema, "a".repeat(501))).toEqual({ codes: ["too_long"] });
  });
});

describe("requiredText", () => {
  const title = requiredText(5);

  it("trims, then measures the trimmed text", () => {
    expect(parse(title, "  abcde  ")).toEqual({ data: "abcde" });
    expect(parse(title, "abcdef")).toEqual({ codes: ["too_long"] });
  });

  it("answers blank for empty or space-only text", () => {
    expect(parse(title, "")).toEqual({ codes: ["blank"] });
    expect(parse(title, " \n\t ")).toEqual({ codes: ["blank"] });
    expect(parse(title, null)).toEqual({ codes: ["blank"] });
  });

  it("defaults to the general bound of 500", () => {
    expect(parse(requiredText(), "a".repeat(500))).toEqual({ data: "a".repeat(500) });
    expect(parse(requiredText(), "a".repeat(501))).toEqual({ codes: ["too_long"] });
  });
});

describe("optionalText", () => {
  it("may be left out but not be too long", () => {
    expect(parse(optionalText(3), undefined)).toEqual({ data: undefined });
    expect(parse(optionalText(3), " abc ")).toEqual({ data: "abc" });
    expect(parse(optionalText(3), "abcd")).toEqual({ codes: ["too_long"] });
    expect(parse(optionalText(3), 1)).toEqual({ codes: ["invalid"] });
  });
});

describe("urlSchema", () => {
  it("accepts http and https addresses", () => {
    expect(parse(urlSchema, " https://acme.example/jobs ")).toEqual({
      data: "https://acme.example/jobs",
    });
  });

  it("answers invalid_url once for an unparseable or non-web address", () => {
    expect(parse(urlSchema, "acme.example")).toEqual({ codes: ["invalid_url"] });
    expect(parse(urlSchema, "javascript:alert(1)")).toEqual({ codes: ["invalid_url"] });
  });
});

describe("colorSchema", () => {
  it("accepts #rgb and #rrggbb, and answers invalid_color otherwise", () => {
    expect(parse(colorSchema, "#0af")).toEqual({ data: "#0af" });
    expect(parse(colorSchema, "#00aaff")).toEqual({ data: "#00aaff" });
    expect(parse(colorSchema, "#00aaf")).toEqual({ codes: ["invalid_color"] });
    expect(parse(colorSchema, "")).toEqual({ codes: ["blank"] });
  });
});
