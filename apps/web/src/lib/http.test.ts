import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, NETWORK_ERROR_CODE } from "./api-error";
import { http, setAuthToken, setUnauthorizedHandler } from "./http";

function mockFetch(response: Response | Error) {
  const fetchMock = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function lastCall(fetchMock: ReturnType<typeof mockFetch>) {
  const [url, init] = fetchMock.mock.calls.at(-1) as unknown as [string, RequestInit];
  return { url, init, headers: init.headers as Record<string, string> };
}

afterEach(() => {
  setAuthToken(null);
  setUnauthorizedHandler(null);
});

describe("http", () => {
  it("calls /v1 with JSON, snake_case query and array params", async () => {
    const fetchMock = mockFetch(Response.json({ ok: true }));
    await expect(
      http.get("/positions", { query: { page: 2, "status[]": undefined, ids: [1, 2] } }),
    ).resolves.toEqual({ ok: true });
    const { url, init, headers } = lastCall(fetchMock);
    expect(url).toBe("/v1/positions?page=2&ids%5B%5D=1&ids%5B%5D=2");
    expect(init.method).toBe("GET");
    expect(headers.Accept).toBe("application/json");
    expect(headers.Authorization).toBeUndefined();
  });

  it("sends the body as JSON and the bearer token once set", async () => {
    const fetchMock = mockFetch(new Response(null, { status: 204 }));
    setAuthToken("secret-token");
    await expect(http.post("/page_views", { path: "/" })).resolves.toBeUndefined();
    const { init, headers } = lastCall(fetchMock);
    expect(init.body).toBe('{"path":"/"}');
    expect(headers["Content-Type"]).toBe("application/json");
    expect(headers.Authorization).toBe("Bearer secret-token");
  });

  it("sends a token given for one request instead of the session's (decision 0063)", async () => {
    const fetchMock = mockFetch(Response.json({ ok: true }));
    setAuthToken("session-token");
    await http.get("/curriculums/intro", { authToken: "start-token" });
    expect(lastCall(fetchMock).headers.Authorization).toBe("Bearer start-token");
  });

  it("throws an ApiError carrying the server's error body", async () => {
    const body = { code: "validation_failed", message: { email: ["taken"] } };
    mockFetch(Response.json(body, { status: 422 }));
    const error = await http.post("/users", {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(422);
    expect(apiError.body).toEqual(body);
    expect(apiError.code).toBe("validation_failed");
    expect(apiError.fieldErrors).toEqual({ email: ["taken"] });
  });

  it("makes up an error body when the server sent none", async () => {
    mockFetch(new Response("<html>Bad gateway</html>", { status: 502 }));
    const error = (await http.get("/health").catch((caught: unknown) => caught)) as ApiError;
    expect(error.body).toEqual({ code: "internal_error", message: "internal_error" });

    mockFetch(new Response("", { status: 429 }));
    const limited = (await http.get("/health").catch((caught: unknown) => caught)) as ApiError;
    expect(limited.code).toBe("too_many_requests");
  });

  it("keeps the Retry-After of a 429 in seconds", async () => {
    const body = { code: "too_many_requests", message: "too_many_requests" };
    mockFetch(Response.json(body, { status: 429, headers: { "Retry-After": "120" } }));
    const error = (await http
      .post("/users/login", {})
      .catch((caught: unknown) => caught)) as ApiError;
    expect(error.code).toBe("too_many_requests");
    expect(error.retryAfterSeconds).toBe(120);

    mockFetch(Response.json(body, { status: 429 }));
    const unsaid = (await http
      .post("/users/login", {})
      .catch((caught: unknown) => caught)) as ApiError;
    expect(unsaid.retryAfterSeconds).toBeNull();
  });

  it("turns a network failure into a network_error ApiError", async () => {
    mockFetch(new TypeError("Failed to fetch"));
    const error = (await http.get("/health").catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.code).toBe(NETWORK_ERROR_CODE);
  });

  it("tells the session about a 401", async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    mockFetch(Response.json({ code: "unauthorized", message: "unauthorized" }, { status: 401 }));
    await expect(http.get("/users/current")).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });
});
