import { describe, expect, it } from "vitest";
import { formatMoney } from "./money";

describe("formatMoney", () => {
  it("writes whole amounts without cents, in the reader's language", () => {
    expect(formatMoney(15_000, "usd", "en")).toBe("$150");
    expect(formatMoney(12_345, "usd", "en")).toBe("$123.45");
    expect(formatMoney(30_000, "usd", "it")).toMatch(/^300\s?USD$|^300\s?US\$$/);
    expect(formatMoney(12_345, "usd", "es")).toMatch(/^123,45\s?US\$$/);
  });
});
