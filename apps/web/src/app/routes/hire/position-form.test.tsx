import { routes } from "@candor/shared/routes";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  errorResponse,
  fieldErrorResponse,
  type StubHandler,
  stubApi,
} from "../../../test/api-stub";
import { makeSessionUser } from "../../../test/factories";
import { positionResource, positionsPage } from "../../../test/positions-factories";
import { renderRoute } from "../../../test/render-route";
import CreatePositionPage from "./create-position";
import EditPositionPage from "./edit-position";

const admin = makeSessionUser({
  id: "u-ada",
  activePositionsCount: 3,
  subscription: { kind: "free", maxPositionsCount: 3, status: "active", currentPeriodEnd: null },
});

const members = () =>
  Response.json({
    data: [
      {
        id: "u-ada",
        type: "user",
        attributes: {
          email: "ada@acme.test",
          first_name: "Ada",
          last_name: "Lovelace",
          permissions: ["admin"],
          is_admin: true,
          activated: true,
          location: null,
          avatar: null,
          created_at: "2026-01-01T00:00:00.000Z",
          certified_until: null,
        },
      },
      {
        id: "u-grace",
        type: "user",
        attributes: {
          email: "grace@acme.test",
          first_name: "Grace",
          last_name: "Hopper",
          permissions: ["reviewer"],
          is_admin: false,
          activated: true,
          location: null,
          avatar: null,
          created_at: "2026-01-01T00:00:00.000Z",
          certified_until: null,
        },
      },
    ],
    meta: {
      pagy: { page: 1, limit: 100, count: 2, pages: 1, prev: null, next: null, from: 1, to: 2 },
    },
  });

const draft = positionResource("p-1", {
  title: "Backend Engineer",
  status: "draft",
  description: "<p>Build our API.</p>",
  department: "Engineering",
});

function stubForm(overrides: Record<string, StubHandler> = {}) {
  return stubApi({
    "GET /v1/industries": () =>
      Response.json({
        data: [
          { id: "software", type: "industry", attributes: { name: "Software" } },
          { id: "other", type: "industry", attributes: { name: "Other" } },
        ],
      }),
    "GET /v1/positions": () => positionsPage([draft]),
    "GET /v1/organizations/current/users": members,
    "GET /v1/positions/p-1": () => Response.json({ data: draft }),
    "GET /v1/positions/limit": () =>
      Response.json({
        data: {
          id: "org",
          type: "positions_limit",
          attributes: {
            kind: "free",
            max_positions_count: 3,
            active_positions_count: 3,
            remaining: 0,
            reached: true,
            exceeded: false,
          },
        },
      }),
    ...overrides,
  });
}

function renderCreate() {
  return renderRoute(CreatePositionPage, {
    pattern: routes.CreatePosition,
    route: "/hire/positions/create-position",
    user: admin,
  });
}

