import { execFile } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { inquiries } from "@staffing/db";
import { createClient } from "@supabase/supabase-js";
import { eq } from "drizzle-orm";
import { TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, TEST_ADMIN, type TestServer } from "~server/testing";
import { CLIENT_MESSAGES } from "../src/messages";

// The package as a stranger gets it: `pnpm pack`, the tarball installed with npm in a project outside
// the repository (npm fetches @trpc/client and supabase-js from the registry), scripts typechecked
// there with that project's settings and run against a live server.

const run = promisify(execFile);
const packageDir = fileURLToPath(new URL("..", import.meta.url));
const fixtures = fileURLToPath(new URL("fixtures", import.meta.url));
// The repository's TypeScript (7), run on the consumer's files.
const tsc = path.join(
  path.dirname(createRequire(import.meta.url).resolve("typescript/package.json")),
  "bin/tsc",
);
// The consumer's Node types: the version this repository uses.
const nodeTypes = JSON.parse(
  readFileSync(path.join(packageDir, "node_modules/@types/node/package.json"), "utf8"),
).version as string;

// What the published files may import: the package's own dependencies, nothing else.
const PUBLISHED_DEPENDENCIES = ["@trpc/client", "@trpc/server", "@supabase/supabase-js", "openapi-fetch"];
// What the package's code may weigh: its own few modules, no schema library or shared schemas bundled in
// (it was 293 KB of zod and the shared package's schemas before the build kept their sideEffects: false).
const MAX_CODE_BYTES = 16 * 1024;

let workDir: string;
let consumer: string;
let unpacked: string;
let server: TestServer;

beforeAll(async () => {
  workDir = mkdtempSync(path.join(os.tmpdir(), "staffing-client-"));
  const [, startedServer] = await Promise.all([
    (async () => {
      // pack runs the build first (prepack).
      await run("pnpm", ["pack", "--pack-destination", workDir], { cwd: packageDir, maxBuffer: 64 << 20 });
      const tarball = path.join(workDir, readdirSync(workDir).find((name) => name.endsWith(".tgz")) ?? "");
      unpacked = path.join(workDir, "unpacked");
      mkdirSync(unpacked);
      await run("tar", ["-xzf", tarball, "-C", unpacked]);
      consumer = path.join(workDir, "consumer");
      cpSync(fixtures, consumer, { recursive: true });
      writeFileSync(
        path.join(consumer, "package.json"),
        JSON.stringify({ name: "staffing-scripts", private: true, type: "module" }),
      );
      await run(
        "npm",
        ["install", "--no-audit", "--no-fund", "--loglevel=error", tarball, `@types/node@${nodeTypes}`],
        { cwd: consumer, maxBuffer: 64 << 20 },
      );
    })(),
    startTestServer(),
  ]);
  server = startedServer;
}, 600_000);

