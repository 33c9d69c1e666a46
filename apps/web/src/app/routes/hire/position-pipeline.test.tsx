import { routes } from "@candor/shared/routes";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { errorResponse, stubApi } from "../../../test/api-stub";
import { makeSessionUser } from "../../../test/factories";
import { positionResource } from "../../../test/positions-factories";
import { renderRoute } from "../../../test/render-route";
import PositionPage from "./position";

const hr = makeSessionUser({ id: "u-hr", isAdmin: false, permissions: ["hr_manager"] });
const position = positionResource("p-1", { title: "Backend Engineer", status: "open" });
const stages = [
  { key: "applied", name: "Applied", position: 0 },
  { key: "one_way_interview", name: "One-way interview", position: 1 },
  { key: "offer", name: "Offer", position: 2 },
];

function card(id: string, firstName: string, stage: string) {
  return {
    id,
    type: "candidate_position",
    attributes: {
      candidate_id: `c-${id}`,
      first_name: firstName,
      last_name: "Lovelace",
      email: `${firstName.toLowerCase()}@example.com`,
      stage,
      stage_changed_at: "2026-03-05T09:00:00.000Z",
      created_at: "2026-03-01T09:00:00.000Z",
      latest_activity_at: "2026-03-06T09:00:00.000Z",
    },
  };
}

/** The board's calls; a move the server accepts (`accept`) shows when the board reloads. */
function renderBoard(accept: boolean) {
  const stageOf: Record<string, string> = { "cp-1": "applied", "cp-2": "offer" };
  const move =
    (id: string) =>
    ({ body }: { body: unknown }) => {
      if (!accept) return errorResponse("not_found", 404);
      stageOf[id] = (body as { stage: string }).stage;
      return Response.json({
        data: {
          id,
          type: "candidate_position",
          attributes: {
            candidate_id: `c-${id}`,
            position_id: "p-1",
            position_title: "Backend Engineer",
            stage: stageOf[id],
            stage_name: stages.find((stage) => stage.key === stageOf[id])?.name,
            stage_changed_at: "2026-03-07T09:00:00.000Z",
            created_at: "2026-03-01T09:00:00.000Z",
            updated_at: "2026-03-07T09:00:00.000Z",
          },
        },
      });
    };
  const api = stubApi({
    "GET /v1/positions/p-1": () => Response.json({ data: position }),
    "GET /v1/positions/p-1/pipeline": () =>
      Response.json({
        data: [
          card("cp-1", "Ada", stageOf["cp-1"] ?? ""),
          card("cp-2", "Bea", stageOf["cp-2"] ?? ""),
        ],
        meta: { stages, count: 2 },
      }),
    "PUT /v1/candidate_positions/cp-1": move("cp-1"),
    "PUT /v1/candidate_positions/cp-2": move("cp-2"),
  });
  renderRoute(PositionPage, { pattern: routes.Position, route: "/hire/positions/p-1", user: hr });
  return api;
}

function column(name: string) {
  return screen.getByRole("region", { name: new RegExp(`^${name}`) });
}

describe("a position's pipeline board", () => {
  it("moves a focused card to the next stage with the right arrow, and says so", async () => {
    const api = renderBoard(true);
    const user = userEvent.setup();
    const ada = await screen.findByRole("link", { name: "Ada Lovelace, in Applied" });
    expect(ada.getAttribute("href")).toBe("/hire/candidates/c-cp-1");
    ada.focus();
    await user.keyboard("{ArrowRight}");
    await waitFor(() =>
      expect(api.calls("PUT /v1/candidate_positions/cp-1")).toEqual([
        { stage: "one_way_interview" },
      ]),
    );
    const moved = within(column("One-way interview")).getByRole("link", {
      name: "Ada Lovelace, in One-way interview",
    });
    expect(document.activeElement).toBe(moved);
    expect(await screen.findByText("Ada Lovelace moved to One-way interview.")).toBeTruthy();
    expect(within(column("Applied")).getByText("Nobody at this stage")).toBeTruthy();
  });

  it("puts the card back and says so when the server refuses the move", async () => {
    renderBoard(false);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole("button", { name: "Move Ada Lovelace to One-way interview" }),
    );
    expect(
      await screen.findByText("Ada Lovelace couldn't be moved and is back in Applied."),
    ).toBeTruthy();
    expect(within(column("Applied")).getByText("Ada Lovelace")).toBeTruthy();
  });

  it("lists the candidates with a stage select in the list view", async () => {
    const api = renderBoard(true);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "List" }));
    const select = screen.getByRole("combobox", { name: "Stage of Bea Lovelace" });
    expect((select as HTMLSelectElement).value).toBe("offer");
    await user.selectOptions(select, "applied");
    await waitFor(() =>
      expect(api.calls("PUT /v1/candidate_positions/cp-2")).toEqual([{ stage: "applied" }]),
    );
    expect(await screen.findByText("Bea Lovelace moved to Applied.")).toBeTruthy();
    await waitFor(() =>
      expect(
        (screen.getByRole("combobox", { name: "Stage of Bea Lovelace" }) as HTMLSelectElement)
          .value,
      ).toBe("applied"),
    );
  });
});
