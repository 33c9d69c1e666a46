import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
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

  it("gives the focus back to the button that opened it when controlled", async () => {
    function Page() {
      const [isOpen, setIsOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setIsOpen(true)}>
            Delete my account
          </button>
          <Modal open={isOpen} onOpenChange={setIsOpen} title="Delete your account?">
            <input aria-label="Password" />
          </Modal>
        </>
      );
    }
    render(<Page />);
    const opener = screen.getByRole("button", { name: "Delete my account" });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole("dialog", { name: "Delete your account?" });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement ?? dialog, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(opener);
  });
});
