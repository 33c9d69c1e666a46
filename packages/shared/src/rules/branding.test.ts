import { describe, expect, it } from "vitest";
import { contrastRatio, hexChannels, meetsWcagAa } from "./branding";
import { validateColor, validateUrl } from "./validation";

describe("hexChannels", () => {
  it("reads 6- and 3-digit hex, in either case", () => {
    expect(hexChannels("#0f6e6a")).toEqual([15, 110, 106]);
    expect(hexChannels("#FA0")).toEqual([255, 170, 0]);
  });

  it("answers null for anything that is not the SPEC §5 colour", () => {
    for (const value of ["0f6e6a", "#12345", "#ggg", "red", "#1234567", ""]) {
      expect(hexChannels(value)).toBeNull();
    }
  });
});

describe("contrastRatio", () => {
  it("is 21 for black on white and 1 for a colour on itself, in either order", () => {
    expect(contrastRatio("#000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 5);
    expect(contrastRatio("#0f6e6a", "#0f6e6a")).toBeCloseTo(1, 5);
  });

  it("matches the WCAG figure for a known pair (#777 on white is 4.48)", () => {
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
  });

  it("is null when a colour is invalid", () => {
    expect(contrastRatio("teal", "#fff")).toBeNull();
  });
});

describe("meetsWcagAa", () => {
  it("passes at 4.5:1 and above, fails below", () => {
    expect(meetsWcagAa("#ffffff", "#0f6e6a")).toBe(true);
    expect(meetsWcagAa("#ffffff", "#777777")).toBe(false);
    expect(meetsWcagAa("#ffffff", "#ffee00")).toBe(false);
    expect(meetsWcagAa("#14201f", "#ffee00")).toBe(true);
  });

  it("fails on an invalid colour rather than claiming it is readable", () => {
    expect(meetsWcagAa("#ffffff", "nope")).toBe(false);
  });
});

describe("the SPEC §5 rules the company profile uses", () => {
  it("accepts #rgb and #rrggbb only", () => {
    expect(validateColor("#0f6e6a")).toBeUndefined();
    expect(validateColor("#abc")).toBeUndefined();
    expect(validateColor("0f6e6a")).toBe("invalid_color");
    expect(validateColor("#abcd")).toBe("invalid_color");
  });

  it("accepts a parseable URL and refuses one that is not", () => {
    expect(validateUrl("https://acme.example")).toBeUndefined();
    expect(validateUrl("acme dot com")).toBe("invalid_url");
  });
});
