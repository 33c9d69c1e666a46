import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Editor } from "@tiptap/core";
import { describe, expect, it, vi } from "vitest";
import type { CurriculumNote } from "../../../lib/training/training-records";
import { makeSessionUser } from "../../../test/factories";
import { renderWithProviders } from "../../../test/render";
import { NotesPanel, type NotesPanelProps } from "./notes-panel";

const NOTE: CurriculumNote = {
  id: "n1",
  curriculumVideoId: "v1",
  timestamp: 65,
  description: "<p>Ask for <strong>examples</strong></p>",
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};

/**
 * Writes into the rich-text field through Tiptap's own commands (the editor keeps itself on its
 * element for tests): happy-dom's typing does not reach ProseMirror faithfully.
 */
async function writeNote(text: string) {
  // The editor is its own chunk, loaded once the form shows.
  const field = (await screen.findByRole("textbox", { name: "Note" })) as HTMLElement & {
    editor: Editor;
  };
  act(() => {
    field.editor.commands.insertContent(text);
  });
}

function renderPanel(props: Partial<NotesPanelProps> = {}) {
  const handlers = {
    onCreate: vi.fn(async () => {}),
    onUpdate: vi.fn(async () => {}),
    onDelete: vi.fn(async () => {}),
    onCloseDraft: vi.fn(),
    onPlayFrom: vi.fn(),
  };
  renderWithProviders(<NotesPanel notes={[]} draftTimestamp={null} {...handlers} {...props} />, {
    user: makeSessionUser(),
  });
  return handlers;
}

describe("NotesPanel", () => {
  it("shows the empty state with how to add a note", () => {
    renderPanel();
    expect(screen.getByRole("heading", { name: "My Notes" })).toBeTruthy();
    expect(screen.getByText("You have no notes yet.")).toBeTruthy();
    expect(screen.getByText(/press Add Note/)).toBeTruthy();
  });

  it("lists notes with their time, and plays the video from a note's time", async () => {
    const { onPlayFrom } = renderPanel({ notes: [NOTE] });
    expect(screen.queryByText("You have no notes yet.")).toBeNull();
    expect(screen.getByText("examples").tagName).toBe("STRONG");
    await userEvent.click(screen.getByRole("button", { name: "Play from 01:05" }));
    expect(onPlayFrom).toHaveBeenCalledWith(65);
  });

  it("keeps Save Note disabled while the note is empty", async () => {
    renderPanel({ draftTimestamp: 42 });
    expect(screen.getByText("New note at 00:42")).toBeTruthy();
    const save = screen.getByRole("button", { name: "Save Note" }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await writeNote("   ");
    expect(save.disabled).toBe(true);
    await writeNote("Good follow-up");
    await waitFor(() => expect(save.disabled).toBe(false));
    expect(document.querySelector<HTMLInputElement>('input[name="note"]')?.value).toContain(
      "Good follow-up",
    );
  });

  it("saves a note at its time and shows the saved banner for 3 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const handlers = renderPanel({ draftTimestamp: 42 });
    await writeNote("Probe deeper");
    await user.click(screen.getByRole("button", { name: "Save Note" }));
    await waitFor(() => expect(handlers.onCreate).toHaveBeenCalled());
    expect(handlers.onCreate).toHaveBeenCalledWith(42, expect.stringContaining("Probe deeper"));
    expect(handlers.onCloseDraft).toHaveBeenCalled();
    expect(await screen.findByText("Note saved")).toBeTruthy();
    act(() => vi.advanceTimersByTime(2_900));
    expect(screen.getByText("Note saved")).toBeTruthy();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText("Note saved")).toBeNull();
  });

  it("asks before deleting a note", async () => {
    const { onDelete } = renderPanel({ notes: [NOTE] });
    await userEvent.click(screen.getByRole("button", { name: "Delete the note at 01:05" }));
    // The popover's code is fetched by that press (decision 0063): it opens once it is there.
    expect(await screen.findByText("Delete this note? This can't be undone.")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(onDelete).toHaveBeenCalled();
  });
});
