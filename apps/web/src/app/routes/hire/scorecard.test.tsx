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
import { scorecardResource } from "../../../test/content-library-factories";
import { makeSessionUser } from "../../../test/factories";
import { renderRoute } from "../../../test/render-route";
import NewScorecardPage from "./new-scorecard";
import ScorecardPage from "./scorecard";

const admin = makeSessionUser();

const general = scorecardResource("tpl-general", {
  name: "General interview",
  is_template: true,
  is_library: true,
  criteria: [
    { id: "g1", name: "Communication", description: "Expresses ideas clearly.", rating_scale: 5 },
    { id: "g2", name: "Teamwork", description: "Works well with others.", rating_scale: 5 },
  ],
});
const house = scorecardResource("tpl-house", {
  name: "House template",
  is_template: true,
  criteria: [{ id: "h1", name: "Craft", description: "", rating_scale: 10 }],
});
const sales = scorecardResource("sc-1", {
  name: "Sales interview",
  criteria: [
    { id: "c1", name: "Empathy", description: "Listens first.", rating_scale: 5 },
    { id: "c2", name: "Clarity", description: "", rating_scale: 7 },
  ],
  positions: [{ id: "p-1", title: "Account executive" }],
});

function stub(overrides: Record<string, StubHandler> = {}) {
  return stubApi({
    "GET /v1/scorecards/templates": () => Response.json({ data: [general, house] }),
    "GET /v1/scorecards/sc-1": () => Response.json({ data: sales }),
    "GET /v1/scorecards/tpl-general": () => Response.json({ data: general }),
    ...overrides,
  });
}

function renderNew(route = "/hire/scorecards/new") {
  return renderRoute(NewScorecardPage, { pattern: routes.NewScorecard, route, user: admin });
}

function renderScorecard(id = "sc-1") {
  return renderRoute(ScorecardPage, {
    pattern: routes.Scorecard,
    route: `/hire/scorecards/${id}`,
    user: admin,
  });
}

