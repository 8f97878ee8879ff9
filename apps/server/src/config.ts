import { existsSync } from "node:fs";
import { isIP } from "node:net";
import path from "node:path";
import {
  APPLICATION_RETENTION_DAYS_DEFAULT,
  DEMO_ADMIN_NAME,
  DOCUMENT_MAX_BYTES,
  INQUIRY_RESPONSE_HOURS_DEFAULT,
  MEDIA_MAX_BYTES_DEFAULT,
  RATE_LIMITS,
} from "@staffing/shared";
import { z } from "zod";
import { SHARED_CACHE_SECONDS_DEFAULT } from "./caches/cache-control";

/** The public api key the embedded provider accepts when SUPABASE_ANON_KEY is not set. Not a secret. */
export const DEV_ANON_KEY = "local-dev-anon-key";
/** The first admin in demo mode when ADMIN_EMAIL / ADMIN_PASSWORD are not set. */
export const DEMO_ADMIN = {
  email: "admin@example.com",
  password: "demo-admin-2024",
  name: DEMO_ADMIN_NAME,
} as const;

/** Where the embedded database and media library live unless DATA_DIR says otherwise. */
export const DEFAULT_DATA_DIR = ".data";
/** The same for `pnpm dev` (WEB_DEV), apart from `pnpm start`'s. */
export const DEV_DATA_DIR = ".data/dev";

const flag = z
  .enum(["true", "false", "1", "0", "yes", "no", "on", "off"])
  .transform((v) => ["true", "1", "yes", "on"].includes(v));

