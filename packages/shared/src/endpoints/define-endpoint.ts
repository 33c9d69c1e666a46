import { z } from "zod";
import type { Permission } from "../permissions";
import { type BinaryBody, type HttpMethod, isBinary } from "./endpoint-call";
import type { EndpointTag } from "./tags";

/*
 * The endpoint table (issue 11): every call of the API described once — method, path, params,
 * query, body, answers, who may call it — and read by both sides. The server registers its routes
 * from these entries (`route(app, endpoint, handler)` in apps/api/src/lib/endpoint-route.ts:
 * validation, serialization, access, the OpenAPI document), the web app calls them with
 * `api(endpoint, { params, query, body })` (apps/web/src/lib/api-client.ts).
 *
 * A feature's endpoints live in `endpoints/<feature>.ts` as one object whose keys are the
 * operationIds (`positionsEndpoints.listPositions`); `endpoints/all-endpoints.ts` lists them all.
 */

export type { HttpMethod } from "./endpoint-call";

/**
 * Who may call an endpoint (apps/api/src/plugins/auth.ts enforces it):
 * - `public`: anyone;
 * - `user`: any signed-in user (members and candidates);
 * - `member`: a signed-in member of an organization, holding one of `permissions` when given;
 * - `candidate`: a signed-in candidate.
 */
export type EndpointAccess = "public" | "user" | "member" | "candidate";

/** The success statuses an endpoint may answer with. */
export type SuccessStatus = 200 | 201 | 202 | 204 | 206;

/** Error statuses an endpoint documents besides those its entry implies (see `errorStatuses`). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 412 | 413 | 415 | 422 | 429 | 503;

// Kept in the schema-free endpoint-call.ts (the web app's start-up imports them), exported here
// too, beside the rest of the table's vocabulary.
export { type BinaryBody, binary, isBinary } from "./endpoint-call";

/** An empty answer (204): what it means goes in the description, e.g. `noContent("Deleted")`. */
export function noContent(description: string) {
  return z.null().describe(description);
}

export type EndpointBody = z.ZodType | BinaryBody;

export type EndpointDefinition = {
  readonly method: HttpMethod;
  /**
   * Relative to `/v1`, Fastify-style: `/positions/:id`; `*` is a wildcard param named `*`
   * (`/files/*`). Every `:name` is a key of `params`.
   */
  readonly path: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /** JSON (a zod schema) unless `bodyContentType` says otherwise, or a `binary(…)` stream. */
  readonly body?: EndpointBody;
  /** The request's media type when the body is not JSON, e.g. `multipart/form-data`. */
  readonly bodyContentType?: string;
  /**
   * Success status → the answer's schema, `noContent(…)` for 204, `binary(…)` for a file. An
   * error status appears here only when its body is not the ErrorBody (health's 503 answers the
   * same document as its 200).
   */
  readonly responses: Readonly<Partial<Record<SuccessStatus | ErrorStatus, EndpointBody>>>;
  readonly access: EndpointAccess;
  /** For `member` access: the caller needs one of these (none given: any member). */
  readonly permissions?: readonly Permission[];
  /** One line for the OpenAPI document and the reader of the table. */
  readonly summary: string;
  readonly description?: string;
  /** The feature's name first (`positions`), each described in tags.ts. */
  readonly tags: readonly [EndpointTag, ...EndpointTag[]];
  /** Unique over the whole table, camelCase; also the key in the feature's endpoints object. */
  readonly operationId: string;
  /** Error statuses the entry does not imply (409 conflict, 413, 429 rate limit…). */
  readonly errors?: readonly ErrorStatus[];
  /** Left out of the OpenAPI document (the document's own route). */
  readonly hidden?: boolean;
};

