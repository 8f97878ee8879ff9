import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { once } from "node:events";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { type DatabaseHandle, openDatabase, simplePdf } from "@staffing/db";
import { DUMP_TEXTS, describeDatabase } from "@staffing/db/dump";
import { pino } from "pino";
import postgres from "postgres";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { DEV_ANON_KEY, loadConfig } from "../config";
import { s3DocumentStorage } from "../documents/s3-storage";
import { s3Storage } from "../media/s3-storage";
import { prepareDatabase } from "../start-up";
import { freePort, multipartBody, TEST_ADMIN } from "../testing";
import { BACKUP_TEXTS } from "./texts";

// The commands run as an operator runs them (a process each, as `pnpm db:backup` starts it), on an
// embedded site made here: migrated, seeded with the demo content, and one image uploaded through
// the server, and a private document (a PDF, as a résumé is kept) beside the demo's whitepapers. With
// DATABASE_URL set, the same backups go to new databases on that PostgreSQL server.

const COMMANDS = path.join(import.meta.dirname, "..", "commands");
const serverUrl = process.env.DATABASE_URL;
const work = mkdtempSync(path.join(os.tmpdir(), "staffing-backup-"));
const site = path.join(work, "site");
const backup = path.join(work, "site.sql");
const createdDatabases: string[] = [];
const children: ChildProcess[] = [];

interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `pnpm db:<command> ...args` with this environment (DATA_DIR, DATABASE_URL), as a process of its own. */
async function run(command: "backup" | "restore" | "copy", args: string[], env: Record<string, string>) {
  const { DATABASE_URL: _inherited, ...inherited } = process.env;
  const child = spawn(process.execPath, ["--import", "tsx", path.join(COMMANDS, `${command}.ts`), ...args], {
    cwd: path.dirname(COMMANDS),
    env: { ...inherited, NODE_ENV: "test", LOG_LEVEL: "silent", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  const result: CommandResult = { code: null, stdout: "", stderr: "" };
  child.stdout.on("data", (chunk: Buffer) => {
    result.stdout += chunk.toString();
  });
  child.stderr.on("data", (chunk: Buffer) => {
    result.stderr += chunk.toString();
  });
  [result.code] = (await once(child, "exit")) as [number | null];
  return result;
}

const lines = (...texts: string[]) => texts.map((text) => `${text}\n`).join("");

type Target = { dataDir: string } | { url: string };

/**
 * Every table's rows (as JSON, in one order whatever the collation) and every sequence's position,
 * read straight from the database's files or server. The media library's files are compared apart, by
 * name and hash (mediaFiles, databaseMediaFiles), wherever the site keeps them.
 */
async function snapshot(target: Target): Promise<Record<string, { count: number; rows: string }>> {
  const relationsQuery = (kind: string) => `select n.nspname as schema, c.relname as name from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = '${kind}' and n.nspname <> 'information_schema' and n.nspname not like 'pg\\_%' order by 1, 2`;
  const rowsQuery = (schema: string, name: string) =>
    `select count(*)::int as count, coalesce(json_agg(t order by t::text collate "C"), '[]')::text as rows
     from "${schema}"."${name}" t`;
  // Where the next id of each sequence will come from: a restored site must not hand out a used one.
  const sequenceQuery = (schema: string, name: string) =>
    `select 1 as count, last_value::text || ' ' || is_called::text as rows from "${schema}"."${name}"`;
  let query: <T>(text: string) => Promise<T[]>;
  let close: () => Promise<void>;
  if ("url" in target) {
    const client = postgres(target.url, { max: 1, onnotice: () => {} });
    query = async (text) => [...(await client.unsafe(text))] as never[];
    close = () => client.end();
  } else {
    const client = await PGlite.create(target.dataDir);
    query = async (text) => (await client.query(text)).rows as never[];
    close = () => client.close();
  }
  try {
    await query("set timezone = 'UTC'");
    const contents: Record<string, { count: number; rows: string }> = {};
    for (const [kind, read] of [
      ["r", rowsQuery],
      ["S", sequenceQuery],
    ] as const) {
      for (const { schema, name } of await query<{ schema: string; name: string }>(relationsQuery(kind))) {
        // Where files are kept depends on the store: compared apart (mediaFiles, documentFiles).
        if (`${schema}.${name}` === "public.media_files" || `${schema}.${name}` === "public.document_chunks")
          continue;
        const [row] = await query<{ count: number; rows: string }>(read(schema, name));
        if (row) contents[`${schema}.${name}`] = row;
      }
    }
    return contents;
  } finally {
    await close();
  }
}

/** The files of a media directory, by name, with a hash of their bytes. */
function mediaFiles(directory: string): Record<string, string> {
  if (!existsSync(directory)) return {};
  return Object.fromEntries(
    readdirSync(directory)
      .filter((name) => !name.startsWith("."))
      .map((name) => [
        name,
        createHash("sha256")
          .update(readFileSync(path.join(directory, name)))
          .digest("hex"),
      ]),
  );
}

/** The media library's files a PostgreSQL database holds (media_files), by name, with a hash of their bytes. */
async function databaseMediaFiles(url: string): Promise<Record<string, string>> {
  const client = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const rows = await client<{ name: string; hash: string }[]>`
      select name, encode(sha256(bytes), 'hex') as hash from media_files`;
    return Object.fromEntries(rows.map((row) => [row.name, row.hash]));
  } finally {
    await client.end();
  }
}

/** The private documents a PostgreSQL database holds (document_chunks), by name, with a hash of their bytes. */
async function databaseDocumentFiles(url: string): Promise<Record<string, string>> {
  const client = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const rows = await client<{ name: string; hash: string }[]>`
      select name, encode(sha256(string_agg(bytes, ''::bytea order by position)), 'hex') as hash
      from document_chunks group by name`;
    return Object.fromEntries(rows.map((row) => [row.name, row.hash]));
  } finally {
    await client.end();
  }
}

/** The private documents a dump's rows carry (document_chunks' INSERTs), by name, with a hash of their bytes. */
function dumpedDocumentFiles(dump: string): Record<string, string> {
  const chunks = new Map<string, { position: number; hex: string }[]>();
  for (const [, name = "", position = "", hex = ""] of dump.matchAll(
    /^INSERT INTO public\.document_chunks VALUES \('([0-9a-f-]{36})', (\d+), '\\x([0-9a-f]*)'\);$/gm,
  )) {
    chunks.set(name, [...(chunks.get(name) ?? []), { position: Number(position), hex }]);
  }
  return Object.fromEntries(
    [...chunks].map(([name, parts]) => [
      name,
      createHash("sha256")
        .update(
          Buffer.from(
            parts
              .sort((a, b) => a.position - b.position)
              .map((part) => part.hex)
              .join(""),
            "hex",
          ),
        )
        .digest("hex"),
    ]),
  );
}

/** A new, empty database on the PostgreSQL server, dropped when the file's tests end. */
async function newPostgresDatabase(): Promise<string> {
  const name = `backup_test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = postgres(serverUrl as string, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  await admin.end();
  createdDatabases.push(name);
  const url = new URL(serverUrl as string);
  url.pathname = `/${name}`;
  return url.toString();
}

let source: Awaited<ReturnType<typeof snapshot>>;
let sourceMedia: Record<string, string>;
let sourceDocuments: Record<string, string>;
let uploadedDocument: string;
let running: { close(): Promise<void> } | undefined;
let uploadedName: string;

beforeAll(async () => {
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: site,
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
  });
  const database: DatabaseHandle = await openDatabase(config.database);
  await prepareDatabase(database, config, pino({ level: "silent" }));
  const app = await buildApp({ config, database, logger: pino({ level: "silent" }) });
  running = {
    close: async () => {
      await app.close();
      await database.close();
    },
  };
  const signIn = await app.inject({
    method: "POST",
    url: "/auth/v1/token?grant_type=password",
    headers: { apikey: DEV_ANON_KEY },
    payload: TEST_ADMIN,
  });
  const token = (signIn.json() as { access_token: string }).access_token;
  const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#2a6f97" } })
    .jpeg()
    .toBuffer();
  const body = multipartBody({ alt: "Our office" }, { name: "office.jpg", type: "image/jpeg", bytes: photo });
  const upload = await app.inject({
    method: "POST",
    url: "/api/admin/media",
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });
  expect(upload.statusCode, upload.body).toBe(201);
  uploadedName = path.basename((upload.json() as { url: string }).url);
  const pdf = multipartBody(
    {},
    {
      name: "ada-resume.pdf",
      type: "application/pdf",
      bytes: Buffer.from(simplePdf("Ada Example", ["Payroll accountant, ten years."])),
    },
  );
  const document = await app.inject({
    method: "POST",
    url: "/api/admin/documents",
    payload: pdf.payload,
    headers: { ...pdf.headers, authorization: `Bearer ${token}` },
  });
  expect(document.statusCode, document.body).toBe(201);
  uploadedDocument = (document.json() as { id: string }).id;
}, 120_000);

afterAll(async () => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  await running?.close();
  if (serverUrl && createdDatabases.length) {
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    for (const name of createdDatabases) await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
  rmSync(work, { recursive: true, force: true });
});

// Each step starts a process or two (Node, tsx, PGlite or pg_dump): seconds apiece on a busy machine.
const STEP = { timeout: 180_000 };

describe("pnpm db:backup and db:restore on the embedded database", STEP, () => {
  it("refuses, in one line, to back up the directory while a server uses it, and writes nothing", async () => {
    const result = await run("backup", [backup], { DATA_DIR: site });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(lines(BACKUP_TEXTS.serverRunning(site, process.pid)));
    expect(existsSync(backup)).toBe(false);
  });

  it("writes the database as SQL and the media files beside it, saying what it does", async () => {
    await running?.close();
    running = undefined;
    source = await snapshot({ dataDir: site });
    sourceMedia = mediaFiles(path.join(site, "media"));
    sourceDocuments = mediaFiles(path.join(site, "documents"));
    // What the site holds: demo content, the first admin, the upload and its WebP copies.
    expect(source["public.users"]?.count).toBe(1);
    expect(source["pgboss.version"]?.count).toBe(1);
    expect(source["public.audit_log_id_seq"]?.rows).toBe("1 true");
    expect(source["public.blog_posts"]?.count).toBeGreaterThan(0);
    expect(source["public.media"]?.rows).toContain("Our office");
    expect(Object.keys(sourceMedia)).toContain(uploadedName);
    // The private store: the upload and the demo's whitepapers, each file the bytes its row hashed.
    expect(Object.keys(sourceDocuments)).toContain(uploadedDocument);
    expect(Object.keys(sourceDocuments).length).toBeGreaterThan(1);
    expect(source["public.documents"]?.rows).toContain(sourceDocuments[uploadedDocument]);

    const result = await run("backup", [backup], { DATA_DIR: site });
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    const folder = path.join(work, "site-media");
    const documentsFolder = path.join(work, "site-documents");
    expect(result.stdout).toBe(
      lines(
        BACKUP_TEXTS.backingUp(describeDatabase({ dataDir: site })),
        BACKUP_TEXTS.pgliteStopped,
        BACKUP_TEXTS.wroteDump(backup, readFileSync(backup).length),
        BACKUP_TEXTS.notEncrypted,
        BACKUP_TEXTS.wroteMedia(Object.keys(sourceMedia).length, folder),
        BACKUP_TEXTS.wroteDocuments(Object.keys(sourceDocuments).length, documentsFolder),
      ),
    );
    expect(readFileSync(backup, "utf8")).toMatch(/^-- PostgreSQL database dump/m);
    expect(mediaFiles(folder)).toEqual(sourceMedia);
    expect(mediaFiles(documentsFolder)).toEqual(sourceDocuments);
  });

  it("never overwrites a backup", async () => {
    const before = readFileSync(backup, "utf8");
    const result = await run("backup", [backup], { DATA_DIR: site });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(lines(BACKUP_TEXTS.fileExists(backup)));
    expect(readFileSync(backup, "utf8")).toBe(before);
  });

  it("restores into an empty directory: every row of every table, every media file and document", async () => {
    const restored = path.join(work, "restored");
    const result = await run("restore", [backup], { DATA_DIR: restored });
    expect(result.stderr).toBe("");
    expect(result.stdout).toBe(
      lines(
        BACKUP_TEXTS.restoring(backup, describeDatabase({ dataDir: restored })),
        BACKUP_TEXTS.pgliteStopped,
        BACKUP_TEXTS.restored,
        BACKUP_TEXTS.putMedia(Object.keys(sourceMedia).length, path.join(restored, "media")),
        BACKUP_TEXTS.putDocuments(Object.keys(sourceDocuments).length, path.join(restored, "documents")),
      ),
    );
    expect(await snapshot({ dataDir: restored })).toEqual(source);
    expect(mediaFiles(path.join(restored, "media"))).toEqual(sourceMedia);
    expect(mediaFiles(path.join(restored, "documents"))).toEqual(sourceDocuments);
  });

  it("refuses to restore over a database that holds data, and replaces it with --replace", async () => {
    const restored = path.join(work, "restored");
    const refused = await run("restore", [backup], { DATA_DIR: restored });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(lines(DUMP_TEXTS.notEmpty(describeDatabase({ dataDir: restored }))));

    // Something new since the backup: --replace gives back the backup's state exactly.
    const client = await PGlite.create(restored);
    await client.query("insert into inquiries (name, email) values ('After the backup', 'late@example.com')");
    await client.close();
    const replaced = await run("restore", [backup, "--replace"], { DATA_DIR: restored });
    expect(replaced.stderr).toBe("");
    expect(replaced.code).toBe(0);
    expect(await snapshot({ dataDir: restored })).toEqual(source);
  });

  it("refuses a file cut short, or of COPY blocks, leaving the database empty", async () => {
    const text = readFileSync(backup, "utf8");
    const target = path.join(work, "refused-target");
    const cutShort = path.join(work, "cut-short.sql");
    writeFileSync(cutShort, text.slice(0, Math.floor(text.length / 2)));
    const copyBlocks = path.join(work, "copy.sql");
    const header = text.slice(0, text.indexOf("SET "));
    const trailer = text.slice(text.lastIndexOf("--\n-- PostgreSQL database dump complete"));
    writeFileSync(
      copyBlocks,
      `${header}COPY public.inquiries (name, email) FROM stdin;\nA\ta@example.com\n\\.\n\n${trailer}`,
    );
    for (const [file, message] of [
      [cutShort, DUMP_TEXTS.notADump],
      [copyBlocks, DUMP_TEXTS.copyBlocks],
    ] as const) {
      const result = await run("restore", [file], { DATA_DIR: target });
      expect(result.code).toBe(1);
      expect(result.stderr).toBe(lines(message));
      expect(await snapshot({ dataDir: target })).toEqual({});
    }
  });

  it("says in one line when the PostgreSQL database cannot be reached", async () => {
    const url = `postgres://postgres@127.0.0.1:${await freePort()}/nowhere`;
    const result = await run("copy", ["--to", url], { DATA_DIR: site });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      lines(DUMP_TEXTS.unreachable(describeDatabase({ url }), `connect ECONNREFUSED ${new URL(url).host}`)),
    );
  });

  it("leaves the database as it was when a statement of the file fails", async () => {
    const broken = path.join(work, "broken.sql");
    const text = readFileSync(backup, "utf8");
    // A statement near the end that fails: the rows before it must not stay.
    const at = text.lastIndexOf("CREATE INDEX");
    writeFileSync(
      broken,
      `${text.slice(0, at)}CREATE INDEX oops ON public.no_such_table (id);\n${text.slice(at)}`,
    );
    const target = path.join(work, "half");
    const result = await run("restore", [broken], { DATA_DIR: target });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      lines(DUMP_TEXTS.notRestorable('relation "public.no_such_table" does not exist')),
    );
    expect(await snapshot({ dataDir: target })).toEqual({});
  });
});

