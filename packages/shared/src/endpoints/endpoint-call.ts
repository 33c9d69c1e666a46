/*
 * The half of an endpoint entry that needs no schema: its operationId, method and path. The web
 * app's first screen (session, run-time flags, page views) calls the API through these, so the
 * entry chunk carries no zod (issue 15, docs/decisions/0049). An entry spreads its call
 * (`defineEndpoint({ ...accountsPaths.getCurrentUser, … })`), so the path is still written once.
 * No import of define-endpoint.ts here either (it imports this module: no cycle).
 *
 * This module must stay free of run-time imports of zod or of any schema module.
 */

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "HEAD" | "OPTIONS";

/** A call's method and path, as a `<feature>.paths.ts` module writes it. */
export type EndpointPath = {
  readonly operationId: string;
  readonly method: HttpMethod;
  readonly path: string;
};

declare const entryType: unique symbol;

/**
 * A call typed with its whole entry: `api(call)` infers params, query, body and answer from `E`
 * exactly as `api(entry)` does, while only the method and path exist at run time.
 */
export type EndpointCall<E extends EndpointPath = EndpointPath> = Pick<
  E,
  "operationId" | "method" | "path"
> & { readonly [entryType]?: E };

/** The calls of a feature's entries, each typed with its entry. */
export type EndpointCalls<Table extends Record<string, EndpointPath>> = {
  readonly [K in keyof Table]: EndpointCall<Table[K]>;
};

/**
 * Types a feature's paths with its entries, where they are called: in the web app,
 * `callsOf<typeof accountsEndpoints>()(accountsPaths)` with `accountsEndpoints` imported as a
 * type only, so the schemas stay out of the bundle. Each key must name an entry with that method
 * and path.
 */
export function callsOf<Table extends Record<string, EndpointPath>>() {
  return <
    const Paths extends {
      readonly [K in keyof Paths]: K extends keyof Table
        ? Pick<Table[K], "operationId" | "method" | "path">
        : never;
    },
  >(
    paths: Paths,
  ): EndpointCalls<Pick<Table, keyof Paths & keyof Table>> =>
    paths as unknown as EndpointCalls<Pick<Table, keyof Paths & keyof Table>>;
}

/**
 * A body that is not JSON: a file or PDF answered, a tus chunk sent. The server sends or reads
 * it as a stream; the web client gets a Blob (`apiBlob`) instead of a parsed document.
 */
export type BinaryBody = {
  readonly kind: "binary";
  /** The media type; `*\/*` when it is the stored file's own. */
  readonly contentType: string;
  readonly description: string;
};

export function binary(contentType: string, description: string): BinaryBody {
  return { kind: "binary", contentType, description };
}

export function isBinary(body: unknown): body is BinaryBody {
  return typeof body === "object" && body !== null && (body as BinaryBody).kind === "binary";
}
