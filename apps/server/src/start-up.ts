import { setTimeout as sleep } from "node:timers/promises";
import { receiveDocument, uploadMedia, uploadOfBytes } from "@staffing/api";
import { ensureFirstAdmin, findFirstAdmin, hasAnyUser } from "@staffing/auth";
import {
  type DatabaseHandle,
  ensureSiteContent,
  isDatabaseUnavailable,
  openDatabase,
  seedDemoContent,
} from "@staffing/db";
import type { Logger } from "pino";
import { type Config, ConfigError } from "./config";
import {
  checkDirectories,
  DiskSpace,
  diskFullMessage,
  isDiskFull,
  StartUpError,
  writtenDirectories,
} from "./disk-space";
import { openDocumentLibrary } from "./documents";
import { openMediaLibrary } from "./media";
import { moveMediaToStore } from "./media/move-to-store";
import { makePrivate } from "./private-files";

/** How long start-up waits for a PostgreSQL server that cannot be reached, and how often it tries. */
export interface DatabaseWait {
  timeoutMs: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

// A database started beside the site (compose, a host's reboot) takes some seconds to accept connections.
const DATABASE_WAIT: DatabaseWait = { timeoutMs: 60_000, firstDelayMs: 1000, maxDelayMs: 5000 };

/**
 * Opens the configured database and prepares it (see prepareDatabase), after checking that the
 * directories it writes to can take it (see checkDirectories) and waiting for a PostgreSQL server
 * that cannot be reached yet (see waitForDatabase).
 */
export async function openPreparedDatabase(
  config: Config,
  logger: Logger,
  disk: DiskSpace = new DiskSpace(writtenDirectories(config), config.disk.minFreeBytes),
  databaseWait: DatabaseWait = DATABASE_WAIT,
): Promise<DatabaseHandle> {
  await checkDirectories(config, disk);
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase(config.database);
  } catch (error) {
    // PGlite says only "ErrnoError { errno: 51 }" when the disk fills while it sets up its files.
    if (isDiskFull(error)) {
      const directory = config.database.dataDir;
      const freeBytes = await disk.probe(directory).catch(() => 0);
      throw new StartUpError(diskFullMessage({ directory, freeBytes }, config.disk.minFreeBytes));
    }
    throw error;
  }
  try {
    if (config.database.url) await waitForDatabase(handle, config.database.url, logger, databaseWait);
    await prepareDatabase(handle, config, logger);
    // PGlite writes its relation-cache files (pg_internal.init) as it opens, 0644 whatever the
    // process's umask (its own file system keeps one of its own): made private again here. Inside
    // folders of 0700, what it rewrites later is out of other accounts' reach all the same.
    for (const directory of disk.directories) await makePrivate(directory);
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/**
 * Tries the server until it answers, one log line per failed try, and stops start-up with one line
 * naming the server (never the password in its URL) when it has not answered in time.
 */
async function waitForDatabase(handle: DatabaseHandle, url: string, logger: Logger, wait: DatabaseWait) {
  const { hostname, port } = new URL(url);
  const server = `${hostname}:${port || 5432}`;
  const deadline = Date.now() + wait.timeoutMs;
  let delay = wait.firstDelayMs;
  for (let attempt = 1; ; attempt++) {
    try {
      await handle.ping();
      if (attempt > 1) logger.info({ database: server }, "the database answers");
      return;
    } catch (error) {
      // A name not known yet is a database container not started yet, as often as a typo.
      if (!isDatabaseUnavailable(error) && failureCode(error) !== "ENOTFOUND") {
        throw new StartUpError(`The database at ${server} refused the connection: ${failureMessage(error)}`);
      }
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new StartUpError(
          `The database at ${server} could not be reached for ${Math.round(wait.timeoutMs / 1000)} s (${failureCode(error)}): start-up stopped.`,
        );
      }
      logger.warn(
        `The database at ${server} cannot be reached (${failureCode(error)}); try ${attempt}, trying again in ${Math.ceil(Math.min(delay, left) / 1000)} s`,
      );
      await sleep(Math.min(delay, left));
      delay = Math.min(delay * 2, wait.maxDelayMs);
    }
  }
}

/** The code of a connection failure (ECONNREFUSED, CONNECT_TIMEOUT...), wherever the driver put it. */
function failureCode(error: unknown): string {
  const pending = [error];
  for (let seen = 0; pending.length && seen < 20; seen++) {
    const current = pending.shift();
    if (!current || typeof current !== "object") continue;
    const { code, cause, errors } = current as { code?: unknown; cause?: unknown; errors?: unknown };
    if (typeof code === "string") return code;
    pending.push(cause);
    if (Array.isArray(errors)) pending.push(...errors);
  }
  return "no answer";
}

/** The server's own words for a refusal (a wrong password, a database that does not exist), on one line. */
function failureMessage(error: unknown): string {
  // The driver's error is wrapped by drizzle's, whose message is the query.
  let innermost = error;
  for (let depth = 0; innermost instanceof Error && innermost.cause instanceof Error && depth < 5; depth++) {
    innermost = innermost.cause;
  }
  const message = innermost instanceof Error ? innermost.message : String(innermost);
  return message.replace(/\s+/g, " ").trim();
}

/**
 * Applies migrations and seeds an empty database: what every site needs (seedSiteEssentials), and the
 * demo company's content only when asked (SEED_DEMO_CONTENT; on in demo mode), so production data
 * never holds a demo post or a sample inquiry.
 */
// One instance at a time (handle.exclusively), so replicas starting together on a new database neither
// race the migrations nor create the first admin twice.
export function prepareDatabase(handle: DatabaseHandle, config: Config, logger: Logger): Promise<void> {
  return handle.exclusively(async () => {
    await handle.migrate();
    const moved = await moveMediaToStore(handle, config);
    if (moved.count > 0) logger.info(moved, "moved media files into the media library's store");
    await seedSiteEssentials(handle, config, logger);
    if (config.seedDemoContent) await seedDemo(handle, config, logger);
  });
}

/** What a production site needs: its first admin, the company profile and the system pages. */
async function seedSiteEssentials(handle: DatabaseHandle, config: Config, logger: Logger) {
  const admin = await createFirstAdmin(handle, config);
  if (admin) logger.info({ email: admin.email }, "created the first admin");
  await ensureSiteContent(handle.db, { authorId: (await findFirstAdmin(handle.db))?.id ?? null });
}

/** The demo company's posts, pages, SEO settings and sample inquiries, into a database without content. */
async function seedDemo(handle: DatabaseHandle, config: Config, logger: Logger) {
  const author = await findFirstAdmin(handle.db);
  const media = await openMediaLibrary(config, handle);
  const documents = await openDocumentLibrary(config, handle);
  try {
    // The demo's images become items of the media library, with their copies for srcset.
    const { seeded } = await seedDemoContent(handle.db, {
      authorId: author?.id ?? null,
      importImage: async (tx, { bytes, fileName, alt }) =>
        (await uploadMedia(tx, media, { file: bytes, fileName, alt }, null)).item.url,
      // The demo's whitepapers and candidates' résumés: generated PDFs into the private store, as
      // staff would upload a paper and a candidate would send a résumé.
      importDocument: async (tx, { bytes, fileName, purpose = "whitepaper" }) =>
        (
          await receiveDocument(tx, documents, uploadOfBytes(bytes, fileName), {
            purpose,
            uploadedBy: null,
            kinds: ["pdf"],
          })
        ).id,
    });
    if (seeded) logger.info("seeded the demo content");
  } finally {
    media.close();
    documents.close();
  }
}

async function createFirstAdmin(handle: DatabaseHandle, config: Config) {
  if (config.firstAdmin) return ensureFirstAdmin(handle.db, config.firstAdmin);
  if (!(await hasAnyUser(handle.db))) {
    throw new ConfigError("No user exists yet: set ADMIN_EMAIL and ADMIN_PASSWORD for the first admin.");
  }
  return undefined;
}
