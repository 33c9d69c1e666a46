import { buildPagy, type Pagy } from "@candor/shared/schemas/jsonapi";

type Attributes = Record<string, unknown>;

export type Resource<T extends string = string, A extends Attributes = Attributes> = {
  id: string;
  type: T;
  attributes: A;
  relationships?: Record<
    string,
    { data: { id: string; type: string } | { id: string; type: string }[] | null }
  >;
};

/** One JSON:API resource object; `id` is always a string on the wire. */
export function resource<T extends string, A extends Attributes>(
  type: T,
  id: string | number,
  attributes: A,
): Resource<T, A> {
  return { id: String(id), type, attributes };
}

export function document<R>(data: R): { data: R };
export function document<R, M extends Record<string, unknown>>(
  data: R,
  meta: M,
): { data: R; meta: M };
export function document<R>(data: R, meta?: Record<string, unknown>) {
  return meta ? { data, meta } : { data };
}

export function listDocument<R>(
  data: R[],
  page: { page: number; limit: number; count: number },
  extraMeta: Record<string, unknown> = {},
): { data: R[]; meta: { pagy: Pagy } & Record<string, unknown> } {
  return { data, meta: { pagy: buildPagy(page.page, page.limit, page.count), ...extraMeta } };
}

/** `OFFSET` of a page, pages counted from 1. */
export function pageOffset(page: { page: number; limit: number }): number {
  return (page.page - 1) * page.limit;
}
