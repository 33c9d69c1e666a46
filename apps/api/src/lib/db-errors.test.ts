import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable, isDatabaseUnreachable } from "./db-errors";

/** As drizzle throws them: "Failed query: …" with the driver's error as its cause. */
function failedQuery(cause: Error): Error {
  return new Error("Failed query: select 1\nparams: ", { cause });
}

function withCode(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

describe("database errors", () => {
  it("recognises a database that cannot be reached or stopped answering", () => {
    const unreachable = [
      withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"),
      withCode("read ECONNRESET", "ECONNRESET"),
      new Error("Connection terminated unexpectedly"),
      new Error("Connection terminated due to connection timeout"),
      new Error("timeout exceeded when trying to connect"),
      new Error("Query read timeout"),
      new Error("Client has encountered a connection error and is not queryable"),
      withCode("terminating connection due to administrator command", "57P01"),
      withCode("the database system is starting up", "57P03"),
      withCode("connection failure", "08006"),
      withCode("sorry, too many clients already", "53300"),
      new AggregateError([withCode("connect ECONNREFUSED ::1:5432", "ECONNREFUSED")], ""),
    ];
    for (const error of unreachable) {
      expect(isDatabaseUnreachable(failedQuery(error)), error.message).toBe(true);
      expect(isDatabaseUnavailable(failedQuery(error)), error.message).toBe(true);
    }
  });

  it("answers a statement timeout as unavailable, though the connection is fine", () => {
    const timeout = failedQuery(withCode("canceling statement due to statement timeout", "57014"));
    expect(isDatabaseUnavailable(timeout)).toBe(true);
    expect(isDatabaseUnreachable(timeout)).toBe(false);
  });

  it("leaves every other failure alone", () => {
    const others = [
      withCode('duplicate key value violates unique constraint "x"', "23505"),
      withCode('relation "nope" does not exist', "42P01"),
      withCode("password authentication failed", "28P01"),
      new Error("something else"),
    ];
    for (const error of others) {
      expect(isDatabaseUnavailable(failedQuery(error)), error.message).toBe(false);
    }
  });
});
