import pg from "pg";
import Result from "pg/lib/result.js";
import { describe, expect, it } from "vitest";
import { installArrayResultFields, type PgFieldDescription } from "./pg-array-results";

/*
 * pg's `Result` with the array mode's `addFields` in front of its own (pg-array-results.ts): every
 * result must read its rows exactly as pg's own code does, in array mode and in object mode, with
 * pg's type parsers and with a query's own (Drizzle passes its own for dates).
 */
type ReadableResult = {
  fields: PgFieldDescription[];
  addFields(fields: PgFieldDescription[]): void;
  parseRow(row: (string | null)[]): unknown;
};
const pgAddFields = Result.prototype.addFields;
installArrayResultFields(Result, pg.types);

const OIDS = { bool: 16, int4: 23, text: 25, json: 114, timestamptz: 1184, numeric: 1700 };
const fields: PgFieldDescription[] = [
  { name: "id", dataTypeID: OIDS.text, format: "text" },
  { name: "count", dataTypeID: OIDS.int4, format: "text" },
  { name: "active", dataTypeID: OIDS.bool, format: "text" },
  { name: "team", dataTypeID: OIDS.json, format: "text" },
  { name: "created_at", dataTypeID: OIDS.timestamptz, format: "text" },
  { name: "score", dataTypeID: OIDS.numeric },
  // Two columns of one name (a join's `id`s): arrays keep both, objects the last.
  { name: "id", dataTypeID: OIDS.int4, format: "text" },
];
const row = ["a1", "42", "t", '[{"id":"u1"}]', "2026-11-29 03:50:00.123+00", "4.50", "7"];
const rowWithNulls = [null, "0", "f", null, null, null, null];
/** Drizzle's kind of parsers: its own for a date, pg's for the rest. */
const queryTypes = {
  getTypeParser: (oid: number, format: "text" | "binary") =>
    oid === OIDS.timestamptz
      ? (value: string) => `date:${value}`
      : pg.types.getTypeParser(oid, format),
};

/** A result as pg reads it, with its own `addFields` whatever is installed. */
function readByPg(rowMode: string | undefined, types: unknown, description: PgFieldDescription[]) {
  const result = new Result(rowMode, types) as unknown as ReadableResult;
  pgAddFields.call(result as never, description);
  return result;
}
function readInstalled(
  rowMode: string | undefined,
  types: unknown,
  description: PgFieldDescription[],
) {
  const result = new Result(rowMode, types) as unknown as ReadableResult;
  result.addFields(description);
  return result;
}

describe("pg's results with the array mode's addFields", () => {
  it("is installed on pg's Result, once however often it is asked", () => {
    const installedAddFields = Result.prototype.addFields;
    expect(installedAddFields).not.toBe(pgAddFields);
    installArrayResultFields(Result, pg.types);
    expect(Result.prototype.addFields).toBe(installedAddFields);
  });

  for (const [mode, rowMode] of [
    ["arrays", "array"],
    ["objects", undefined],
  ] as const) {
    for (const [parsers, types] of [
      ["pg's parsers", undefined],
      ["a query's own parsers", queryTypes],
    ] as const) {
      it(`reads rows as ${mode} with ${parsers} exactly as pg does`, () => {
        const expected = readByPg(rowMode, types, fields);
        const actual = readInstalled(rowMode, types, fields);
        expect(actual.fields).toEqual(expected.fields);
        for (const data of [row, rowWithNulls]) {
          expect(actual.parseRow(data)).toEqual(expected.parseRow(data));
        }
      });
    }

    it(`reads a second row description (a multi-statement query) as ${mode} as pg does`, () => {
      const second: PgFieldDescription[] = [{ name: "n", dataTypeID: OIDS.int4, format: "text" }];
      const expected = readByPg(rowMode, undefined, fields);
      pgAddFields.call(expected as never, second);
      const actual = readInstalled(rowMode, undefined, fields);
      actual.addFields(second);
      expect(actual.fields).toEqual(expected.fields);
      expect(actual.parseRow(["5"])).toEqual(expected.parseRow(["5"]));
    });
  }

  it("reads arrays with the values parsed by type, both same-named columns kept", () => {
    expect(readInstalled("array", queryTypes, fields).parseRow(row)).toEqual([
      "a1",
      42,
      true,
      [{ id: "u1" }],
      "date:2026-11-29 03:50:00.123+00",
      "4.50",
      7,
    ]);
  });
});
