import { useQuery } from "@tanstack/react-query";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { errorResponse, stubApi } from "../../../../test/api-stub";
import { makeSessionUser } from "../../../../test/factories";
import { renderWithProviders } from "../../../../test/render";
import { liveRoomQueryOptions } from "../api/live-room";
import { SidePanel } from "./side-panel";

const AGENDA_ITEM = "Walk us through a system you designed";

/** The room as the API answers it; `asked` is what the server holds. */
function roomDocument(asked: boolean) {
  return {
    data: {
      id: "li1",
      type: "live_room",
      attributes: {
        state: "open",
        role: "interviewer",
        title: "Technical conversation",
        starts_at: new Date(Date.now() - 65_000).toISOString(),
        duration_minutes: 45,
        opens_at: null,
        closes_at: null,
        position_id: "p1",
        candidate_name: "Ada Lovelace",
        organization_name: "Acme",
        brand_color: null,
        logo_url: null,
        agenda: [{ id: "a1", title: AGENDA_ITEM, asked }],
      },
    },
  };
}

/** The panel as the room screen shows it: fed by the room's query. */
function Panel() {
  const room = useQuery(liveRoomQueryOptions("li1", { kind: "panel" }));
  return room.data ? <SidePanel room={room.data} /> : null;
}

const tickPath = "PUT /v1/live_interviews/li1/agenda_items/a1/asked";

function stubRoom(tick: () => Promise<Response>) {
  let asked = false;
  const api = stubApi({
    "GET /v1/live_interviews/li1/room": () => Response.json(roomDocument(asked)),
    "GET /v1/live_interviews/li1/notes": () => Response.json({ data: [] }),
    [tickPath]: async ({ body }) => {
      const response = await tick();
      if (response.ok) asked = (body as { asked: boolean }).asked;
      return response;
    },
  });
  return api;
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe("SidePanel", () => {
  it("keeps a tick shown while the write is on its way, and after it is acknowledged", async () => {
    let acknowledge: (response: Response) => void = () => {};
    const api = stubRoom(
      () =>
        new Promise<Response>((resolve) => {
          acknowledge = resolve;
        }),
    );
    renderWithProviders(<Panel />, { user: makeSessionUser() });
    const checkbox = await screen.findByRole<HTMLInputElement>("checkbox", {
      name: AGENDA_ITEM,
    });
    // Read straight after the click: no moment where the tick flicks back.
    fireEvent.click(checkbox);
    expect(checkbox.checked).toBe(true);
    await waitFor(() => expect(api.calls(tickPath)).toEqual([{ asked: true }]));
    expect(checkbox.checked).toBe(true);
    acknowledge(
      Response.json({
        data: { id: "a1", type: "live_interview_agenda_tick", attributes: { asked: true } },
      }),
    );
    // Settled: the room is read again.
    await waitFor(() => expect(api.calls("GET /v1/live_interviews/li1/room")).toHaveLength(2));
    expect(checkbox.checked).toBe(true);
    expect(screen.queryByText("The question could not be ticked. Try again.")).toBeNull();
  });

  it("puts the tick back and says so when the write fails", async () => {
    stubRoom(async () => errorResponse("unavailable", 503));
    renderWithProviders(<Panel />, { user: makeSessionUser() });
    const checkbox = await screen.findByRole<HTMLInputElement>("checkbox", {
      name: AGENDA_ITEM,
    });
    await userEvent.click(checkbox);
    await screen.findByText("The question could not be ticked. Try again.");
    expect(checkbox.checked).toBe(false);
  });

  it("focuses a new note at once, so what is typed straight after lands in it", async () => {
    stubRoom(async () => errorResponse("unavailable", 503));
    renderWithProviders(<Panel />, { user: makeSessionUser() });
    await screen.findByText(/No notes yet/);
    fireEvent.click(screen.getByRole("button", { name: "Add a note" }));
    // Focused inside the click: keys pressed right after cannot go elsewhere.
    expect(document.activeElement?.tagName).toBe("TEXTAREA");
    await userEvent.keyboard("Clear about trade-offs");
    const note = screen.getByRole<HTMLTextAreaElement>("textbox", { name: /^Note at \d+:\d\d$/ });
    expect(note.value).toBe("Clear about trade-offs");
  });
});
