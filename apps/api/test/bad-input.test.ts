import { isErrorBody } from "@candor/shared/errors";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueSessionToken } from "../src/modules/accounts/session-token";
import { unlimitedRateLimiter } from "./accounts";
import { buildTestApp, type TestApp } from "./build-test-app";
import { type Actor, createOrganization } from "./organizations";

/**
 * Walks every operation of the OpenAPI document with inputs a careless or hostile caller sends —
 * NUL characters and lone surrogates in every string field, query value and path parameter,
 * over-long and out-of-range values, wrong types, empty, malformed and mistyped bodies — as an
 * admin and signed out. None may answer 5xx, every refusal is the DESIGN §4 body with the security
 * headers, and text PostgreSQL cannot store is never accepted.
 */
type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  minLength?: number;
  minimum?: number;
  minItems?: number;
  required?: string[];
};
type Parameter = { in: "path" | "query" | "header"; name: string; schema?: Schema };
type Operation = {
  method: string;
  path: string;
  parameters: Parameter[];
  body: Schema | undefined;
};
type Case = {
  label: string;
  /** Text PostgreSQL cannot store: must be refused, not only not crash. */
  isUnstorable?: boolean;
  request: InjectOptions;
};

const ID = "00000000-0000-4000-8000-000000000000";
const NUL = "a\u0000b";
const LONE_SURROGATE = "a\ud800b";
/** Path and query forms of the same: %00, and a surrogate's UTF-8-like bytes (invalid UTF-8). */
const URL_VALUES = ["%00", "a%00b", "%ED%A0%80", "%F0%9F", "%", "a".repeat(600)];
const OUT_OF_RANGE = ["-1", "0", "1.5", "99999999999999999999", "1e308", "NaN", "true"];
const MAX_FIELDS_PER_OPERATION = 25;

let components: Record<string, Schema> = {};

function resolve(schema: Schema | undefined): Schema {
  let current = schema ?? {};
  for (let hops = 0; current.$ref && hops < 20; hops++) {
    current = components[current.$ref.replace("#/components/schemas/", "")] ?? {};
  }
  return current;
}

/** A plausible value for a schema: the shape a real client sends, for mutation. */
function sample(raw: Schema | undefined, depth = 0): unknown {
  const schema = resolve(raw);
  if (depth > 6) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) {
    const first = variants.find((variant) => resolve(variant).type !== "null") ?? variants[0];
    return sample(first, depth + 1);
  }
  if (schema.allOf?.length) {
    return Object.assign({}, ...schema.allOf.map((part) => sample(part, depth + 1)));
  }
  const type = Array.isArray(schema.type)
    ? schema.type.find((t) => t !== "null")
    : (schema.type ?? (schema.properties ? "object" : undefined));
  switch (type) {
    case "object": {
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        value[key] = sample(property, depth + 1);
      }
      return value;
    }
    case "array":
      return [sample(schema.items, depth + 1)];
    case "integer":
    case "number":
      return Math.max(1, schema.minimum ?? 1);
    case "boolean":
      return true;
    case "string":
      return sampleString(schema);
    default:
      return "x";
  }
}

function sampleString(schema: Schema): string {
  switch (schema.format) {
    case "uuid":
      return ID;
    case "email":
      return "fuzz@example.com";
    case "date-time":
      return "2030-01-01T00:00:00.000Z";
    case "date":
      return "2030-01-01";
    case "uri":
      return "https://example.com/";
    default:
      return "x".repeat(Math.max(1, schema.minLength ?? 1));
  }
}

type Leaf = { path: (string | number)[]; value: unknown };

function leaves(value: unknown, path: (string | number)[] = []): Leaf[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, [...path, index]));
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]));
  }
  return [{ path, value }];
}

function withLeaf(body: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = (Array.isArray(body) ? [...body] : { ...(body as object) }) as Record<
    string | number,
    unknown
  >;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  copy[head] = withLeaf(copy[head], rest, value);
  return copy;
}

