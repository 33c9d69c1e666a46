import type { CandidateImportRow } from "@candor/shared/schemas/candidate-imports";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { ImportPreview, PREVIEW_ROWS_SHOWN } from "./import-preview";

function row(overrides: Partial<CandidateImportRow>): CandidateImportRow {
  return {
    row: 2,
    first_name: "Ada",
    last_name: "Lovelace",
    email: "ada@example.com",
    position: null,
    stage: null,
    tags: [],
    result: "new",
    errors: [],
    ...overrides,
  };
}

describe("the import preview", () => {
  it("counts the ready rows and says each row's result in words, errors first", () => {
    renderWithProviders(
      <ImportPreview
        preview={{
          committed: false,
          counts: { total: 3, new: 1, existing: 1, error: 1 },
          rows: [
            row({ row: 2 }),
            row({
              row: 3,
              first_name: "Known",
              last_name: "One",
              email: "k@example.com",
              result: "existing",
            }),
            row({
              row: 4,
              first_name: "Bad",
              last_name: "",
              email: "nope",
              result: "error",
              errors: ["invalid_email", "unknown_position"],
            }),
          ],
        }}
      />,
    );
    expect(screen.getByRole("status").textContent).toBe("2 ready, 1 with errors");
    const rows = within(screen.getByRole("table")).getAllByRole("row").slice(1);
    expect(rows.map((element) => element.textContent)).toEqual([
      "4BadnopeNot a valid email address · No position with this title",
      "2Ada Lovelaceada@example.comNew candidate",
      "3Known Onek@example.comUpdates the existing candidate",
    ]);
  });

  it("shows a large file's first rows and says so", () => {
    const rows = Array.from({ length: PREVIEW_ROWS_SHOWN + 50 }, (_, index) =>
      row({ row: index + 2, email: `p${index}@example.com` }),
    );
    renderWithProviders(
      <ImportPreview
        preview={{
          committed: false,
          counts: { total: rows.length, new: rows.length, existing: 0, error: 0 },
          rows,
        }}
      />,
    );
    expect(
      screen.getByText(
        `Showing ${PREVIEW_ROWS_SHOWN} of ${rows.length} rows, those with errors first.`,
      ),
    ).toBeTruthy();
    expect(within(screen.getByRole("table")).getAllByRole("row")).toHaveLength(
      PREVIEW_ROWS_SHOWN + 1,
    );
  });
});
