import type { EndpointDefinition } from "@candor/shared/endpoints/define-endpoint";
import { type EndpointPath, isBinary } from "@candor/shared/endpoints/endpoint-call";
import { z } from "zod";

/*
 * api-client.ts's check of an answer against its entry's schema, in development and tests only.
 * Its own module, imported on first use, so zod and the endpoint table stay out of the production
 * start-up bundle (docs/decisions/0049).
 */

/** The whole entry of a call: itself when it carries its answers, else the table's by operationId. */
async function entryOf(endpoint: EndpointPath): Promise<EndpointDefinition | undefined> {
  if ("responses" in endpoint) return endpoint as EndpointDefinition;
  const { ALL_ENDPOINTS } = await import("@candor/shared/endpoints/all-endpoints");
  return ALL_ENDPOINTS.find((entry) => entry.operationId === endpoint.operationId);
}

/** Why `payload` does not match the endpoint's declared answer, or null when it does. */
export async function responseMismatch(
  endpoint: EndpointPath,
  payload: unknown,
): Promise<string | null> {
  const entry = await entryOf(endpoint);
  if (!entry) return `${endpoint.operationId}: no entry in the endpoint table`;
  const schemas = Object.entries(entry.responses);
  if (payload === undefined) {
    if (schemas.some(([status]) => status === "204")) return null;
    return `${entry.operationId}: an empty answer, none declared`;
  }
  const schema = schemas.find(
    (candidate): candidate is [string, z.ZodType] =>
      candidate[0] !== "204" && !isBinary(candidate[1]),
  )?.[1];
  if (!schema) return `${entry.operationId}: a JSON answer, none declared`;
  const result = schema.safeParse(payload);
  return result.success
    ? null
    : `${entry.operationId}: the answer does not match its schema\n${z.prettifyError(result.error)}`;
}
