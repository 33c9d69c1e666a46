import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { errorResponse, stubApi } from "../../../test/api-stub";
import { makeSessionUser } from "../../../test/factories";
import { renderWithProviders } from "../../../test/render";
import type { Candidate } from "../api/candidates";
import { InviteInterviewModal } from "./invite-interview-modal";

const CANDIDATE = {
  id: "c1",
  type: "candidate",
  firstName: "Grace",
  lastName: "Kelly",
  email: "grace@example.com",
} as Candidate;

const interview = (id: string, title: string, positionId: string, positionTitle: string) => ({
  id,
  type: "invitable_interview",
  attributes: { title, position_id: positionId, position_title: positionTitle, deadline: null },
});

/** The answer of a sent invitation (POST …/interview_invitations). */
const INVITED = {
  data: {
    id: "ci9",
    type: "candidate_interview",
    attributes: {
      interview_id: "i3",
      position_id: "p2",
      candidate_id: null,
      email: "grace@example.com",
      first_name: "Grace",
      last_name: "Kelly",
      status: "invited",
      decision: null,
      version: null,
      time_multiplier: 1.5,
      extra_retakes: 2,
      text_answers: false,
      deadline: null,
      effective_deadline: null,
      invited_at: "2026-01-01T00:00:00.000Z",
      started_at: null,
      completed_at: null,
      decided_at: null,
      last_reminded_at: null,
      reviews_count: 0,
    },
  },
};

function stub(invite: () => Response) {
  return stubApi({
    "GET /v1/prerecorded_interviews/invitable": () =>
      Response.json({
        data: [
          interview("i1", "Design screen", "p1", "Designer"),
          interview("i2", "Portfolio review", "p1", "Designer"),
          interview("i3", "Backend screen", "p2", "Engineer"),
        ],
      }),
    "GET /v1/candidates/c1/interviews": () =>
      Response.json({
        data: [
          {
            id: "ci1",
            type: "candidate_interview",
            attributes: {
              interview: { id: "i2", title: "Portfolio review" },
              position: { id: "p1", title: "Designer" },
              status: "invited",
              decision: null,
              effective_deadline: null,
              accommodations: { time_multiplier: 1, extra_retakes: 0 },
              invited_at: "2026-01-01T00:00:00.000Z",
              completed_at: null,
              reviews_count: 0,
              my_review: "none",
              others_visible: false,
              criteria: [],
              average: null,
            },
          },
        ],
      }),
    "POST /v1/candidates/c1/interview_invitations": invite,
  });
}

function renderModal() {
  const onClose = vi.fn();
  renderWithProviders(<InviteInterviewModal candidate={CANDIDATE} open onClose={onClose} />, {
    user: makeSessionUser(),
  });
  return { onClose };
}

afterEach(() => vi.unstubAllGlobals());

describe("the profile's Invite to interview", () => {
  it("groups the interviews by position, keeps those already taken out, and sends the choice with the accommodations", async () => {
    const api = stub(() => Response.json(INVITED, { status: 201 }));
    const { onClose } = renderModal();
    const picker = await screen.findByRole("combobox", { name: "Interview" });
    const groups = within(picker).getAllByRole("group");
    expect(groups.map((group) => group.getAttribute("label"))).toEqual(["Designer", "Engineer"]);
    await waitFor(() =>
      expect(
        (
          screen.getByRole("option", {
            name: "Portfolio review (already invited)",
          }) as HTMLOptionElement
        ).disabled,
      ).toBe(true),
    );

    // Nothing chosen: said on the field, nothing sent.
    await userEvent.click(screen.getByRole("button", { name: "Send invitation" }));
    expect(screen.getByText("Choose the interview to invite to.")).toBeTruthy();
    expect(api.calls("POST /v1/candidates/c1/interview_invitations")).toEqual([]);

    await userEvent.selectOptions(picker, "i3");
    await userEvent.selectOptions(
      screen.getByRole("combobox", { name: "Think and answer time" }),
      "1.5",
    );
    await userEvent.selectOptions(
      screen.getByRole("combobox", { name: "Extra retakes per question" }),
      "2",
    );
    await userEvent.click(screen.getByRole("button", { name: "Send invitation" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls("POST /v1/candidates/c1/interview_invitations")).toEqual([
      { interview_id: "i3", time_multiplier: 1.5, extra_retakes: 2 },
    ]);
    expect(await screen.findByText('Grace Kelly is invited to "Backend screen".')).toBeTruthy();
  });

  it.each([
    [
      "candidate_already_invited",
      "This candidate is already invited to that interview: nothing was sent.",
    ],
    ["interview_closed", "That interview's position is closed: it takes no more candidates."],
    [
      "interview_deadline_passed",
      "That interview's deadline has passed. Give it a later deadline on the interview's page first.",
    ],
  ])("says the refusal %s in words and stays open", async (code, message) => {
    stub(() => errorResponse(code, 422));
    const { onClose } = renderModal();
    await userEvent.selectOptions(await screen.findByRole("combobox", { name: "Interview" }), "i1");
    await userEvent.click(screen.getByRole("button", { name: "Send invitation" }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