describe("backups and a media library in an S3 bucket (s3rver)", STEP, () => {
  let s3: S3rver;
  const bucketDirectory = path.join(work, "s3");
  const env: Record<string, string> = {};
  beforeAll(async () => {
    s3 = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: bucketDirectory });
    const { port } = await s3.run();
    Object.assign(env, {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: "us-east-1",
      S3_BUCKET: "restored-media",
      // s3rver's fixed test credentials.
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    });
  });
  afterAll(() => s3?.close());

  /** The bucket's copy of each of the site's media files, by name, with a hash of its bytes. */
  async function bucketFiles(bucket: string): Promise<Record<string, string>> {
    const storage = await s3Storage({
      bucket,
      region: "us-east-1",
      endpoint: env.S3_ENDPOINT,
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    });
    try {
      const files: Record<string, string> = {};
      for (const name of Object.keys(sourceMedia)) {
        const file = await storage.get(name);
        if (!file) continue;
        const hash = createHash("sha256");
        for await (const chunk of file.body) hash.update(chunk as Buffer);
        files[name] = hash.digest("hex");
      }
      return files;
    } finally {
      storage.close();
    }
  }

  /** The bucket's private copy (under private/) of each of the site's documents, by name, with a hash. */
  async function bucketDocuments(bucket: string): Promise<Record<string, string>> {
    const storage = s3DocumentStorage({
      bucket,
      region: "us-east-1",
      endpoint: env.S3_ENDPOINT,
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    });
    try {
      const files: Record<string, string> = {};
      for (const name of Object.keys(sourceDocuments)) {
        const file = await storage.get(name);
        if (!file) continue;
        const hash = createHash("sha256");
        for await (const chunk of file.body) hash.update(chunk as Buffer);
        files[name] = hash.digest("hex");
      }
      return files;
    } finally {
      storage.close();
    }
  }

  it("restores the media folder into the bucket, every file, and the documents under private/", async () => {
    const restored = path.join(work, "restored-s3");
    const result = await run("restore", [backup], { ...env, DATA_DIR: restored });
    expect(result.stderr).toBe("");
    expect(result.stdout).toContain(
      lines(BACKUP_TEXTS.putMedia(Object.keys(sourceMedia).length, "the S3 bucket restored-media")),
    );
    expect(await bucketFiles("restored-media")).toEqual(sourceMedia);
    expect(existsSync(path.join(restored, "media"))).toBe(false);
    expect(result.stdout).toContain(
      lines(
        BACKUP_TEXTS.putDocuments(
          Object.keys(sourceDocuments).length,
          "the S3 bucket restored-media (under private/)",
        ),
      ),
    );
    expect(await bucketDocuments("restored-media")).toEqual(sourceDocuments);
    expect(existsSync(path.join(restored, "documents"))).toBe(false);
  });

  it("backs up the database only, saying the media are in the bucket", async () => {
    const restored = path.join(work, "restored-s3");
    const file = path.join(work, "bucket-site.sql");
    const result = await run("backup", [file], { ...env, DATA_DIR: restored });
    expect(result.stderr).toBe("");
    expect(result.stdout).toContain(
      lines(BACKUP_TEXTS.mediaInBucket("restored-media"), BACKUP_TEXTS.documentsInBucket("restored-media")),
    );
    expect(existsSync(file)).toBe(true);
    expect(existsSync(path.join(work, "bucket-site-media"))).toBe(false);
    expect(existsSync(path.join(work, "bucket-site-documents"))).toBe(false);
  });

  it.skipIf(!serverUrl)(
    "copies the embedded site to PostgreSQL and its media files and documents into the bucket",
    async () => {
      const url = await newPostgresDatabase();
      const result = await run("copy", ["--to", url], { ...env, S3_BUCKET: "copied-media", DATA_DIR: site });
      expect(result.stderr).toBe("");
      expect(result.stdout).toContain(
        lines(BACKUP_TEXTS.putMedia(Object.keys(sourceMedia).length, "the S3 bucket copied-media")),
      );
      expect(await snapshot({ url })).toEqual(source);
      expect(await bucketFiles("copied-media")).toEqual(sourceMedia);
      expect(result.stdout).toContain(
        lines(
          BACKUP_TEXTS.putDocuments(
            Object.keys(sourceDocuments).length,
            "the S3 bucket copied-media (under private/)",
          ),
        ),
      );
      expect(await bucketDocuments("copied-media")).toEqual(sourceDocuments);
      expect(await databaseDocumentFiles(url)).toEqual({});
    },
  );
});

