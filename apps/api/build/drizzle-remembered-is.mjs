// An edit of Drizzle's source for the server's bundle (build.mjs's SOURCE_EDITS): `is(value, type)`
// with its answers remembered (decision 0061).
//
// Drizzle asks `is` about every chunk of every statement it builds (a string? an SQL? a table? a
// column? a parameter?…) and about every selected field when it maps rows. Where `instanceof`
// fails (most asks fail: a chunk is one of those things), `is` walks the value's class chain
// reading a symbol-keyed static off each constructor, and those reads are megamorphic: `is` was
// 8–12 % of the server's CPU on a list request (issue 15). Here each answer is remembered by the
// value's prototype and the type, which are all it depends on. Upstream made `is` cheaper too
// (drizzle-orm PR 6129, for v1).

/** The original function's first line, as drizzle-orm 0.45's entity.js writes it. */
const ORIGINAL = "function is(value, type) {";

/**
 * Drizzle's function kept as it is (renamed), behind a memo by the value's prototype and the
 * type: its answer depends on nothing else (`instanceof` follows the prototype chain; the walk
 * starts at the prototype's constructor, and a class's static `entityKind` never changes). An
 * answer it throws (a type that is no entity) is never kept, so it throws every time; an object
 * without a prototype goes to it every time, as before.
 */
export const REMEMBERING_IS = `const answersByPrototype = new WeakMap();
function is(value, type) {
  if (!value || typeof value !== "object") {
    return false;
  }
  const prototype = Object.getPrototypeOf(value);
  if (prototype === null) {
    return isAsked(value, type);
  }
  let answers = answersByPrototype.get(prototype);
  if (answers === undefined) {
    answers = new Map();
    answersByPrototype.set(prototype, answers);
  }
  let answer = answers.get(type);
  if (answer === undefined) {
    answer = isAsked(value, type);
    answers.set(type, answer);
  }
  return answer;
}
function isAsked(value, type) {`;

/** The edit: the build fails if `entity.js` no longer has the original's first line. */
export const drizzleRememberedIs = {
  file: /[\\/]drizzle-orm[\\/]entity\.js$/,
  replace: [[ORIGINAL, REMEMBERING_IS]],
};
