import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config";
import { directoryStorage } from "../src/media/directory-storage";
import { PRIVATE_DIRECTORY_MODE, PRIVATE_FILE_MODE, PRIVATE_UMASK } from "../src/private-files";
import { openPreparedDatabase } from "../src/start-up";
import { TEST_ADMIN } from "../src/testing";

// Issue 31: 968 files under .data/ were world-writable (0666). Start-up makes what it finds there
// private (files 0600, folders 0700), and the media library writes its files so.

const scratch = mkdtempSync(path.join(os.tmpdir(), "limits-private-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const silent = pino({ level: "silent" });
const ADMIN = { ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password };

/** Every entry under a directory (itself included) whose mode is not the private one, with its mode. */
function notPrivate(directory: string): string[] {
  const found: string[] = [];
  const visit = (entry: string) => {
    const info = lstatSync(entry);
    if (info.isSymbolicLink()) return;
    const wanted = info.isDirectory() ? PRIVATE_DIRECTORY_MODE : PRIVATE_FILE_MODE;
    if ((info.mode & 0o7777) !== wanted)
      found.push(`${path.relative(directory, entry) || "."} ${(info.mode & 0o7777).toString(8)}`);
    if (info.isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(directory);
  return found;
}

describe("the data directory", () => {
  it("is made private at start-up: files 0600, folders 0700, the database's own files too; links left alone", async () => {
    const dataDir = path.join(scratch, "data");
    mkdirSync(path.join(dataDir, "media", "nested"), { recursive: true });
    writeFileSync(path.join(dataDir, "media", "photo.webp"), "pixels");
    writeFileSync(path.join(dataDir, "media", "nested", "old.txt"), "old");
    chmodSync(path.join(dataDir, "media", "photo.webp"), 0o666);
    chmodSync(path.join(dataDir, "media", "nested", "old.txt"), 0o644);
    chmodSync(path.join(dataDir, "media", "nested"), 0o777);
    chmodSync(dataDir, 0o755);
    const outside = path.join(scratch, "outside.txt");
    writeFileSync(outside, "not ours");
    chmodSync(outside, 0o644);
    symlinkSync(outside, path.join(dataDir, "link"));
    expect(notPrivate(dataDir).length).toBeGreaterThan(0);

    const config = loadConfig({ DATA_DIR: dataDir, ...ADMIN });
    // An older version left the database's files open to everyone...
    await (await openPreparedDatabase(config, silent)).close();
    for (const file of ["PG_VERSION", "global/pg_control", "base"]) {
      chmodSync(path.join(dataDir, file), file === "base" ? 0o777 : 0o666);
    }
    expect(notPrivate(dataDir).length).toBeGreaterThanOrEqual(3);
    // ...this start, under the umask server.ts sets, fixes them and writes the rest private.
    const before = process.umask(PRIVATE_UMASK);
    try {
      const database = await openPreparedDatabase(config, silent);
      await database.db.execute(sql`create table written_later (id int)`);
      await database.close();
    } finally {
      process.umask(before);
    }
    expect(notPrivate(dataDir)).toEqual([]);
    expect(readdirSync(dataDir).length).toBeGreaterThan(2);
    expect(lstatSync(outside).mode & 0o777).toBe(0o644);
  }, 120_000);

  it("keeps each media file the library writes private", async () => {
    const directory = path.join(scratch, "media-library");
    const storage = await directoryStorage(directory);
    await storage.put("abc.webp", Buffer.from("pixels"), "image/webp");
    expect(notPrivate(directory)).toEqual([]);
  });
});