describe.skipIf(!serverUrl)("backups and PostgreSQL", STEP, () => {
  it("restores the embedded site's backup into a new PostgreSQL database, rows, media and documents (into the database)", async () => {
    const url = await newPostgresDatabase();
    const media = path.join(work, "on-postgres");
    const result = await run("restore", [backup], { DATABASE_URL: url, DATA_DIR: media });
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      lines(BACKUP_TEXTS.putMedia(Object.keys(sourceMedia).length, describeDatabase({ url }))),
    );
    expect(await snapshot({ url })).toEqual(source);
    expect(await databaseMediaFiles(url)).toEqual(sourceMedia);
    expect(existsSync(path.join(media, "media"))).toBe(false);
    expect(result.stdout).toContain(
      lines(BACKUP_TEXTS.putDocuments(Object.keys(sourceDocuments).length, describeDatabase({ url }))),
    );
    expect(await databaseDocumentFiles(url)).toEqual(sourceDocuments);
    expect(existsSync(path.join(media, "documents"))).toBe(false);
  });

  it("writes a file psql restores in one transaction, stopping at any error", async () => {
    const url = await newPostgresDatabase();
    const psql = spawnSync(
      "psql",
      ["-X", "-q", "-v", "ON_ERROR_STOP=1", "--single-transaction", "-f", backup, url],
      {
        encoding: "utf8",
      },
    );
    expect(psql.error?.message).toBeUndefined();
    expect(psql.stderr).toBe("");
    expect(psql.status).toBe(0);
    expect(await snapshot({ url })).toEqual(source);
  });

  it("backs up a PostgreSQL site and restores it into PostgreSQL and into an empty directory", async () => {
    const from = await newPostgresDatabase();
    expect(
      (await run("restore", [backup], { DATABASE_URL: from, DATA_DIR: path.join(work, "pg-site") })).code,
    ).toBe(0);
    const pgBackup = path.join(work, "pg-site.sql");
    const result = await run("backup", [pgBackup], {
      DATABASE_URL: from,
      DATA_DIR: path.join(work, "pg-site"),
    });
    expect(result.stderr).toBe("");
    // The media library and the private documents are in the database, so in the dump: no folder beside it.
    expect(result.stdout).toBe(
      lines(
        BACKUP_TEXTS.backingUp(describeDatabase({ url: from })),
        BACKUP_TEXTS.wroteDump(pgBackup, readFileSync(pgBackup).length),
        BACKUP_TEXTS.notEncrypted,
        BACKUP_TEXTS.mediaInDatabase,
        BACKUP_TEXTS.documentsInDatabase,
      ),
    );
    expect(existsSync(path.join(work, "pg-site-media"))).toBe(false);
    expect(existsSync(path.join(work, "pg-site-documents"))).toBe(false);
    // Every résumé and whitepaper, byte for byte, is in the dump's own rows.
    expect(dumpedDocumentFiles(readFileSync(pgBackup, "utf8"))).toEqual(sourceDocuments);

    const to = await newPostgresDatabase();
    const intoPostgres = await run("restore", [pgBackup], {
      DATABASE_URL: to,
      DATA_DIR: path.join(work, "pg-two"),
    });
    expect(intoPostgres.stderr).toBe("");
    expect(await snapshot({ url: to })).toEqual(source);
    expect(await databaseMediaFiles(to)).toEqual(sourceMedia);
    expect(await databaseDocumentFiles(to)).toEqual(sourceDocuments);

    // The embedded site keeps its media in a directory: the files leave the restored database for it.
    const directory = path.join(work, "from-postgres");
    const intoPglite = await run("restore", [pgBackup], { DATA_DIR: directory });
    expect(intoPglite.stderr).toBe("");
    expect(intoPglite.stdout).toContain(
      lines(BACKUP_TEXTS.putMedia(Object.keys(sourceMedia).length, path.join(directory, "media"))),
    );
    expect(await snapshot({ dataDir: directory })).toEqual(source);
    expect(mediaFiles(path.join(directory, "media"))).toEqual(sourceMedia);
    // So do the documents, to DATA_DIR/documents, where the embedded site reads them.
    expect(intoPglite.stdout).toContain(
      lines(
        BACKUP_TEXTS.putDocuments(Object.keys(sourceDocuments).length, path.join(directory, "documents")),
      ),
    );
    expect(intoPglite.stdout).not.toContain(
      BACKUP_TEXTS.noDocumentsFolder(path.join(work, "pg-site-documents")),
    );
    expect(mediaFiles(path.join(directory, "documents"))).toEqual(sourceDocuments);
    const restored = await PGlite.create(directory);
    expect((await restored.query("select count(*)::int as count from media_files")).rows).toEqual([
      { count: 0 },
    ]);
    expect((await restored.query("select count(*)::int as count from document_chunks")).rows).toEqual([
      { count: 0 },
    ]);
    await restored.close();
  });

  it("copies the embedded site into an empty PostgreSQL database and tells what to set next", async () => {
    const url = await newPostgresDatabase();
    const result = await run("copy", ["--to", url], { DATA_DIR: site });
    expect(result.stderr).toBe("");
    expect(result.stdout).toBe(
      lines(
        BACKUP_TEXTS.copying(describeDatabase({ dataDir: site }), describeDatabase({ url })),
        BACKUP_TEXTS.pgliteStopped,
        BACKUP_TEXTS.copied,
        BACKUP_TEXTS.putMedia(Object.keys(sourceMedia).length, describeDatabase({ url })),
        BACKUP_TEXTS.putDocuments(Object.keys(sourceDocuments).length, describeDatabase({ url })),
        BACKUP_TEXTS.switchOver(describeDatabase({ url })),
      ),
    );
    expect(await snapshot({ url })).toEqual(source);
    // The site on PostgreSQL reads its media from the database, on every instance; the directory is kept.
    expect(await databaseMediaFiles(url)).toEqual(sourceMedia);
    expect(mediaFiles(path.join(site, "media"))).toEqual(sourceMedia);
    expect(await databaseDocumentFiles(url)).toEqual(sourceDocuments);
    expect(mediaFiles(path.join(site, "documents"))).toEqual(sourceDocuments);

    const again = await run("copy", ["--to", url], { DATA_DIR: site });
    expect(again.code).toBe(1);
    expect(again.stderr).toBe(lines(DUMP_TEXTS.notEmpty(describeDatabase({ url }))));
  });
});
