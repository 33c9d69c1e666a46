/**
 * node-postgres's results read as arrays, without the row template only a result read as objects
 * uses (issue 15, decision 0062).
 *
 * Drizzle reads every select as arrays (`rowMode: "array"`). For each statement's row description,
 * pg's `Result.addFields` picks each column's parser and also fills an object with one key per
 * column, then copies it: the template of a row read as an object, never read in array mode.
 * With the dozens of columns of a signed-in request's token lookup (the token, the user, the
 * organization), that template was 6.9 % of the server's CPU on `GET /v1/users/current`.
 *
 * Installed on pg's own `Result` when a PostgreSQL server is opened: a result in array mode picks
 * its parsers as pg does, and one in object mode runs pg's own `addFields`.
 * pg-array-results.test.ts compares both with pg's, so an upgrade of pg that changes them fails
 * there.
 */

/** What pg's Result keeps of a row description (pg/lib/result.js). */
export type PgFieldDescription = { name: string; dataTypeID: number; format?: "text" | "binary" };
type TypeParsers = {
  getTypeParser(oid: number, format: "text" | "binary"): (value: string) => unknown;
};
type PgResult = {
  rowAsArray: boolean;
  fields: PgFieldDescription[];
  _parsers: ((value: string) => unknown)[] | undefined;
  _types: TypeParsers | undefined;
  _prebuiltEmptyResultObject: Record<string, null> | null;
};
export type PgResultClass = {
  prototype: { addFields(this: PgResult, fieldDescriptions: PgFieldDescription[]): void };
};

const installed = new WeakSet<object>();

/** Puts the array mode's `addFields` in front of pg's own on `Result` (once; `types`: pg.types). */
export function installArrayResultFields(Result: PgResultClass, types: TypeParsers) {
  const prototype = Result.prototype;
  if (installed.has(prototype)) return;
  installed.add(prototype);
  const pgAddFields = prototype.addFields;
  prototype.addFields = function addFields(fieldDescriptions) {
    if (!this.rowAsArray) return pgAddFields.call(this, fieldDescriptions);
    // pg's own, less the template row: the fields, then each column's parser.
    this.fields = fieldDescriptions;
    if (fieldDescriptions.length) this._parsers = new Array(fieldDescriptions.length);
    const parsers = this._types ?? types;
    for (let i = 0; i < fieldDescriptions.length; i++) {
      const description = fieldDescriptions[i] as PgFieldDescription;
      (this._parsers as ((value: string) => unknown)[])[i] = parsers.getTypeParser(
        description.dataTypeID,
        description.format || "text",
      );
    }
    this._prebuiltEmptyResultObject = null;
  };
}
