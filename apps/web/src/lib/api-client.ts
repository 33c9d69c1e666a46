import type {
  EndpointBodyInput,
  EndpointDefinition,
  EndpointParams,
  EndpointQuery,
  EndpointResponse,
} from "@candor/shared/endpoints/define-endpoint";
import {
  type EndpointCall,
  type EndpointPath,
  isBinary,
} from "@candor/shared/endpoints/endpoint-call";
import { queryString } from "@candor/shared/routes";
import type { z } from "zod";
import {
  API_PREFIX,
  type RequestOptions,
  request,
  requestBlob,
  type UploadOptions,
  upload,
} from "./http";

/*
 * The web app's one way to call the API (issue 11): `api(endpoint, { params, query, body })`
 * with an entry of the endpoint table (`@candor/shared/endpoints/<feature>`). The path, method
 * and types all come from the entry, so no fetcher spells a path. Auth and errors are http.ts's:
 * a failure throws ApiError, a 401 signs out.
 *
 * The start-up's calls (session, run-time flags, page views) pass a schema-free `EndpointCall`
 * (`accountsCalls.getCurrentUser`, endpoints/<feature>.paths.ts) typed with its entry, so the
 * entry chunk needs no zod (docs/decisions/0049).
 *
 * In development and tests the answer is checked against the entry's schema, so a serializer
 * that drifts from its schema fails a test; production trusts the server and skips the check.
 * The check (and zod with it) is loaded on first use, never in a production build.
 */

const CHECKS_RESPONSES = import.meta.env.DEV || import.meta.env.MODE === "test";

type ParamsOption<E extends EndpointDefinition> = E["params"] extends z.ZodType
  ? { params: EndpointParams<E> }
  : { params?: undefined };
type QueryOption<E extends EndpointDefinition> = E["query"] extends z.ZodType
  ? // biome-ignore lint/complexity/noBannedTypes: "every key optional" is exactly `{} extends`.
    {} extends EndpointQuery<E>
    ? { query?: EndpointQuery<E> }
    : { query: EndpointQuery<E> }
  : { query?: undefined };
type BodyOption<E extends EndpointDefinition> = E["body"] extends z.ZodType
  ? { body: EndpointBodyInput<E> }
  : { body?: undefined };

export type ApiOptions<E extends EndpointDefinition> = ParamsOption<E> &
  QueryOption<E> &
  BodyOption<E> & {
    signal?: AbortSignal;
    /** Keep the request alive while the page unloads (page views). */
    keepalive?: boolean;
    /** Another bearer token than the session's (http.ts `RequestOptions.authToken`). */
    authToken?: string;
  };

/** The options argument may be left out when the entry needs none of params, query, body. */
type ApiArgs<O> =
  // biome-ignore lint/complexity/noBannedTypes: "nothing required" is exactly `{} extends`.
  {} extends O ? [options?: O] : [options: O];

/** A thrown answer that does not match its entry's schema (development and tests only). */
export class ResponseMismatchError extends Error {
  override name = "ResponseMismatchError";
}

/** Calls a JSON endpoint and returns its answer (undefined for 204), typed from the entry. */
export async function api<const E extends EndpointDefinition>(
  endpoint: E,
  ...[options]: ApiArgs<ApiOptions<E>>
): Promise<EndpointResponse<E>>;
/** The same through a schema-free call (a `<feature>.paths.ts` module's `…Calls`). */
export async function api<E extends EndpointDefinition>(
  endpoint: EndpointCall<E>,
  ...[options]: ApiArgs<ApiOptions<E>>
): Promise<EndpointResponse<E>>;
export async function api(
  endpoint: EndpointPath,
  options?: ApiOptions<EndpointDefinition>,
): Promise<unknown> {
  const payload = await request(apiPath(endpoint, options?.params), {
    method: endpoint.method as RequestOptions["method"],
    query: options?.query as RequestOptions["query"],
    body: options?.body,
    signal: options?.signal,
    keepalive: options?.keepalive,
    authToken: options?.authToken,
  });
  if (CHECKS_RESPONSES) await checkResponse(endpoint, payload);
  return payload;
}

/** Calls an endpoint answering a file (`responses: { 200: binary(…) }`): its bytes and headers. */
export async function apiBlob<const E extends EndpointDefinition>(
  endpoint: E,
  ...[options]: ApiArgs<ParamsOption<E> & QueryOption<E> & { signal?: AbortSignal }>
): Promise<{ blob: Blob; headers: Headers }> {
  const accept = Object.values(endpoint.responses).find(isBinary)?.contentType;
  return requestBlob(apiPath(endpoint, options?.params), {
    method: endpoint.method as RequestOptions["method"],
    query: options?.query as RequestOptions["query"],
    signal: options?.signal,
    accept,
  });
}

export type ApiUploadOptions<E extends EndpointDefinition> = ParamsOption<E> & {
  /** The multipart body (`bodyContentType: "multipart/form-data"`). */
  body: FormData;
} & Pick<UploadOptions, "onProgress" | "signal">;

/** Sends a multipart body with upload progress (http.ts `upload`), answer checked as `api`'s. */
export async function apiUpload<const E extends EndpointDefinition>(
  endpoint: E,
  options: ApiUploadOptions<E>,
): Promise<EndpointResponse<E>> {
  const payload = await upload(apiPath(endpoint, options.params), options.body, {
    method: endpoint.method as UploadOptions["method"],
    onProgress: options.onProgress,
    signal: options.signal,
  });
  if (CHECKS_RESPONSES) await checkResponse(endpoint, payload);
  return payload as EndpointResponse<E>;
}

/**
 * The entry's URL from the site's root (`/v1/positions/abc?page=2`), for what is not fetched
 * here: a tus endpoint, a link.
 */
export function apiUrl<const E extends EndpointDefinition>(
  endpoint: E,
  ...[options]: ApiArgs<ParamsOption<E> & QueryOption<E>>
): string {
  const query = options?.query as Record<string, unknown> | undefined;
  return `${API_PREFIX}${apiPath(endpoint, options?.params)}${queryString(query)}`;
}

/** The entry's path below `/v1` with its params filled in, each encoded. */
export function apiPath(endpoint: EndpointPath, params?: unknown): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return endpoint.path
    .split("/")
    .map((segment) => {
      if (segment === "*") {
        // A wildcard keeps its slashes: each of its own segments is encoded.
        return String(values["*"] ?? "")
          .split("/")
          .map(encodeURIComponent)
          .join("/");
      }
      if (!segment.startsWith(":")) return segment;
      const value = values[segment.slice(1)];
      if (value === undefined || value === null || value === "") {
        throw new TypeError(`${endpoint.operationId}: path param ${segment} is missing`);
      }
      return encodeURIComponent(String(value));
    })
    .join("/");
}

/** Development and tests only: the answer against its entry's schema (response-check.ts). */
async function checkResponse(endpoint: EndpointPath, payload: unknown): Promise<void> {
  const { responseMismatch } = await import("./response-check");
  const mismatch = await responseMismatch(endpoint, payload);
  if (mismatch) throw new ResponseMismatchError(mismatch);
}

/**
 * The signed-in user's token, for a client that sends its own requests to an entry's URL
 * (the tus uploader, given `apiUrl(endpoint)`); features reach the transport only through here.
 */
export { getAuthToken } from "./http";
