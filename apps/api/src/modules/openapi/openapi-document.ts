import {
  type EndpointDefinition,
  type ErrorStatus,
  errorStatuses,
  isBinary,
  WILDCARD_PARAM_NAME,
} from "@candor/shared/endpoints/define-endpoint";
import { ENDPOINT_TAGS } from "@candor/shared/endpoints/tags";
import { ErrorBodySchema } from "@candor/shared/errors";
import type { FastifyDynamicSwaggerOptions } from "@fastify/swagger";
import type { FastifySchema, RouteOptions } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../../config";

/*
 * The OpenAPI document (`GET /v1/openapi.json`), generated from the endpoint table: each
 * operation's id, tags, security and error answers come from its entry. Linted with Redocly's
 * recommended rules (`npm run lint:openapi`) and fed to a standard generator in
 * openapi-client.test.ts.
 *
 * Routes not yet migrated onto the table (test/endpoint-table.test.ts) are described from their
 * `config.access` and schema the same way, with an operationId made from method and path, so the
 * document stays whole while features migrate.
 */

const ERROR_DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: "A malformed request (`bad_request`, `malformed_json`)",
  401: "Not signed in, or the token has expired (`unauthorized`)",
  403: "The caller may not do this (`forbidden`)",
  404: "No such record, or another organization's (`not_found`)",
  409: "The request conflicts with the record's state (`conflict`…)",
  410: "Gone",
  412: "A precondition header is missing or unsupported (`tus_version_unsupported`)",
  413: "The body is too large (`payload_too_large`)",
  415: "The body's media type is not accepted (`unsupported_media_type`)",
  422: "Invalid input (`validation_failed`, codes by field in `message`) or a rule refused",
  429: "Too many requests (`too_many_requests`); `Retry-After` says when to try again",
  503: "The service or its database is unavailable for a moment; try again",
};

type TransformInput = {
  schema: FastifySchema & { hide?: boolean; operationId?: string; tags?: readonly string[] };
  url: string;
  route: RouteOptions;
};

