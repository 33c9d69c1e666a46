// An esbuild plugin for the server's bundle: Drizzle's `is(value, type)` with each class's entity
// kinds remembered (decision 0059).
//
// Drizzle asks `is` about every chunk of every statement it builds (a string? an SQL? a table? a
// column? a parameter?…) and about every selected field when it maps rows. Where `instanceof`
// fails (most asks fail: a chunk is one of those things), `is` walks the value's class chain
// reading a symbol-keyed static off each constructor, and those reads are megamorphic: `is` was
// 8–12 % of the server's CPU on a list request (issue 15). Here the kinds of a class's chain are
// read once per class and kept in a WeakMap; the answer is the same, since a class's static
// `entityKind` never changes. Upstream has the same idea (drizzle-orm PR 6129, for v1).
//
// The build fails if Drizzle's `is` is no longer written as this plugin expects: an upgrade must
// look at it again rather than ship the original silently.
import { readFile } from "node:fs/promises";

/** The original function, as drizzle-orm 0.45's entity.js writes it. */
const ORIGINAL =
  /function is\(value, type\) \{\n[\s\S]*?\n {2}let cls = Object\.getPrototypeOf\(value\)\.constructor;\n {2}if \(cls\) \{\n {4}while \(cls\) \{\n {6}if \(entityKind in cls && cls\[entityKind\] === type\[entityKind\]\) \{\n {8}return true;\n {6}\}\n {6}cls = Object\.getPrototypeOf\(cls\);\n {4}\}\n {2}\}\n {2}return false;\n\}/;

/** The same checks in the same order; the walk replaced by the remembered kinds. */
export const REMEMBERING_IS = `const kindsByClass = new WeakMap();
function is(value, type) {
  if (!value || typeof value !== "object") {
    return false;
  }
  if (value instanceof type) {
    return true;
  }
  if (!Object.prototype.hasOwnProperty.call(type, entityKind)) {
    throw new Error(
      \`Class "\${type.name ?? "<unknown>"}" doesn't look like a Drizzle entity. If this is incorrect and the class is provided by Drizzle, please report this as a bug.\`
    );
  }
  const start = Object.getPrototypeOf(value).constructor;
  if (!start) {
    return false;
  }
  let kinds = kindsByClass.get(start);
  if (kinds === undefined) {
    kinds = new Set();
    for (let cls = start; cls; cls = Object.getPrototypeOf(cls)) {
      if (entityKind in cls) {
        kinds.add(cls[entityKind]);
      }
    }
    kindsByClass.set(start, kinds);
  }
  return kinds.has(type[entityKind]);
}`;

/** Drizzle's entity.js with `is` replaced; throws if the original is not found. */
export function rememberEntityKinds(source) {
  if (!ORIGINAL.test(source)) {
    throw new Error(
      "drizzle-orm/entity.js: `is` is no longer written as build/drizzle-entity-kinds.mjs expects",
    );
  }
  return source.replace(ORIGINAL, REMEMBERING_IS);
}

/** The esbuild plugin. */
export const drizzleEntityKinds = {
  name: "drizzle-entity-kinds",
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /[\\/]drizzle-orm[\\/]entity\.js$/ }, async (args) => ({
      contents: rememberEntityKinds(await readFile(args.path, "utf8")),
      loader: "js",
    }));
  },
};
