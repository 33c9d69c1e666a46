import {
  type BinaryBody,
  type EndpointDefinition,
  isBinary,
} from "@candor/shared/endpoints/define-endpoint";
import type {
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { WebSocket } from "ws";
import { z } from "zod";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The table entry a route was registered from (the endpoint-table test reads it). */
    endpoint?: EndpointDefinition;
  }
}

/** A route plugin's instance: what `FastifyPluginAsyncZod` hands its function. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** A binary answer in Fastify's schema: not serialized (a stream or Buffer is sent as is). */
const binarySchema = (body: BinaryBody) =>
  z.any().meta({ type: "string", format: "binary" }).describe(body.description);

type ResponseSchemas<R> = {
  [Status in keyof R]: R[Status] extends BinaryBody ? z.ZodAny : R[Status];
};

/** The Fastify schema an entry stands for; the handler's request and reply are typed from it. */
export type EndpointSchema<E extends EndpointDefinition> = {
  params: E["params"];
  querystring: E["query"];
  body: E["body"] extends z.ZodType ? E["body"] : undefined;
  response: ResponseSchemas<E["responses"]>;
};

export type EndpointHandler<E extends EndpointDefinition> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  unknown,
  EndpointSchema<E>,
  ZodTypeProvider,
  FastifyBaseLogger
>;

/**
 * Options a few routes need besides their entry (hooks, a larger body; `wsHandler`, from
 * @fastify/websocket, serves the upgrade of a WebSocket entry while the handler answers plain GETs).
 */
export type EndpointRouteOptions = Pick<
  RouteShorthandOptions,
  "bodyLimit" | "onRequest" | "preValidation" | "preHandler" | "onSend"
> & {
  wsHandler?: (socket: WebSocket, request: FastifyRequest) => void | Promise<void>;
  /** The route's own token lookup (plugins/auth.ts): the caller and what it answers, one query. */
  authLookup?: FastifyContextConfig["authLookup"];
};

/**
 * Registers one entry of the endpoint table (packages/shared/src/endpoints): method and URL,
 * validation of params, query and body, serialization of the answer, who may call it
 * (`config.access`, `config.permissions`, enforced by plugins/auth.ts) and its OpenAPI
 * description (operationId, tags, summary, security) all come from the entry. Routes are
 * registered only this way; the endpoint-table test fails on any other.
 */
export function route<const E extends EndpointDefinition>(
  app: ZodApp,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: EndpointRouteOptions = {},
): void {
  const response = Object.fromEntries(
    Object.entries(endpoint.responses).map(([status, body]) => [
      status,
      isBinary(body) ? binarySchema(body) : body,
    ]),
  );
  const produces = Object.values(endpoint.responses)
    .filter(isBinary)
    .map((body) => body.contentType);
  const consumes = isBinary(endpoint.body)
    ? [endpoint.body.contentType]
    : endpoint.bodyContentType
      ? [endpoint.bodyContentType]
      : undefined;

  const { authLookup, ...routeOptions } = options;
  app.route({
    ...routeOptions,
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      operationId: endpoint.operationId,
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      ...(endpoint.description ? { description: endpoint.description } : {}),
      ...(endpoint.access === "public" ? {} : { security: [{ bearerAuth: [] }] }),
      ...(endpoint.hidden ? { hide: true } : {}),
      ...(produces.length > 0 ? { produces: [...new Set(produces)] } : {}),
      ...(consumes ? { consumes } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body && !isBinary(endpoint.body) ? { body: endpoint.body } : {}),
      response,
    },
    config: {
      access: endpoint.access,
      ...(endpoint.permissions ? { permissions: endpoint.permissions } : {}),
      endpoint,
      ...(authLookup ? { authLookup } : {}),
      // Swagger leaves HEAD routes out unless asked: an explicit HEAD entry is a call of its own.
      ...(endpoint.method === "HEAD" ? { swagger: { exposeHeadRoute: true } } : {}),
    },
    handler: handler as RouteHandlerMethod,
  });
}