function wrongType(value: unknown): unknown {
  if (typeof value === "string") return 12345;
  if (typeof value === "number") return "twelve";
  if (typeof value === "boolean") return "yes";
  if (Array.isArray(value)) return "not a list";
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, wrongType(item)]));
  }
  return { unexpected: true };
}

function urlOf(operation: Operation, pathValues: Record<string, string> = {}, query = ""): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) =>
    name in pathValues ? (pathValues[name] ?? "") : name === "*" ? "fuzz.txt" : ID,
  );
  return query ? `${path}?${query}` : path;
}

function casesFor(operation: Operation): Case[] {
  const method = operation.method as InjectOptions["method"];
  const cases: Case[] = [];
  const validBody = operation.body ? sample(operation.body) : undefined;
  const json = (body: unknown) => ({
    headers: { "content-type": "application/json" },
    payload: JSON.stringify(body),
  });
  const withBody = validBody === undefined ? {} : json(validBody);
  const pathNames = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? "");

  for (const name of pathNames) {
    for (const value of [...URL_VALUES, ...OUT_OF_RANGE, "..%2F..%2Fetc%2Fpasswd"]) {
      cases.push({
        label: `path ${name}=${value.slice(0, 20)}`,
        isUnstorable: value.includes("%00") || value === "%ED%A0%80",
        request: { method, url: urlOf(operation, { [name]: value }), ...withBody },
      });
    }
  }
  const queryNames = operation.parameters.filter((p) => p.in === "query").map((p) => p.name);
  for (const name of queryNames) {
    const values = [...URL_VALUES, ...OUT_OF_RANGE].map((value) => `${name}=${value}`);
    values.push(`${name}=a&${name}=b`, `${name}[]=a`, `${name}[a]=b`, name);
    for (const query of values) {
      cases.push({
        label: `query ${query.slice(0, 30)}`,
        // Bytes that are not UTF-8 stay as written (`%ED%A0%80`): text like any other.
        isUnstorable: query.includes("%00"),
        request: { method, url: urlOf(operation, {}, query), ...withBody },
      });
    }
  }
  if (validBody !== undefined) {
    const fields = leaves(validBody).slice(0, MAX_FIELDS_PER_OPERATION);
    for (const { path, value } of fields) {
      const field = path.join(".") || "body";
      if (typeof value === "string") {
        for (const text of [NUL, LONE_SURROGATE]) {
          cases.push({
            label: `body ${field} ${JSON.stringify(text)}`,
            isUnstorable: true,
            request: { method, url: urlOf(operation), ...json(withLeaf(validBody, path, text)) },
          });
        }
        cases.push({
          label: `body ${field} very long`,
          request: {
            method,
            url: urlOf(operation),
            ...json(withLeaf(validBody, path, "x".repeat(100_000))),
          },
        });
      }
      if (typeof value === "number") {
        for (const number of [-1, 0, 1.5, 2 ** 31, 2 ** 53, 1e308, -1e308]) {
          cases.push({
            label: `body ${field}=${number}`,
            request: { method, url: urlOf(operation), ...json(withLeaf(validBody, path, number)) },
          });
        }
      }
      cases.push({
        label: `body ${field} wrong type`,
        request: {
          method,
          url: urlOf(operation),
          ...json(withLeaf(validBody, path, wrongType(value))),
        },
      });
    }
    cases.push({
      label: "body: every field of the wrong type",
      request: { method, url: urlOf(operation), ...json(wrongType(validBody)) },
    });
    // A key PostgreSQL cannot store either (it would end up in a JSON column).
    cases.push({
      label: "body: NUL in a key",
      isUnstorable: true,
      request: {
        method,
        url: urlOf(operation),
        ...json({ ...(validBody as object), "k\u0000": "v" }),
      },
    });
  }
  const url = urlOf(operation);
  // GET and HEAD bodies are never read.
  const hasBody = !["GET", "HEAD"].includes(operation.method);
  const raw = (contentType: string, payload: string): Case["request"] => ({
    method,
    url,
    headers: { "content-type": contentType },
    payload,
  });
  cases.push(
    { label: "no body", request: { method, url } },
    { label: "empty JSON body", request: raw("application/json", "") },
    { label: "malformed JSON", request: raw("application/json", '{"a": ') },
    { label: "JSON null", request: raw("application/json", "null") },
    { label: "JSON array", request: raw("application/json", "[1, 2]") },
    { label: "JSON string", request: raw("application/json", '"text"') },
    {
      label: "JSON NUL escape",
      isUnstorable: hasBody,
      request: raw("application/json", '"\\u0000"'),
    },
    { label: "text/plain", request: raw("text/plain", "hello") },
    { label: "form", request: raw("application/x-www-form-urlencoded", "a=b") },
    { label: "bad charset", request: raw("application/json; charset=utf-16", "{}") },
    { label: "no content type", request: { method, url, payload: "{}" } },
    { label: "garbage content type", request: raw("%%%/;;;", "{}") },
  );
  return cases;
}

