import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ReplayedImage, ReplayFailure, replayBuild, run } from "./build-replay";

// docker/Dockerfile built as `docker build` would build it, without a container engine (see
// build-replay.ts for what stands in for what), then started as `docker run` would start it.
const root = fileURLToPath(new URL("..", import.meta.url));
const dockerfile = path.join(root, "docker/Dockerfile");
const serverUrl = process.env.DATABASE_URL;
const ADMIN = { ADMIN_EMAIL: "admin@example.com", ADMIN_PASSWORD: "image-test-passphrase" };

const folder = mkdtempSync(path.join(os.tmpdir(), "staffing-image-"));
const buildLog: string[] = [];
let image: ReplayedImage;

beforeAll(async () => {
  try {
    image = await replayBuild({
      dockerfile,
      context: root,
      folder: path.join(folder, "build"),
      log: (line) => buildLog.push(line),
    });
  } catch (error) {
    // What `docker build` would have printed: the steps up to the failing one, and its output.
    console.error(buildLog.slice(-80).join("\n"));
    throw error;
  }
}, 900_000);
// The replay's workspace holds a whole install (some 1 GB of links): its removal takes a while.
afterAll(() => rm(folder, { recursive: true, force: true }), 600_000);

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** The image's CMD in its WORKDIR with its ENV and a container's own settings, as `docker run -e` gives them. */
async function startContainer(settings: Record<string, string>) {
  const port = await freePort();
  const env = {
    ...image.env,
    ...ADMIN,
    PORT: String(port),
    // Loopback: the image listens on every interface (its network is the container's own).
    HOST: "127.0.0.1",
    PUBLIC_SITE_URL: `http://127.0.0.1:${port}`,
    ...settings,
  };
  const [program = "", ...args] = image.cmd;
  const server: ChildProcess = spawn(program, args, {
    cwd: image.workdir,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  server.stdout?.on("data", (chunk: Buffer) => (output += chunk));
  server.stderr?.on("data", (chunk: Buffer) => (output += chunk));
  const healthy = async () => {
    // The image's own HEALTHCHECK: it asks /readyz. (A first start on a busy machine takes its time.)
    for (const deadline = Date.now() + 180_000; Date.now() < deadline; await sleep(500)) {
      if (server.exitCode !== null) break;
      if (
        await run(image.healthcheck ?? [], { cwd: image.workdir, env }).then(
          () => true,
          () => false,
        )
      )
        return;
    }
    throw new Error(`The container never became healthy:\n${output.slice(-4000)}`);
  };
  const stop = async () => {
    if (server.exitCode !== null) return server.exitCode;
    server.kill("SIGTERM");
    const [code] = await once(server, "exit");
    return code as number;
  };
  return { url: `http://127.0.0.1:${port}`, env, healthy, stop, output: () => output };
}

/** One of the image's maintenance commands, as `docker compose exec app1 npm run ...` runs it. */
const npmRun = (script: string, args: string[], env: Record<string, string>) =>
  run(["npm", "run", "--silent", script, "--", ...args], { cwd: image.workdir, env });

describe("the production image (docker/Dockerfile, its build replayed)", () => {
  it("builds from the stages as written: the server, the web app, only the external packages, the commands", () => {
    const nodeMajor = readFileSync(path.join(root, ".nvmrc"), "utf8").trim();
    expect(image.baseImages.every((base) => base.startsWith(`node:${nodeMajor}.`))).toBe(true);
    for (const file of ["dist/server.mjs", "dist/commands/backup.mjs", "node_modules/@staffing/web/dist"]) {
      expect(existsSync(path.join(image.workdir, file)), file).toBe(true);
    }
    // The bundled packages are not installed again (the image stays small).
    expect(existsSync(path.join(image.workdir, "node_modules/fastify"))).toBe(false);
    expect(existsSync(path.join(image.workdir, "node_modules/sharp"))).toBe(true);
    // Every maintenance command of the root's package.json, by the same name.
    const scripts = JSON.parse(readFileSync(path.join(image.workdir, "package.json"), "utf8")).scripts;
    const rootScripts: Record<string, string> = JSON.parse(
      readFileSync(path.join(root, "package.json"), "utf8"),
    ).scripts;
    const commands = Object.keys(rootScripts).filter((name) =>
      rootScripts[name]?.includes("apps/server/src/commands/"),
    );
    expect(commands).toEqual(expect.arrayContaining(["db:migrate", "db:backup", "db:restore"]));
    expect(Object.keys(scripts).sort()).toEqual(commands.sort());
    // Only the Debian packages were not run here.
    expect(image.systemSteps).toHaveLength(1);
  });

  it("installs the pg_dump of the Compose file's PostgreSQL major version", () => {
    const client = /postgresql-client-(\d+)/.exec(image.systemSteps.join("\n"))?.[1];
    const compose = readFileSync(path.join(root, "docker/compose.yml"), "utf8");
    expect(client).toBeDefined();
    expect(/image: postgres:(\d+)/.exec(compose)?.[1]).toBe(client);
  });

  it("starts on the embedded database, is healthy by its HEALTHCHECK, serves pages; then migrates and backs up", async () => {
    const dataDir = path.join(folder, "data");
    const container = await startContainer({ DATA_DIR: dataDir });
    let stopped: number | null = null;
    try {
      await container.healthy();
      const home = await fetch(`${container.url}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain("</html>");
      expect((await fetch(`${container.url}/api/blog`)).status).toBe(200);
    } finally {
      stopped = await container.stop();
    }
    // `docker stop` sends SIGTERM: the server finishes its requests and exits cleanly.
    expect(stopped, container.output().slice(-2000)).toBe(0);
    // The embedded database is one process's: the commands run once the server has stopped.
    expect(await npmRun("db:migrate", [], container.env)).toContain("Migrations applied (pglite)");
    const backup = path.join(folder, "embedded.sql");
    await npmRun("db:backup", [backup], container.env);
    expect(readFileSync(backup, "utf8")).toMatch(/^--\n-- PostgreSQL database dump\n/);
  }, 480_000);

  it.skipIf(!serverUrl)(
    "starts on PostgreSQL and is healthy; db:backup dumps it while it runs, db:migrate finds nothing to do",
    async () => {
      const admin = postgres(serverUrl ?? "", { max: 1, onnotice: () => {} });
      const name = `image_${Date.now()}`;
      await admin.unsafe(`create database "${name}"`);
      const url = new URL(serverUrl ?? "");
      url.pathname = `/${name}`;
      const container = await startContainer({
        DATABASE_URL: url.toString(),
        DATA_DIR: path.join(folder, "pg-data"),
      });
      try {
        await container.healthy();
        expect((await fetch(`${container.url}/api/blog`)).status).toBe(200);
        const backup = path.join(folder, "postgres.sql");
        await npmRun("db:backup", [backup], container.env);
        expect(readFileSync(backup, "utf8")).toContain("CREATE TABLE public.blog_posts");
        expect(await npmRun("db:migrate", [], container.env)).toContain("Migrations applied (postgres)");
      } finally {
        await container.stop();
        await admin.unsafe(`drop database if exists "${name}" with (force)`);
        await admin.end();
      }
    },
    480_000,
  );
});

describe("the replay of a Dockerfile that would not build", () => {
  const replay = (text: string, name: string) => {
    const file = path.join(folder, `${name}.Dockerfile`);
    writeFileSync(file, text);
    return replayBuild({ dockerfile: file, context: root, folder: path.join(folder, name) });
  };

  it("fails at `pnpm fetch` when the pnpmfile the lockfile records is not copied first", async () => {
    const original = readFileSync(dockerfile, "utf8");
    const broken = original.replace(" .pnpmfile.cjs ./", " ./");
    expect(broken).not.toBe(original);
    const failure = replay(broken.slice(0, broken.indexOf("COPY . .")), "no-pnpmfile");
    await expect(failure).rejects.toBeInstanceOf(ReplayFailure);
    await expect(failure).rejects.toThrow(/^RUN pnpm fetch failed \(exit 1\):[\s\S]*pnpmfileChecksum/);
  }, 120_000);

  it("fails at a COPY of what .dockerignore leaves out of the context", async () => {
    const failure = replay(`FROM ${image.baseImages[0]}\nCOPY node_modules /app/node_modules\n`, "ignored");
    await expect(failure).rejects.toThrow(
      "COPY node_modules: not found in the build context (.dockerignore leaves it out).",
    );
  });
});
