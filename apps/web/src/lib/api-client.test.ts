import type { accountsEndpoints } from "@candor/shared/endpoints/accounts";
import { accountsPaths } from "@candor/shared/endpoints/accounts.paths";
import { binary, defineEndpoint, noContent } from "@candor/shared/endpoints/define-endpoint";
import { callsOf } from "@candor/shared/endpoints/endpoint-call";
import { positionsEndpoints } from "@candor/shared/endpoints/positions";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { stubApi } from "../test/api-stub";
import { api, apiBlob, apiUrl, ResponseMismatchError } from "./api-client";
import { ApiError } from "./api-error";
import { setAuthToken } from "./http";

const NoteDocumentSchema = z.object({
  data: z.object({
    id: z.string(),
    type: z.literal("note"),
    attributes: z.object({ body: z.string() }),
  }),
});
const endpoints = {
  updateNote: defineEndpoint({
    operationId: "updateNote",
    method: "PUT",
    path: "/folders/:folderId/notes/:id",
    tags: ["notes"],
    summary: "",
    access: "user",
    params: z.object({ folderId: z.string(), id: z.string() }),
    query: z.object({ tags: z.array(z.string()).optional(), page: z.coerce.number().optional() }),
    body: z.object({ body: z.string() }),
    responses: { 200: NoteDocumentSchema },
  }),
  deleteNote: defineEndpoint({
    operationId: "deleteNote",
    method: "DELETE",
    path: "/notes/:id",
    tags: ["notes"],
    summary: "",
    access: "user",
    params: z.object({ id: z.string() }),
    responses: { 204: noContent("Deleted") },
  }),
  downloadNote: defineEndpoint({
    operationId: "downloadNote",
    method: "GET",
    path: "/notes/:id/download",
    tags: ["notes"],
    summary: "",
    access: "user",
    params: z.object({ id: z.string() }),
    responses: { 200: binary("application/pdf", "The note as a PDF") },
  }),
  getFile: defineEndpoint({
    operationId: "getFile",
    method: "GET",
    path: "/files/*",
    tags: ["files"],
    summary: "",
    access: "public",
    params: z.object({ "*": z.string() }),
    query: z.object({ signature: z.string() }),
    responses: { 200: binary("*/*", "The file") },
  }),
};

const note = { data: { id: "n1", type: "note", attributes: { body: "Hello" } } };

afterEach(() => {
  setAuthToken(null);
  vi.unstubAllGlobals();
});

describe("api(endpoint, options)", () => {
  it("calls the entry's method and path, params encoded, query arrays as key[]=value", async () => {
    const { fetchMock, calls } = stubApi({
      "PUT /v1/folders/a%2Fb/notes/n%201": () => Response.json(note),
    });
    setAuthToken("token");
    const answer = await api(endpoints.updateNote, {
      params: { folderId: "a/b", id: "n 1" },
      query: { tags: ["x", "y"], page: 2 },
      body: { body: "Hello" },
    });
    expect(answer.data.attributes.body).toBe("Hello");
    expect(calls("PUT /v1/folders/a%2Fb/notes/n%201")).toEqual([{ body: "Hello" }]);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/v1/folders/a%2Fb/notes/n%201?tags%5B%5D=x&tags%5B%5D=y&page=2");
    expect((init.headers as Record<string, string>).Authorization).toBe("Bearer token");
  });

  it("fails when the answer drifts from the entry's schema, naming the call and the field", async () => {
    stubApi({
      "PUT /v1/folders/f/notes/n": () =>
        Response.json({ data: { id: "n", type: "note", attributes: { body: 42 } } }),
    });
    const call = api(endpoints.updateNote, {
      params: { folderId: "f", id: "n" },
      body: { body: "x" },
    });
    await expect(call).rejects.toBeInstanceOf(ResponseMismatchError);
    await expect(call).rejects.toThrow(/updateNote[\s\S]*data\.attributes\.body/);
  });

  it("checks a real entry: a position missing its attributes is refused", async () => {
    stubApi({
      "GET /v1/positions/p1": () =>
        Response.json({ data: { id: "p1", type: "position", attributes: { title: "Chef" } } }),
    });
    await expect(
      api(positionsEndpoints.getPosition, { params: { id: "p1" } }),
    ).rejects.toBeInstanceOf(ResponseMismatchError);
  });

  it("calls a schema-free call (start-up) and still checks its answer against the entry", async () => {
    const accountsCalls = callsOf<typeof accountsEndpoints>()(accountsPaths);
    expect(accountsCalls.getCurrentUser).not.toHaveProperty("responses");
    stubApi({
      "POST /v1/users/session_handoff": () =>
        Response.json({ data: { code: "c0de", expires_at: "2026-11-28T07:00:00Z" } }),
      "GET /v1/users/current": () =>
        Response.json({ data: { id: "u1", type: "user", attributes: { email: 42 } } }),
    });
    const handoff = await api(accountsCalls.createSessionHandoff);
    expect(handoff.data.code).toBe("c0de");
    const drifted = api(accountsCalls.getCurrentUser);
    await expect(drifted).rejects.toBeInstanceOf(ResponseMismatchError);
    await expect(drifted).rejects.toThrow(/getCurrentUser/);
  });

  it("answers undefined for 204 and throws the server's error as ApiError", async () => {
    stubApi({
      "DELETE /v1/notes/n1": () => new Response(null, { status: 204 }),
      "DELETE /v1/notes/gone": () =>
        Response.json({ code: "not_found", message: "not_found" }, { status: 404 }),
    });
    await expect(api(endpoints.deleteNote, { params: { id: "n1" } })).resolves.toBeUndefined();
    const failure = api(endpoints.deleteNote, { params: { id: "gone" } });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 404, code: "not_found" });
  });

  it("refuses to call a path whose param is missing", async () => {
    await expect(api(endpoints.deleteNote, { params: { id: "" } })).rejects.toThrow(
      /deleteNote: path param :id is missing/,
    );
  });
});

describe("apiBlob and apiUrl", () => {
  it("fetches a file with the bearer token and the entry's media type", async () => {
    const { fetchMock } = stubApi({
      "GET /v1/notes/n1/download": () =>
        new Response("%PDF", {
          headers: { "content-type": "application/pdf", "content-disposition": "attachment" },
        }),
    });
    setAuthToken("token");
    const { blob, headers } = await apiBlob(endpoints.downloadNote, { params: { id: "n1" } });
    expect(await blob.text()).toBe("%PDF");
    expect(headers.get("content-disposition")).toBe("attachment");
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toMatchObject({
      Accept: "application/pdf",
      Authorization: "Bearer token",
    });
  });

  it("throws a file's error answer as ApiError", async () => {
    stubApi({
      "GET /v1/notes/n2/download": () =>
        Response.json({ code: "forbidden", message: "forbidden" }, { status: 403 }),
    });
    await expect(apiBlob(endpoints.downloadNote, { params: { id: "n2" } })).rejects.toMatchObject({
      status: 403,
      code: "forbidden",
    });
  });

  it("builds a URL, a wildcard keeping its slashes", () => {
    expect(
      apiUrl(endpoints.getFile, { params: { "*": "org 1/a.png" }, query: { signature: "s" } }),
    ).toBe("/v1/files/org%201/a.png?signature=s");
    expect(apiUrl(positionsEndpoints.listPositions)).toBe("/v1/positions");
  });
});
