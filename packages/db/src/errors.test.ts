import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./errors";

const withCode = (code: string, message = "failed") => Object.assign(new Error(message), { code });
/** As drizzle wraps a driver's error: the statement and its parameters in the message. */
const failedQuery = (cause: unknown, params: string[] = []) =>
  Object.assign(new Error(`Failed query: insert into inquiries\\nparams: ${params.join(",")}`), {
    query: "insert into inquiries",
    params,
    cause,
  });

describe("isDatabaseUnavailable", () => {
  it.each([
    ["ECONNREFUSED", withCode("ECONNREFUSED")],
    ["ECONNRESET", withCode("ECONNRESET")],
    ["postgres.js CONNECTION_CLOSED", withCode("CONNECTION_CLOSED")],
    ["57P01 admin_shutdown (pg_terminate_backend)", withCode("57P01")],
    ["57P03 the database system is not accepting connections", withCode("57P03")],
    ["08006 connection_failure", withCode("08006")],
    ["08P01 protocol_violation", withCode("08P01")],
    ["53300 too_many_connections", withCode("53300")],
    ["node-postgres: Connection terminated unexpectedly", new Error("Connection terminated unexpectedly")],
    [
      "not accepting connections, without a code",
      new Error("the database system is not accepting connections"),
    ],
    ["wrapped by drizzle", failedQuery(withCode("57P01"))],
    ["every address refused (AggregateError)", new AggregateError([withCode("ECONNREFUSED")], "connect")],
  ])("is true for %s", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["a unique violation", failedQuery(withCode("23505"))],
    ["an undefined table", withCode("42P01")],
    ["a NUL byte refused by the encoding", withCode("22021")],
    [
      "a failed query whose parameters quote the words",
      failedQuery(withCode("23505"), ["connection terminated"]),
    ],
    ["not an error at all", "ECONNREFUSED"],
    ["nothing", undefined],
  ])("is false for %s", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