afterAll(async () => {
  await server?.close();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

/** Runs the consumer's tsc with one of its configs: the exit code and every diagnostic line. */
async function typecheck(config: string): Promise<{ ok: boolean; errors: string[] }> {
  const result = await run(process.execPath, [tsc, "-p", config, "--pretty", "false"], {
    cwd: consumer,
  }).then(
    ({ stdout }) => ({ ok: true, stdout }),
    (error: { stdout: string }) => ({ ok: false, stdout: error.stdout }),
  );
  return { ok: result.ok, errors: result.stdout.split("\n").filter((line) => line.includes("error TS")) };
}

// Diagnostics in tRPC's own declarations, which every tRPC client carries, whoever built it: under
// skipLibCheck: false its WebSocket link's file gets the `ws` package's types wrong (TS2307 without
// @types/ws, TS2694 with it), and without Node's types its server files miss `http` and `Disposable`.
// The filters keep every line about our declarations and the consumer's script.
const TRPC_WS_DECLARATIONS = /^node_modules\/@trpc\/server\/dist\/ws-[\w-]+\.d\.mts\(/;
const TRPC_SERVER_DECLARATIONS = /^node_modules\/@trpc\/server\/dist\//;

/** A script that signs in as `credentials` and moves the oldest new inquiry: its output or its failure. */
async function runScript(env: Record<string, string>) {
  return run(process.execPath, ["close-oldest-inquiry.ts"], {
    cwd: consumer,
    env: { ...process.env, SITE_URL: server.url, ...env },
  });
}

describe("the packed @staffing/client", () => {
  it("keeps no workspace: or catalog: version and imports only its published dependencies", () => {
    const manifest = readFileSync(path.join(unpacked, "package/package.json"), "utf8");
    expect(manifest).not.toMatch(/workspace:|catalog:/);
    const { dependencies, exports } = JSON.parse(manifest) as {
      dependencies: Record<string, string>;
      exports: Record<string, unknown>;
    };
    // The repository reads the sources; the published manifest points at what the build wrote.
    expect(exports["."]).toEqual({ types: "./dist/index.d.ts", default: "./dist/index.js" });
    expect(Object.keys(dependencies).sort()).toEqual([...PUBLISHED_DEPENDENCIES].sort());
    for (const file of ["index.js", "index.d.ts"]) {
      const code = readFileSync(path.join(unpacked, "package/dist", file), "utf8");
      // Import and export statements (up to their first string, never past a `;`) and dynamic imports:
      // a string of the code that merely holds the word "from" is no import.
      const imported = new Set(
        [
          ...code.matchAll(/^\s*(?:import|export)\b[^"';]*?["']([^"']+)["']/gm),
          ...code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g),
        ].map((match) => match[1]),
      );
      expect([...imported].filter((name) => !PUBLISHED_DEPENDENCIES.includes(name ?? ""))).toEqual([]);
    }
  });

  it("bundles its own code only: small, with no zod in it", () => {
    const code = readFileSync(path.join(unpacked, "package/dist/index.js"), "utf8");
    expect(Buffer.byteLength(code)).toBeLessThan(MAX_CODE_BYTES);
    expect(code).not.toMatch(/\bz\.object\(|from "zod"/);
  });

  it("typechecks a script under nodenext, with nothing to report in its declarations", async () => {
    const { errors } = await typecheck("tsconfig.nodenext.json");
    expect(errors.filter((line) => !TRPC_WS_DECLARATIONS.test(line))).toEqual([]);
  });

  it("typechecks a browser module under bundler resolution, without Node's types", async () => {
    const { errors } = await typecheck("tsconfig.bundler.json");
    expect(errors.filter((line) => !TRPC_SERVER_DECLARATIONS.test(line))).toEqual([]);
  });

  it("refuses, at compile time, a field the procedure does not take", async () => {
    writeFileSync(
      path.join(consumer, "tsconfig.wrong.json"),
      JSON.stringify({ extends: "./tsconfig.nodenext.json", files: ["wrong-field.ts"] }),
    );
    const { ok, errors } = await typecheck("tsconfig.wrong.json");
    expect(ok).toBe(false);
    expect(errors.filter((line) => line.startsWith("wrong-field.ts"))).toEqual([
      expect.stringMatching(/error TS2353: .*'state' does not exist in type '\{ id: string; status: /),
    ]);
  });

  it("signs in with the seeded admin, lists the blog over tRPC and REST and changes an inquiry's status", async () => {
    const { stdout } = await runScript({
      STAFF_EMAIL: TEST_ADMIN.email,
      STAFF_PASSWORD: TEST_ADMIN.password,
    });
    const seen = JSON.parse(stdout) as {
      posts: string[];
      restPosts: string[];
      restNewInquiries: number;
      updated: { id: string; name: string; status: string };
    };
    expect(seen.posts).toHaveLength(3);
    // REST answers as tRPC does: the same posts, and the staff-only list with the script's session.
    expect(seen.restPosts).toEqual(seen.posts);
    expect(seen.restNewInquiries).toBeGreaterThan(0);
    expect(seen.updated.status).toBe("in_progress");
    const [stored] = await server.db.select().from(inquiries).where(eq(inquiries.id, seen.updated.id));
    expect(stored).toMatchObject({ name: seen.updated.name, status: "in_progress" });
  });

  it("asks a user with a second factor for the code, and with it gets an aal2 session", async () => {
    const secret = await enrolSecondFactor(TEST_ADMIN);
    const withoutCode = await runScript({
      STAFF_EMAIL: TEST_ADMIN.email,
      STAFF_PASSWORD: TEST_ADMIN.password,
    }).then(
      () => "",
      (error: { stderr: string }) => error.stderr,
    );
    expect(withoutCode).toContain(CLIENT_MESSAGES.secondFactorNeeded);

    // Each code is good once: the enrolment used this step's, so the script sends the next one.
    const { stdout } = await runScript({
      STAFF_EMAIL: TEST_ADMIN.email,
      STAFF_PASSWORD: TEST_ADMIN.password,
      STAFF_TOTP: new TOTP({ secret }).generate({ timestamp: Date.now() + 30_000 }),
    });
    const seen = JSON.parse(stdout) as { updated: { id: string; status: string } };
    const [stored] = await server.db.select().from(inquiries).where(eq(inquiries.id, seen.updated.id));
    expect(stored?.status).toBe("in_progress");
  });
});

/** Enrols and verifies a TOTP factor for the user, as the panel's Settings screen does; answers its secret. */
async function enrolSecondFactor(credentials: { email: string; password: string }): Promise<string> {
  const config = (await (await fetch(`${server.url}/auth/client-config`)).json()) as { anonKey: string };
  const { auth } = createClient(server.url, config.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const signedIn = await auth.signInWithPassword(credentials);
  if (signedIn.error) throw signedIn.error;
  const { data: factor, error } = await auth.mfa.enroll({ factorType: "totp", friendlyName: "Phone" });
  if (error) throw error;
  const verified = await auth.mfa.challengeAndVerify({
    factorId: factor.id,
    code: new TOTP({ secret: factor.totp.secret }).generate(),
  });
  if (verified.error) throw verified.error;
  return factor.totp.secret;
}
