import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createTestDatabase } from "@staffing/db/testing";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import {
  ConfigError,
  DEFAULT_HOST,
  DEMO_ADMIN,
  DEMO_HOST,
  DEV_ANON_KEY,
  loadConfig,
  loadDotEnv,
  PUBLIC_SITE_URL_REQUIRED,
  TRUST_PROXY_TRUE_REFUSED,
} from "./config";
import { prepareDatabase } from "./start-up";

// The least a production start-up needs.
const PRODUCTION = { NODE_ENV: "production", PUBLIC_SITE_URL: "https://www.example.com" };

describe("configuration", () => {
  it("has working defaults for a first run", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicSiteUrl).toBe("http://localhost:3000");
    expect(config.database).toEqual({ url: undefined, dataDir: ".data" });
    expect(config.auth).toEqual({
      hostedProviderUrl: undefined,
      anonKey: DEV_ANON_KEY,
      requireReauthentication: false,
    });
    expect(config.demoMode).toBe(true);
    expect(config.firstAdmin).toEqual(DEMO_ADMIN);
  });

  it("stops on a bad value with a message naming it", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://localhost/db" })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ ADMIN_PASSWORD: "short" })).toThrow(/ADMIN_PASSWORD/);
    expect(() => loadConfig({ SUPABASE_URL: "https://auth.example.com" })).toThrow(/SUPABASE_ANON_KEY/);
    expect(() => loadConfig({ SUPABASE_SERVICE_ROLE_KEY: "secret" })).toThrow(/SUPABASE_SERVICE_ROLE_KEY/);
    expect(() => loadConfig({ AUTH_SERVICE_ROLE_KEY: "too-short" })).toThrow(/AUTH_SERVICE_ROLE_KEY/);
  });

  it("refuses TRUST_PROXY=true, saying what to set; takes a hop count or proxy addresses and CIDRs", () => {
    for (const value of ["true", "TRUE", "yes", "on"]) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(`TRUST_PROXY: ${TRUST_PROXY_TRUE_REFUSED}`);
    }
    expect(TRUST_PROXY_TRUE_REFUSED).toMatch(/TRUST_PROXY=1 behind one reverse proxy/);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "0" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.5, 172.18.0.0/16,::1,fd00::/8" }).trustProxy).toEqual([
      "10.0.0.5",
      "172.18.0.0/16",
      "::1",
      "fd00::/8",
    ]);
    for (const value of ["proxy.example.com", "10.0.0.0/33", "10.0.0.1/8/8", "-1", "1.5"]) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY: .*not a hop count/);
    }
  });

  it("keeps /metrics closed unless a token or a port is given, and checks both", () => {
    expect(loadConfig({}).metrics).toEqual({ token: undefined, port: undefined });
    expect(loadConfig({ METRICS_TOKEN: "a".repeat(32), METRICS_PORT: "9464" }).metrics).toEqual({
      token: "a".repeat(32),
      port: 9464,
    });
    expect(() => loadConfig({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ METRICS_PORT: "3000" })).toThrow(/METRICS_PORT: must differ from PORT/);
    expect(() => loadConfig({ METRICS_PORT: "nine" })).toThrow(/METRICS_PORT/);
  });

  it("gives `pnpm dev` an embedded database of its own, apart from `pnpm start`'s", () => {
    expect(loadConfig({ WEB_DEV: "true" }).database.dataDir).toBe(".data/dev");
    expect(loadConfig({ WEB_DEV: "true" }).media.directory).toBe(path.join(".data/dev", "media"));
    expect(loadConfig({ WEB_DEV: "true", DATA_DIR: "/srv/site" }).database.dataDir).toBe("/srv/site");
  });

  it("takes media uploads up to 10 MB (10485760 bytes, as docs/operations.md says) unless MEDIA_MAX_BYTES says otherwise", () => {
    expect(loadConfig({}).media.maxBytes).toBe(10_485_760);
    expect(loadConfig({ MEDIA_MAX_BYTES: "2048" }).media.maxBytes).toBe(2048);
    expect(() => loadConfig({ MEDIA_MAX_BYTES: "ten" })).toThrow(/MEDIA_MAX_BYTES/);
  });

  it("is never in demo mode in production unless asked", () => {
    expect(loadConfig({ ...PRODUCTION }).demoMode).toBe(false);
    expect(loadConfig({ ...PRODUCTION, DEMO_MODE: "true" }).demoMode).toBe(true);
  });

  it("seeds the demo content in demo mode only, unless SEED_DEMO_CONTENT says otherwise", () => {
    expect(loadConfig({}).seedDemoContent).toBe(true);
    expect(loadConfig({ ...PRODUCTION }).seedDemoContent).toBe(false);
    expect(loadConfig({ ...PRODUCTION, DEMO_MODE: "true" }).seedDemoContent).toBe(true);
    expect(loadConfig({ ...PRODUCTION, SEED_DEMO_CONTENT: "true" }).seedDemoContent).toBe(true);
    expect(loadConfig({ SEED_DEMO_CONTENT: "false" }).seedDemoContent).toBe(false);
    expect(() => loadConfig({ SEED_DEMO_CONTENT: "maybe" })).toThrow(/SEED_DEMO_CONTENT/);
  });

  it("renders every page afresh in `pnpm dev`, so an edited component shows on the next reload", () => {
    expect(loadConfig({}).pageCache).toBe(true);
    expect(loadConfig({ WEB_DEV: "true" }).pageCache).toBe(false);
    expect(loadConfig({ WEB_DEV: "true", PAGE_CACHE: "true" }).pageCache).toBe(true);
    expect(loadConfig({ PAGE_CACHE: "false" }).pageCache).toBe(false);
  });

  it("refuses to start in production without PUBLIC_SITE_URL, in one line naming it", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(
      new ConfigError(`The configuration is not valid: PUBLIC_SITE_URL: ${PUBLIC_SITE_URL_REQUIRED}`),
    );
    expect(loadConfig(PRODUCTION).publicSiteUrl).toBe("https://www.example.com");
    // Outside production the site's own address is a fine default.
    expect(loadConfig({}).publicSiteUrl).toBe("http://localhost:3000");
  });

  it("listens on loopback in demo mode (its admin password is public) unless HOST says otherwise", () => {
    expect(loadConfig({}).host).toBe(DEMO_HOST);
    expect(
      loadConfig({ DEMO_MODE: "true", NODE_ENV: "production", PUBLIC_SITE_URL: "https://a.example" }).host,
    ).toBe(DEMO_HOST);
    expect(loadConfig({ HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
    expect(loadConfig({ DEMO_MODE: "false" }).host).toBe(DEFAULT_HOST);
    expect(loadConfig(PRODUCTION).host).toBe(DEFAULT_HOST);
  });

  it("reads .env beneath the environment: a variable already set wins", () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), "ops-dotenv-")), ".env");
    writeFileSync(file, "OPS_DOTENV_ONLY=from-file\nOPS_DOTENV_BOTH=from-file\n");
    process.env.OPS_DOTENV_BOTH = "from-environment";
    try {
      loadDotEnv(file);
      expect(process.env.OPS_DOTENV_ONLY).toBe("from-file");
      expect(process.env.OPS_DOTENV_BOTH).toBe("from-environment");
      // No file: nothing read, nothing said.
      expect(() => loadDotEnv(path.join(path.dirname(file), "absent.env"))).not.toThrow();
    } finally {
      delete process.env.OPS_DOTENV_ONLY;
      delete process.env.OPS_DOTENV_BOTH;
    }
  });

  it("takes a blank NAME= as unset", () => {
    const config = loadConfig({ METRICS_TOKEN: "", AUTH_SERVICE_ROLE_KEY: " ", TRUST_PROXY: "", PORT: "" });
    expect(config.metrics.token).toBeUndefined();
    expect(config.auth.serviceRoleKey).toBeUndefined();
    expect(config.trustProxy).toBe(false);
    expect(config.port).toBe(3000);
  });

  it("refuses to invent an admin password outside demo mode", async () => {
    const config = loadConfig({ ...PRODUCTION });
    expect(config.firstAdmin).toBeUndefined();
    const database = await createTestDatabase();
    try {
      await expect(prepareDatabase(database, config, pino({ level: "silent" }))).rejects.toThrow(
        /ADMIN_EMAIL/,
      );
    } finally {
      await database.close();
    }
  });
});
