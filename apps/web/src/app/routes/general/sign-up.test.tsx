import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import SignUpPage from "./sign-up";

vi.mock("../../../lib/auth/leave-app", () => ({ leaveAppTo: vi.fn() }));

const TAKEN = new Set(["acme", "demo"]);

/** The availability endpoint as the server answers it; records what was asked. */
function stubAvailability() {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const parsed = new URL(url, "http://localhost");
    if (parsed.pathname === "/v1/organizations/subdomain_availability") {
      const subdomain = parsed.searchParams.get("subdomain") ?? "";
      const taken = TAKEN.has(subdomain);
      return Response.json({
        data: { subdomain, available: !taken, problem: taken ? "taken" : null },
      });
    }
    if (parsed.pathname === "/v1/users" && init?.method === "POST") {
      return Response.json(
        { code: "validation_failed", message: { subdomain: ["taken"], email: ["taken"] } },
        { status: 422 },
      );
    }
    return Response.json({ code: "not_found", message: "not_found" }, { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
  const asked = () =>
    fetchMock.mock.calls
      .map(([url]) => new URL(url, "http://localhost"))
      .filter((url) => url.pathname === "/v1/organizations/subdomain_availability")
      .map((url) => url.searchParams.get("subdomain"));
  return { asked };
}

function renderSignUp(route = "/sign-up") {
  return renderWithProviders(
    <Routes>
      <Route path="/sign-up" element={<SignUpPage />} />
    </Routes>,
    { route },
  );
}

describe("SignUpPage", () => {
  it("suggests a subdomain from the organization's name and says it is available", async () => {
    const { asked } = stubAvailability();
    renderSignUp();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Organization name"), "Ünïque Widgets & Co");
    expect((screen.getByLabelText("Subdomain") as HTMLInputElement).value).toBe(
      "unique-widgets-co",
    );
    expect(
      await screen.findByText(/unique-widgets-co\.localhost(:\d+)? is available\./),
    ).toBeTruthy();
    // Debounced: the server was asked about the finished name, not every keystroke.
    expect(asked()).toEqual(["unique-widgets-co"]);
  });

  it("shows taken and reserved subdomains, and stops following the name once edited", async () => {
    stubAvailability();
    renderSignUp();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Organization name"), "Acme");
    expect(
      await screen.findByText("This subdomain is already taken. Please choose another."),
    ).toBeTruthy();

    const subdomain = screen.getByLabelText("Subdomain");
    await user.clear(subdomain);
    // The demo organization's: refused before anything is sent.
    await user.type(subdomain, "demo");
    expect(
      await screen.findByText("This subdomain is reserved. Please choose another."),
    ).toBeTruthy();

    await user.type(screen.getByLabelText("Organization name"), " Labs");
    expect((subdomain as HTMLInputElement).value).toBe("demo");
  });

  it("puts the server's taken subdomain and email on their fields", async () => {
    stubAvailability();
    renderSignUp();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("First name"), "Grace");
    await user.type(screen.getByLabelText("Last name"), "Hopper");
    await user.type(screen.getByLabelText("Work email"), "grace@navy.test");
    await user.type(screen.getByLabelText("Password"), "long-enough");
    await user.type(screen.getByLabelText("Confirm password"), "long-enough");
    await user.type(screen.getByLabelText("Organization name"), "Navy Labs");
    await screen.findByText(/navy-labs\.localhost(:\d+)? is available\./);
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText("This email is already taken.")).toBeTruthy();
    expect(
      screen.getByText("This subdomain is already taken. Please choose another."),
    ).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Work email")));
  });

  it("asks a candidate for no organization", () => {
    stubAvailability();
    renderSignUp("/sign-up?type=Candidate");
    expect(screen.getByRole("heading", { name: "Create your candidate account" })).toBeTruthy();
    expect(screen.queryByLabelText("Organization name")).toBeNull();
    expect(screen.queryByLabelText("Subdomain")).toBeNull();
  });
});
