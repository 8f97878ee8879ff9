import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
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
});
