import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { ACCESS_TOKEN_SECONDS, AUDIENCE } from "@staffing/auth";
import { openDatabase } from "@staffing/db";
import { importJWK, type JWK, SignJWT } from "jose";
import { pino } from "pino";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { DEV_ANON_KEY, loadConfig } from "../config";
import { prepareDatabase } from "../start-up";
import { multipartBody, TEST_ADMIN } from "../testing";
import { BACKUP_TEXTS } from "./texts";

// A backup is a secret: the owner's only to read, encrypted with a passphrase when one is set, and
// the key inside it (the sign-in provider's private signing key) can sign no more than the server
// itself would: tokens that live no longer than its own, with no second factor the session lacks.

const COMMANDS = path.join(import.meta.dirname, "..", "commands");
const work = mkdtempSync(path.join(os.tmpdir(), "staffing-secret-backup-"));
const site = path.join(work, "site");
const plain = path.join(work, "plain.sql");
const sealed = path.join(work, "sealed.sql");
const PASSPHRASE = "seven-tired-owls-sing";
const STEP = { timeout: 180_000 };

/** `pnpm db:<command>` as a process of its own, under a umask that would leave files open to all. */
async function run(
  command: "backup" | "restore" | "rotate-keys",
  args: string[],
  env: Record<string, string>,
) {
  const { DATABASE_URL: _url, BACKUP_PASSPHRASE: _passphrase, ...inherited } = process.env;
  const script = [process.execPath, "--import", "tsx", path.join(COMMANDS, `${command}.ts`), ...args];
  const child = spawn("sh", ["-c", 'umask 000 && exec "$@"', "sh", ...script], {
    cwd: path.dirname(COMMANDS),
    env: { ...inherited, NODE_ENV: "test", LOG_LEVEL: "silent", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const [code] = (await once(child, "exit")) as [number | null];
  return { code, stdout, stderr };
}

const lines = (...texts: string[]) => texts.map((text) => `${text}\n`).join("");
const modeOf = (file: string) => statSync(file).mode & 0o777;

/** The files of a folder (the private documents), by name, with their bytes. */
const filesOf = (folder: string) =>
  Object.fromEntries(
    readdirSync(folder)
      .filter((name) => !name.startsWith("."))
      .map((name) => [name, readFileSync(path.join(folder, name))]),
  );

/** Every table's row count: what a restore must give back. */
async function rowCounts(dataDir: string): Promise<Record<string, number>> {
  if (!existsSync(path.join(dataDir, "PG_VERSION"))) return {};
  const db = await PGlite.create(dataDir);
  try {
    const tables = await db.query<{ name: string }>(
      "select schemaname || '.' || tablename as name from pg_tables where schemaname in ('public', 'pgboss') order by 1",
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables.rows) {
      const [schema, table] = name.split(".");
      const { rows } = await db.query<{ count: number }>(
        `select count(*)::int as count from "${schema}"."${table}"`,
      );
      counts[name] = rows[0]?.count ?? 0;
    }
    return counts;
  } finally {
    await db.close();
  }
}

/** The site, served in-process, for as long as `task` runs (PGlite is one process's at a time). */
async function withSite<T>(task: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<T>): Promise<T> {
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: site,
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
  });
  const database = await openDatabase(config.database);
  try {
    await prepareDatabase(database, config, pino({ level: "silent" }));
    const app = await buildApp({ config, database, logger: pino({ level: "silent" }) });
    try {
      return await task(app);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

let genuine: string;
let source: Record<string, number>;

beforeAll(async () => {
  genuine = await withSite(async (app) => {
    const signIn = await app.inject({
      method: "POST",
      url: "/auth/v1/token?grant_type=password",
      headers: { apikey: DEV_ANON_KEY },
      payload: TEST_ADMIN,
    });
    const token = (signIn.json() as { access_token: string }).access_token;
    const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#2a6f97" } })
      .jpeg()
      .toBuffer();
    const body = multipartBody(
      { alt: "A private draft" },
      { name: "draft.jpg", type: "image/jpeg", bytes: photo },
    );
    const upload = await app.inject({
      method: "POST",
      url: "/api/admin/media",
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
    });
    expect(upload.statusCode, upload.body).toBe(201);
    return token;
  });
  source = await rowCounts(site);
}, 180_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("pnpm db:backup writes a secret", STEP, () => {
  it("as a file only its owner can read (0600), its media and documents in folders only they can open (0700)", async () => {
    const result = await run("backup", [plain], { DATA_DIR: site });
    expect(result.stderr).toBe("");
    expect(result.stdout).toContain(lines(BACKUP_TEXTS.notEncrypted));
    expect(modeOf(plain)).toBe(0o600);
    for (const folder of [path.join(work, "plain-media"), path.join(work, "plain-documents")]) {
      expect(modeOf(folder)).toBe(0o700);
      const files = readdirSync(folder);
      expect(files.length).toBeGreaterThan(0);
      for (const file of files) expect(modeOf(path.join(folder, file))).toBe(0o600);
    }
    expect(filesOf(path.join(work, "plain-documents"))).toEqual(filesOf(path.join(site, "documents")));
  });

  it("encrypted with BACKUP_PASSPHRASE: none of the dump's text is in the file", async () => {
    const result = await run("backup", [sealed], { DATA_DIR: site, BACKUP_PASSPHRASE: PASSPHRASE });
    expect(result.stderr).toBe("");
    const bytes = readFileSync(plain).length;
    expect(result.stdout).toContain(lines(BACKUP_TEXTS.wroteEncrypted(sealed, bytes)));
    expect(result.stdout).not.toContain(BACKUP_TEXTS.notEncrypted);
    expect(result.stdout).toContain(
      lines(
        BACKUP_TEXTS.wroteDocumentsEncrypted(
          readdirSync(path.join(site, "documents")).filter((name) => !name.startsWith(".")).length,
          path.join(work, "sealed-documents"),
        ),
      ),
    );
    expect(modeOf(sealed)).toBe(0o600);
    const file = readFileSync(sealed);
    expect(file.subarray(0, 22).toString()).toBe("age-encryption.org/v1\n");
    for (const marker of [
      "PostgreSQL database dump",
      "INSERT INTO",
      "auth_signing_keys",
      TEST_ADMIN.email,
      "$argon2",
    ])
      expect(file.includes(marker), marker).toBe(false);
  });

  it("its private documents encrypted too, with a key of their own that only the passphrase opens", async () => {
    const folder = path.join(work, "sealed-documents");
    const documents = filesOf(path.join(site, "documents"));
    const count = Object.keys(documents).length;
    expect(count).toBeGreaterThan(0);
    expect(modeOf(folder)).toBe(0o700);
    const sealedFiles = filesOf(folder);
    expect(Object.keys(sealedFiles).sort()).toEqual([...Object.keys(documents), "key.age"].sort());
    for (const [name, bytes] of Object.entries(sealedFiles)) {
      expect(modeOf(path.join(folder, name))).toBe(0o600);
      expect(bytes.subarray(0, 22).toString()).toBe("age-encryption.org/v1\n");
      for (const marker of ["%PDF", "AGE-SECRET-KEY"]) expect(bytes.includes(marker), marker).toBe(false);
    }
  });
});

describe("pnpm db:restore of an encrypted backup", STEP, () => {
  it("refuses a wrong or missing passphrase in one line, and touches no database", async () => {
    const target = path.join(work, "refused");
    const wrong = await run("restore", [sealed], {
      DATA_DIR: target,
      BACKUP_PASSPHRASE: "not-the-passphrase",
    });
    expect(wrong).toMatchObject({ code: 1, stdout: "", stderr: lines(BACKUP_TEXTS.wrongPassphrase) });
    const missing = await run("restore", [sealed], { DATA_DIR: target });
    expect(missing).toMatchObject({ code: 1, stdout: "", stderr: lines(BACKUP_TEXTS.passphraseNeeded) });
    expect(existsSync(target)).toBe(false);
  });

  it("refuses a damaged file, leaving the database empty", async () => {
    const damaged = path.join(work, "damaged.sql");
    const bytes = Buffer.from(readFileSync(sealed));
    const at = Math.floor(bytes.length / 2);
    bytes[at] = (bytes[at] ?? 0) ^ 0xff;
    writeFileSync(damaged, bytes);
    const target = path.join(work, "damaged-target");
    const result = await run("restore", [damaged], { DATA_DIR: target, BACKUP_PASSPHRASE: PASSPHRASE });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(lines(BACKUP_TEXTS.damaged));
    expect(Object.values(await rowCounts(target)).every((count) => count === 0)).toBe(true);
  });

  it("restores with the right passphrase: every table's rows and every private document", async () => {
    const target = path.join(work, "restored");
    const result = await run("restore", [sealed], { DATA_DIR: target, BACKUP_PASSPHRASE: PASSPHRASE });
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(lines(BACKUP_TEXTS.restored));
    expect(await rowCounts(target)).toEqual(source);
    const documents = filesOf(path.join(site, "documents"));
    expect(result.stdout).toContain(
      lines(BACKUP_TEXTS.putDocuments(Object.keys(documents).length, path.join(target, "documents"))),
    );
    expect(filesOf(path.join(target, "documents"))).toEqual(documents);
  });
});

describe("the signing key read from a backup", STEP, () => {
  /** What an attacker holding the plain backup signs: the key is a row of auth_signing_keys. */
  async function forge(claims: Record<string, unknown>, lifetime: number) {
    const dump = readFileSync(plain, "utf8");
    const row = /^INSERT INTO public\.auth_signing_keys VALUES \('([^']+)', 'ES256', '(\{[^']+\})'/m.exec(
      dump,
    );
    expect(row).not.toBeNull();
    const [, kid = "", privateJwk = ""] = row ?? [];
    const key = await importJWK(JSON.parse(privateJwk) as JWK, "ES256");
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ ...claims, aud: AUDIENCE })
      .setProtectedHeader({ alg: "ES256", kid, typ: "JWT" })
      .setIssuedAt(now)
      .setExpirationTime(now + lifetime)
      .sign(key);
  }
  const claims = () => JSON.parse(Buffer.from(genuine.split(".")[1] ?? "", "base64url").toString());
  const users = (app: Awaited<ReturnType<typeof buildApp>>, token: string) =>
    app.inject({ method: "GET", url: "/api/admin/users", headers: { authorization: `Bearer ${token}` } });

  it("cannot sign an admin token of 30 days, or one with a second factor the session never proved", async () => {
    const month = await forge({ ...claims(), aal: "aal2" }, 30 * 24 * 3600);
    const aal2 = await forge({ ...claims(), aal: "aal2" }, ACCESS_TOKEN_SECONDS);
    await withSite(async (app) => {
      expect((await users(app, month)).statusCode).toBe(401);
      expect((await users(app, aal2)).statusCode).toBe(401);
      expect((await users(app, genuine)).statusCode).toBe(200);
    });
  });

  it("signs nothing once pnpm auth:rotate-keys --drop-previous has run", async () => {
    const normal = await forge(claims(), ACCESS_TOKEN_SECONDS);
    // Until then, a token like the server's own opens the API: why a leaked backup calls for a rotation.
    expect(await withSite(async (app) => (await users(app, normal)).statusCode)).toBe(200);
    const rotated = await run("rotate-keys", ["--drop-previous"], { DATA_DIR: site });
    expect(rotated.code).toBe(0);
    expect(await withSite(async (app) => (await users(app, normal)).statusCode)).toBe(401);
  });
});
