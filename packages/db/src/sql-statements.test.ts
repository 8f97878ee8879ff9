import { describe, expect, it } from "vitest";
import { type ScriptMarks, statementBatches } from "./sql-statements";

async function split(text: string) {
  const marks: ScriptMarks = { opened: false, completed: false, copyBlock: false, ended: false };
  async function* lines() {
    yield* text.split("\n");
  }
  let all = "";
  for await (const batch of statementBatches(lines(), marks)) all += batch;
  return {
    statements: all
      .split(";\n")
      .map((part) => part.trim())
      .filter(Boolean),
    marks,
  };
}

describe("statementBatches", () => {
  it("ends statements at semicolons outside strings, names, dollar quotes and comments", async () => {
    const { statements } = await split(
      [
        "--",
        "-- PostgreSQL database dump",
        "--",
        "\\restrict abc123",
        "SET client_encoding = 'UTF8';",
        `INSERT INTO public.t VALUES ('a;b', 'it''s; here', E'back\\'; slash', '{"x": ";"}');`,
        `CREATE TABLE "odd;name" (id int); -- a comment; with a semicolon`,
        "CREATE FUNCTION f() RETURNS int AS $body$ select 1; $body$ LANGUAGE sql;",
        "INSERT INTO public.t VALUES ('two",
        "lines; of text');",
        "/* a block; comment */ SELECT 1;",
        "-- PostgreSQL database dump complete",
        "\\unrestrict abc123",
      ].join("\n"),
    );
    expect(statements).toEqual([
      "SET client_encoding = 'UTF8'",
      `INSERT INTO public.t VALUES ('a;b', 'it''s; here', E'back\\'; slash', '{"x": ";"}')`,
      `CREATE TABLE "odd;name" (id int)`,
      "CREATE FUNCTION f() RETURNS int AS $body$ select 1; $body$ LANGUAGE sql",
      "INSERT INTO public.t VALUES ('two\nlines; of text')",
      "/* a block; comment */ SELECT 1",
    ]);
  });

  it("tells a pg_dump file's first and last lines, and COPY blocks, apart", async () => {
    expect((await split("--\n-- PostgreSQL database dump\n--\nSELECT 1;\n")).marks).toEqual({
      opened: true,
      completed: false,
      copyBlock: false,
      ended: true,
    });
    expect((await split("SELECT 1;\n-- PostgreSQL database dump complete\n")).marks).toMatchObject({
      opened: false,
      completed: true,
    });
    expect((await split("COPY public.t (a) FROM stdin;\nx\n\\.\n")).marks.copyBlock).toBe(true);
    // The closing line inside a row's text is a row, not the end of the file.
    expect(
      (await split("INSERT INTO t VALUES ('\n-- PostgreSQL database dump complete\n');\n")).marks.completed,
    ).toBe(false);
  });
});