/** `/positions/:id/notes/:noteId` → `"id" | "noteId"`; `/files/*` → `"*"`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : P extends `${string}/*`
      ? "*"
      : never;

/** A path with params needs a `params` schema naming each of them; one without has none. */
type ParamsRule<P extends string> = [PathParamNames<P>] extends [never]
  ? { readonly params?: undefined }
  : { readonly params: z.ZodType<{ [K in PathParamNames<P>]: unknown }> };

/**
 * One entry of the table. Returns the entry as written (`const` inference keeps its literal
 * method, path and schemas), so `api()` and `route()` infer params, query, body and answer.
 */
export function defineEndpoint<const E extends EndpointDefinition>(
  endpoint: E & ParamsRule<E["path"]>,
): E {
  return endpoint;
}

/** `:name` and `*` segments of a path, in order. */
export function pathParamNames(path: string): string[] {
  return path
    .split("/")
    .filter((segment) => segment.startsWith(":") || segment === "*")
    .map((segment) => (segment === "*" ? "*" : segment.slice(1)));
}

// ---- Types the two sides infer from an entry ----

type SchemaInput<S> = S extends z.ZodType ? z.input<S> : never;
type SchemaOutput<S> = S extends z.ZodType ? z.output<S> : never;

/** What a caller sends as path params (values before coercion). */
export type EndpointParams<E extends EndpointDefinition> = SchemaInput<E["params"]>;
/** What a caller sends as the query (defaults may be left out). */
export type EndpointQuery<E extends EndpointDefinition> = SchemaInput<E["query"]>;
/** What a caller sends as the body (before the schema's transforms). */
export type EndpointBodyInput<E extends EndpointDefinition> = E["body"] extends z.ZodType
  ? z.input<E["body"]>
  : E["body"] extends BinaryBody
    ? Blob
    : never;

type AnswerOf<S> = S extends BinaryBody ? Blob : SchemaOutput<S>;

/**
 * The success answer's body: the 200 (else 201, else 202, else 206) schema's output, a Blob for a
 * binary answer, `undefined` for an endpoint answering only 204.
 */
export type EndpointResponse<E extends EndpointDefinition> = E["responses"] extends {
  200: infer S;
}
  ? AnswerOf<S>
  : E["responses"] extends { 201: infer S }
    ? AnswerOf<S>
    : E["responses"] extends { 202: infer S }
      ? AnswerOf<S>
      : E["responses"] extends { 206: infer S }
        ? AnswerOf<S>
        : undefined;

/**
 * Error statuses an entry implies, then its own: 400 for a JSON body (malformed), 401 unless
 * public, 403 for members and candidates, 404 when the path names a record, 422 when it takes
 * input, 503 always (the database can be unavailable).
 */
export function errorStatuses(
  endpoint: Pick<EndpointDefinition, "access" | "params" | "query" | "body" | "errors">,
): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>();
  if (endpoint.body && !isBinary(endpoint.body)) statuses.add(400);
  if (endpoint.access !== "public") statuses.add(401);
  if (endpoint.access === "member" || endpoint.access === "candidate") statuses.add(403);
  if (endpoint.params) statuses.add(404);
  if (endpoint.query || endpoint.params || (endpoint.body && !isBinary(endpoint.body))) {
    statuses.add(422);
  }
  for (const status of endpoint.errors ?? []) statuses.add(status);
  statuses.add(503);
  return [...statuses].sort((a, b) => a - b);
}

/**
 * `GET /v1/positions/{id}`: the key the tests and the OpenAPI document use for a route. Fastify's
 * wildcard `*` is documented as `{path}` (OpenAPI tools take no `{*}` template).
 */
export const WILDCARD_PARAM_NAME = "path";

export function endpointKey(endpoint: Pick<EndpointDefinition, "method" | "path">): string {
  const path = endpoint.path
    .split("/")
    .map((segment) =>
      segment === "*"
        ? `{${WILDCARD_PARAM_NAME}}`
        : segment.startsWith(":")
          ? `{${segment.slice(1)}}`
          : segment,
    )
    .join("/");
  return `${endpoint.method} /v1${path}`;
}
