import { routes } from "@candor/shared/routes";
import { screen } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { SessionUser } from "../../../lib/auth/session-api";
import { errorResponse, stubApi } from "../../../test/api-stub";
import { makeSessionUser } from "../../../test/factories";
import { renderWithProviders } from "../../../test/render";
import CareersPositionPage from "./careers-position";

// The page reads its organization from the host name (demo.{domain}); tests run on localhost.
vi.mock("../../../lib/organization-subdomain", () => ({
  useOrganizationSubdomain: () => ({ subdomain: "acme", isLoaded: true }),
}));

const candidate = makeSessionUser({
  type: "Candidate",
  subdomain: null,
  permissions: [],
  firstName: "Grace",
  lastName: "Hopper",
  email: "grace@example.com",
});
const member = makeSessionUser();

function positionDocument(overrides: Record<string, unknown> = {}) {
  return {
    data: {
      id: "p-1",
      type: "careers_position",
      attributes: {
        organization: {
          name: "Acme",
          subdomain: "acme",
          brand_color: "#5b21b6",
          logo_url: null,
          description: null,
          website_url: null,
        },
        position: {
          id: "p-1",
          title: "Support engineer",
          department: "Support",
          location: "Milan",
          location_type: "hybrid",
          employment_type: "full_time",
          description: "<p>Help our customers every day.</p>",
          opened_at: "2026-11-01T00:00:00.000Z",
          has_public_interview: true,
          ...overrides,
        },
      },
    },
  };
}

function renderAt(user: SessionUser | null, answer = () => Response.json(positionDocument())) {
  stubApi({ "GET /v1/careers/acme/positions/p-1": answer });
  renderWithProviders(
    <Routes>
      <Route path={routes.CareersPosition} element={<CareersPositionPage />} />
    </Routes>,
    { route: "/careers/p-1", user },
  );
}

describe("a position on the careers page", () => {
  it("shows the position and lets a visitor create a candidate account to come back and apply", async () => {
    renderAt(null);
    expect(await screen.findByRole("heading", { level: 1, name: "Support engineer" })).toBeTruthy();
    expect(screen.getByText("Help our customers every day.")).toBeTruthy();
    expect(screen.getByText("Support · Milan · Hybrid · Full-time")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Create an account" }).getAttribute("href")).toBe(
      "/sign-up?type=Candidate&redirectAfterAuth=%2Fcareers%2Fp-1",
    );
    expect(screen.queryByRole("button", { name: "Send application" })).toBeNull();
  });

  it("fills the form with the candidate's account and says an interview comes next", async () => {
    renderAt(candidate);
    expect(await screen.findByRole("button", { name: "Send application" })).toBeTruthy();
    expect((screen.getByLabelText("First name") as HTMLInputElement).value).toBe("Grace");
    const email = screen.getByLabelText("Email") as HTMLInputElement;
    expect(email.value).toBe("grace@example.com");
    expect(email.readOnly).toBe(true);
    expect(screen.getByText(/straight to a short one-way video interview/)).toBeTruthy();
  });

  it("tells a member of a hiring team to apply with a candidate account", async () => {
    renderAt(member);
    expect(await screen.findByText(/signed in as a member of a hiring team/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Send application" })).toBeNull();
  });

  it("says a closed or unknown position is not open", async () => {
    renderAt(null, () => errorResponse("not_found", 404));
    expect(await screen.findByText("This position isn't open")).toBeTruthy();
    expect(screen.getByRole("link", { name: "All open positions" })).toBeTruthy();
  });
});
