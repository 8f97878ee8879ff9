import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type DatabaseHandle, mediaFiles } from "@staffing/db";
import { createTestDatabase } from "@staffing/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { databaseStorage } from "./database-storage";
import { moveMediaToStore } from "./move-to-store";

let database: DatabaseHandle;
const folder = mkdtempSync(path.join(os.tmpdir(), "staffing-media-store-"));
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
  rmSync(folder, { recursive: true, force: true });
});

/** A stored file read back as a client would: its bytes, in how many pieces, its type and size. */
async function readBack(name: string) {
  const file = await databaseStorage(database.db).get(name);
  if (!file) throw new Error(`${name} is not stored`);
  const pieces: Buffer[] = [];
  for await (const piece of file.body) pieces.push(Buffer.from(piece as Uint8Array));
  return {
    bytes: Buffer.concat(pieces),
    pieces: pieces.length,
    size: file.size,
    contentType: file.contentType,
  };
}

describe("the media library in the database", () => {
  it("gives back a stored file byte for byte, streamed in slices, with its type and size", async () => {
    const storage = databaseStorage(database.db);
    // Larger than three slices of 256 KB, and not a multiple of one.
    const bytes = randomBytes(3 * 256 * 1024 + 12_345);
    await storage.put("0123abcd-1200x800.jpg", bytes, "image/jpeg");
    const file = await readBack("0123abcd-1200x800.jpg");
    expect(file).toMatchObject({ size: bytes.length, contentType: "image/jpeg", pieces: 4 });
    expect(file.bytes.equals(bytes)).toBe(true);
  });

  it("answers null for a name it does not hold, and forgets deleted files", async () => {
    const storage = databaseStorage(database.db);
    expect(await storage.get("ffffffff-10x10.webp")).toBeNull();
    await storage.put("aaaa0000-640w.webp", randomBytes(100), "image/webp");
    await storage.put("bbbb0000-640w.webp", randomBytes(100), "image/webp");
    await storage.delete(["aaaa0000-640w.webp", "not-there.webp"]);
    expect(await storage.get("aaaa0000-640w.webp")).toBeNull();
    expect(await storage.get("bbbb0000-640w.webp")).not.toBeNull();
  });

  it("keeps the first bytes when a name is put again (a name is its content's hash)", async () => {
    const storage = databaseStorage(database.db);
    const first = randomBytes(64);
    await storage.put("cccc0000-64w.webp", first, "image/webp");
    await storage.put("cccc0000-64w.webp", first, "image/webp");
    expect((await readBack("cccc0000-64w.webp")).bytes.equals(first)).toBe(true);
  });
});

describe("media files moved to the store the site uses", () => {
  const config = (env: Record<string, string> = {}) =>
    loadConfig({ NODE_ENV: "test", DATA_DIR: path.join(folder, "data"), ...env });

  it("on PostgreSQL, the files of DATA_DIR/media go into the database once (and stay on disk)", async () => {
    const handle = { ...database, driver: "postgres" as const };
    const directory = config().media.directory;
    mkdirSync(directory, { recursive: true });
    writeFileSync(path.join(directory, "dddd0000-300x200.png"), randomBytes(300));
    writeFileSync(path.join(directory, "eeee0000-300w.webp"), randomBytes(200));
    expect(await moveMediaToStore(handle, config())).toMatchObject({ count: 2, to: "the database" });
    expect(await moveMediaToStore(handle, config())).toMatchObject({ count: 0 });
    expect(await readBack("dddd0000-300x200.png")).toMatchObject({ size: 300, contentType: "image/png" });
    expect(readdirSync(directory).sort()).toEqual(["dddd0000-300x200.png", "eeee0000-300w.webp"]);
  });

  it("on the embedded database, files in the database (a PostgreSQL backup restored) go to the directory and leave it", async () => {
    const handle = { ...database, driver: "pglite" as const };
    const target = config({ DATA_DIR: path.join(folder, "embedded") });
    const held = (await database.db.select({ name: mediaFiles.name }).from(mediaFiles)).map(
      (row) => row.name,
    );
    expect(held.length).toBeGreaterThan(0);
    expect(await moveMediaToStore(handle, target)).toMatchObject({
      count: held.length,
      to: target.media.directory,
    });
    expect(readdirSync(target.media.directory).sort()).toEqual([...held].sort());
    expect(await database.db.select().from(mediaFiles)).toEqual([]);
  });
});
