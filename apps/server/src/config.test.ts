import path from "node:path";
import { createTestDatabase } from "@staffing/db/testing";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { ConfigError, DEMO_ADMIN, DEV_ANON_KEY, loadConfig } from "./config";
import { prepareDatabase } from "./start-up";

describe("configuration", () => {
  it("has working defaults for a first run", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicSiteUrl).toBe("http://localhost:3000");
    expect(config.database).toEqual({ url: undefined, dataDir: ".data" });
    expect(config.auth).toEqual({ hostedProviderUrl: undefined, anonKey: DEV_ANON_KEY });
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

  it("takes media uploads up to 10 MB (10485760 bytes, as the README says) unless MEDIA_MAX_BYTES says otherwise", () => {
    expect(loadConfig({}).media.maxBytes).toBe(10_485_760);
    expect(loadConfig({ MEDIA_MAX_BYTES: "2048" }).media.maxBytes).toBe(2048);
    expect(() => loadConfig({ MEDIA_MAX_BYTES: "ten" })).toThrow(/MEDIA_MAX_BYTES/);
  });

  it("is never in demo mode in production unless asked", () => {
    expect(loadConfig({ NODE_ENV: "production" }).demoMode).toBe(false);
    expect(loadConfig({ NODE_ENV: "production", DEMO_MODE: "true" }).demoMode).toBe(true);
  });

  it("seeds the demo content in demo mode only, unless SEED_DEMO_CONTENT says otherwise", () => {
    expect(loadConfig({}).seedDemoContent).toBe(true);
    expect(loadConfig({ NODE_ENV: "production" }).seedDemoContent).toBe(false);
    expect(loadConfig({ NODE_ENV: "production", DEMO_MODE: "true" }).seedDemoContent).toBe(true);
    expect(loadConfig({ NODE_ENV: "production", SEED_DEMO_CONTENT: "true" }).seedDemoContent).toBe(true);
    expect(loadConfig({ SEED_DEMO_CONTENT: "false" }).seedDemoContent).toBe(false);
    expect(() => loadConfig({ SEED_DEMO_CONTENT: "maybe" })).toThrow(/SEED_DEMO_CONTENT/);
  });

  it("renders every page afresh in `pnpm dev`, so an edited component shows on the next reload", () => {
    expect(loadConfig({}).pageCache).toBe(true);
    expect(loadConfig({ WEB_DEV: "true" }).pageCache).toBe(false);
    expect(loadConfig({ WEB_DEV: "true", PAGE_CACHE: "true" }).pageCache).toBe(true);
    expect(loadConfig({ PAGE_CACHE: "false" }).pageCache).toBe(false);
  });

  it("refuses to invent an admin password outside demo mode", async () => {
    const config = loadConfig({ NODE_ENV: "production" });
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