/** `GET /v1/users/:id/update_permissions` → `getUsersIdUpdatePermissions` (routes off the table). */
function fallbackOperationId(method: string, url: string): string {
  const words = [method.toLowerCase(), ...url.replace(/^\/v1\//, "").split(/[/:_*.{}-]+/)];
  return words
    .filter(Boolean)
    .map((word, index) => (index === 0 ? word : word[0]?.toUpperCase() + word.slice(1)))
    .join("");
}

/** The facts of a route's entry; for a route off the table, read from its options. */
function describedEntry(route: RouteOptions, schema: TransformInput["schema"]) {
  const endpoint: EndpointDefinition | undefined = route.config?.endpoint;
  if (endpoint) return { access: endpoint.access, errors: errorStatuses(endpoint) };
  const access = route.config?.access ?? "user";
  const errors = errorStatuses({
    access,
    params: schema.params as z.ZodType | undefined,
    query: schema.querystring as z.ZodType | undefined,
    body: schema.body as z.ZodType | undefined,
  });
  return { access, errors };
}

/** Swagger options for buildApp: the document's frame and the per-route transform. */
export function openApiOptions(config: Config): FastifyDynamicSwaggerOptions {
  // Error statuses by operationId, noted per route and written once the document is whole.
  const errorsByOperation = new Map<string, ErrorStatus[]>();

  const transform = (input: TransformInput) => {
    const { schema, url, route } = input;
    if (!schema || schema.hide) return jsonSchemaTransform(input as never);
    const facts = describedEntry(route, schema);
    const method = Array.isArray(route.method) ? route.method[0] : route.method;
    const { access } = facts;
    const endpoint: EndpointDefinition | undefined = route.config?.endpoint;
    // The entry's own id: swagger suffixes a HEAD route's with `-head`, which no generator takes.
    const operationId =
      endpoint?.operationId ?? schema.operationId ?? fallbackOperationId(String(method), url);
    errorsByOperation.set(operationId, facts.errors);
    let described: Record<string, unknown> = {
      ...schema,
      operationId,
      tags: (schema.tags ?? []).map((tag) => tag.replaceAll(" ", "-")),
      security: access === "public" ? [] : [{ bearerAuth: [] }],
    };
    // A raw body (a tus chunk) is read by the handler, not validated: documented only.
    if (endpoint && isBinary(endpoint.body)) {
      described.body = z
        .any()
        .meta({ type: "string", format: "binary" })
        .describe(endpoint.body.description);
    }
    let documentedUrl = url;
    // Fastify's wildcard is a param named `*`, which OpenAPI tools do not take as a template.
    if (url.endsWith("/*") && schema.params instanceof z.ZodObject) {
      const { "*": rest, ...others } = schema.params.shape;
      documentedUrl = `${url.slice(0, -1)}:${WILDCARD_PARAM_NAME}`;
      described = {
        ...described,
        params: z.object({
          ...others,
          [WILDCARD_PARAM_NAME]: (rest as z.ZodType).describe(
            "The rest of the path, slashes included",
          ),
        }),
      };
    }
    return jsonSchemaTransform({ ...input, schema: described, url: documentedUrl } as never);
  };

  const transformObject: FastifyDynamicSwaggerOptions["transformObject"] = (input) => {
    const document = jsonSchemaTransformObject(input as never) as OpenApiDocument;
    document.components ??= {};
    // The registry of zod ids usually holds it already (shared/errors.ts names it ErrorBody).
    document.components.schemas = {
      ErrorBody: errorBodyJsonSchema(),
      ...document.components.schemas,
    };
    const used = new Set<string>();
    for (const operations of Object.values(document.paths ?? {})) {
      for (const operation of Object.values(operations)) {
        for (const tag of operation.tags ?? []) used.add(tag);
        const statuses = errorsByOperation.get(operation.operationId ?? "") ?? [];
        for (const status of statuses) {
          operation.responses[status] ??= {
            description: ERROR_DESCRIPTIONS[status],
            content: {
              "application/json": { schema: { $ref: "#/components/schemas/ErrorBody" } },
            },
          };
        }
      }
    }
    pruneUnusedSchemas(document);
    document.tags = [...used].sort().map((name) => ({
      name,
      description: ENDPOINT_TAGS[name as keyof typeof ENDPOINT_TAGS] ?? name,
    }));
    return document;
  };

  return {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Candor API",
        version: "1.0.0",
        description:
          "JSON:API documents with snake_case attributes; errors as {code, message, general?}.",
      },
      servers: [{ url: config.publicUrl, description: "This Candor server" }],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: "http",
            scheme: "bearer",
            description: "The token `POST /v1/users/login` answers, as `Authorization: Bearer …`",
          },
        },
      },
    },
    transform: transform as FastifyDynamicSwaggerOptions["transform"],
    transformObject,
  };
}

/**
 * Drops component schemas no operation reaches: the registry of zod ids holds every named schema
 * (and an `…Input` twin of each), most of them only ever used as another's part or not at all.
 */
function pruneUnusedSchemas(document: OpenApiDocument) {
  const schemas = document.components?.schemas ?? {};
  const prefix = "#/components/schemas/";
  const reached = new Set<string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
    } else if (value && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) {
        if (key === "$ref" && typeof child === "string" && child.startsWith(prefix)) {
          const name = child.slice(prefix.length);
          if (!reached.has(name)) {
            reached.add(name);
            visit(schemas[name]);
          }
        } else {
          visit(child);
        }
      }
    }
  };
  visit(document.paths);
  for (const name of Object.keys(schemas)) {
    if (!reached.has(name)) delete schemas[name];
  }
}

function errorBodyJsonSchema() {
  const {
    $schema: _dialect,
    id: _id,
    ...schema
  } = z.toJSONSchema(ErrorBodySchema) as Record<string, unknown>;
  return schema;
}

type OpenApiOperation = {
  operationId?: string;
  tags?: string[];
  responses: Record<string, unknown>;
};
type OpenApiDocument = {
  components?: { schemas?: Record<string, unknown> };
  paths?: Record<string, Record<string, OpenApiOperation>>;
  tags?: { name: string; description: string }[];
};
