import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeSessionUser, userDocument } from "../../test/factories";
import { getAuthToken, http, setAuthToken } from "../http";
import { removeStoredAuthToken, storeAuthToken } from "./auth-cookie";
import { leaveAppTo } from "./leave-app";
import { startHandoffRedemption, startUpSessionToken } from "./session-api";
import { SessionProvider } from "./session-provider";
import { type Session, useSession } from "./use-session";

vi.mock("./leave-app", () => ({ leaveAppTo: vi.fn() }));

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

/** Stubs fetch with one handler per "METHOD /v1/path"; anything else answers 404. */
function stubApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const handler = handlers[`${init?.method ?? "GET"} ${url.split("?")[0]}`];
    return handler
      ? handler(init)
      : Response.json({ code: "not_found", message: "not_found" }, { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
  const calls = (key: string) =>
    fetchMock.mock.calls.filter(([url, init]) => `${init?.method ?? "GET"} ${url}` === key);
  return { fetchMock, calls };
}

const authHeader = (init: RequestInit | undefined) =>
  (init?.headers as Record<string, string> | undefined)?.Authorization;

const admin = makeSessionUser({ subdomain: "demo", organizationName: "Demo", firstName: "Ada" });

let session: Session;
function Probe() {
  session = useSession();
  return (
    <p>
      {session.status}
      {session.user ? ` as ${session.user.firstName} of ${session.user.organizationName}` : ""}
    </p>
  );
}

function renderSession({ handoffCode = null }: { handoffCode?: string | null } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider resolveAppDomain={async () => "localhost"} handoffCode={handoffCode}>
        <MemoryRouter initialEntries={["/sign-in"]}>
          <Routes>
            <Route path="/hire/dashboard" element={<p>dashboard page</p>} />
            <Route path="/" element={<p>home page</p>} />
            <Route path="*" element={<Probe />} />
          </Routes>
          <Probe />
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

const setCookie = (token: string) => storeAuthToken(token, "localhost");
const clearCookie = () => removeStoredAuthToken("localhost");

beforeEach(() => {
  setAuthToken(null);
  clearCookie();
  vi.mocked(leaveAppTo).mockReset();
});

afterEach(() => {
  setAuthToken(null);
  clearCookie();
});

describe("session at start", () => {
  it("is signed out without a cookie, and asks the server nothing", async () => {
    const { fetchMock } = stubApi({});
    renderSession();
    expect(screen.getAllByText("signedOut").length).toBeGreaterThan(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("puts the cookie's token on requests and loads the current user", async () => {
    const { calls } = stubApi({
      "GET /v1/users/current": () => Response.json(userDocument(admin)),
    });
    setCookie("tok-1");
    renderSession();
    expect(screen.getAllByText("loading").length).toBeGreaterThan(0);
    expect(await screen.findAllByText("signedIn as Ada of Demo")).toHaveLength(2);
    expect(authHeader(calls("GET /v1/users/current")[0]?.[1])).toBe("Bearer tok-1");
  });

  it("signs out silently when the current user can't be fetched", async () => {
    stubApi({
      "GET /v1/users/current": () =>
        Response.json({ code: "unauthorized", message: "unauthorized" }, { status: 401 }),
    });
    setCookie("expired");
    renderSession();
    await waitFor(() => expect(screen.getAllByText("signedOut").length).toBeGreaterThan(0));
    expect(document.cookie).not.toContain("auth=");
    expect(getAuthToken()).toBeNull();
  });

  it("redeems a handoff code, keeps the new token in this host's cookie", async () => {
    const { calls } = stubApi({
      "POST /v1/users/session_handoff/redeem": () =>
        Response.json(userDocument(admin, "handed-token")),
    });
    renderSession({ handoffCode: "c0de" });
    expect(screen.getAllByText("loading").length).toBeGreaterThan(0);
    expect(await screen.findAllByText("signedIn as Ada of Demo")).toHaveLength(2);
    expect(
      JSON.parse(String(calls("POST /v1/users/session_handoff/redeem")[0]?.[1]?.body)),
    ).toEqual({ code: "c0de" });
    expect(calls("POST /v1/users/session_handoff/redeem")).toHaveLength(1);
    expect(document.cookie).toContain("auth=handed-token");
    expect(getAuthToken()).toBe("handed-token");
  });

  it("takes the redemption main.tsx started before the first render: one request", async () => {
    const { calls } = stubApi({
      "POST /v1/users/session_handoff/redeem": () =>
        Response.json(userDocument(admin, "early-token")),
    });
    startHandoffRedemption("early");
    renderSession({ handoffCode: "early" });
    expect(await screen.findAllByText("signedIn as Ada of Demo")).toHaveLength(2);
    expect(calls("POST /v1/users/session_handoff/redeem")).toHaveLength(1);
    expect(getAuthToken()).toBe("early-token");
  });

  it("falls back to the cookie when the handoff code is refused", async () => {
    stubApi({
      "POST /v1/users/session_handoff/redeem": () =>
        Response.json({ code: "token_used", message: "token_used" }, { status: 422 }),
      "GET /v1/users/current": () => Response.json(userDocument(admin)),
    });
    vi.spyOn(console, "debug").mockImplementation(() => {});
    setCookie("tok-2");
    renderSession({ handoffCode: "old" });
    expect(await screen.findAllByText("signedIn as Ada of Demo")).toHaveLength(2);
    expect(getAuthToken()).toBe("tok-2");
  });
});

describe("startUpSessionToken (decision 0063)", () => {
  it("is the started redemption's token, which the session then takes: one request", async () => {
    const { calls } = stubApi({
      "POST /v1/users/session_handoff/redeem": () =>
        Response.json(userDocument(admin, "early-token")),
    });
    setCookie("older-token");
    startHandoffRedemption("soon");
    await expect(startUpSessionToken("soon")).resolves.toBe("early-token");
    renderSession({ handoffCode: "soon" });
    expect(await screen.findAllByText("signedIn as Ada of Demo")).toHaveLength(2);
    expect(calls("POST /v1/users/session_handoff/redeem")).toHaveLength(1);
  });

  it("is the stored token when the code is refused or there is none; null signed out", async () => {
    stubApi({
      "POST /v1/users/session_handoff/redeem": () =>
        Response.json({ code: "token_used", message: "token_used" }, { status: 422 }),
    });
    setCookie("tok-3");
    startHandoffRedemption("used");
    await expect(startUpSessionToken("used")).resolves.toBe("tok-3");
    await expect(startUpSessionToken(null)).resolves.toBe("tok-3");
    removeStoredAuthToken("localhost");
    await expect(startUpSessionToken(null)).resolves.toBeNull();
  });
});

describe("sign-in, sign-out and refused tokens", () => {
  it("signs in and hands the session to the organization's subdomain by a code", async () => {
    const { calls } = stubApi({
      "POST /v1/users/login": () => Response.json(userDocument(admin, "fresh")),
      "POST /v1/users/session_handoff": () =>
        Response.json(
          { data: { code: "one-time", expires_at: "2030-01-01T00:00:00Z" } },
          { status: 201 },
        ),
      "POST /v1/users/logout": () => new Response(null, { status: 204 }),
    });
    renderSession();
    await act(() =>
      session.signIn(
        { email: "ada@demo.test", password: "secret-pass" },
        { redirectAfterAuth: "/hire/candidates?x=1" },
      ),
    );
    expect(authHeader(calls("POST /v1/users/session_handoff")[0]?.[1])).toBe("Bearer fresh");
    expect(leaveAppTo).toHaveBeenCalledWith(
      "http://demo.localhost:3000/hire/candidates?x=1&handoff=one-time",
    );
    // The way-in session on this host ends: the subdomain gets a token of its own.
    expect(authHeader(calls("POST /v1/users/logout")[0]?.[1])).toBe("Bearer fresh");
    expect(document.cookie).not.toContain("auth=");
    expect(getAuthToken()).toBeNull();
  });

  it("with the redirect option off, sets the user and stays", async () => {
    stubApi({ "POST /v1/users/login": () => Response.json(userDocument(admin, "fresh")) });
    renderSession();
    await act(() =>
      session.signIn({ email: "ada@demo.test", password: "secret-pass" }, { redirect: false }),
    );
    expect(screen.getAllByText("signedIn as Ada of Demo").length).toBeGreaterThan(0);
    expect(leaveAppTo).not.toHaveBeenCalled();
  });

  it("sends a candidate to redirectAfterAuth on this host", async () => {
    const candidate = makeSessionUser({ subdomain: null, type: "Candidate", permissions: [] });
    stubApi({ "POST /v1/users/login": () => Response.json(userDocument(candidate, "c")) });
    renderSession();
    await act(() =>
      session.signIn(
        { email: "c@example.test", password: "secret-pass" },
        { redirectAfterAuth: "/hire/dashboard" },
      ),
    );
    expect(await screen.findByText("dashboard page")).toBeTruthy();
    expect(leaveAppTo).not.toHaveBeenCalled();
  });

  it("signs out: revokes the token on the server, forgets it, loads the home page afresh", async () => {
    const { calls } = stubApi({
      "GET /v1/users/current": () => Response.json(userDocument(admin)),
      "POST /v1/users/logout": () => new Response(null, { status: 204 }),
    });
    setCookie("tok-3");
    renderSession();
    await screen.findAllByText("signedIn as Ada of Demo");
    await act(() => session.signOut());
    expect(authHeader(calls("POST /v1/users/logout")[0]?.[1])).toBe("Bearer tok-3");
    expect(document.cookie).not.toContain("auth=");
    expect(getAuthToken()).toBeNull();
    expect(leaveAppTo).toHaveBeenCalledWith("/");
    // The page on screen is left as it was until the browser replaces it: a guarded page never
    // sees the session end and sends the user to sign in instead.
    expect(screen.queryByText("signedOut")).toBeNull();
  });

  it("after deleting the account, forgets the token without revoking it (that would be refused)", async () => {
    const { calls } = stubApi({
      "GET /v1/users/current": () => Response.json(userDocument(admin)),
      "POST /v1/users/logout": () => Response.json({ errors: [] }, { status: 401 }),
    });
    setCookie("tok-4");
    renderSession();
    await screen.findAllByText("signedIn as Ada of Demo");
    await act(() => session.signOut({ revoke: false }));
    expect(calls("POST /v1/users/logout")).toHaveLength(0);
    expect(document.cookie).not.toContain("auth=");
    expect(getAuthToken()).toBeNull();
    expect(leaveAppTo).toHaveBeenCalledWith("/");
  });

  it("signs out without leaving the page when asked to", async () => {
    stubApi({
      "GET /v1/users/current": () => Response.json(userDocument(admin)),
      "POST /v1/users/logout": () => new Response(null, { status: 204 }),
    });
    setCookie("tok-5");
    renderSession();
    await screen.findAllByText("signedIn as Ada of Demo");
    await act(() => session.signOut({ redirect: false }));
    expect(getAuthToken()).toBeNull();
    expect(leaveAppTo).not.toHaveBeenCalled();
    expect(screen.getAllByText("signedOut").length).toBeGreaterThan(0);
  });

  it("signs out when any call answers 401, but not on a wrong password", async () => {
    stubApi({
      "GET /v1/users/current": () => Response.json(userDocument(admin)),
      "GET /v1/positions": () =>
        Response.json({ code: "unauthorized", message: "unauthorized" }, { status: 401 }),
      "POST /v1/users/login": () =>
        Response.json(
          { code: "invalid_credentials", message: "invalid_credentials" },
          { status: 401 },
        ),
    });
    setCookie("tok-4");
    renderSession();
    await screen.findAllByText("signedIn as Ada of Demo");

    await act(() => http.post("/users/login", { email: "x", password: "y" }).catch(() => {}));
    expect(getAuthToken()).toBe("tok-4");

    await act(() => http.get("/positions").catch(() => {}));
    await waitFor(() => expect(screen.getAllByText("signedOut").length).toBeGreaterThan(0));
    expect(getAuthToken()).toBeNull();
  });
});
