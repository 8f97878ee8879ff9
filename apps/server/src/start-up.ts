import { uploadMedia } from "@staffing/api";
import { ensureFirstAdmin, findFirstAdmin, hasAnyUser } from "@staffing/auth";
import { type DatabaseHandle, openDatabase, seedDemoContent } from "@staffing/db";
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
import { openMediaLibrary } from "./media";

/**
 * Opens the configured database and prepares it (see prepareDatabase), after checking that the
 * directories it writes to can take it (see checkDirectories).
 */
export async function openPreparedDatabase(
  config: Config,
  logger: Logger,
  disk: DiskSpace = new DiskSpace(writtenDirectories(config), config.disk.minFreeBytes),
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
    await prepareDatabase(handle, config, logger);
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
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
    await seedSiteEssentials(handle, config, logger);
    if (config.seedDemoContent) await seedDemo(handle, config, logger);
  });
}

/** What a production site needs: its first admin. */
async function seedSiteEssentials(handle: DatabaseHandle, config: Config, logger: Logger) {
  const admin = await createFirstAdmin(handle, config);
  if (admin) logger.info({ email: admin.email }, "created the first admin");
}

/** The demo company's posts, pages, SEO settings and sample inquiries, into a database without content. */
async function seedDemo(handle: DatabaseHandle, config: Config, logger: Logger) {
  const author = await findFirstAdmin(handle.db);
  const media = await openMediaLibrary(config);
  try {
    // The demo's images become items of the media library, with their copies for srcset.
    const { seeded } = await seedDemoContent(handle.db, {
      authorId: author?.id ?? null,
      importImage: async (tx, { bytes, fileName, alt }) =>
        (await uploadMedia(tx, media, { file: bytes, fileName, alt }, null)).item.url,
    });
    if (seeded) logger.info("seeded the demo content");
  } finally {
    media.close();
  }
}

async function createFirstAdmin(handle: DatabaseHandle, config: Config) {
  if (config.firstAdmin) return ensureFirstAdmin(handle.db, config.firstAdmin);
  if (!(await hasAnyUser(handle.db))) {
    throw new ConfigError("No user exists yet: set ADMIN_EMAIL and ADMIN_PASSWORD for the first admin.");
  }
  return undefined;
}
