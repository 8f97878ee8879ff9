import { createReadStream } from "node:fs";
import { open, rename, rm } from "node:fs/promises";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { Decrypter, Encrypter } from "age-encryption";
import { BackupError } from "./errors";
import { BACKUP_TEXTS } from "./texts";

// The backup file itself: a secret (it holds the signing keys, password hashes and sessions), so it
// is only ever the owner's to read (0600), and encrypted with age (scrypt, a passphrase) when
// BACKUP_PASSPHRASE is set. Either way its bytes stream through: none is held whole.

/** The first line of every age file: how a restore knows a backup is encrypted. */
const AGE_HEADER = "age-encryption.org/v1\n";

/** Who can open what a backup encrypts: the passphrase itself, or a key of the backup's own. */
export type Sealing = { passphrase: string } | { recipient: string };

/**
 * Writes the bytes of `source` (the SQL, a document) into the new file `target` (mode 0600 whatever
 * the umask), encrypted when `sealing` is given. Written aside and renamed: a backup that fails
 * half-way never looks like a whole one. Resolves to the bytes written before encryption.
 */
export async function writeBackupFile(
  target: string,
  dump: () => Promise<Readable>,
  sealing: Sealing | undefined,
): Promise<number> {
  const partial = `${target}.partial`;
  // Opened before the dump starts: a folder that is not there stops the command at once.
  const file = await open(partial, "wx", 0o600);
  let source: Readable | undefined;
  let bytes = 0;
  async function* counted(source: Readable) {
    for await (const chunk of source) {
      bytes += (chunk as Buffer).length;
      yield chunk as Buffer;
    }
  }
  try {
    // The mode given to open is narrowed by the umask only, never widened; said again for clarity.
    await file.chmod(0o600);
    source = await dump();
    let output = Readable.from(counted(source), { objectMode: false });
    if (sealing) {
      const encrypter = new Encrypter();
      if ("passphrase" in sealing) encrypter.setPassphrase(sealing.passphrase);
      else encrypter.addRecipient(sealing.recipient);
      const encrypted = await encrypter.encrypt(Readable.toWeb(output) as ReadableStream<Uint8Array>);
      output = Readable.fromWeb(encrypted as import("node:stream/web").ReadableStream<Uint8Array>);
    }
    await pipeline(output, file.createWriteStream());
  } catch (error) {
    // A dump nobody reads any more: pg_dump is stopped, not left waiting on its pipe.
    source?.destroy();
    await file.close().catch(() => {});
    await rm(partial, { force: true });
    throw error;
  }
  await rename(partial, target);
  return bytes;
}

/** Whether the file is an age file (a backup made with BACKUP_PASSPHRASE). */
export async function isEncrypted(file: string): Promise<boolean> {
  const handle = await open(file, "r");
  try {
    const head = Buffer.alloc(AGE_HEADER.length);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead).toString("latin1") === AGE_HEADER;
  } finally {
    await handle.close();
  }
}

/** What opens an encrypted file: the passphrase, or the identity (secret key) a backup made for itself. */
export type Key = { passphrase: string } | { identity: string };

/**
 * A backup file's bytes as a stream: as they are, or decrypted with the key `key()` gives (asked only
 * for an encrypted file). A wrong key is a BackupError before any byte is read; a damaged or
 * cut-short encrypted file fails the stream with one (age authenticates each chunk).
 */
export async function readBackupFile(file: string, key: () => Promise<Key>): Promise<Readable> {
  if (!(await isEncrypted(file))) return createReadStream(file);
  const decrypter = new Decrypter();
  const opener = await key();
  if ("passphrase" in opener) decrypter.addPassphrase(opener.passphrase);
  else decrypter.addIdentity(opener.identity);
  const encrypted = createReadStream(file);
  let plain: ReadableStream<Uint8Array>;
  try {
    plain = (await decrypter.decrypt(
      Readable.toWeb(encrypted) as ReadableStream<Uint8Array>,
    )) as ReadableStream<Uint8Array>;
  } catch {
    encrypted.destroy();
    throw new BackupError(BACKUP_TEXTS.wrongPassphrase);
  }
  const decrypted = Readable.fromWeb(plain as import("node:stream/web").ReadableStream<Uint8Array>);
  async function* checked() {
    try {
      for await (const chunk of decrypted) yield chunk as Buffer;
    } catch {
      throw new BackupError(BACKUP_TEXTS.damaged);
    }
  }
  return Readable.from(checked(), { objectMode: false });
}