/**
 * TRUST_PROXY: how many proxies stand between the clients and this server, or their addresses. Then
 * X-Forwarded-For is read only as far as those proxies wrote it; what a client wrote before it is not
 * its address. `true` would believe any X-Forwarded-For at all, so a client could choose its own
 * address and step around every per-address limit: it is refused with what to set instead.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    const lower = value.toLowerCase();
    if (["", "false", "0", "no", "off"].includes(lower)) return false;
    if (["true", "yes", "on"].includes(lower)) {
      ctx.addIssue({ code: "custom", message: TRUST_PROXY_TRUE_REFUSED });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 99) return hops;
    }
    const proxies = value.split(",").map((entry) => entry.trim());
    const wrong = proxies.filter((entry) => !isAddressOrCidr(entry));
    if (wrong.length > 0) {
      ctx.addIssue({
        code: "custom",
        message: `${wrong.join(", ")}: not a hop count, address or CIDR (${TRUST_PROXY_HINT})`,
      });
      return z.NEVER;
    }
    return proxies;
  });

const TRUST_PROXY_HINT =
  "set the number of proxies in front of the server (TRUST_PROXY=1 behind one reverse proxy) or their addresses and CIDRs (TRUST_PROXY=10.0.0.5,172.18.0.0/16)";
export const TRUST_PROXY_TRUE_REFUSED = `true would let any client choose its own address through X-Forwarded-For; ${TRUST_PROXY_HINT}`;

function isAddressOrCidr(entry: string): boolean {
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    // Unset: loopback in demo mode (its admin password is public), every interface otherwise.
    HOST: z.string().min(1).optional(),
    PUBLIC_SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
    DATABASE_URL: z
      .url({ protocol: /^postgres(ql)?$/, error: "DATABASE_URL must be a postgres:// URL" })
      .optional(),
    DATA_DIR: z.string().min(1).optional(),
    // `pnpm db:backup` encrypts with it (age, scrypt); `pnpm db:restore` decrypts with it (or asks).
    BACKUP_PASSPHRASE: z.string().min(12, "BACKUP_PASSPHRASE needs at least 12 characters").optional(),
    SUPABASE_URL: z.url({ protocol: /^https?$/ }).optional(),
    SUPABASE_ANON_KEY: z.string().min(1).optional(),
    // The hosted provider's service role key: invites colleagues there (auth.admin.inviteUserByEmail).
    SUPABASE_SERVICE_ROLE_KEY: z.string().min(1).optional(),
    // The key that opens the embedded provider's admin calls (POST /auth/v1/invite) to another site.
    AUTH_SERVICE_ROLE_KEY: z
      .string()
      .min(32, "AUTH_SERVICE_ROLE_KEY needs at least 32 characters")
      .optional(),
    // GoTrue's SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION: a password change needs the mailed
    // code (supabase-js reauthenticate(), then updateUser({ password, nonce })).
    AUTH_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION: flag.optional(),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(8, "ADMIN_PASSWORD needs at least 8 characters").optional(),
    DEMO_MODE: flag.optional(),
    // Unset: the demo's posts, pages, SEO settings and inquiries go into an empty database in demo mode only.
    SEED_DEMO_CONTENT: flag.optional(),
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    NOTIFY_EMAIL: z.email().optional(),
    // Off: the sender of an inquiry gets no acknowledgement mail (staff are still notified).
    INQUIRY_ACK_EMAIL: flag.default(true),
    MAIL_FROM: z.string().min(3).optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    BODY_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(1024 * 1024),
    TRUST_PROXY: trustProxy.default(false),
    WEB_DEV: flag.default(false),
    CORS_ORIGINS: z
      .string()
      .default("")
      .transform((list) =>
        list
          .split(",")
          .map((origin) => origin.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z.url({ protocol: /^https?$/, error: "CORS_ORIGINS must be a comma-separated list of origins" }),
        ),
      ),
    // Off renders every page for every request (benchmarks of rendering; debugging a page). Unset: on,
    // except in `pnpm dev`, where an edited component shows on the next reload.
    PAGE_CACHE: flag.optional(),
    MEDIA_MAX_BYTES: z.coerce.number().int().min(1024).default(MEDIA_MAX_BYTES_DEFAULT),
    // Below this much free room on the disk of DATA_DIR (or of the media directory), writes are 503.
    DISK_MIN_FREE_MB: z.coerce.number().min(0).default(100),
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    S3_REGION: z.string().min(1).optional(),
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "S3_BUCKET must be a bucket name")
      .optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    // clamd's INSTREAM port: private documents are scanned before staff can download them.
    CLAMAV_URL: z
      .url({ protocol: /^tcp$/, error: "CLAMAV_URL must be tcp://host:port (clamd's TCP socket)" })
      .refine((url) => new URL(url).port !== "", "CLAMAV_URL must name clamd's port (tcp://host:3310)")
      .optional(),
    INQUIRY_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(RATE_LIMITS.inquiry.count),
    // The site promises an answer within this many hours of an inquiry (its respondBy).
    INQUIRY_RESPONSE_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 30)
      .default(INQUIRY_RESPONSE_HOURS_DEFAULT),
    APPLICATION_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(RATE_LIMITS.application.count),
    APPLICATION_RETENTION_DAYS: z.coerce.number().int().min(1).default(APPLICATION_RETENTION_DAYS_DEFAULT),
    NEWSLETTER_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(RATE_LIMITS.newsletter.count),
    JOB_ALERT_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(RATE_LIMITS.jobAlert.count),
    PAGE_VIEW_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(RATE_LIMITS.pageView.count),
    // Who may read /metrics: a scraper with this bearer token, or anyone who reaches METRICS_PORT.
    METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN needs at least 16 characters").optional(),
    METRICS_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
    // On lets a webhook target loopback and private networks (a receiver on the same machine or LAN);
    // link-local and cloud metadata addresses stay refused either way.
    WEBHOOK_ALLOW_PRIVATE_TARGETS: flag.default(false),
    // How long Varnish or a CDN keeps a public page or read without a purge (its s-maxage).
    SHARED_CACHE_SECONDS: z.coerce
      .number()
      .int()
      .min(0)
      .max(24 * 3600)
      .default(SHARED_CACHE_SECONDS_DEFAULT),
    // Where a content change sends its purge (docs/operations.md, "Behind a CDN or Varnish"); unset: none.
    EDGE_PURGE: z.enum(["varnish", "cloudflare", "fastly", "none"]).optional(),
    EDGE_PURGE_URL: z
      .string()
      .default("")
      .transform((list) =>
        list
          .split(",")
          .map((url) => url.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z.url({ protocol: /^https?$/, error: "EDGE_PURGE_URL must be http(s) URLs, comma-separated" }),
        ),
      ),
    CLOUDFLARE_API_TOKEN: z.string().min(1).optional(),
    CLOUDFLARE_ZONE_ID: z
      .string()
      .regex(/^[0-9a-f]{32}$/, "CLOUDFLARE_ZONE_ID must be a zone id (32 hex digits)")
      .optional(),
    FASTLY_API_TOKEN: z.string().min(1).optional(),
    FASTLY_SERVICE_ID: z
      .string()
      .regex(/^[A-Za-z0-9]+$/, "FASTLY_SERVICE_ID must be a service id")
      .optional(),
  })
  .superRefine((env, ctx) => {
    const s3Given = [
      env.S3_ENDPOINT,
      env.S3_REGION,
      env.S3_BUCKET,
      env.S3_ACCESS_KEY_ID,
      env.S3_SECRET_ACCESS_KEY,
    ];
    if (s3Given.some(Boolean)) {
      for (const name of ["S3_BUCKET", "S3_REGION"] as const) {
        if (!env[name])
          ctx.addIssue({ code: "custom", path: [name], message: "is required for S3 media storage" });
      }
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: "custom",
        path: ["S3_SECRET_ACCESS_KEY"],
        message: "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together",
      });
    }
    if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) {
      ctx.addIssue({ code: "custom", path: ["METRICS_PORT"], message: "must differ from PORT" });
    }
    if (env.SUPABASE_URL && !env.SUPABASE_ANON_KEY) {
      ctx.addIssue({ code: "custom", path: ["SUPABASE_ANON_KEY"], message: "is required with SUPABASE_URL" });
    }
    // Without it, canonical links, the sitemap and every mail's links would point at localhost.
    if (env.NODE_ENV === "production" && !env.PUBLIC_SITE_URL) {
      ctx.addIssue({ code: "custom", path: ["PUBLIC_SITE_URL"], message: PUBLIC_SITE_URL_REQUIRED });
    }
    const edgeNeeds = {
      varnish: [["EDGE_PURGE_URL", env.EDGE_PURGE_URL.length > 0]],
      cloudflare: [
        ["CLOUDFLARE_API_TOKEN", Boolean(env.CLOUDFLARE_API_TOKEN)],
        ["CLOUDFLARE_ZONE_ID", Boolean(env.CLOUDFLARE_ZONE_ID)],
      ],
      fastly: [
        ["FASTLY_API_TOKEN", Boolean(env.FASTLY_API_TOKEN)],
        ["FASTLY_SERVICE_ID", Boolean(env.FASTLY_SERVICE_ID)],
      ],
      none: [],
    } as const;
    for (const [name, given] of env.EDGE_PURGE ? edgeNeeds[env.EDGE_PURGE] : [])
      if (!given)
        ctx.addIssue({
          code: "custom",
          path: [name],
          message: `is required with EDGE_PURGE=${env.EDGE_PURGE}`,
        });
    if (env.SUPABASE_SERVICE_ROLE_KEY && !env.SUPABASE_URL) {
      ctx.addIssue({ code: "custom", path: ["SUPABASE_SERVICE_ROLE_KEY"], message: "needs SUPABASE_URL" });
    }
  });

/** The name of every variable the server reads (.env.example and docs/operations.md list them all). */
export const CONFIG_VARIABLES = Object.keys(envSchema.shape);

