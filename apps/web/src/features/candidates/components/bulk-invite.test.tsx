import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubApi } from "../../../test/api-stub";
import { makeSessionUser } from "../../../test/factories";
import { renderWithProviders } from "../../../test/render";
import { BulkInvite } from "./bulk-invite";

afterEach(() => vi.unstubAllGlobals());

describe("the list's bulk Invite to a one-way interview", () => {
  it("invites the selection and says how many were invited and skipped, and why", async () => {
    const api = stubApi({
      "GET /v1/prerecorded_interviews/invitable": () =>
        Response.json({
          data: [
            {
              id: "i1",
              type: "invitable_interview",
              attributes: {
                title: "Design screen",
                position_id: "p1",
                position_title: "Designer",
                deadline: null,
              },
            },
          ],
        }),
      "POST /v1/candidates/bulk": () =>
        Response.json({
          data: { changed: 2, invitation: { invited: 2, already_invited: 1, not_found: 1 } },
        }),
    });
    const onDone = vi.fn();
    renderWithProviders(<BulkInvite ids={["a", "b", "c", "d"]} onDone={onDone} />, {
      user: makeSessionUser(),
    });
    await userEvent.click(screen.getByRole("button", { name: "Invite to a one-way interview" }));
    await userEvent.selectOptions(await screen.findByRole("combobox", { name: "Interview" }), "i1");
    await userEvent.click(screen.getByRole("button", { name: "Invite 4 candidates" }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.calls("POST /v1/candidates/bulk")).toEqual([
      { ids: ["a", "b", "c", "d"], action: { type: "invite_interview", interview_id: "i1" } },
    ]);
    expect(
      await screen.findByText(
        "2 candidates invited. Skipped: 1 already invited, 1 no longer in the list.",
      ),
    ).toBeTruthy();
  });
});
