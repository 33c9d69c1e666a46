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
import { renderRoute } from "../../../test/render-route";
import CompanyPage from "./company";

const admin = makeSessionUser({ id: "u-ada" });

type WireMember = {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  permissions: string[];
  activated?: boolean;
};

function memberResource({ id, activated = true, ...rest }: WireMember) {
  return {
    id,
    type: "user",
    attributes: {
      ...rest,
      is_admin: rest.permissions.includes("admin"),
      activated,
      location: null,
      avatar: null,
      created_at: "2026-01-01T00:00:00.000Z",
      certified_until: null,
    },
  };
}

const ADA: WireMember = {
  id: "u-ada",
  first_name: "Ada",
  last_name: "Lovelace",
  email: "ada@acme.test",
  permissions: ["admin"],
};
const GRACE: WireMember = {
  id: "u-grace",
  first_name: "Grace",
  last_name: "Hopper",
  email: "grace@acme.test",
  permissions: ["reviewer"],
  activated: false,
};

function membersPage(members: WireMember[], page = 1, count = members.length) {
  const pages = Math.max(1, Math.ceil(count / 20));
  return Response.json({
    data: members.map(memberResource),
    meta: {
      pagy: {
        page,
        limit: 20,
        count,
        pages,
        prev: page > 1 ? page - 1 : null,
        next: page < pages ? page + 1 : null,
        from: count ? (page - 1) * 20 + 1 : 0,
        to: count ? (page - 1) * 20 + members.length : 0,
      },
    },
  });
}

const organization = (subdomain = "acme") =>
  Response.json({
    data: {
      id: "org-1",
      type: "organization",
      attributes: {
        name: "Acme",
        subdomain,
        is_demo: subdomain === "demo",
        created_at: "2026-01-01T00:00:00.000Z",
        members_count: 2,
      },
    },
  });

const noInvitations = () =>
  Response.json({
    data: [],
    meta: {
      pagy: { page: 1, limit: 100, count: 0, pages: 1, prev: null, next: null, from: 0, to: 0 },
    },
  });

function stubOrganization(overrides: Record<string, StubHandler> = {}) {
  return stubApi({
    "GET /v1/organizations/current": () => organization(),
    "GET /v1/organizations/current/users": () => membersPage([ADA, GRACE]),
    "GET /v1/invitations": noInvitations,
    "GET /v1/organizations/current/review_policy": () =>
      Response.json({
        data: {
          id: "o-1",
          type: "review_policy",
          attributes: {
            blind_review_default: true,
            calibration_pass_threshold: 0.5,
            certification_valid_months: 12,
            updated_at: null,
          },
        },
      }),
    ...overrides,
  });
}

