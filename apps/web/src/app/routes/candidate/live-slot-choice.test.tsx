import { routes } from "@candor/shared/routes";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { errorResponse, stubApi } from "../../../test/api-stub";
import { renderWithProviders } from "../../../test/render";
import LiveSlotChoicePage from "./live-slot-choice";

const SLOT_A = {
  id: "s1",
  starts_at: "2030-03-01T09:00:00.000Z",
  ends_at: "2030-03-01T09:30:00.000Z",
};
const SLOT_B = {
  id: "s2",
  starts_at: "2030-03-02T09:00:00.000Z",
  ends_at: "2030-03-02T09:30:00.000Z",
};

function choice(attributes: Record<string, unknown>) {
  return {
    data: {
      id: "li1",
      type: "live_slot_choice",
      attributes: {
        title: "Meet the team",
        position_title: "Support engineer",
        candidate_first_name: "Ada",
        duration_minutes: 30,
        status: "awaiting_candidate",
        starts_at: null,
        organizer_time_zone: "Europe/Rome",
        slots: [SLOT_A, SLOT_B],
        organization: { name: "Acme", brand_color: "#5b21b6", logo_url: null },
        ...attributes,
      },
    },
  };
}

function renderPage() {
  renderWithProviders(
    <Routes>
      <Route path={routes.LiveInterviewSlotChoice} element={<LiveSlotChoicePage />} />
    </Routes>,
    { route: "/hire-candidate/live-interviews/li1/choose?token=tok" },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("the candidate's slot page", () => {
  it("says a slot went to someone else and offers what is left", async () => {
    let taken = false;
    const api = stubApi({
      "GET /v1/live_interviews/li1/slot_choice": () =>
        Response.json(choice(taken ? { slots: [SLOT_B] } : {})),
      "POST /v1/live_interviews/li1/slot_choice": () => {
        taken = true;
        return errorResponse("slot_taken", 409);
      },
    });
    renderPage();
    const radios = await screen.findAllByRole("radio");
    expect(radios).toHaveLength(2);
    await userEvent.click(radios[0] as HTMLElement);
    await userEvent.click(screen.getByRole("button", { name: "Confirm this time" }));
    expect(
      await screen.findByText("Someone has just taken that time. Please choose another."),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole("radio")).toHaveLength(1));
    expect(api.calls("POST /v1/live_interviews/li1/slot_choice")).toEqual([
      { token: "tok", slot_id: "s1" },
    ]);
  });

  it("confirms the chosen time once picked", async () => {
    stubApi({
      "GET /v1/live_interviews/li1/slot_choice": () => Response.json(choice({})),
      "POST /v1/live_interviews/li1/slot_choice": () =>
        Response.json(choice({ status: "scheduled", starts_at: SLOT_B.starts_at, slots: [] })),
    });
    renderPage();
    const radios = await screen.findAllByRole("radio");
    await userEvent.click(radios[1] as HTMLElement);
    await userEvent.click(screen.getByRole("button", { name: "Confirm this time" }));
    expect(await screen.findByText(/You're booked for/)).toBeTruthy();
  });
});
