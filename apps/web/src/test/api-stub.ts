import { vi } from "vitest";

export type StubHandler = (request: {
  url: URL;
  init: RequestInit | undefined;
  /** The JSON body sent, parsed. */
  body: unknown;
}) => Response | Promise<Response>;

/**
 * Stubs `fetch` with one handler per `"METHOD /v1/path"` (query left out; read it from `url`).
 * Anything else answers 404 like a missing route. `calls("PUT /v1/...")` lists the bodies sent.
 */
export function stubApi(handlers: Record<string, StubHandler>) {
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, "http://localhost");
    const key = `${init?.method ?? "GET"} ${url.pathname}`;
    const handler = handlers[key];
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    return handler
      ? handler({ url, init, body })
      : Response.json({ code: "not_found", message: "not_found" }, { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
  const calls = (key: string) =>
    fetchMock.mock.calls
      .filter(([input, init]) => {
        const url = new URL(input, "http://localhost");
        return `${init?.method ?? "GET"} ${url.pathname}` === key;
      })
      .map(([, init]) => (typeof init?.body === "string" ? JSON.parse(init.body) : undefined));
  return { fetchMock, calls };
}

/** A 422 with codes per field, as the API answers invalid input. */
export function fieldErrorResponse(fields: Record<string, string[]>): Response {
  return Response.json({ code: "validation_failed", message: fields }, { status: 422 });
}

/** An error body with a code (`last_admin`, `forbidden`…) and a status. */
export function errorResponse(code: string, status: number): Response {
  return Response.json({ code, message: code }, { status });
}
