import { describe, expect, it } from "vitest";
import { csvField, toCsv } from "./csv";

describe("toCsv", () => {
  it("writes the header and rows, quoting what needs it, CRLF line ends", () => {
    const text = toCsv({
      columns: ["Stage", "Reached", "Conversion"],
      rows: [
        { key: "a", cells: ["Applied", 40, null] },
        { key: "b", cells: ['Live "panel", round 2', 12, "30%"] },
        { key: "c", cells: ["Two\nlines", 0, "0%"] },
      ],
    });
    expect(text).toBe(
      'Stage,Reached,Conversion\r\nApplied,40,\r\n"Live ""panel"", round 2",12,30%\r\n"Two\nlines",0,0%\r\n',
    );
  });

  it("defuses a text a spreadsheet would run as a formula, not a negative number", () => {
    expect(csvField("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvField("-2+3")).toBe("'-2+3");
    expect(csvField(-2)).toBe("-2");
    expect(csvField(Number.NaN)).toBe("");
  });
});