describe("every operation refuses bad input with a 4xx in the standard body", () => {
  let app: TestApp;
  let operations: Operation[];
  let admin: Actor;

  beforeAll(async () => {
    app = await buildTestApp({}, { rateLimiter: unlimitedRateLimiter() });
    const document = (await app.inject({ method: "GET", url: "/v1/openapi.json" })).json();
    components = document.components?.schemas ?? {};
    operations = Object.entries(
      document.paths as Record<
        string,
        Record<string, { parameters?: Parameter[]; requestBody?: { content?: object } }>
      >,
    ).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => {
        const content = (operation.requestBody?.content ?? {}) as Record<
          string,
          { schema?: Schema }
        >;
        return {
          method: method.toUpperCase(),
          path,
          parameters: operation.parameters ?? [],
          body: content["application/json"]?.schema,
        };
      }),
    );
    admin = (await createOrganization(app)).admin;
  });
  afterAll(() => app.close());

  /** A new session for each operation: one that signs out or deletes must not end the walk. */
  async function adminHeaders() {
    const token = await issueSessionToken(app.database.db, {
      userId: admin.user.id,
      now: app.clock(),
    });
    return { authorization: `Bearer ${token}` };
  }

  async function walk(signedIn: boolean) {
    const problems: string[] = [];
    let count = 0;
    for (const operation of operations) {
      const auth = signedIn ? await adminHeaders() : {};
      for (const { label, isUnstorable, request } of casesFor(operation)) {
        count++;
        const response = await app.inject({
          ...request,
          headers: { ...(request.headers as object), ...auth },
        });
        const where = `${operation.method} ${operation.path} [${label}]`;
        const status = response.statusCode;
        if (status >= 500) {
          problems.push(`${where}: ${status} ${response.body.slice(0, 160)}`);
          continue;
        }
        if (isUnstorable && status < 400) {
          problems.push(`${where}: accepted with ${status}`);
          continue;
        }
        // A HEAD answer has headers only.
        if (status < 400 || operation.method === "HEAD") continue;
        let body: unknown;
        try {
          body = response.json();
        } catch {
          body = undefined;
        }
        if (!isErrorBody(body)) problems.push(`${where}: ${status} body ${response.body}`);
        if (
          !response.headers["content-security-policy"] ||
          !response.headers["x-content-type-options"]
        ) {
          problems.push(`${where}: ${status} without the security headers`);
        }
        if (response.body.includes("FST_") || response.body.includes("/v1/")) {
          problems.push(
            `${where}: ${status} echoes framework detail ${response.body.slice(0, 80)}`,
          );
        }
      }
    }
    return { problems, count };
  }

  it("as an admin", async () => {
    const { problems, count } = await walk(true);
    expect(problems).toEqual([]);
    expect(operations.length).toBeGreaterThan(100);
    expect(count).toBeGreaterThan(4_000);
  }, 600_000);

  it("signed out", async () => {
    const { problems } = await walk(false);
    expect(problems).toEqual([]);
  }, 600_000);
});