describe("the position form", () => {
  it("needs a title, checked before anything is sent", async () => {
    const api = stubForm();
    const user = userEvent.setup();
    renderCreate();
    await user.click(await screen.findByRole("button", { name: "Save as draft" }));
    expect(await screen.findByText("This field is required.")).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Title" }).getAttribute("aria-invalid")).toBe(
      "true",
    );
    expect(api.calls("POST /v1/positions")).toHaveLength(0);
  });

  it("needs a description to open, not to save a draft", async () => {
    const api = stubForm({
      "POST /v1/positions": () => Response.json({ data: draft }, { status: 201 }),
    });
    const user = userEvent.setup();
    const { router } = renderCreate();
    await user.type(await screen.findByRole("textbox", { name: "Title" }), "Backend Engineer");
    await user.click(screen.getByRole("button", { name: "Open position" }));
    expect(await screen.findByText("Please write something.")).toBeTruthy();
    expect(api.calls("POST /v1/positions")).toHaveLength(0);

    await user.click(screen.getByRole("checkbox", { name: /Grace Hopper/ }));
    await user.selectOptions(screen.getByRole("combobox", { name: "Industry" }), "software");
    await user.click(screen.getByRole("button", { name: "Save as draft" }));
    await waitFor(() => expect(api.calls("POST /v1/positions")).toHaveLength(1));
    expect(api.calls("POST /v1/positions")[0]).toEqual({
      title: "Backend Engineer",
      description: "",
      department: null,
      location_type: null,
      location: null,
      employment_type: null,
      industry_id: "software",
      hiring_team_ids: ["u-grace"],
      is_public: false,
      status: "draft",
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/hire/positions/p-1"));
  });

  it("puts the position on the careers page when the switch is on", async () => {
    const api = stubForm({
      "POST /v1/positions": () => Response.json({ data: draft }, { status: 201 }),
    });
    const user = userEvent.setup();
    renderCreate();
    await user.type(await screen.findByRole("textbox", { name: "Title" }), "Backend Engineer");
    const isPublic = screen.getByRole("checkbox", { name: "Show on the careers page" });
    expect((isPublic as HTMLInputElement).checked).toBe(false);
    await user.click(isPublic);
    await user.click(screen.getByRole("button", { name: "Save as draft" }));
    await waitFor(() => expect(api.calls("POST /v1/positions")).toHaveLength(1));
    expect(api.calls("POST /v1/positions")[0]).toMatchObject({ is_public: true });
  });

  it("puts the server's field errors on their fields", async () => {
    stubForm({
      "POST /v1/positions": () =>
        fieldErrorResponse({ title: ["too_long"], industry_id: ["invalid"] }),
    });
    const user = userEvent.setup();
    renderCreate();
    await user.type(await screen.findByRole("textbox", { name: "Title" }), "Backend Engineer");
    await user.click(screen.getByRole("button", { name: "Save as draft" }));
    expect(await screen.findByText("Too many characters.")).toBeTruthy();
    expect(screen.getByText("This value isn't valid.")).toBeTruthy();
    expect(screen.queryByRole("alert", { name: /Some fields/ })).toBeNull();
  });

  it("explains the plan's limit with the way to upgrade when opening is refused", async () => {
    const api = stubForm({
      "PUT /v1/positions/p-1": () => errorResponse("positions_limit_reached", 422),
    });
    const user = userEvent.setup();
    renderRoute(EditPositionPage, {
      pattern: routes.EditPosition,
      route: "/hire/positions/p-1/edit-position",
      user: admin,
    });
    await user.click(await screen.findByRole("button", { name: "Save and open" }));
    await waitFor(() => expect(api.calls("PUT /v1/positions/p-1")).toHaveLength(1));
    expect(api.calls("PUT /v1/positions/p-1")[0]).toMatchObject({
      title: "Backend Engineer",
      description: "<p>Build our API.</p>",
      department: "Engineering",
      status: "open",
    });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Your plan's limit is reached.");
    expect(alert.textContent).toContain("All 3 active positions your plan allows are open");
    expect(
      within(alert).getByRole("link", { name: "Upgrade your plan" }).getAttribute("href"),
    ).toBe("/plans?changing_plan=true");
    expect(
      within(alert).getByRole("link", { name: "or close an open position" }).getAttribute("href"),
    ).toBe("/hire/positions?status=open");
  });

  it("keeps the changes, without opening, when going to upgrade at the limit", async () => {
    const api = stubForm({
      "PUT /v1/positions/p-1": (request) =>
        (request.body as { status?: string }).status === "open"
          ? errorResponse("positions_limit_reached", 422)
          : Response.json({ data: draft }),
    });
    const user = userEvent.setup();
    const { router } = renderRoute(EditPositionPage, {
      pattern: routes.EditPosition,
      route: "/hire/positions/p-1/edit-position",
      user: admin,
    });
    // Warned before anything changes: the plain link loses nothing.
    const warning = (await screen.findByText("Your plan's limit is reached.")).closest(
      "[role=status]",
    ) as HTMLElement;
    expect(within(warning).getByRole("link", { name: "Upgrade your plan" })).toBeTruthy();

    const title = screen.getByRole("textbox", { name: "Title" });
    await user.clear(title);
    await user.type(title, "Staff Backend Engineer");
    await user.click(screen.getByRole("button", { name: "Save and open" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Save it as a draft meanwhile.");
    expect(within(alert).queryByRole("link", { name: "Upgrade your plan" })).toBeNull();

    await user.click(within(alert).getByRole("button", { name: "Save as draft and upgrade" }));
    await waitFor(() => expect(api.calls("PUT /v1/positions/p-1")).toHaveLength(2));
    const saved = api.calls("PUT /v1/positions/p-1")[1] as Record<string, unknown>;
    expect(saved.title).toBe("Staff Backend Engineer");
    expect(saved.status).toBeUndefined();
    await waitFor(() => expect(router.state.location.pathname).toBe("/plans"));
    expect(router.state.location.search).toBe("?changing_plan=true");
    expect(screen.queryByRole("dialog", { name: "Leave without saving?" })).toBeNull();
  });

  it("asks before leaving with unsaved changes", async () => {
    stubForm();
    const user = userEvent.setup();
    const { router } = renderCreate();
    await user.type(await screen.findByRole("textbox", { name: "Title" }), "Half a thought");
    await user.click(screen.getByRole("link", { name: "Cancel" }));
    const dialog = await screen.findByRole("dialog", { name: "Leave without saving?" });
    await user.click(within(dialog).getByRole("button", { name: "Keep editing" }));
    expect(router.state.location.pathname).toBe("/hire/positions/create-position");
    await user.click(screen.getByRole("link", { name: "Cancel" }));
    await user.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Leave" }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe("/hire/positions"));
  });

  it("keeps a department no option names under Other, and turns a typed name into its option", async () => {
    stubForm();
    const user = userEvent.setup();
    renderCreate();
    const department = await screen.findByRole("combobox", { name: "Department" });
    await user.selectOptions(department, "Other…");
    const typed = await screen.findByRole("textbox", { name: "New department" });
    await user.type(typed, "engineering");
    await user.tab();
    // "engineering" names the listed "Engineering": the select shows it, the extra input goes.
    await waitFor(() =>
      expect(screen.queryByRole("textbox", { name: "New department" })).toBeNull(),
    );
    expect((department as HTMLSelectElement).value).toBe("Engineering");
  });
});
