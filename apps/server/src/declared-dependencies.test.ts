import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { promisify } from "node:util";
import { build, type Metafile } from "esbuild";
import { beforeAll, describe, expect, it } from "vitest";
import { BUNDLES, EXTERNAL_PACKAGES, serverDirectory } from "../bundle.mjs";
import { undeclaredPackages } from "../declared-dependencies.mjs";

// The server's production dependencies are what audits, licence lists and SBOMs read; the image
// installs only the external ones (bundle.mjs), so the declared list must cover every bundled package.
const manifest = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
  dependencies: Record<string, string>;
};
const dependencies = Object.keys(manifest.dependencies);
const pnpm = (...args: string[]) =>
  promisify(execFile)("pnpm", ["--filter", "@staffing/server", ...args], {
    cwd: serverDirectory,
    maxBuffer: 64 * 1024 * 1024,
  });

// What the build bundles, from esbuild's own account of it (nothing written).
const metafiles: Record<string, Metafile> = {};
beforeAll(async () => {
  for (const [name, options] of Object.entries(BUNDLES)) {
    metafiles[name] = (await build({ ...options, write: false, metafile: true })).metafile;
  }
}, 120_000);

const check = (name: string, declared: string[]) =>
  undeclaredPackages(metafiles[name] as Metafile, {
    workingDirectory: serverDirectory,
    dependencies: declared,
  });

describe("the server's declared dependencies", () => {
  it("cover every package the server's and the commands' bundles hold", () => {
    expect(Object.keys(metafiles).sort()).toEqual(["commands", "server"]);
    expect(check("server", dependencies)).toEqual([]);
    expect(check("commands", dependencies)).toEqual([]);
  });

  it("a package the server imports but does not declare is named, with its version", () => {
    const missing = check(
      "server",
      dependencies.filter((name) => name !== "helmet"),
    );
    expect(missing).toEqual([`helmet@${manifest.dependencies.helmet}`]);
  });

  it("name every package the image installs", () => {
    for (const name of Object.keys(EXTERNAL_PACKAGES)) expect(dependencies).toContain(name);
  });

  it("pnpm's production licence list and SBOM show the bundled packages", async () => {
    const bundled = ["fastify", "helmet", "ioredis", "prom-client", "@aws-sdk/client-s3", "pg-boss"];
    const licences = JSON.parse((await pnpm("licenses", "list", "--prod", "--json")).stdout) as Record<
      string,
      { name: string }[]
    >;
    const licensed = Object.values(licences).flatMap((packages) => packages.map((entry) => entry.name));
    expect(licensed).toEqual(expect.arrayContaining(bundled));
    const sbom = JSON.parse(
      (await pnpm("sbom", "--sbom-format", "cyclonedx", "--prod", "--sbom-type", "application")).stdout,
    ) as { components: { name: string; group?: string }[] };
    const components = sbom.components.map((component) =>
      component.group ? `${component.group}/${component.name}` : component.name,
    );
    expect(components).toEqual(expect.arrayContaining(bundled));
    // Test tools stay out of what production declares.
    expect(components).not.toContain("vitest");
  });
});
