import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes, useLocation } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { leaveAppTo } from "../../../lib/auth/leave-app";
import { makeSessionUser, userDocument } from "../../../test/factories";
import { renderWithProviders } from "../../../test/render";
import SignInPage from "./sign-in";

vi.mock("../../../lib/auth/leave-app", () => ({ leaveAppTo: vi.fn() }));

function Where() {
  const { pathname, search } = useLocation();
  return <p>at {`${pathname}${search}`}</p>;
}

function renderSignIn(route = "/sign-in") {
  return renderWithProviders(
    <Routes>
      <Route path="/sign-in" element={<SignInPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route },
  );
}

function answerLogin(response: () => Response) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) =>
    url === "/v1/users/login" && init?.method === "POST"
      ? response()
      : Response.json({ code: "not_found", message: "not_found" }, { status: 404 }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Email"), email);
  await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Sign in" }));
  return user;
}

describe("SignInPage", () => {
  it("checks the fields before calling the server, once they are touched", async () => {
    const fetchMock = answerLogin(() => new Response(null, { status: 500 }));
    renderSignIn();
    const user = userEvent.setup();
    const email = screen.getByLabelText("Email");
    await user.type(email, "not-an-email");
    expect(screen.queryByText("Please enter a valid email address.")).toBeNull();
    await user.tab();
    expect(await screen.findByText("Please enter a valid email address.")).toBeTruthy();
    expect(email.getAttribute("aria-invalid")).toBe("true");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("This field is required.")).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url === "/v1/users/login")).toBe(false);
  });

  it("says clearly when the email or password is wrong", async () => {
    answerLogin(() =>
      Response.json(
        { code: "invalid_credentials", message: "invalid_credentials" },
        { status: 401 },
      ),
    );
    renderSignIn();
    await fillAndSubmit("ada@acme.test", "wrong-password");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The email or password is incorrect.",
    );
  });

  it("puts the server's field errors on their fields", async () => {
    answerLogin(() =>
      Response.json(
        { code: "validation_failed", message: { email: ["too_long"], password: ["blank"] } },
        { status: 422 },
      ),
    );
    renderSignIn();
    await fillAndSubmit("ada@acme.test", "secret-pass");
    expect(await screen.findByText("Too many characters.")).toBeTruthy();
    expect(screen.getByText("Please insert some characters (other than spaces).")).toBeTruthy();
    expect(screen.getByLabelText("Email").getAttribute("aria-describedby")).toContain("error");
    // Every key was a field of the form: no general banner.
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows a general banner for field errors the form doesn't have", async () => {
    answerLogin(() =>
      Response.json(
        { code: "validation_failed", message: { captcha: ["invalid"] } },
        { status: 422 },
      ),
    );
    renderSignIn();
    await fillAndSubmit("ada@acme.test", "secret-pass");
    expect((await screen.findByRole("alert")).textContent).toBe("Some fields need your attention.");
  });

  it("tells how long to wait after too many attempts", async () => {
    answerLogin(() =>
      Response.json(
        { code: "too_many_requests", message: "too_many_requests" },
        { status: 429, headers: { "Retry-After": "240" } },
      ),
    );
    renderSignIn();
    await fillAndSubmit("ada@acme.test", "secret-pass");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Too many attempts. Please try again in 4 minutes.",
    );
  });

  it("signs a candidate in and follows redirectAfterAuth", async () => {
    const candidate = makeSessionUser({ subdomain: null, type: "Candidate", permissions: [] });
    answerLogin(() => Response.json(userDocument(candidate, "tok")));
    renderSignIn(
      `/sign-in?type=Candidate&redirectAfterAuth=${encodeURIComponent("/hire-candidate/prerecorded-interviews/7")}`,
    );
    expect(screen.getByRole("heading", { name: "Sign in to see your interviews" })).toBeTruthy();
    expect(
      screen.getByRole("link", { name: "Create a candidate account" }).getAttribute("href"),
    ).toBe(
      `/sign-up?type=Candidate&redirectAfterAuth=${encodeURIComponent("/hire-candidate/prerecorded-interviews/7")}`,
    );
    await fillAndSubmit("cand@example.test", "secret-pass");
    expect(await screen.findByText("at /hire-candidate/prerecorded-interviews/7")).toBeTruthy();
    expect(leaveAppTo).not.toHaveBeenCalled();
  });

  it("ignores a redirectAfterAuth that leaves the site", async () => {
    const candidate = makeSessionUser({ subdomain: null, type: "Candidate", permissions: [] });
    answerLogin(() => Response.json(userDocument(candidate, "tok")));
    renderSignIn("/sign-in?redirectAfterAuth=https%3A%2F%2Fevil.test%2F");
    await fillAndSubmit("cand@example.test", "secret-pass");
    await waitFor(() => expect(screen.getByText("at /hire-candidate/dashboard")).toBeTruthy());
  });
});
