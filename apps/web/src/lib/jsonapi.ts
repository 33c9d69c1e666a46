import type { Pagy } from "@candor/shared/schemas/jsonapi";
import { type Camelized, camelCase, camelizeKeys } from "./case";

/*
 * The one place JSON:API documents (DESIGN §4) become plain camelCase records:
 * `{id, type, ...attributes, ...relationships}`. Related records are taken from `included` when
 * present, otherwise left as `{id, type}` references.
 */

type ResourceIdentifier = { id: string; type: string };

type Resource = ResourceIdentifier & {
  attributes?: Record<string, unknown>;
  relationships?: Record<string, { data?: ResourceIdentifier | ResourceIdentifier[] | null }>;
};

export type JsonApiDocument = {
  data: Resource | Resource[] | null;
  included?: unknown[];
  meta?: Record<string, unknown>;
};

/** A deserialized record: id and type, then the attributes in camelCase. */
export type JsonApiRecord<A> = { id: string; type: string } & Camelized<A>;

export type DeserializedList<T> = {
  records: T[];
  pagy: Pagy | null;
  /** `meta.count_by_status`, keyed by status value (left as sent), when the list has it. */
  countByStatus: Record<string, number> | null;
  /** `meta.next_cursor`: where the next page starts, on lists paged by key (decision 0047). */
  nextCursor: string | null;
  /** `meta.count_capped`: `pagy.count` stopped at a cap; there are more. */
  countCapped: boolean;
};

function isResource(value: unknown): value is Resource {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as Resource).id === "string" &&
    typeof (value as Resource).type === "string"
  );
}

function indexIncluded(included: unknown[] | undefined): Map<string, Resource> {
  const index = new Map<string, Resource>();
  for (const item of included ?? []) {
    if (isResource(item)) index.set(`${item.type}:${item.id}`, item);
  }
  return index;
}

function toRecord(
  resource: Resource,
  included: Map<string, Resource>,
  seen: Set<string>,
): Record<string, unknown> {
  const key = `${resource.type}:${resource.id}`;
  const record: Record<string, unknown> = {
    id: resource.id,
    type: resource.type,
    ...(camelizeKeys(resource.attributes ?? {}) as Record<string, unknown>),
  };
  const nextSeen = new Set(seen).add(key);
  for (const [name, relationship] of Object.entries(resource.relationships ?? {})) {
    const data = relationship?.data;
    if (data === undefined) continue;
    const resolve = (ref: ResourceIdentifier) => {
      const refKey = `${ref.type}:${ref.id}`;
      const found = included.get(refKey);
      // A cycle (a → b → a) stops at a reference instead of recursing forever.
      if (!found || nextSeen.has(refKey)) return { id: ref.id, type: ref.type };
      return toRecord(found, included, nextSeen);
    };
    record[camelCase(name)] =
      data === null ? null : Array.isArray(data) ? data.map(resolve) : resolve(data);
  }
  return record;
}

/** A single-record document to its record (null when `data` is null). */
export function deserialize<A = Record<string, unknown>>(
  document: JsonApiDocument,
): JsonApiRecord<A> | null {
  const { data } = document;
  if (data === null || data === undefined) return null;
  if (Array.isArray(data)) {
    throw new TypeError("deserialize() got a list document; use deserializeList()");
  }
  return toRecord(data, indexIncluded(document.included), new Set()) as JsonApiRecord<A>;
}

/** A list document to its records, its `meta.pagy` and its `meta.count_by_status`. */
export function deserializeList<A = Record<string, unknown>>(
  document: JsonApiDocument,
): DeserializedList<JsonApiRecord<A>> {
  const data = Array.isArray(document.data) ? document.data : document.data ? [document.data] : [];
  const included = indexIncluded(document.included);
  const meta = document.meta ?? {};
  return {
    records: data.map((resource) => toRecord(resource, included, new Set()) as JsonApiRecord<A>),
    pagy: (meta.pagy as Pagy | undefined) ?? null,
    countByStatus: (meta.count_by_status as Record<string, number> | undefined) ?? null,
    nextCursor: typeof meta.next_cursor === "string" ? meta.next_cursor : null,
    countCapped: meta.count_capped === true,
  };
}
