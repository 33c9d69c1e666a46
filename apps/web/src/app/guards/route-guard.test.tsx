import { screen } from "@testing-library/react";
import { Route, Routes, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { makeSessionUser } from "../../test/factories";
import { renderWithProviders } from "../../test/render";
import { RouteGuard } from "./route-guard";
import { routeNameOfPath } from "./route-name";

function Where() {
  const { pathname, search } = useLocation();
  return <p>at {`${pathname}${search}`}</p>;
}

function guardedApp() {
  return (
    <Routes>
      <Route
        path="/hire/*"
        element={
          <RouteGuard requireSignIn>
            <p>hire page</p>
          </RouteGuard>
        }
      />
      <Route
        path="/"
        element={
          <RouteGuard>
            <p>landing page</p>
          </RouteGuard>
        }
      />
      <Route path="*" element={<Where />} />
    </Routes>
  );
}

const admin = makeSessionUser();
const reviewer = makeSessionUser({ isAdmin: false, permissions: ["reviewer"] });
const candidate = makeSessionUser({
  subdomain: null,
  organizationName: null,
  isAdmin: false,
  permissions: [],
  type: "Candidate",
});

describe("routeNameOfPath", () => {
  it("names a path from the shared route table, the most specific route first", () => {
    expect(routeNameOfPath("/")).toBe("Home");
    expect(routeNameOfPath("/hire")).toBe("HireHome");
    expect(routeNameOfPath("/hire/positions")).toBe("Positions");
    expect(routeNameOfPath("/hire/positions/create-position")).toBe("CreatePosition");
    expect(routeNameOfPath("/hire/positions/12")).toBe("Position");
    expect(routeNameOfPath("/hire/positions/12/details")).toBe("PositionDetails");
    expect(routeNameOfPath("/account")).toBe("Account");
    expect(routeNameOfPath("/no/such/page")).toBeNull();
  });
});

describe("RouteGuard", () => {
  it("sends anonymous users to sign in, coming back to this page afterwards", async () => {
    renderWithProviders(guardedApp(), { route: "/hire/positions?status=open" });
    expect(
      await screen.findByText(
        `at /sign-in?redirectAfterAuth=${encodeURIComponent("/hire/positions?status=open")}`,
      ),
    ).toBeTruthy();
  });

  it("shows the 403 page to a reviewer on Positions", async () => {
    renderWithProviders(guardedApp(), { route: "/hire/positions", user: reviewer });
    expect(await screen.findByText("at /403")).toBeTruthy();
    expect(screen.queryByText("hire page")).toBeNull();
  });

  it("lets a reviewer into the dashboard", async () => {
    renderWithProviders(guardedApp(), { route: "/hire/dashboard", user: reviewer });
    expect(await screen.findByText("hire page")).toBeTruthy();
  });

  it("lets an admin into Positions", async () => {
    renderWithProviders(guardedApp(), { route: "/hire/positions", user: admin });
    expect(await screen.findByText("hire page")).toBeTruthy();
  });

  it("keeps candidates out of the hiring area", async () => {
    renderWithProviders(guardedApp(), { route: "/hire/dashboard", user: candidate });
    expect(await screen.findByText("at /403")).toBeTruthy();
  });

  it("renders open pages to anyone, at once", () => {
    renderWithProviders(guardedApp(), { route: "/" });
    expect(screen.getByText("landing page")).toBeTruthy();
  });
});
