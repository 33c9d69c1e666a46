/** `snake_case` → `camelCase` at the type level: `CamelCase<"candor_points">` is `"candorPoints"`. */
export type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

/** Object keys camel-cased, deeply (arrays and nested objects included). */
export type Camelized<T> = T extends readonly (infer Item)[]
  ? Camelized<Item>[]
  : T extends Date
    ? T
    : T extends object
      ? { [K in keyof T as K extends string ? CamelCase<K> : K]: Camelized<T[K]> }
      : T;

export function camelCase(key: string): string {
  return key.replace(/[_-]+([a-z0-9])/g, (_, char: string) => char.toUpperCase());
}

export function snakeCase(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase();
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === "object" &&
    value !== null &&
    (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null)
  );
}

function transformKeys(value: unknown, transform: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => transformKeys(item, transform));
  if (!isPlainObject(value)) return value;
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    result[transform(key)] = transformKeys(item, transform);
  }
  return result;
}

/** Deeply camel-cases the keys of plain objects (values are left alone). */
export function camelizeKeys<T>(value: T): Camelized<T> {
  return transformKeys(value, camelCase) as Camelized<T>;
}

/** Deeply snake-cases the keys of plain objects, for request bodies and queries (DESIGN §4). */
export function snakeizeKeys(value: unknown): unknown {
  return transformKeys(value, snakeCase);
}
