import { routes } from "@candor/shared/routes";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { stubApi } from "../../../test/api-stub";
import { makeSessionUser } from "../../../test/factories";
import { renderRoute } from "../../../test/render-route";
import CompanyPage, { companyTabOf } from "./company";
import OrganizationAdminRedirect from "./organization-admin";

const admin = makeSessionUser({ id: "u-ada" });

const organization = () =>
  Response.json({
    data: {
      id: "org-1",
      type: "organization",
      attributes: {
        name: "Acme",
        subdomain: "acme",
        is_demo: false,
        created_at: "2026-01-01T00:00:00.000Z",
        members_count: 2,
      },
    },
  });

const branding = () =>
  Response.json({
    data: {
      id: "org-1",
      type: "branding",
      attributes: {
        name: "Acme",
        subdomain: "acme",
        brand_color: "#1a5fb4",
        logo_url: null,
        website_url: null,
        description: null,
        support_email: null,
        linkedin_url: null,
        careers_site_url: null,
        privacy_policy_url: null,
        welcome_video_url: null,
        welcome_video_content_type: null,
        welcome_video_captions_url: null,
        updated_at: "2026-11-24T10:00:00.000Z",
      },
    },
  });

/** What the careers page shows now: one public position. */
const careers = () =>
  Response.json({
    data: {
      id: "acme",
      type: "careers_page",
      attributes: {
        organization: {
          name: "Acme",
          subdomain: "acme",
          brand_color: null,
          logo_url: null,
          description: null,
          website_url: null,
        },
        positions: [
          {
            id: "p-1",
            title: "Backend engineer",
            department: "Engineering",
            location: "Milan",
            location_type: null,
            employment_type: null,
            description: "",
            opened_at: "2026-11-01T00:00:00.000Z",
            has_public_interview: true,
          },
        ],
      },
    },
  });

describe("the Company page", () => {
  it("opens on Profile, moves between tabs with the arrow keys and keeps the tab in the URL", async () => {
    stubApi({
      "GET /v1/organizations/current": organization,
      "GET /v1/branding": branding,
      "GET /v1/careers/acme": careers,
    });
    const { router } = renderRoute(CompanyPage, {
      pattern: routes.Company,
      route: "/hire/company",
      user: admin,
    });

    const profile = await screen.findByRole("tab", { name: "Profile" });
    expect(profile.getAttribute("aria-selected")).toBe("true");
    expect(await screen.findByRole("textbox", { name: "Company name" })).toBeTruthy();

    await userEvent.click(profile);
    await userEvent.keyboard("{ArrowRight}");
    const members = screen.getByRole("tab", { name: "Members and invitations" });
    await waitFor(() => expect(members.getAttribute("aria-selected")).toBe("true"));
    expect(document.activeElement).toBe(members);
    expect(router.state.location.search).toBe("?tab=members");

    await userEvent.keyboard("{End}");
    await waitFor(() => expect(router.state.location.search).toBe("?tab=privacy"));
    await userEvent.keyboard("{ArrowLeft}");
    await waitFor(() => expect(router.state.location.search).toBe("?tab=careers"));
    // The Careers page tab lists what candidates see there, each linking to its position.
    const listed = await screen.findByRole("link", { name: "Backend engineer" });
    expect(listed.getAttribute("href")).toBe("/hire/positions/p-1");
    expect(screen.getByRole("link", { name: /\/careers$/ }).getAttribute("href")).toBe("/careers");
    // The profile stays in the page for its unsaved values, hidden from everyone.
    expect(screen.queryByRole("textbox", { name: "Company name" })).toBeNull();
  });

  it("keeps unsaved profile changes while another tab shows", async () => {
    stubApi({
      "GET /v1/organizations/current": organization,
      "GET /v1/branding": branding,
    });
    renderRoute(CompanyPage, { pattern: routes.Company, route: "/hire/company", user: admin });
    const name = await screen.findByRole("textbox", { name: "Company name" });
    await userEvent.clear(name);
    await userEvent.type(name, "Acme Labs");
    await userEvent.click(screen.getByRole("tab", { name: "Email templates" }));
    await userEvent.click(screen.getByRole("tab", { name: "Profile" }));
    expect(screen.getByRole("textbox", { name: "Company name" })).toHaveProperty(
      "value",
      "Acme Labs",
    );
  });

  it("reads the tab from ?tab= and falls back to Profile for an unknown one", () => {
    expect(companyTabOf("members")).toBe("members");
    expect(companyTabOf("email-templates")).toBe("email-templates");
    expect(companyTabOf("billing")).toBe("profile");
    expect(companyTabOf(null)).toBe("profile");
  });

  it("sends old organization admin links to the Members and invitations tab", async () => {
    const router = createMemoryRouter(
      [
        { path: routes.OrganizationAdmin, Component: OrganizationAdminRedirect },
        { path: routes.Company, Component: () => <p>Company</p> },
      ],
      { initialEntries: ["/hire/organization-admin"] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByText("Company")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/hire/company");
    expect(router.state.location.search).toBe("?tab=members");
  });
});
