import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubApi } from "../../../test/api-stub";
import { makeSessionUser } from "../../../test/factories";
import { renderWithProviders } from "../../../test/render";
import { LiveFeedbackForm } from "./live-feedback-form";

const criteria = [
  { id: "k1", name: "Communication", description: "", rating_scale: 5, position: 0 },
  { id: "k2", name: "Problem solving", description: "", rating_scale: 5, position: 1 },
];

function document(attributes: Record<string, unknown>) {
  return {
    data: {
      id: "li1",
      type: "live_interview_feedback",
      attributes: {
        live_interview_id: "li1",
        scorecard: { id: "s1", name: "Engineering", criteria },
        can_submit: true,
        certification_required: false,
        my_feedback: null,
        others_visible: false,
        feedback: [],
        average: null,
        submitted_count: 1,
        panel_count: 2,
        ...attributes,
      },
    },
  };
}

const SUBMITTED = {
  id: "f1",
  reviewer: { id: "u1", first_name: "Grace", last_name: "Hopper", email: "g@example.com" },
  comment: "Clear",
  submitted_at: "2030-01-01T10:00:00.000Z",
  scores: [
    { criterion_id: "k1", rating: 4 },
    { criterion_id: "k2", rating: 2 },
  ],
  average: 3,
  updated_at: "2030-01-01T10:00:00.000Z",
};

afterEach(() => vi.unstubAllGlobals());

describe("LiveFeedbackForm", () => {
  it("saves a draft as the interviewer rates, refuses an incomplete submit, then shows the team", async () => {
    const api = stubApi({
      "GET /v1/live_interviews/li1/feedback": () => Response.json(document({})),
      "PUT /v1/live_interviews/li1/feedback": () => Response.json(document({})),
      "POST /v1/live_interviews/li1/feedback/submit": ({ body }) =>
        Response.json(
          document({
            my_feedback: { ...SUBMITTED, id: "f2", reviewer: null, ...(body as object) },
            others_visible: true,
            feedback: [SUBMITTED],
            average: {
              overall: 3.5,
              reviews_count: 2,
              by_criterion: [
                { criterion_id: "k1", average: 4.5, count: 2 },
                { criterion_id: "k2", average: 2.5, count: 2 },
              ],
            },
            submitted_count: 2,
          }),
        ),
    });
    renderWithProviders(<LiveFeedbackForm liveInterviewId="li1" />, { user: makeSessionUser() });
    const fives = await screen.findAllByRole("radio", { name: "5 of 5" });
    await userEvent.click(fives[0] as HTMLElement);
    await waitFor(() => expect(api.calls("PUT /v1/live_interviews/li1/feedback")).toHaveLength(1), {
      timeout: 3000,
    });
    expect(api.calls("PUT /v1/live_interviews/li1/feedback")[0]).toEqual({
      scores: [{ criterion_id: "k1", rating: 5 }],
      comment: "",
    });

    await userEvent.click(screen.getByRole("button", { name: "Submit feedback" }));
    expect(screen.getByText("Rate every criterion before submitting.")).toBeTruthy();
    expect(api.calls("POST /v1/live_interviews/li1/feedback/submit")).toEqual([]);

    await userEvent.click(screen.getAllByRole("radio", { name: "3 of 5" })[1] as HTMLElement);
    await userEvent.click(screen.getByRole("button", { name: "Submit feedback" }));
    await waitFor(() =>
      expect(api.calls("POST /v1/live_interviews/li1/feedback/submit")).toEqual([
        {
          scores: [
            { criterion_id: "k1", rating: 5 },
            { criterion_id: "k2", rating: 3 },
          ],
          comment: "",
        },
      ]),
    );
    expect(await screen.findByText("Average 3.5")).toBeTruthy();
    expect(screen.getByText("Grace Hopper")).toBeTruthy();
  });

  it("sends a panel member nothing of the others before their own is in", async () => {
    stubApi({
      "GET /v1/live_interviews/li1/feedback": () =>
        Response.json(document({ my_feedback: { ...SUBMITTED, submitted_at: null } })),
    });
    renderWithProviders(<LiveFeedbackForm liveInterviewId="li1" />, { user: makeSessionUser() });
    expect(await screen.findByRole("button", { name: "Submit feedback" })).toBeTruthy();
    // The draft's own ratings come back checked; no team section before submitting.
    expect((screen.getAllByRole("radio", { name: "4 of 5" })[0] as HTMLInputElement).checked).toBe(
      true,
    );
    expect(screen.queryByText("The team's feedback")).toBeNull();
  });
});
