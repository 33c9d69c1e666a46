import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Modal } from "./modal";

describe("Modal", () => {
  it("opens from its trigger as a titled dialog and closes with its close button", () => {
    render(
      <Modal title="Video tour" trigger={<button type="button">Open</button>}>
        <p>Body</p>
      </Modal>,
    );
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Open" }));
    const dialog = screen.getByRole("dialog", { name: "Video tour" });
    expect(dialog.textContent).toContain("Body");
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
