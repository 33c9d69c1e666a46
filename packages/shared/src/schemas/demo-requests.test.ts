import { describe, expect, it } from "vitest";
import { COMPANY_SIZES, DemoRequestInputSchema } from "./demo-requests";

const valid = {
  name: "Marie Curie",
  email: "marie@example.com",
  company: "Radium",
  company_size: "1-10",
};

describe("DemoRequestInputSchema", () => {
  it("accepts a request, lower-casing the address", () => {
    expect(DemoRequestInputSchema.parse({ ...valid, email: "Marie@Example.com" })).toEqual({
      ...valid,
      email: "marie@example.com",
    });
  });

  it("offers company sizes from 1-10 to 1001+", () => {
    expect(COMPANY_SIZES[0]).toBe("1-10");
    expect(COMPANY_SIZES.at(-1)).toBe("1001+");
  });

  it.each([
    [{ company_size: undefined }, "company_size", "blank"],
    [{ company_size: "10-20" }, "company_size", "invalid"],
    [{ email: "nope" }, "email", "not_an_email"],
    [{ name: "M" }, "name", "name_too_short"],
    [{ message: "m".repeat(501) }, "message", "too_long"],
  ])("refuses %o", (change, path, code) => {
    const result = DemoRequestInputSchema.safeParse({ ...valid, ...change });
    expect(
      result.error?.issues.map((issue) => [issue.path.join("."), issue.message]),
    ).toContainEqual([path, code]);
  });
});
