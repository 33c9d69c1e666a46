import { QueryClient } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { removeStoredAuthToken, storeAuthToken } from "../../../lib/auth/auth-cookie";
import { setAuthToken } from "../../../lib/http";
import { errorResponse, fieldErrorResponse, stubApi } from "../../../test/api-stub";
import { makeSessionUser, userDocument } from "../../../test/factories";
import { renderWithProviders } from "../../../test/render";
import { AppProviders } from "../../providers";
import { routeTree } from "../../router";
import AccountPage from "./account";

const MB = 1024 * 1024;

function profileSection() {
  return screen.getByRole("region", { name: "Profile" });
}

afterEach(() => {
  removeStoredAuthToken("localhost");
  setAuthToken(null);
});

describe("the account page", () => {
  it("saves the profile and says so", async () => {
    const user = makeSessionUser();
    const { calls } = stubApi({
      "PUT /v1/users/current": ({ body }) =>
        Response.json(userDocument({ ...user, location: (body as { location: string }).location })),
      "GET /v1/users/current": () => Response.json(userDocument(user)),
    });
    renderWithProviders(<AccountPage />, { route: "/account", user });

    await userEvent.type(within(profileSection()).getByLabelText("Location"), "Turin, Italy");
    await userEvent.click(screen.getByRole("button", { name: "Save profile" }));

    expect(await screen.findByText("Your profile has been saved.")).toBeTruthy();
    expect(calls("PUT /v1/users/current")).toEqual([
      { first_name: "Ada", last_name: "Lovelace", location: "Turin, Italy", locale: "en" },
    ]);
  });

  it("shows a server field error on its field", async () => {
    const user = makeSessionUser();
    stubApi({
      "PUT /v1/users/current": () => fieldErrorResponse({ last_name: ["too_long"] }),
    });
    renderWithProviders(<AccountPage />, { route: "/account", user });

    await userEvent.click(screen.getByRole("button", { name: "Save profile" }));

    const lastName = await within(profileSection()).findByLabelText("Last name");
    await waitFor(() => expect(lastName.getAttribute("aria-invalid")).toBe("true"));
    const errorId = lastName.getAttribute("aria-describedby")?.split(" ")[0] ?? "";
    expect(document.getElementById(errorId)?.textContent).toBe("Too many characters.");
    // Every key was a field of the form: no general banner besides.
    expect(within(profileSection()).queryByRole("alert")).toBeNull();
  });

  it("checks names with the shared rules once touched, before sending anything", async () => {
    const { fetchMock } = stubApi({});
    renderWithProviders(<AccountPage />, { route: "/account", user: makeSessionUser() });
    const firstName = within(profileSection()).getByLabelText("First name");

    await userEvent.clear(firstName);
    await userEvent.type(firstName, "A");
    expect(screen.queryByText("Name must be at least 2 characters.")).toBeNull();
    await userEvent.tab();

    expect(await screen.findByText("Name must be at least 2 characters.")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Save profile" }));
    const puts = fetchMock.mock.calls.filter(([, init]) => init?.method === "PUT");
    expect(puts).toHaveLength(0);
  });

  it("refuses an avatar over 5 MB in the browser, without uploading it", async () => {
    const { fetchMock } = stubApi({});
    renderWithProviders(<AccountPage />, { route: "/account", user: makeSessionUser() });
    const big = new File([new Uint8Array(6 * MB)], "holiday.png", { type: "image/png" });

    fireEvent.change(screen.getByTestId("avatar-file-input"), { target: { files: [big] } });

    expect((await screen.findByRole("alert")).textContent).toBe(
      "The file is too large. The limit is 5 MB.",
    );
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes("/avatar"))).toBe(false);
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("refuses a file that isn't an image type the server takes", async () => {
    stubApi({});
    renderWithProviders(<AccountPage />, { route: "/account", user: makeSessionUser() });
    const pdf = new File(["%PDF-1.7"], "cv.pdf", { type: "application/pdf" });

    fireEvent.change(screen.getByTestId("avatar-file-input"), { target: { files: [pdf] } });

    expect((await screen.findByRole("alert")).textContent).toBe("That file type isn't supported.");
  });

  it("opens the file picker from the avatar's camera overlay", async () => {
    stubApi({});
    renderWithProviders(<AccountPage />, { route: "/account", user: makeSessionUser() });
    const input = screen.getByTestId("avatar-file-input") as HTMLInputElement;
    let opened = false;
    input.addEventListener("click", () => {
      opened = true;
    });

    await userEvent.click(screen.getByRole("button", { name: "Change photo" }));

    expect(opened).toBe(true);
    expect(input.accept).toBe("image/png,image/jpeg,image/webp,image/gif");
  });

  it("says an unconfirmed address is not confirmed yet, with a way to resend", async () => {
    const { calls } = stubApi({
      "POST /v1/users/activation": () =>
        Response.json({ meta: { message: "activation_sent" } }, { status: 202 }),
    });
    renderWithProviders(<AccountPage />, {
      route: "/account",
      user: makeSessionUser({ activated: false }),
    });

    expect(screen.getByText("ada@acme.test is not confirmed yet.")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Send a new link" }));
    expect(
      await screen.findByText("We've sent a new confirmation link to ada@acme.test."),
    ).toBeTruthy();
    expect(calls("POST /v1/users/activation")).toHaveLength(1);
  });

  it("puts a wrong current password on the password field", async () => {
    stubApi({
      "PUT /v1/users/current": () => fieldErrorResponse({ current_password: ["invalid"] }),
    });
    renderWithProviders(<AccountPage />, { route: "/account", user: makeSessionUser() });
    const section = screen.getByRole("region", { name: "Password" });

    await userEvent.type(within(section).getByLabelText("Current password"), "not-it-at-all");
    await userEvent.type(within(section).getByLabelText("New password"), "a-new-secret");
    await userEvent.type(within(section).getByLabelText("Confirm new password"), "a-new-secret");
    await userEvent.click(within(section).getByRole("button", { name: "Change password" }));

    expect(await within(section).findByText("The password is incorrect.")).toBeTruthy();
  });

  it("explains the last-admin rule when deleting is refused", async () => {
    const { calls } = stubApi({
      "DELETE /v1/users/current": () => errorResponse("last_admin", 422),
    });
    renderWithProviders(<AccountPage />, { route: "/account", user: makeSessionUser() });

    await userEvent.click(screen.getByRole("button", { name: "Delete my account" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete your account?" });
    await userEvent.type(within(dialog).getByLabelText("Your password"), "candor-demo");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete account" }));

    expect(await within(dialog).findByText(/You're the last admin of Acme/)).toBeTruthy();
    expect(
      within(dialog).getByRole("link", { name: "Go to Company → Members and invitations" }),
    ).toBeTruthy();
    expect(calls("DELETE /v1/users/current")).toEqual([{ password: "candor-demo" }]);
  });
});

describe("the Account route", () => {
  function renderApp(path: string, user: ReturnType<typeof makeSessionUser>) {
    storeAuthToken("tok", "localhost");
    stubApi({
      "GET /v1/users/current": () => Response.json(userDocument(user)),
      "POST /v1/page_views": () => new Response(null, { status: 204 }),
    });
    const router = createMemoryRouter(routeTree, { initialEntries: [path] });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    return router;
  }

  it("lets a candidate in, though the member permission table doesn't list them", async () => {
    const candidate = makeSessionUser({
      subdomain: null,
      organizationName: null,
      isAdmin: false,
      permissions: [],
      type: "Candidate",
      subscription: null,
    });
    const router = renderApp("/account", candidate);
    expect(await screen.findByRole("heading", { level: 1, name: "Your account" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/account");
    expect(screen.queryByRole("link", { name: "Upgrade now" })).toBeNull();
  });
});
