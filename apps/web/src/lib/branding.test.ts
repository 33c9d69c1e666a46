import { describe, expect, it } from "vitest";
import { brandStyle, readableTextOn } from "./branding";

describe("readableTextOn", () => {
  it("puts white on dark colours and dark text on light ones", () => {
    expect(readableTextOn("#0f6e6a")).toBe("#ffffff");
    expect(readableTextOn("#000")).toBe("#ffffff");
    expect(readableTextOn("#ffeb3b")).toBe("#14201f");
    expect(readableTextOn("#fff")).toBe("#14201f");
  });
});

describe("brandStyle", () => {
  it("re-points the brand tokens at the organization's colour", () => {
    expect(brandStyle("#5B21B6")).toEqual({
      "--color-brand": "#5B21B6",
      "--color-brand-strong": "color-mix(in srgb, #5B21B6 82%, #000000)",
      "--color-brand-soft": "color-mix(in srgb, #5B21B6 12%, var(--color-surface))",
      "--color-brand-contrast": "#ffffff",
    });
  });

  it("keeps Candor's colours without a valid colour", () => {
    expect(brandStyle(null)).toBeUndefined();
    expect(brandStyle("red")).toBeUndefined();
    expect(brandStyle("#12345")).toBeUndefined();
  });
});