describe("a new scorecard", () => {
  it("checks SPEC §5's rule before sending: a name, at least one criterion, none blank", async () => {
    const api = stub();
    const user = userEvent.setup();
    renderNew();
    const create = await screen.findByRole("button", { name: "Create scorecard" });
    await user.click(create);
    expect(await screen.findByText("Please give the scorecard a name.")).toBeTruthy();
    expect(screen.getByText("Criteria can't be blank.")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Remove criterion: Criterion 1" }));
    await user.click(create);
    expect(await screen.findByText("Please add at least one criterion.")).toBeTruthy();
    expect(api.calls("POST /v1/scorecards")).toEqual([]);
  });

  it("creates a scorecard with ordered criteria and opens it", async () => {
    const api = stub({
      "POST /v1/scorecards": () =>
        Response.json({ data: scorecardResource("sc-new", { name: "Support" }) }, { status: 201 }),
    });
    const user = userEvent.setup();
    const { router } = renderNew();
    await user.type(await screen.findByRole("textbox", { name: "Scorecard name" }), " Support ");
    await user.type(screen.getByRole("textbox", { name: "Criterion 1: name" }), "Empathy");
    await user.type(
      screen.getByRole("textbox", { name: "Criterion 1: what to look for" }),
      "Understands the customer.",
    );
    await user.click(screen.getByRole("button", { name: "Add criterion" }));
    await user.type(screen.getByRole("textbox", { name: "Criterion 2: name" }), "Clarity");
    await user.selectOptions(
      screen.getByRole("combobox", { name: "Criterion 2: rating scale" }),
      "10",
    );
    await user.click(screen.getByRole("button", { name: "Move up: Clarity" }));
    await user.click(screen.getByRole("checkbox", { name: /Offer it as a template/ }));
    await user.click(screen.getByRole("button", { name: "Create scorecard" }));

    await waitFor(() => expect(api.calls("POST /v1/scorecards")).toHaveLength(1));
    expect(api.calls("POST /v1/scorecards")[0]).toEqual({
      name: "Support",
      is_template: true,
      criteria: [
        { name: "Clarity", description: "", rating_scale: 10 },
        { name: "Empathy", description: "Understands the customer.", rating_scale: 5 },
      ],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/hire/scorecards/sc-new"));
  });

  it("puts the server's field codes on the fields they name", async () => {
    stub({
      "POST /v1/scorecards": () =>
        fieldErrorResponse({
          "criteria.1.name": ["scorecard_criterion_blank"],
          name: ["too_long"],
        }),
    });
    const user = userEvent.setup();
    renderNew();
    await user.type(await screen.findByRole("textbox", { name: "Scorecard name" }), "Ok");
    await user.type(screen.getByRole("textbox", { name: "Criterion 1: name" }), "One");
    await user.click(screen.getByRole("button", { name: "Add criterion" }));
    await user.type(screen.getByRole("textbox", { name: "Criterion 2: name" }), "Two");
    await user.click(screen.getByRole("button", { name: "Create scorecard" }));
    const second = await screen.findByRole("textbox", { name: "Criterion 2: name" });
    await waitFor(() => expect(second.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("Criteria can't be blank.")).toBeTruthy();
    expect(screen.getByText("Too many characters.")).toBeTruthy();
  });

  it("starts from a template, Candor's or the organization's", async () => {
    const api = stub({
      "POST /v1/scorecards": () =>
        Response.json({ data: scorecardResource("sc-new") }, { status: 201 }),
    });
    const user = userEvent.setup();
    renderNew("/hire/scorecards/new?template=tpl-general");
    const picker = await screen.findByRole("combobox", { name: "Start from a template" });
    expect((picker as HTMLSelectElement).value).toBe("tpl-general");
    expect(
      within(picker).getByRole("option", { name: "House template (1 criterion)" }),
    ).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Use template" }));
    expect(
      (screen.getByRole("textbox", { name: "Scorecard name" }) as HTMLInputElement).value,
    ).toBe("General interview");
    expect(
      (screen.getByRole("textbox", { name: "Criterion 2: name" }) as HTMLInputElement).value,
    ).toBe("Teamwork");
    await user.click(screen.getByRole("button", { name: "Create scorecard" }));
    await waitFor(() => expect(api.calls("POST /v1/scorecards")).toHaveLength(1));
    // A copy: no criterion ids, and not a template itself.
    expect(api.calls("POST /v1/scorecards")[0]).toEqual({
      name: "General interview",
      is_template: false,
      criteria: [
        { name: "Communication", description: "Expresses ideas clearly.", rating_scale: 5 },
        { name: "Teamwork", description: "Works well with others.", rating_scale: 5 },
      ],
    });
  });
});

describe("a scorecard's page", () => {
  it("edits the scorecard, sending criteria back with their ids", async () => {
    const api = stub({
      "PUT /v1/scorecards/sc-1": () => Response.json({ data: sales }),
    });
    const user = userEvent.setup();
    renderScorecard();
    expect(await screen.findByRole("heading", { level: 1, name: "Sales interview" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Remove criterion: Empathy" }));
    await user.click(screen.getByRole("button", { name: "Add criterion" }));
    await user.type(screen.getByRole("textbox", { name: "Criterion 2: name" }), "Energy");
    await user.click(screen.getByRole("button", { name: "Save scorecard" }));
    await waitFor(() => expect(api.calls("PUT /v1/scorecards/sc-1")).toHaveLength(1));
    expect(api.calls("PUT /v1/scorecards/sc-1")[0]).toEqual({
      name: "Sales interview",
      is_template: false,
      criteria: [
        { id: "c2", name: "Clarity", description: "", rating_scale: 7 },
        { name: "Energy", description: "", rating_scale: 5 },
      ],
    });
    expect(await screen.findByText("Scorecard “Sales interview” saved.")).toBeTruthy();
  });

  it("shows where it is used and attaches it to a position found by typing", async () => {
    const attached = scorecardResource("sc-1", {
      ...sales.attributes,
      positions: [...sales.attributes.positions, { id: "p-2", title: "Designer" }],
    });
    let current = sales;
    const api = stub({
      "GET /v1/scorecards/sc-1": () => Response.json({ data: current }),
      "GET /v1/positions/search": ({ url }) =>
        Response.json({
          data: url.searchParams.get("q")
            ? [{ id: "p-2", type: "position", attributes: { title: "Designer", status: "open" } }]
            : [],
        }),
      "POST /v1/scorecards/sc-1/attach": () => {
        current = attached;
        return Response.json({ data: attached });
      },
    });
    const user = userEvent.setup();
    renderScorecard();
    const section = await screen.findByRole("region", { name: "Where it's used" });
    expect(
      within(section).getByRole("link", { name: "Account executive" }).getAttribute("href"),
    ).toBe("/hire/positions/p-1");
    const attach = within(section).getByRole("button", { name: "Attach" });
    expect(attach).toHaveProperty("disabled", true);
    const combobox = within(section).getByRole("combobox", { name: "Position" });
    await user.type(combobox, "des");
    const option = await within(section).findByRole("option", { name: "Designer" });
    await user.keyboard("{ArrowDown}{Enter}");
    expect((combobox as HTMLInputElement).value).toBe("Designer");
    expect(option.isConnected).toBe(false);
    await user.click(attach);
    await waitFor(() =>
      expect(api.calls("POST /v1/scorecards/sc-1/attach")).toEqual([{ position_id: "p-2" }]),
    );
    expect(
      await screen.findByText("“Sales interview” is now the scorecard of Designer."),
    ).toBeTruthy();
    expect(await within(section).findByRole("link", { name: "Designer" })).toBeTruthy();
    expect(
      (within(section).getByRole("combobox", { name: "Position" }) as HTMLInputElement).value,
    ).toBe("");
  });

  it("deletes the scorecard after asking, and goes back to the list", async () => {
    const api = stub({ "DELETE /v1/scorecards/sc-1": () => new Response(null, { status: 204 }) });
    const user = userEvent.setup();
    const { router } = renderScorecard();
    await user.click(await screen.findByRole("button", { name: "Delete scorecard" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete “Sales interview”?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete scorecard" }));
    await waitFor(() => expect(api.calls("DELETE /v1/scorecards/sc-1")).toHaveLength(1));
    await waitFor(() => expect(router.state.location.search).toBe("?tab=scorecards"));
  });

  it("shows Candor's template read-only, with the way to start from it", async () => {
    stub();
    renderScorecard("tpl-general");
    expect(
      await screen.findByRole("heading", { level: 1, name: "General interview" }),
    ).toBeTruthy();
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(screen.getByText("Expresses ideas clearly.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Use this template" }).getAttribute("href")).toBe(
      "/hire/scorecards/new?template=tpl-general",
    );
  });

  it("says when the scorecard doesn't exist (or is another organization's)", async () => {
    stub({ "GET /v1/scorecards/gone": () => errorResponse("not_found", 404) });
    renderScorecard("gone");
    expect(await screen.findByText("This scorecard doesn't exist")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Scorecards" }).getAttribute("href")).toBe(
      "/hire/content?tab=scorecards",
    );
  });
});
