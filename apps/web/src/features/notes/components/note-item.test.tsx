import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { CurriculumNote } from "../../../lib/training/training-records";
import { makeSessionUser } from "../../../test/factories";
import { renderWithProviders } from "../../../test/render";
import { NoteItem } from "./note-item";

const NOTE: CurriculumNote = {
  id: "n1",
  curriculumVideoId: "v1",
  timestamp: 65,
  description: "<p>Ask for examples</p>",
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};

function renderItem() {
  const onDelete = vi.fn(async () => {});
  renderWithProviders(
    <ul>
      <NoteItem
        note={NOTE}
        onPlayFrom={vi.fn()}
        onUpdate={vi.fn(async () => {})}
        onDelete={onDelete}
      />
    </ul>,
    { user: makeSessionUser() },
  );
  return { onDelete };
}

// The popovers' code is a chunk of its own, fetched when someone reaches for a note's buttons
// (decision 0063): until then the note draws stand-ins with the same names.
describe("NoteItem's actions before their code is there", () => {
  it("fetches nothing until a button is reached for", async () => {
    renderItem();
    const standIn = screen.getByRole("button", { name: "Edit the note at 01:05" });
    // Radix's trigger says its popover's state; the stand-in is a plain button.
    expect(standIn.getAttribute("data-state")).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(
      screen.getByRole("button", { name: "Edit the note at 01:05" }).getAttribute("data-state"),
    ).toBeNull();
  });

  it("opens the popover pressed on its stand-in once the code arrives", async () => {
    const { onDelete } = renderItem();
    await userEvent.click(screen.getByRole("button", { name: "Delete the note at 01:05" }));
    expect(await screen.findByText("Delete this note? This can't be undone.")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(onDelete).toHaveBeenCalled();
  });

  it("hands the focus from a stand-in reached by keyboard to the real trigger, closed", async () => {
    renderItem();
    await userEvent.tab(); // the note's time
    await userEvent.tab(); // the edit stand-in
    await waitFor(() => {
      const edit = screen.getByRole("button", { name: "Edit the note at 01:05" });
      expect(edit.getAttribute("data-state")).toBe("closed");
      expect(document.activeElement).toBe(edit);
    });
    // Enter on the real trigger opens the edit form.
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByRole("dialog")).toBeTruthy();
  });
});
