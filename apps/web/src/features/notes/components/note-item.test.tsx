import { screen } from "@testing-library/react";
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

// The popovers' code is a chunk of its own (decision 0063): the first render of this file shows
// the stand-in buttons, the same names, until it is there.
describe("NoteItem's actions before their code is there", () => {
  it("opens the popover pressed on its stand-in once the code arrives", async () => {
    const { onDelete } = renderItem();
    const standIn = screen.getByRole("button", { name: "Delete the note at 01:05" });
    // The real trigger is Radix's, which says it opens a dialog; the stand-in does not.
    expect(standIn.getAttribute("aria-haspopup")).toBeNull();
    await userEvent.click(standIn);
    expect(await screen.findByText("Delete this note? This can't be undone.")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(onDelete).toHaveBeenCalled();
  });

  it("then renders the real triggers", async () => {
    renderItem();
    const edit = await screen.findByRole("button", { name: "Edit the note at 01:05" });
    expect(edit.getAttribute("aria-haspopup")).toBe("dialog");
  });
});
