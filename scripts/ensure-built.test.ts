import { execFile } from "node:child_process";
import { chmod, copyFile, mkdir, mkdtemp, readFile, rm, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

// `pnpm start` runs scripts/ensure-built.mjs before the server: a copy of it in a folder of its own, with a
// `pnpm` on the PATH that writes down each call instead of building.
const OUTPUTS = [
  "apps/server/dist/server.mjs",
  "apps/web/dist/client/site-manifest.json",
  "apps/web/dist/client/admin.html",
  "apps/web/dist/server/render.js",
];

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "staffing-start-"));
  await mkdir(path.join(root, "scripts"));
  await copyFile(
    path.join(import.meta.dirname, "ensure-built.mjs"),
    path.join(root, "scripts/ensure-built.mjs"),
  );
  await mkdir(path.join(root, "bin"));
  const fakePnpm = path.join(root, "bin/pnpm");
  await writeFile(
    fakePnpm,
    `#!/bin/sh\necho "$@" >> "${path.join(root, "pnpm-calls")}"\nexit "\${FAKE_BUILD_EXIT:-0}"\n`,
  );
  await chmod(fakePnpm, 0o755);
});
afterEach(() => rm(root, { recursive: true, force: true }));

async function start(env: Record<string, string> = {}) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [path.join(root, "scripts/ensure-built.mjs")],
    {
      env: { ...process.env, ...env, PATH: `${path.join(root, "bin")}${path.delimiter}${process.env.PATH}` },
    },
  );
  const calls = await readFile(path.join(root, "pnpm-calls"), "utf8").catch(() => "");
  return { stdout, calls: calls.split("\n").filter(Boolean) };
}

const NOW = new Date(Date.now() + 60_000);
const HOUR_AGO = new Date(Date.now() - 3_600_000);

/** A file the build reads (or not), last modified at `time`. */
async function source(file: string, time: Date) {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), "");
  await utimes(path.join(root, file), time, time);
}

async function build(outputs: string[]) {
  for (const output of outputs) {
    await mkdir(path.dirname(path.join(root, output)), { recursive: true });
    await writeFile(path.join(root, output), "");
  }
}

describe.skipIf(process.platform === "win32")("pnpm start", () => {
  it("builds when nothing is built", async () => {
    const { stdout, calls } = await start();
    expect(calls).toEqual(["build"]);
    expect(stdout).toContain("building once; `pnpm build` rebuilds.");
  });

  it("does not build again once everything is built", async () => {
    await build(OUTPUTS);
    expect(await start()).toEqual({ stdout: "", calls: [] });
  });

  it("builds when a part of the build is missing (an interrupted build), naming it", async () => {
    await build(OUTPUTS.filter((output) => output !== "apps/web/dist/server/render.js"));
    const { stdout, calls } = await start();
    expect(calls).toEqual(["build"]);
    expect(stdout).toContain("apps/web/dist/server/render.js");
  });

  it("builds again when a source was edited (or pulled) after the build, naming it", async () => {
    await source("apps/web/src/site/page.tsx", HOUR_AGO);
    await build(OUTPUTS);
    await source("packages/api/src/routers/blog.ts", NOW);
    const { stdout, calls } = await start();
    expect(calls).toEqual(["build"]);
    expect(stdout).toBe(
      "packages/api/src/routers/blog.ts is newer than the build: building again (`pnpm build`).\n",
    );
  });

  it("builds again when the lockfile changed (a pull that moved a dependency)", async () => {
    await build(OUTPUTS);
    await source("pnpm-lock.yaml", NOW);
    expect((await start()).calls).toEqual(["build"]);
  });

  it("does not build again for a test, a test folder, node_modules or the built output", async () => {
    await source("apps/web/src/site/page.tsx", HOUR_AGO);
    await build(OUTPUTS);
    for (const file of [
      "apps/server/src/app.test.ts",
      "apps/server/test/start-up.test.ts",
      "packages/db/node_modules/drizzle-orm/index.js",
      "apps/web/dist/client/assets/site.js",
      "packages/client/src/client.ts",
    ])
      await source(file, NOW);
    expect(await start()).toEqual({ stdout: "", calls: [] });
  });

  it("stops with the build's failure, so the server is not started on half a build", async () => {
    await expect(start({ FAKE_BUILD_EXIT: "3" })).rejects.toMatchObject({ code: 3 });
  });
});
