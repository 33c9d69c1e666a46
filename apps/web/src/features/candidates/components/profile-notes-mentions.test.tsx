import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Editor } from "@tiptap/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubApi } from "../../../test/api-stub";
import { makeSessionUser } from "../../../test/factories";
import { renderWithProviders } from "../../../test/render";
import { ProfileNotes } from "./profile-notes";

const CANDIDATE_ID = "c1";
const GRACE = "6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b";
const GREG = "7a1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b";

function member(id: string, firstName: string, permissions: string[], isAdmin = false) {
  return {
    id,
    type: "user",
    attributes: {
      email: `${firstName.toLowerCase()}@acme.test`,
      first_name: firstName,
      last_name: "Hopper",
      permissions,
      is_admin: isAdmin,
      activated: true,
      location: null,
      avatar: null,
      created_at: "2026-01-01T00:00:00.000Z",
      certified_until: null,
    },
  };
}

function stub() {
  return stubApi({
    [`GET /v1/candidates/${CANDIDATE_ID}/notes`]: () => Response.json({ data: [] }),
    "GET /v1/organizations/current/users": ({ url }) =>
      Response.json({
        data: [
          member(GRACE, "Grace", ["hr_manager"]),
          member("r1", "Greta", ["reviewer"]),
          member(GREG, "Greg", [], true),
        ].filter((row) =>
          row.attributes.first_name.toLowerCase().startsWith(url.searchParams.get("q") ?? ""),
        ),
        meta: {
          pagy: { page: 1, limit: 20, count: 3, pages: 1, prev: null, next: null, from: 1, to: 3 },
        },
      }),
    [`POST /v1/candidates/${CANDIDATE_ID}/notes`]: ({ body }) =>
      Response.json(
        {
          data: {
            id: "n1",
            type: "candidate_note",
            attributes: {
              candidate_id: CANDIDATE_ID,
              description: (body as { description: string }).description,
              author: null,
              created_at: "2026-01-01T00:00:00.000Z",
              updated_at: "2026-01-01T00:00:00.000Z",
            },
          },
        },
        { status: 201 },
      ),
  });
}

/** The note's field, written through Tiptap's commands (happy-dom's typing misses ProseMirror). */
function field() {
  return screen.getByRole("textbox", { name: "Add a note" }) as HTMLElement & { editor: Editor };
}

afterEach(() => vi.unstubAllGlobals());

describe("mentions in the note editor", () => {
  it("offers the managers matching what follows @, picks one with the keyboard and sends the mention", async () => {
    const api = stub();
    renderWithProviders(<ProfileNotes candidateId={CANDIDATE_ID} />, {
      user: makeSessionUser(),
    });
    // The editor is its own chunk, loaded once the form shows.
    await screen.findByRole("textbox", { name: "Add a note" });
    expect(screen.getByText(/Type @ to mention a teammate/)).toBeTruthy();
    act(() => {
      field().editor.commands.focus();
      field().editor.commands.insertContent("Ask @gr");
    });

    const menu = await screen.findByRole("listbox", { name: "Teammates to mention" });
    const options = within(menu).getAllByRole("option");
    // The reviewer cannot see candidates: not offered.
    expect(options.map((option) => option.textContent)).toEqual([
      "Grace Hoppergrace@acme.test",
      "Greg Hoppergreg@acme.test",
    ]);
    expect(options[0]?.getAttribute("aria-selected")).toBe("true");
    // The editor's attributes follow in an effect after the menu renders.
    await waitFor(() => expect(field().getAttribute("aria-activedescendant")).toBe(options[0]?.id));

    fireEvent.keyDown(field(), { key: "ArrowDown" });
    await waitFor(() =>
      expect(within(menu).getAllByRole("option")[1]?.getAttribute("aria-selected")).toBe("true"),
    );
    fireEvent.keyDown(field(), { key: "ArrowDown" });
    fireEvent.keyDown(field(), { key: "Enter" });
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());

    await userEvent.click(screen.getByRole("button", { name: "Add note" }));
    await waitFor(() =>
      expect(api.calls(`POST /v1/candidates/${CANDIDATE_ID}/notes`)).toHaveLength(1),
    );
    const [sent] = api.calls(`POST /v1/candidates/${CANDIDATE_ID}/notes`) as {
      description: string;
    }[];
    // Wrapped round to the first: Grace.
    expect(sent?.description).toBe(
      `<p>Ask <span data-mention="${GRACE}">@Grace Hopper</span> </p>`,
    );
  });

  it("closes the menu on Escape, and says when nobody matches", async () => {
    stub();
    renderWithProviders(<ProfileNotes candidateId={CANDIDATE_ID} />, {
      user: makeSessionUser(),
    });
    // The editor is its own chunk, loaded once the form shows.
    await screen.findByRole("textbox", { name: "Add a note" });
    act(() => {
      field().editor.commands.focus();
      field().editor.commands.insertContent("@zz");
    });
    expect(await screen.findByText("No teammate who can see candidates matches.")).toBeTruthy();
    fireEvent.keyDown(field(), { key: "Escape" });
    await waitFor(() =>
      expect(screen.queryByText("No teammate who can see candidates matches.")).toBeNull(),
    );
  });

  it("says the teammates could not be loaded rather than that nobody matches", async () => {
    stubApi({
      [`GET /v1/candidates/${CANDIDATE_ID}/notes`]: () => Response.json({ data: [] }),
      "GET /v1/organizations/current/users": () =>
        Response.json({ code: "internal_error", message: "internal_error" }, { status: 500 }),
    });
    renderWithProviders(<ProfileNotes candidateId={CANDIDATE_ID} />, {
      user: makeSessionUser(),
    });
    // The editor is its own chunk, loaded once the form shows.
    await screen.findByRole("textbox", { name: "Add a note" });
    act(() => {
      field().editor.commands.focus();
      field().editor.commands.insertContent("@gr");
    });
    expect(
      await screen.findByText("Teammates could not be loaded. Keep typing to try again."),
    ).toBeTruthy();
  });
});