export type Config = ReturnType<typeof loadConfig>;

export const PUBLIC_SITE_URL_REQUIRED =
  "is required in production: the address visitors use (https://www.example.com), for canonical links, the sitemap and mails";
/** Where the server listens when HOST is not set. */
export const DEMO_HOST = "127.0.0.1";
export const DEFAULT_HOST = "0.0.0.0";

/** Reads and checks the environment once; a bad value stops start-up with a one-line message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(withoutBlanks(env));
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join(".")}: ${issue.message}`)
      .join("; ");
    throw new ConfigError(`The configuration is not valid: ${problems}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === "production";
  const demoMode = e.DEMO_MODE ?? !production;
  const webDev = e.WEB_DEV && !production;
  // `pnpm dev` keeps its own embedded database, so it can run beside `pnpm start`.
  const dataDir = e.DATA_DIR ?? (webDev ? DEV_DATA_DIR : DEFAULT_DATA_DIR);
  return {
    production,
    port: e.PORT,
    host: e.HOST ?? (demoMode ? DEMO_HOST : DEFAULT_HOST),
    publicSiteUrl: (e.PUBLIC_SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    database: { url: e.DATABASE_URL, dataDir },
    backupPassphrase: e.BACKUP_PASSPHRASE,
    auth: {
      // Unset: the embedded provider under /auth/v1 on this server.
      hostedProviderUrl: e.SUPABASE_URL,
      anonKey: e.SUPABASE_ANON_KEY ?? DEV_ANON_KEY,
      // Without it, colleagues added here are invited at the hosted provider by hand.
      hostedServiceRoleKey: e.SUPABASE_SERVICE_ROLE_KEY,
      // Without it, the embedded provider's admin calls are closed.
      serviceRoleKey: e.AUTH_SERVICE_ROLE_KEY,
      requireReauthentication: e.AUTH_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION ?? false,
    },
    firstAdmin: resolveFirstAdmin(e.ADMIN_EMAIL, e.ADMIN_PASSWORD, demoMode, Boolean(e.SUPABASE_URL)),
    demoMode,
    seedDemoContent: e.SEED_DEMO_CONTENT ?? demoMode,
    redisUrl: e.REDIS_URL,
    mail: {
      // Unset: mails are written to the log in development, and dropped with a warning in production.
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `website@${new URL(e.PUBLIC_SITE_URL ?? "http://localhost").hostname}`,
      // Only inquiry notifications need it: password resets and invites go to the staff member.
      notifyEmail: e.NOTIFY_EMAIL,
      /** Each inquiry's sender gets an acknowledgement (at most 3 a day to one address). */
      inquiryAcknowledgement: e.INQUIRY_ACK_EMAIL,
    },
    logLevel: e.LOG_LEVEL,
    /** Unset both: /metrics is closed (404). */
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT },
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    trustProxy: e.TRUST_PROXY,
    /** `pnpm dev`: the web app from its sources through Vite. */
    webDev,
    corsOrigins: e.CORS_ORIGINS.map((origin) => new URL(origin).origin),
    pageCache: e.PAGE_CACHE ?? !webDev,
    media: {
      maxBytes: e.MEDIA_MAX_BYTES,
      /** Used unless an S3 bucket is configured. */
      directory: path.join(dataDir, "media"),
      s3:
        e.S3_BUCKET && e.S3_REGION
          ? {
              bucket: e.S3_BUCKET,
              region: e.S3_REGION,
              endpoint: e.S3_ENDPOINT,
              credentials:
                e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
                  ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
                  : undefined,
            }
          : undefined,
    },
    /** Private documents (whitepapers, résumés): never under /media, nor where media is kept. */
    documents: {
      maxBytes: DOCUMENT_MAX_BYTES,
      /** Used on the embedded database without a bucket. */
      directory: path.join(dataDir, "documents"),
      clamav: e.CLAMAV_URL
        ? {
            host: new URL(e.CLAMAV_URL).hostname.replace(/^\[|\]$/g, ""),
            port: Number(new URL(e.CLAMAV_URL).port),
          }
        : undefined,
    },
    disk: { minFreeBytes: Math.round(e.DISK_MIN_FREE_MB * 1024 * 1024) },
    /** Applications older than this many days are deleted with their résumés by the job system. */
    applicationRetentionDays: e.APPLICATION_RETENTION_DAYS,
    /** An inquiry is overdue this many hours after it arrived, while nobody has replied. */
    inquiryResponseHours: e.INQUIRY_RESPONSE_HOURS,
    publicWriteLimits: {
      inquiriesPerHour: e.INQUIRY_RATE_LIMIT_PER_HOUR,
      newsletterPerHour: e.NEWSLETTER_RATE_LIMIT_PER_HOUR,
      jobAlertsPerHour: e.JOB_ALERT_RATE_LIMIT_PER_HOUR,
      applicationsPerHour: e.APPLICATION_RATE_LIMIT_PER_HOUR,
      pageViewsPerHour: e.PAGE_VIEW_RATE_LIMIT_PER_HOUR,
    },
    webhooks: { allowPrivateTargets: e.WEBHOOK_ALLOW_PRIVATE_TARGETS },
    edge: {
      /** The s-maxage of public answers (capped at the next scheduled change). */
      sharedCacheSeconds: e.SHARED_CACHE_SECONDS,
      /** Where content changes send their purges; null: nowhere (the edge waits out s-maxage). */
      purge: edgePurgeTarget(e),
    },
  };
}

