import fs from "node:fs";
import path from "node:path";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { type Actor, createOrganization } from "../../../test/organizations";
import { API_ROOT } from "../../config";

/*
 * The OpenAPI document is good enough for a standard generator: openapi-typescript turns it into
 * types, openapi-fetch makes a client of them, the client typechecks (a wrong call does not) and
 * talks to a running app.
 */

const CLIENT_SOURCE = `import createClient from "openapi-fetch";
import type { paths } from "./api";

export function candorClient(baseUrl: string, token: string) {
  return createClient<paths>({ baseUrl, headers: { authorization: \`Bearer \${token}\` } });
}

export async function createAndReadPosition(client: ReturnType<typeof candorClient>) {
  const created = await client.POST("/v1/positions", { body: { title: "Pastry chef" } });
  const id: string = created.data?.data.id ?? "";
  const read = await client.GET("/v1/positions/{id}", { params: { path: { id } } });
  const title: string | undefined = read.data?.data.attributes.title;
  const missing = await client.GET("/v1/positions/{id}", {
    params: { path: { id: "00000000-0000-4000-8000-000000000000" } },
  });
  const code: string | undefined = missing.error?.code;
  return { status: created.response.status, id, title, missingStatus: missing.response.status, code };
}

export async function wrongCalls(client: ReturnType<typeof candorClient>) {
  // @ts-expect-error: the path needs its id
  await client.GET("/v1/positions/{id}", {});
  // @ts-expect-error: a position has a title, no "name"
  await client.POST("/v1/positions", { body: { name: "Pastry chef" } });
  // @ts-expect-error: no such call
  await client.GET("/v1/positionz");
}
`;

describe("a client generated from the OpenAPI document", () => {
  let app: TestApp;
  let admin: Actor;
  let dir: string;
  let baseUrl: string;

  beforeAll(async () => {
    app = await buildTestApp();
    ({ admin } = await createOrganization(app));
    baseUrl = await app.listen({ host: "127.0.0.1", port: 0 });
    const document = (await app.inject({ method: "GET", url: "/v1/openapi.json" })).json();
    // Inside the package (dist/ is ignored), so the client resolves openapi-fetch as any file does.
    fs.mkdirSync(path.join(API_ROOT, "dist"), { recursive: true });
    dir = fs.mkdtempSync(path.join(API_ROOT, "dist", "openapi-client-"));
    fs.writeFileSync(path.join(dir, "api.d.ts"), astToString(await openapiTS(document)));
    fs.writeFileSync(path.join(dir, "client.ts"), CLIENT_SOURCE);
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("typechecks, and refuses calls the document does not allow", () => {
    const program = ts.createProgram([path.join(dir, "client.ts")], {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2023,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ["lib.es2023.d.ts", "lib.dom.d.ts"],
    });
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
    expect(problems).toEqual([]);
  });

  it("creates and reads a position on a running app, errors typed as ErrorBody", async () => {
    const client = await import(path.join(dir, "client.ts"));
    const result = await client.createAndReadPosition(client.candorClient(baseUrl, admin.token));
    expect(result).toMatchObject({
      status: 201,
      title: "Pastry chef",
      missingStatus: 404,
      code: "not_found",
    });
  });
});
