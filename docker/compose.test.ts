import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { CONFIG_VARIABLES } from "../apps/server/src/config";

// docker/compose.yml as Compose reads it. No container engine runs here, so what can be checked without
// one is: who gets which variables, and the path a request takes (Caddy -> Varnish -> Caddy's balancer ->
// the replicas), with the Caddyfile parsed by a real Caddy.
const here = fileURLToPath(new URL(".", import.meta.url));
// `merge`: the replicas share one definition through YAML's `<<` merge key, as Compose reads it.
const compose = parse(readFileSync(path.join(here, "compose.yml"), "utf8"), { merge: true }) as {
  services: Record<string, { environment?: Record<string, unknown>; env_file?: unknown; command?: string[] }>;
};
const replicas = ["app1", "app2"] as const;

// Read by the server, but never set in this deployment: `pnpm dev`'s switch, and the embedded database's
// folder (the replicas run on PostgreSQL, with the media library in MinIO).
const NOT_FOR_THE_REPLICAS = ["WEB_DEV", "DATA_DIR"];

describe("docker/compose.yml", () => {
  it("gives the replicas every variable the server reads, and nothing else of docker/.env", () => {
    for (const name of replicas) {
      const service = compose.services[name];
      // An env_file would hand them all of docker/.env, MinIO's root password with it.
      expect(service?.env_file, name).toBeUndefined();
      const names = Object.keys(service?.environment ?? {});
      const wanted = CONFIG_VARIABLES.filter((variable) => !NOT_FOR_THE_REPLICAS.includes(variable));
      expect(names, name).toEqual(expect.arrayContaining(wanted));
      expect(names).not.toContain("MINIO_ROOT_PASSWORD");
      expect(JSON.stringify(service?.environment)).not.toContain("MINIO_ROOT_PASSWORD");
    }
  });

  it("keeps MinIO's root password to MinIO and the one-shot container that makes the bucket", () => {
    const holders = Object.entries(compose.services)
      .filter(([, service]) => JSON.stringify(service).includes("MINIO_ROOT_PASSWORD"))
      .map(([name]) => name);
    expect(holders.sort()).toEqual(["minio", "minio-init"]);
  });

  it("puts Varnish between Caddy's HTTPS site and its balancer, and lets the replicas purge it", () => {
    // The VCL's backend `.host` and `.port` are set to the balancer as Varnish's container starts.
    const start = compose.services.varnish?.command?.join("\n") ?? "";
    expect(start).toMatch(/\\\.host.*"caddy"/);
    expect(start).toMatch(/\\\.port.*"8080"/);
    for (const name of replicas) {
      expect(compose.services[name]?.environment).toMatchObject({
        EDGE_PURGE: "varnish",
        EDGE_PURGE_URL: "http://varnish:80",
        TRUST_PROXY: "3",
      });
    }
  });

  // Debian's caddy (installed by .ci/run): an older Caddy than the image's, whose Caddyfile parser reads
  // everything used here.
  it.skipIf(!existsSync("/usr/bin/caddy"))(
    "has a Caddyfile Caddy reads: the HTTPS site to Varnish, the balancer to both replicas",
    () => {
      const json = execFileSync("/usr/bin/caddy", ["adapt", "--config", path.join(here, "Caddyfile")], {
        env: { ...process.env, SITE_DOMAIN: "www.example.com" },
        encoding: "utf8",
        stdio: ["ignore", "pipe", "pipe"],
      });
      const servers = Object.values(
        (JSON.parse(json) as { apps: { http: { servers: Record<string, { listen: string[] }> } } }).apps.http
          .servers,
      );
      const upstreamsOf = (listen: string) =>
        [
          ...JSON.stringify(servers.find((server) => server.listen.includes(listen))).matchAll(
            /"dial":"([^"]+)"/g,
          ),
        ].map(([, dial]) => dial);
      expect(upstreamsOf(":443")).toEqual(["varnish:80"]);
      expect(upstreamsOf(":8080")).toEqual(["app1:3000", "app2:3000"]);
    },
  );
});
