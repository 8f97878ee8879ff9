import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { type DatabaseHandle, type DatabaseOptions, DataDirectoryInUse, openDatabase } from "@staffing/db";
import { DumpError, describeDatabase, dumpDatabase, restoreDatabase } from "@staffing/db/dump";
import { type Config, ConfigError } from "../config";
import { openDocumentLibrary } from "../documents";
import { moveDocumentsToStore } from "../documents/move-to-store";
import { mediaStoreOf, openMediaLibrary } from "../media";
import { databaseStorage } from "../media/database-storage";
import { moveMediaToStore } from "../media/move-to-store";
import { readBackupFile, writeBackupFile } from "./backup-file";
import { copyDocumentFiles, documentsFolderOf, putDocumentFiles } from "./document-files";
import { BackupError } from "./errors";
import { copyMediaFiles, mediaFolderOf, putMediaFiles } from "./media-files";
import { backupPassphrase } from "./passphrase";
import { BACKUP_TEXTS } from "./texts";

export { BackupError } from "./errors";

/** How a command tells the operator what it does: one line at a time. */
export type Say = (line: string) => void;

/**
 * `pnpm db:backup`: the database as a plain SQL file (encrypted with BACKUP_PASSPHRASE when it is
 * set) and, for stores in directories, the media files and the private documents in folders beside
 * it (`site.sql`, `site-media/`, `site-documents/`, the documents encrypted as the file is); only
 * their owner may read any. None overwrites anything. (Stores in the database are in the file; a
 * bucket is backed up with its own tools.)
 */
export async function backUpSite(config: Config, file: string, say: Say): Promise<void> {
  const target = path.resolve(file);
  const folder = mediaFolderOf(target);
  const documentsFolder = documentsFolderOf(target);
  const mediaDirectory = path.resolve(config.media.directory);
  const documentsDirectory = path.resolve(config.documents.directory);
  const store = mediaStoreOf(config, driverOf(config.database));
  for (const existing of [target, ...(store === "directory" ? [folder, documentsFolder] : [])]) {
    if (existsSync(existing)) throw new BackupError(BACKUP_TEXTS.fileExists(existing));
  }
  say(BACKUP_TEXTS.backingUp(describeDatabase(config.database)));
  if (!config.database.url) say(BACKUP_TEXTS.pgliteStopped);
  const passphrase = config.backupPassphrase;
  const bytes = await writeBackupFile(
    target,
    () => dumpDatabase(config.database),
    passphrase ? { passphrase } : undefined,
  );
  say(passphrase ? BACKUP_TEXTS.wroteEncrypted(target, bytes) : BACKUP_TEXTS.wroteDump(target, bytes));
  if (!passphrase) say(BACKUP_TEXTS.notEncrypted);
  if (config.media.s3) {
    say(BACKUP_TEXTS.mediaInBucket(config.media.s3.bucket));
    say(BACKUP_TEXTS.documentsInBucket(config.media.s3.bucket));
    return;
  }
  if (store === "database") {
    say(BACKUP_TEXTS.mediaInDatabase);
    say(BACKUP_TEXTS.documentsInDatabase);
    return;
  }
  try {
    const count = await copyMediaFiles(mediaDirectory, folder);
    say(count ? BACKUP_TEXTS.wroteMedia(count, folder) : BACKUP_TEXTS.noMedia(mediaDirectory));
    const documents = await copyDocumentFiles(documentsDirectory, documentsFolder, passphrase);
    if (documents === 0) say(BACKUP_TEXTS.noDocuments(documentsDirectory));
    else if (passphrase) say(BACKUP_TEXTS.wroteDocumentsEncrypted(documents, documentsFolder));
    else say(BACKUP_TEXTS.wroteDocuments(documents, documentsFolder));
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    await rm(documentsFolder, { recursive: true, force: true });
    throw error;
  }
}

/**
 * `pnpm db:restore`: a backup into the configured database (empty, or emptied first with `replace`)
 * and the media and documents folders beside it into the configured stores; media files and documents
 * the database brought go to the store the site reads them from (moveMediaToStore, moveDocumentsToStore).
 */
