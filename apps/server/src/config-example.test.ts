import { readFileSync } from "node:fs";
import { parseEnv } from "node:util";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

// An operator copies .env.example to .env and uncomments a line: as written, it must start the server.
// Each line is read with Node's own .env parser (what `node --env-file` does for `pnpm start`) and checked
// with the configuration start-up checks.
const envExample = readFileSync(new URL("../../../.env.example", import.meta.url), "utf8");

interface Setting {
  name: string;
  line: string;
  section: string;
}

/** Every commented `# NAME=value` line, with the `# --- Section` it sits in. */
function commentedSettings(text: string): Setting[] {
  let section = "";
  const settings: Setting[] = [];
  for (const line of text.split("\n")) {
    if (line.startsWith("# ---")) section = line;
    const setting = /^# ([A-Z][A-Z0-9_]*=.*)$/.exec(line);
    if (setting?.[1]) settings.push({ name: setting[1].split("=")[0] ?? "", line: setting[1], section });
  }
  return settings;
}

/** What start-up says of these lines uncommented in an otherwise empty environment: nothing, or its refusal. */
function startUpRefusal(lines: string[]): string | undefined {
  try {
    loadConfig({ ...parseEnv(lines.join("\n")) });
    return undefined;
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
}

const settings = commentedSettings(envExample);

describe(".env.example", () => {
  it("shows a commented line for the settings an operator changes", () => {
    expect(settings.map((setting) => setting.name)).toEqual(
      expect.arrayContaining(["PUBLIC_SITE_URL", "TRUST_PROXY", "METRICS_TOKEN", "AUTH_SERVICE_ROLE_KEY"]),
    );
  });

  it.each(settings.map((setting) => [setting.line, setting] as const))(
    "%s uncommented starts, or needs only a partner from its own section",
    (_line, setting) => {
      const refusal = startUpRefusal([setting.line]);
      if (refusal === undefined) return;
      // S3_BUCKET needs S3_REGION, SUPABASE_URL its anon key, production its address: lines beside it.
      const partners = settings.filter((other) => other.section === setting.section && other !== setting);
      const named = [...refusal.matchAll(/(?:: |; )([A-Z][A-Z0-9_]*):/g)].map(([, name]) => name);
      expect(named.length).toBeGreaterThan(0);
      for (const name of named) expect(partners.map((partner) => partner.name)).toContain(name);
      expect(startUpRefusal([setting.line, ...partners.map((partner) => partner.line)])).toBeUndefined();
    },
  );

  it("starts with every line uncommented at once, in development and in production", () => {
    const lines = settings.map((setting) => setting.line);
    expect(startUpRefusal(lines)).toBeUndefined();
    expect(
      startUpRefusal([...lines.filter((line) => !line.startsWith("NODE_ENV=")), "NODE_ENV=production"]),
    ).toBe(undefined);
  });

  it("recommends no TRUST_PROXY value start-up refuses, and leaves no blank secret that stops it", () => {
    for (const name of [
      "TRUST_PROXY",
      "METRICS_TOKEN",
      "AUTH_SERVICE_ROLE_KEY",
      "SUPABASE_SERVICE_ROLE_KEY",
    ]) {
      const setting = settings.find((candidate) => candidate.name === name);
      expect(setting && startUpRefusal([setting.line])).toBeUndefined();
    }
  });
});
