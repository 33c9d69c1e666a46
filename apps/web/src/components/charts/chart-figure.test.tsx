import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render";
import { ChartFigure } from "./chart-figure";
import { FunnelChart } from "./funnel-chart";
import { LineChart } from "./line-chart";

const table = {
  columns: ["Stage", "Reached"],
  rows: [
    { key: "applied", cells: ["Applied", 40] },
    { key: "offer", cells: ["Offer", 4] },
  ],
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe("ChartFigure", () => {
  it("names the figure, hides the drawing from assistive technology and keeps the table", () => {
    const { container } = renderWithProviders(
      <ChartFigure caption="Candidates by stage" table={table} fileName="funnel">
        <FunnelChart
          steps={[
            { key: "applied", label: "Applied", value: 40 },
            { key: "offer", label: "Offer", value: 4, note: "10% from the previous stage" },
          ]}
        />
      </ChartFigure>,
    );
    expect(screen.getByRole("figure", { name: "Candidates by stage" })).toBeTruthy();
    const drawing = container.querySelector("ol");
    expect(drawing?.closest("[aria-hidden='true']")).not.toBeNull();
    const data = screen.getByRole("table", { name: "Candidates by stage" });
    expect(within(data).getByRole("rowheader", { name: "Offer" })).toBeTruthy();
    expect(
      within(data)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["40", "4"]);
  });

  it("shows the table instead of the chart when asked", () => {
    const { container } = renderWithProviders(
      <ChartFigure caption="Candidates by stage" table={table} fileName="funnel">
        <FunnelChart steps={[{ key: "applied", label: "Applied", value: 40 }]} />
      </ChartFigure>,
    );
    const toggle = screen.getByRole("button", { name: "Show table" });
    expect(toggle.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
    expect(container.querySelector("ol")).toBeNull();
    const wrap = screen.getByRole("table").parentElement;
    expect(wrap?.className).not.toContain("visually-hidden");
  });

  it("downloads the same rows as CSV", async () => {
    const created: Blob[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      created.push(blob as Blob);
      return "blob:report";
    });
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    renderWithProviders(
      <ChartFigure caption="Candidates by stage" table={table} fileName="funnel">
        <span />
      </ChartFigure>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Download CSV: Candidates by stage" }));
    expect(clicked).toEqual(["funnel.csv"]);
    expect(created).toHaveLength(1);
    const text = await created[0]?.text();
    expect(text).toBe("\uFEFFStage,Reached\r\nApplied,40\r\nOffer,4\r\n");
  });
});

describe("FunnelChart and LineChart", () => {
  it("draws each funnel step as wide as its value against the largest", () => {
    const { container } = renderWithProviders(
      <FunnelChart
        steps={[
          { key: "a", label: "Applied", value: 40 },
          { key: "b", label: "Offer", value: 10 },
          { key: "r", label: "Rejected", value: 20, muted: true },
        ]}
      />,
    );
    const polygons = [...container.querySelectorAll("polygon")].map((polygon) =>
      polygon.getAttribute("points"),
    );
    // Applied is full width narrowing to Offer's 25%; Offer keeps its width (the next is muted).
    expect(polygons[0]).toBe("0,0 100,0 62.5,10 37.5,10");
    expect(polygons[1]).toBe("37.5,0 62.5,0 62.5,10 37.5,10");
    expect(polygons[2]).toBe("25,0 75,0 75,10 25,10");
  });

  it("places the line's points on the fixed scale, the first and last labelled", () => {
    const { container } = renderWithProviders(
      <LineChart
        min={1}
        max={5}
        points={[
          { key: "w1", label: "4 Mar", value: 5 },
          { key: "w2", label: "11 Mar", value: 1 },
        ]}
      />,
    );
    const circles = [...container.querySelectorAll("circle")].map((circle) => [
      circle.getAttribute("cx"),
      circle.getAttribute("cy"),
    ]);
    // 320 wide with 28 and 12 of padding; 150 high with 12 above and 24 below.
    expect(circles).toEqual([
      ["28", "12"],
      ["308", "126"],
    ]);
    expect(container.textContent).toContain("4 Mar");
    expect(container.textContent).toContain("11 Mar");
  });
});