describe("the Company page's Members and invitations tab", () => {
  it("lists the members with their permissions and whether they confirmed their email", async () => {
    stubOrganization();
    renderRoute(CompanyPage, {
      pattern: "/hire/company",
      route: "/hire/company?tab=members",
      user: admin,
    });

    const table = await screen.findByRole("table");
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain("Ada Lovelace");
    expect(rows[0]?.textContent).toContain("You");
    expect(rows[0]?.textContent).toContain("Admin");
    expect(rows[0]?.textContent).toContain("Active");
    expect(rows[1]?.textContent).toContain("grace@acme.test");
    expect(rows[1]?.textContent).toContain("Reviewer");
    expect(rows[1]?.textContent).toContain("Email not confirmed");
    // Nobody removes themselves here.
    expect(within(rows[0] as HTMLElement).queryByRole("button", { name: /Remove/ })).toBeNull();
    expect(screen.getByText("1–2 of 2")).toBeTruthy();
  });

  it("changes a member's permissions with update_permissions", async () => {
    const { calls } = stubOrganization({
      "PUT /v1/users/u-grace/update_permissions": () =>
        Response.json({
          data: memberResource({ ...GRACE, permissions: ["hr_manager", "reviewer"] }),
        }),
    });
    renderRoute(CompanyPage, {
      pattern: "/hire/company",
      route: "/hire/company?tab=members",
      user: admin,
    });

    await userEvent.click(
      await screen.findByRole("button", { name: "Edit permissions of Grace Hopper" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Permissions of Grace Hopper" });
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "HR manager" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save permissions" }));

    await waitFor(() =>
      expect(calls("PUT /v1/users/u-grace/update_permissions")).toEqual([
        { permissions: ["hr_manager", "reviewer"] },
      ]),
    );
    expect(await screen.findByText("Permissions of Grace Hopper saved.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("explains the last-admin refusal and keeps the modal open", async () => {
    stubOrganization({
      "PUT /v1/users/u-ada/update_permissions": () => errorResponse("last_admin", 422),
    });
    renderRoute(CompanyPage, {
      pattern: "/hire/company",
      route: "/hire/company?tab=members",
      user: admin,
    });

    await userEvent.click(
      await screen.findByRole("button", { name: "Edit permissions of Ada Lovelace" }),
    );
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Reviewer" }));
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Admin" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save permissions" }));

    expect((await within(dialog).findByRole("alert")).textContent).toContain(
      "Ada Lovelace is the last admin of your organization",
    );
    expect(screen.getByRole("dialog")).toBeTruthy();
  });

  it("asks for at least one permission without calling the server", async () => {
    const { calls } = stubOrganization();
    renderRoute(CompanyPage, {
      pattern: "/hire/company",
      route: "/hire/company?tab=members",
      user: admin,
    });

    await userEvent.click(
      await screen.findByRole("button", { name: "Edit permissions of Grace Hopper" }),
    );
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Reviewer" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save permissions" }));

    expect(within(dialog).getByText("Choose at least one permission.")).toBeTruthy();
    expect(calls("PUT /v1/users/u-grace/update_permissions")).toHaveLength(0);
  });

  it("removes a member after confirming", async () => {
    let members = [ADA, GRACE];
    const { calls } = stubOrganization({
      "GET /v1/organizations/current/users": () => membersPage(members),
      "DELETE /v1/organizations/current/users/u-grace": () => {
        members = [ADA];
        return new Response(null, { status: 204 });
      },
    });
    renderRoute(CompanyPage, {
      pattern: "/hire/company",
      route: "/hire/company?tab=members",
      user: admin,
    });

    await userEvent.click(await screen.findByRole("button", { name: "Remove Grace Hopper" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove Grace Hopper?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove member" }));

    expect(await screen.findByText("Grace Hopper has been removed.")).toBeTruthy();
    expect(calls("DELETE /v1/organizations/current/users/u-grace")).toHaveLength(1);
    // Alone again: the invite call to action.
    expect(await screen.findByText("No other members yet")).toBeTruthy();
  });

  it("searches after typing stops and filters by permission, from page 1", async () => {
    const { fetchMock } = stubOrganization({
      "GET /v1/organizations/current/users": ({ url }) =>
        url.searchParams.get("q") === "grace" ? membersPage([GRACE]) : membersPage([ADA, GRACE]),
    });
    renderRoute(CompanyPage, {
      pattern: "/hire/company",
      route: "/hire/company?tab=members",
      user: admin,
    });
    await screen.findByRole("table");

    await userEvent.type(screen.getByLabelText("Search members"), "grace");
    await waitFor(() => expect(screen.getAllByRole("row")).toHaveLength(2));
    await userEvent.selectOptions(screen.getByLabelText("Permission"), "reviewer");

    const listUrls = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), "http://localhost"))
      .filter((url) => url.pathname === "/v1/organizations/current/users");
    // One request for the whole word, not one per letter.
    expect(listUrls.map((url) => url.searchParams.get("q"))).toEqual([null, "grace", "grace"]);
    expect(listUrls.at(-1)?.searchParams.get("permission")).toBe("reviewer");
    expect(listUrls.at(-1)?.searchParams.get("page")).toBe("1");
  });

  it("pages through members with meta.pagy", async () => {
    const { fetchMock } = stubOrganization({
      "GET /v1/organizations/current/users": ({ url }) =>
        url.searchParams.get("page") === "2"
          ? membersPage([GRACE], 2, 21)
          : membersPage([ADA], 1, 21),
    });
    renderRoute(CompanyPage, {
      pattern: "/hire/company",
      route: "/hire/company?tab=members",
      user: admin,
    });

    const pages = await screen.findByRole("navigation", { name: "Pages of members" });
    expect(within(pages).getByText("Page 1 of 2")).toBeTruthy();
    expect(within(pages).getByRole("button", { name: "Previous" })).toHaveProperty(
      "disabled",
      true,
    );
    await userEvent.click(within(pages).getByRole("button", { name: "Next" }));

    expect(await screen.findByText("grace@acme.test")).toBeTruthy();
    expect(within(pages).getByText("21–21 of 21")).toBeTruthy();
    const lastUrl = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), "http://localhost"))
      .filter((url) => url.pathname === "/v1/organizations/current/users")
      .at(-1);
    expect(lastUrl?.searchParams.get("page")).toBe("2");
    expect(lastUrl?.searchParams.get("limit")).toBe("20");
  });

  it("invites by email with permissions and explains an address already invited", async () => {
    const { calls } = stubOrganization({
      "POST /v1/invitations": () => fieldErrorResponse({ email: ["already_invited"] }),
    });
    renderRoute(CompanyPage, {
      pattern: "/hire/company",
      route: "/hire/company?tab=members",
      user: admin,
    });

    await userEvent.type(await screen.findByLabelText("Email"), "lin@acme.test");
    await userEvent.click(screen.getByRole("button", { name: "Send invitation" }));

    expect(
      await screen.findByText(
        "This address already has an open invitation. You can resend it from the list.",
      ),
    ).toBeTruthy();
    expect(calls("POST /v1/invitations")).toEqual([
      { email: "lin@acme.test", permissions: ["reviewer"], locale: "en" },
    ]);
  });

  it("offers a retry when the organization can't be loaded", async () => {
    let isDown = true;
    stubOrganization({
      "GET /v1/organizations/current": () =>
        isDown ? errorResponse("service_unavailable", 503) : organization(),
    });
    renderRoute(CompanyPage, {
      pattern: "/hire/company",
      route: "/hire/company?tab=members",
      user: admin,
    });

    expect(
      await screen.findByRole("heading", { name: "We couldn't load your organization." }),
    ).toBeTruthy();
    isDown = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Company" })).toBeTruthy();
  });

  it("marks the demo organization", async () => {
    stubOrganization({ "GET /v1/organizations/current": () => organization("demo") });
    renderRoute(CompanyPage, {
      pattern: "/hire/company",
      route: "/hire/company?tab=members",
      user: admin,
    });
    expect(await screen.findByText("Demo organization")).toBeTruthy();
  });
});