export async function restoreSite(
  config: Config,
  file: string,
  { replace }: { replace: boolean },
  say: Say,
): Promise<void> {
  const source = path.resolve(file);
  if (!existsSync(source)) throw new BackupError(BACKUP_TEXTS.fileMissing(source));
  // Asked once (at a terminal) for the file and the documents' key alike.
  const ask = backupPassphrase(config.backupPassphrase, source);
  let asked: Promise<string> | undefined;
  const passphrase = () => {
    asked ??= ask();
    return asked;
  };
  const dump = await readBackupFile(source, async () => ({ passphrase: await passphrase() }));
  say(BACKUP_TEXTS.restoring(source, describeDatabase(config.database)));
  if (!config.database.url) say(BACKUP_TEXTS.pgliteStopped);
  await restoreDatabase(config.database, dump, { replace });
  say(BACKUP_TEXTS.restored);
  const folder = mediaFolderOf(source);
  await withDatabase(config.database, async (handle) => {
    const where = storeName(config, config.database, "media");
    if (existsSync(folder))
      say(BACKUP_TEXTS.putMedia(await putIntoMediaLibrary(config, handle, folder), where));
    // A PostgreSQL site's backup holds its files: into a directory or a bucket they go from the database.
    else if (mediaStoreOf(config, handle.driver) !== "database") say(BACKUP_TEXTS.noMediaFolder(folder));
    const moved = await moveMediaToStore(handle, config);
    if (moved.count > 0) say(BACKUP_TEXTS.putMedia(moved.count, where));

    const documentsFolder = documentsFolderOf(source);
    const documentsWhere = storeName(config, config.database, "documents");
    if (existsSync(documentsFolder)) {
      const count = await putIntoDocumentStore(config, handle, documentsFolder, passphrase);
      say(BACKUP_TEXTS.putDocuments(count, documentsWhere));
    }
    // A PostgreSQL site's backup holds its documents in its rows: out of the database they go here.
    const movedDocuments = await moveDocumentsToStore(handle, config);
    if (movedDocuments > 0) say(BACKUP_TEXTS.putDocuments(movedDocuments, documentsWhere));
    else if (!existsSync(documentsFolder) && mediaStoreOf(config, handle.driver) !== "database")
      say(BACKUP_TEXTS.noDocumentsFolder(documentsFolder));
  });
}

/**
 * `pnpm db:copy --to postgres://...`: the embedded database's rows into a PostgreSQL database that
 * holds none yet, and the media files and private documents into the bucket when one is configured,
 * else into that database (where every instance of the site on PostgreSQL reads them; they stay in
 * DATA_DIR/media and DATA_DIR/documents too).
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
  await withDatabase(target, async (handle) => {
    const count = config.media.s3
      ? await putIntoMediaLibrary(config, handle, config.media.directory)
      : await putMediaFiles(config.media.directory, databaseStorage(handle.db));
    say(BACKUP_TEXTS.putMedia(count, storeName(config, target, "media")));
    const documents = await putIntoDocumentStore(config, handle, config.documents.directory);
    say(BACKUP_TEXTS.putDocuments(documents, storeName(config, target, "documents")));
  });
  say(BACKUP_TEXTS.switchOver(describeDatabase(target)));
}

const driverOf = (database: DatabaseOptions): DatabaseHandle["driver"] =>
  database.url ? "postgres" : "pglite";

async function withDatabase<T>(options: DatabaseOptions, task: (handle: DatabaseHandle) => Promise<T>) {
  const handle = await openDatabase({ ...options, maxConnections: 2 });
  try {
    return await task(handle);
  } finally {
    await handle.close();
  }
}

async function putIntoMediaLibrary(config: Config, handle: DatabaseHandle, folder: string): Promise<number> {
  const library = await openMediaLibrary(config, handle);
  try {
    return await putMediaFiles(folder, library.storage);
  } finally {
    library.close();
  }
}

async function putIntoDocumentStore(
  config: Config,
  handle: DatabaseHandle,
  folder: string,
  passphrase?: () => Promise<string>,
): Promise<number> {
  const library = await openDocumentLibrary(config, handle);
  try {
    return await putDocumentFiles(folder, library.storage, passphrase);
  } finally {
    library.close();
  }
}

/** Where the media library or the private store of a site on `database` keeps its files, for the operator. */
function storeName(config: Config, database: DatabaseOptions, what: "media" | "documents"): string {
  switch (mediaStoreOf(config, driverOf(database))) {
    case "bucket":
      return what === "media"
        ? `the S3 bucket ${config.media.s3?.bucket}`
        : `the S3 bucket ${config.media.s3?.bucket} (under private/)`;
    case "database":
      return describeDatabase(database);
    case "directory":
      return path.resolve(what === "media" ? config.media.directory : config.documents.directory);
  }
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
