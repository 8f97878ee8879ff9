import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pgDump } from "@electric-sql/pglite-tools/pg_dump";
import { afterAll, describe, expect, it } from "vitest";
import { dumpDatabase, restoreDatabase } from "./dump";

// The dump streams through in chunks that split characters and statements anywhere: every row's text
// (several bytes a character, semicolons, quotes, line breaks) comes back exactly.

const work = mkdtempSync(path.join(os.tmpdir(), "staffing-dump-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const TEXT = 'Zoë’s café — ✓ done; it\'s "quoted"\nsecond line 🚀 ';

async function rows(dataDir: string) {
  const db = await PGlite.create(dataDir);
  try {
    return (await db.query<{ id: number; body: string }>("select id, body from notes order by id")).rows;
  } finally {
    await db.close();
  }
}

describe("dumpDatabase and restoreDatabase", { timeout: 180_000 }, () => {
  it("give back every row's text, byte for byte, through streams of any chunking", async () => {
    const source = path.join(work, "source");
    const db = await PGlite.create(source);
    await db.exec("create table notes (id int primary key, body text not null)");
    // About 2 MB of SQL: many chunks and several restore batches, characters split between them.
    await db.query(`insert into notes select g, repeat($1, 1 + g % 7) from generate_series(1, 6000) g`, [
      TEXT,
    ]);
    await db.close();
    const before = await rows(source);

    const target = path.join(work, "target");
    await restoreDatabase({ dataDir: target }, await dumpDatabase({ dataDir: source }), { replace: false });
    expect(await rows(target)).toEqual(before);
  });

  it("write an embedded database's rows as pg_dump --inserts does, statement for statement", async () => {
    const source = path.join(work, "kinds");
    const db = await PGlite.create(source);
    await db.exec(`
      create schema "odd schema";
      create table "odd schema"."user" (id int generated always as identity primary key, "Name" text);
      create table kinds (
        id serial primary key, body text, at timestamptz, day date, span interval, price numeric(10, 2),
        ratio double precision, big bigint, flag boolean, raw bytea, tags text[], facts jsonb,
        bits bit varying(8), twice int generated always as (id * 2) stored
      );
      create sequence unused_seq;
      insert into "odd schema"."user" ("Name") values ('O''Brien'), (null);
      insert into kinds (body, at, day, span, price, ratio, big, flag, raw, tags, facts, bits) values
        ($$back\\slash 'quoted' ;
-- not a comment$$, '2026-11-27 10:11:12.345+02', '2026-02-28',
         '1 day 02:03:04', 12.5, 0.1, 9007199254740993, true, '\\x00ff', '{a,"b c",NULL}', '{"a": [1, 2]}', B'101'),
        (null, null, null, null, null, 'NaN', -1, false, null, '{}', 'null', null);
    `);
    await db.close();

    const streamed = await text(await dumpDatabase({ dataDir: source }));
    const reference = await PGlite.create(source);
    const whole = await (await pgDump({ pg: reference, args: ["--no-owner", "--no-privileges"] })).text();
    await reference.close();
    const statements = (dump: string) =>
      dump.split("\n").filter((line) => /^(INSERT INTO|SELECT pg_catalog\.setval)/.test(line));
    expect(statements(streamed).length).toBeGreaterThan(5);
    expect(statements(streamed)).toEqual(statements(whole));
    // The schema around the rows is pg_dump's own, opened and closed once.
    expect(streamed.match(/-- PostgreSQL database dump complete/g)).toHaveLength(1);
    expect(streamed.indexOf("CREATE TABLE public.kinds")).toBeLessThan(streamed.indexOf("INSERT INTO"));
    expect(streamed.indexOf("ADD CONSTRAINT kinds_pkey")).toBeGreaterThan(
      streamed.lastIndexOf("INSERT INTO"),
    );

    const target = path.join(work, "kinds-restored");
    await restoreDatabase({ dataDir: target }, await dumpDatabase({ dataDir: source }), { replace: false });
    const restored = await PGlite.create(target);
    try {
      const row = await restored.query(
        "select twice, tags, nextval('kinds_id_seq') as next from kinds order by id",
      );
      expect(row.rows).toEqual([
        { twice: 2, tags: ["a", "b c", null], next: 3 },
        { twice: 4, tags: [], next: 4 },
      ]);
    } finally {
      await restored.close();
    }
  });

  it("let a dump dropped while pg_dump runs finish inside, then free the directory", async () => {
    // db:copy drops the dump when the target cannot be reached: the embedded database must not be
    // closed under the running pg_dump (that crashed the process), and must be let go afterwards.
    const source = path.join(work, "dropped");
    const db = await PGlite.create(source);
    await db.exec("create table notes (id int primary key, body text not null)");
    await db.close();
    const dump = await dumpDatabase({ dataDir: source });
    await new Promise((resolve) => setImmediate(resolve));
    dump.destroy();
    // The lock is let go once the dump has stopped: a second dump then opens the directory.
    let again: string | undefined;
    for (let attempt = 0; attempt < 100 && again === undefined; attempt++) {
      try {
        again = await text(await dumpDatabase({ dataDir: source }));
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    expect(again).toContain("CREATE TABLE public.notes");
  });
});

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let all = "";
  for await (const chunk of stream) all += chunk.toString();
  return all;
}