/**
 * `NAME=` with nothing after it (a blank line of .env or of a Compose file) means unset, as the
 * variable's default says, rather than an empty value its check refuses.
 */
function withoutBlanks(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ""),
  );
}

/**
 * `.env` in the working folder, when there is one, beneath the environment (a variable already set
 * wins). Read here rather than by `node --env-file-if-exists`, which prints a plain-text notice when
 * the file is absent: in production every line the process writes is JSON.
 */
export function loadDotEnv(file = ".env"): void {
  if (existsSync(file)) process.loadEnvFile(file);
}

/** Whether the environment asks for production, read before the configuration is checked (start-up failures). */
export function isProductionEnvironment(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV === "production";
}

/** Where purges go, as EDGE_PURGE and its settings name it (checked complete by the schema). */
export type EdgePurgeTarget =
  | { kind: "varnish"; urls: string[] }
  | { kind: "cloudflare"; apiToken: string; zoneId: string }
  | { kind: "fastly"; apiToken: string; serviceId: string };

function edgePurgeTarget(e: z.infer<typeof envSchema>): EdgePurgeTarget | null {
  switch (e.EDGE_PURGE) {
    case "varnish":
      return { kind: "varnish", urls: e.EDGE_PURGE_URL };
    case "cloudflare":
      return {
        kind: "cloudflare",
        apiToken: e.CLOUDFLARE_API_TOKEN ?? "",
        zoneId: e.CLOUDFLARE_ZONE_ID ?? "",
      };
    case "fastly":
      return { kind: "fastly", apiToken: e.FASTLY_API_TOKEN ?? "", serviceId: e.FASTLY_SERVICE_ID ?? "" };
    default:
      return null;
  }
}

// Outside demo mode start-up never invents a password: with no user yet, an admin must be configured.
function resolveFirstAdmin(
  email: string | undefined,
  password: string | undefined,
  demoMode: boolean,
  hosted: boolean,
) {
  if (email && (password || hosted)) return { email, password };
  if (demoMode)
    return email
      ? { email, password: password ?? DEMO_ADMIN.password }
      : { email: DEMO_ADMIN.email, password: password ?? DEMO_ADMIN.password, name: DEMO_ADMIN.name };
  return undefined;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}
