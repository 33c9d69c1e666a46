/*
 * Reading i18next locale files (the web app's and the server's): the tests that keep en, it and
 * es in step compare their keys and placeholders with these.
 */

export type LocaleTree = { [key: string]: string | LocaleTree };

/** Every string of a locale file by its dot path: `{"a": {"b": "x"}}` → `a.b` → `x`. */
export function flattenLocale(tree: LocaleTree, prefix = ""): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") entries.set(name, value);
    else for (const [k, v] of flattenLocale(value, name)) entries.set(k, v);
  }
  return entries;
}

/** The `{{name}}` placeholders of a string, sorted. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1] ?? "").sort();
}
