import { createReadStream, existsSync } from "node:fs";
import { chmod, mkdir, readdir } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { DocumentStorage } from "@staffing/api";
import { generateX25519Identity, identityToRecipient } from "age-encryption";
import { type Key, readBackupFile, writeBackupFile } from "./backup-file";
import { BackupError } from "./errors";
import { BACKUP_TEXTS } from "./texts";

/** Where a backup keeps the private documents (whitepapers, résumés): `site.sql` -> `site-documents/`. */
export function documentsFolderOf(file: string): string {
  return file.endsWith(".sql") ? `${file.slice(0, -".sql".length)}-documents` : `${file}-documents`;
}

/** In an encrypted backup's documents folder: the folder's own key, encrypted with the passphrase. */
export const DOCUMENTS_KEY_FILE = "key.age";

// A stored document is named by its id; anything else in the directory (an upload being written,
// `.<id>.<random>`) is not one.
const DOCUMENT_NAME = /^[0-9a-f-]{36}$/;

/** The private documents of a directory store (or a backup's folder), by name; none when it is not there. */
export async function listDocumentFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  return entries
    .filter((entry) => entry.isFile() && DOCUMENT_NAME.test(entry.name))
    .map((entry) => entry.name);
}

/**
 * Copies every private document of `directory` into a new `folder`, the owner's only (0700, its files
 * 0600, whatever the umask). With a passphrase each file is encrypted with age for a key made for this
 * backup, and that key, encrypted with the passphrase, is kept beside them (key.age): scrypt, which
 * costs a second and 256 MB, runs once a backup rather than once a résumé. Resolves to how many.
 */
export async function copyDocumentFiles(
  directory: string,
  folder: string,
  passphrase: string | undefined,
): Promise<number> {
  const names = await listDocumentFiles(directory);
  if (names.length === 0) return 0;
  await mkdir(folder, { recursive: true, mode: 0o700 });
  await chmod(folder, 0o700);
  let sealing: { recipient: string } | undefined;
  if (passphrase) {
    const identity = await generateX25519Identity();
    await writeBackupFile(
      path.join(folder, DOCUMENTS_KEY_FILE),
      async () => Readable.from([Buffer.from(identity)]),
      { passphrase },
    );
    sealing = { recipient: await identityToRecipient(identity) };
  }
  for (const name of names) {
    await writeBackupFile(
      path.join(folder, name),
      async () => createReadStream(path.join(directory, name)),
      sealing,
    );
  }
  return names.length;
}

/**
 * Puts the documents of `folder` (a backup's, or DATA_DIR/documents) into the private store, decrypting
 * them with the folder's key when they are encrypted (the key opened with `passphrase()`, asked once).
 * A document is read whole before it is put (at most DOCUMENT_MAX_BYTES): a bucket needs its length.
 */
export async function putDocumentFiles(
  folder: string,
  storage: DocumentStorage,
  passphrase?: () => Promise<string>,
): Promise<number> {
  const names = await listDocumentFiles(folder);
  let key: Promise<Key> | undefined;
  const folderKey = (): Promise<Key> => {
    key ??= (async () => {
      const keyFile = path.join(folder, DOCUMENTS_KEY_FILE);
      if (!passphrase || !existsSync(keyFile))
        throw new BackupError(BACKUP_TEXTS.documentsKeyMissing(folder));
      const identity = await readBackupFile(keyFile, async () => ({ passphrase: await passphrase() }));
      return { identity: Buffer.concat(await identity.toArray()).toString("utf8") };
    })();
    return key;
  };
  for (const name of names) {
    const body = await readBackupFile(path.join(folder, name), folderKey);
    const bytes = Buffer.concat(await body.toArray());
    await storage.put(name, Readable.from([bytes]), bytes.length);
  }
  return names.length;
}
