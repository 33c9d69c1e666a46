import { z } from "zod";

/**
 * JSON:API documents (DESIGN §4): snake_case attributes on the wire, lists with `meta.pagy`.
 * Server routes declare their responses with these builders; the web client infers its types
 * from the same schemas and deserializes to camelCase in one place.
 */
export const PagySchema = z
  .object({
    page: z.number().int().min(1),
    limit: z.number().int().min(1),
    count: z.number().int().min(0),
    pages: z.number().int().min(1),
    prev: z.number().int().nullable(),
    next: z.number().int().nullable(),
    from: z.number().int().min(0),
    to: z.number().int().min(0),
  })
  .meta({ id: "Pagy" });
export type Pagy = z.infer<typeof PagySchema>;

export const RelationshipSchema = z.object({
  data: z.union([
    z.object({ id: z.string(), type: z.string() }),
    z.array(z.object({ id: z.string(), type: z.string() })),
    z.null(),
  ]),
});

export function resourceSchema<T extends string, A extends z.ZodType>(type: T, attributes: A) {
  return z.object({
    id: z.string(),
    type: z.literal(type),
    attributes,
    relationships: z.record(z.string(), RelationshipSchema).optional(),
  });
}

export function documentSchema<
  R extends z.ZodType,
  M extends z.ZodType = z.ZodOptional<z.ZodNever>,
>(resource: R, meta?: M) {
  return z.object({
    data: resource,
    included: z.array(z.unknown()).optional(),
    meta: (meta ?? z.never().optional()) as M,
  });
}

export function listDocumentSchema<R extends z.ZodType, M extends z.ZodRawShape = z.ZodRawShape>(
  resource: R,
  extraMeta?: M,
) {
  return z.object({
    data: z.array(resource),
    included: z.array(z.unknown()).optional(),
    meta: z.object({ pagy: PagySchema, ...(extraMeta ?? ({} as M)) }),
  });
}

/** Query of a paginated list: `page` from 1, `limit` up to the maximum. */
export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

/**
 * Keyset pagination beside `page` (decision 0037): `cursor` is a previous answer's
 * `meta.next_cursor`, opaque; with it the list continues after that answer's last row, whatever
 * was added or removed before it meanwhile. `meta.pagy` still counts the whole list.
 */
export const CursorQuerySchema = z.object({
  cursor: z.string({ error: "invalid" }).max(200, { error: "invalid" }).optional(),
});
export type CursorQuery = z.infer<typeof CursorQuerySchema>;

/**
 * `meta.next_cursor` of a list that takes `cursor`: null on its last page. The server always
 * sends it; optional so that a client reading the list by `page` only need not expect it.
 */
export const NextCursorSchema = z.string().nullable().optional();

/**
 * Pagination facts for `meta.pagy`. A page past the end is empty (`from` and `to` 0) and its
 * `prev` is the last page, so a client that overshoots can step back onto records.
 */
export function buildPagy(page: number, limit: number, count: number): Pagy {
  const pages = Math.max(1, Math.ceil(count / limit));
  const first = (page - 1) * limit + 1;
  const isPastEnd = first > count;
  return {
    page,
    limit,
    count,
    pages,
    prev: page > 1 ? Math.min(page - 1, pages) : null,
    next: page < pages ? page + 1 : null,
    from: isPastEnd ? 0 : first,
    to: isPastEnd ? 0 : Math.min(page * limit, count),
  };
}
