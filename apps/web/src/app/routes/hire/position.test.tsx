import { routes } from "@candor/shared/routes";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { errorResponse, stubApi } from "../../../test/api-stub";
import { makeSessionUser } from "../../../test/factories";
import { positionResource } from "../../../test/positions-factories";
import { renderRoute } from "../../../test/render-route";
import PositionPage from "./position";
import PositionDetailsPage from "./position-details";

const admin = makeSessionUser();
const reviewer = makeSessionUser({ id: "u-rev", isAdmin: false, permissions: ["reviewer"] });

const open = positionResource("p-1", {
  title: "Backend Engineer",
  status: "open",
  department: "Engineering",
  opened_at: "2026-03-05T09:00:00.000Z",
  description:
    '<h1>About</h1><p>Build <strong>our</strong> API.</p><img src="x" onerror="alert(1)"><script>alert(2)</script><ul><li><p>Ship</p></li></ul>',
  hiring_team: [{ id: "u-2", first_name: "Grace", last_name: "Hopper", email: "grace@acme.test" }],
});

const emptyPipeline = { data: [], meta: { stages: [], count: 0 } };

function renderPosition(user = admin, page: "overview" | "details" = "overview") {
  return renderRoute(page === "overview" ? PositionPage : PositionDetailsPage, {
    pattern: page === "overview" ? routes.Position : routes.PositionDetails,
    route: page === "overview" ? "/hire/positions/p-1" : "/hire/positions/p-1/details",
    user,
  });
}

describe("a position's pages", () => {
  it("shows reviewers the pipeline by stage, with a friendly note while nobody is in it", async () => {
    stubApi({ "GET /v1/positions/p-1": () => Response.json({ data: open }) });
    renderPosition(reviewer);
    expect(await screen.findByRole("heading", { level: 1, name: "Backend Engineer" })).toBeTruthy();
    for (const stage of ["Applied", "One-way interview", "Hired"]) {
      expect(screen.getByText(stage)).toBeTruthy();
    }
    expect(screen.getByText("No candidates yet — interviews arrive soon")).toBeTruthy();
    expect(screen.getByText("Grace Hopper")).toBeTruthy();
    expect(screen.getByText("Opened Mar 05, 2026")).toBeTruthy();
  });

  it("gives managers edit, close and delete", async () => {
    let current = open;
    const api = stubApi({
      "GET /v1/positions/p-1": () => Response.json({ data: current }),
      "PUT /v1/positions/p-1": ({ body }) => {
        current = { ...open, attributes: { ...open.attributes, ...(body as object) } };
        return Response.json({ data: current });
      },
      "DELETE /v1/positions/p-1": () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    const { router } = renderPosition();
    expect((await screen.findByRole("link", { name: "Edit" })).getAttribute("href")).toBe(
      "/hire/positions/p-1/edit-position",
    );
    await user.click(screen.getByRole("button", { name: "Close position" }));
    await waitFor(() => expect(api.calls("PUT /v1/positions/p-1")).toEqual([{ status: "closed" }]));
    expect(await screen.findByText("“Backend Engineer” is closed.")).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Reopen" })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete “Backend Engineer”?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete position" }));
    await waitFor(() => expect(api.calls("DELETE /v1/positions/p-1")).toHaveLength(1));
    await waitFor(() => expect(router.state.location.pathname).toBe("/hire/positions"));
  });

  it("explains the plan's limit when reopening is refused", async () => {
    const closed = { ...open, attributes: { ...open.attributes, status: "closed" as const } };
    stubApi({
      "GET /v1/positions/p-1": () => Response.json({ data: closed }),
      "GET /v1/positions/p-1/pipeline": () => Response.json(emptyPipeline),
      "PUT /v1/positions/p-1": () => errorResponse("positions_limit_reached", 422),
    });
    const user = userEvent.setup();
    renderPosition();
    await user.click(await screen.findByRole("button", { name: "Reopen" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Your plan's limit is reached.");
    expect(
      within(alert).getByRole("link", { name: "Upgrade your plan" }).getAttribute("href"),
    ).toBe("/plans?changing_plan=true");
  });

  it("lets reviewers read, with no manager's action and the way back to the dashboard", async () => {
    stubApi({ "GET /v1/positions/p-1": () => Response.json({ data: open }) });
    renderPosition(reviewer);
    expect(await screen.findByRole("heading", { level: 1, name: "Backend Engineer" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Edit" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Edit team" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Close position" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete" })).toBeNull();
    expect(screen.getByRole("link", { name: "Dashboard" }).getAttribute("href")).toBe(
      "/hire/dashboard",
    );
  });

  it("renders the description from an allowlist: formatting kept, scripts and attributes gone", async () => {
    stubApi({ "GET /v1/positions/p-1": () => Response.json({ data: open }) });
    const { container } = renderPosition(reviewer, "details");
    expect(await screen.findByRole("heading", { name: "About" })).toBeTruthy();
    expect(screen.getByText("our").tagName).toBe("STRONG");
    expect(screen.getByText("Ship")).toBeTruthy();
    expect(container.querySelector("img, script, [onerror]")).toBeNull();
  });

  it("says when a position doesn't exist", async () => {
    stubApi({ "GET /v1/positions/p-1": () => errorResponse("not_found", 404) });
    renderPosition();
    expect(await screen.findByText("This position doesn't exist")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to positions" }).getAttribute("href")).toBe(
      "/hire/positions",
    );
  });
});
