import { existsSync } from "node:fs";
import { readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { DataDirectoryInUse } from "@staffing/db";
import { DumpError, describeDatabase, dumpDatabase, restoreDatabase } from "@staffing/db/dump";
import { type Config, ConfigError } from "../config";
import { openMediaLibrary } from "../media";
import { copyMediaFiles, mediaFolderOf, putMediaFiles } from "./media-files";
import { BACKUP_TEXTS } from "./texts";

/** How a command tells the operator what it does: one line at a time. */
export type Say = (line: string) => void;

/** A reason the command stops that the operator can act on; printed as it is. */
export class BackupError extends Error {
  override name = "BackupError";
}

/**
 * `pnpm db:backup`: the database as a plain SQL file and, for a media library in a directory, its
 * files in a folder beside it (`site.sql`, `site-media/`). Neither overwrites anything.
 */
export async function backUpSite(config: Config, file: string, say: Say): Promise<void> {
  const target = path.resolve(file);
  const folder = mediaFolderOf(target);
  const mediaDirectory = path.resolve(config.media.directory);
  for (const existing of [target, ...(config.media.s3 ? [] : [folder])]) {
    if (existsSync(existing)) throw new BackupError(BACKUP_TEXTS.fileExists(existing));
  }
  say(BACKUP_TEXTS.backingUp(describeDatabase(config.database)));
  if (!config.database.url) say(BACKUP_TEXTS.pgliteStopped);
  const dump = await dumpDatabase(config.database);
  // Written aside and renamed: a backup that fails half-way never looks like a whole one.
  const partial = `${target}.partial`;
  await writeFile(partial, dump, { flag: "wx" });
  await rename(partial, target);
  say(BACKUP_TEXTS.wroteDump(target, Buffer.byteLength(dump)));
  if (config.media.s3) {
    say(BACKUP_TEXTS.mediaInBucket(config.media.s3.bucket));
    return;
  }
  try {
    const count = await copyMediaFiles(mediaDirectory, folder);
    say(count ? BACKUP_TEXTS.wroteMedia(count, folder) : BACKUP_TEXTS.noMedia(mediaDirectory));
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
}

/**
 * `pnpm db:restore`: a backup into the configured database (empty, or emptied first with `replace`)
 * and the media folder beside it into the configured media library.
 */
export async function restoreSite(
  config: Config,
  file: string,
  { replace }: { replace: boolean },
  say: Say,
): Promise<void> {
  const source = path.resolve(file);
  if (!existsSync(source)) throw new BackupError(BACKUP_TEXTS.fileMissing(source));
  const dump = await readFile(source, "utf8");
  say(BACKUP_TEXTS.restoring(source, describeDatabase(config.database)));
  if (!config.database.url) say(BACKUP_TEXTS.pgliteStopped);
  await restoreDatabase(config.database, dump, { replace });
  say(BACKUP_TEXTS.restored);
  const folder = mediaFolderOf(source);
  if (!existsSync(folder)) {
    say(BACKUP_TEXTS.noMediaFolder(folder));
    return;
  }
  const count = await putIntoMediaLibrary(config, folder);
  say(BACKUP_TEXTS.putMedia(count, mediaLibraryName(config)));
}

/**
 * `pnpm db:copy --to postgres://...`: the embedded database's rows into a PostgreSQL database that
 * holds none yet; the media files go to the bucket when one is configured, and otherwise stay where
 * the site on PostgreSQL keeps reading them (DATA_DIR/media).
 */
export async function copySite(config: Config, to: string, say: Say): Promise<void> {
  if (config.database.url) throw new BackupError(BACKUP_TEXTS.copyNeedsEmbedded);
  if (!URL.canParse(to) || !/^postgres(ql)?:$/.test(new URL(to).protocol))
    throw new BackupError(BACKUP_TEXTS.copyTargetNotPostgres);
  const target = { url: to };
  say(BACKUP_TEXTS.copying(describeDatabase(config.database), describeDatabase(target)));
  say(BACKUP_TEXTS.pgliteStopped);
  const dump = await dumpDatabase(config.database);
  await restoreDatabase(target, dump, { replace: false });
  say(BACKUP_TEXTS.copied);
  if (config.media.s3) {
    const count = await putIntoMediaLibrary(config, config.media.directory);
    say(BACKUP_TEXTS.putMedia(count, mediaLibraryName(config)));
  } else {
    say(BACKUP_TEXTS.mediaStays(path.resolve(config.media.directory)));
  }
  say(BACKUP_TEXTS.switchOver(describeDatabase(target)));
}

async function putIntoMediaLibrary(config: Config, folder: string): Promise<number> {
  const library = await openMediaLibrary(config);
  try {
    return await putMediaFiles(folder, library.storage);
  } finally {
    library.close();
  }
}

function mediaLibraryName(config: Config): string {
  return config.media.s3 ? `the S3 bucket ${config.media.s3.bucket}` : path.resolve(config.media.directory);
}

/** The one line an operator reads when a command stops for a reason they can act on; else undefined. */
export function operatorMessage(error: unknown): string | undefined {
  if (error instanceof DataDirectoryInUse) return BACKUP_TEXTS.serverRunning(error.directory, error.pid);
  if (error instanceof ConfigError || error instanceof DumpError || error instanceof BackupError)
    return error.message;
  // node:util's parseArgs on an unknown option or a missing value: "Unknown option '--force'...".
  if (
    error instanceof TypeError &&
    String((error as NodeJS.ErrnoException).code).startsWith("ERR_PARSE_ARGS")
  )
    return error.message;
  return undefined;
}
