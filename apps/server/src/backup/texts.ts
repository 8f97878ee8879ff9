// What `pnpm db:backup`, `pnpm db:restore` and `pnpm db:copy` print: written once, read by the tests.
export const BACKUP_TEXTS = {
  serverRunning: (directory: string, pid: number) =>
    `The embedded database in ${directory} is in use by another process (pid ${pid}), such as a running server: stop it first, since PGlite can only be backed up, restored or copied while nothing else uses it.`,
  backingUp: (database: string) => `Backing up ${database}...`,
  pgliteStopped: "The server must stay stopped until this command has finished.",
  wroteDump: (file: string, bytes: number) => `Wrote ${file} (${bytes} bytes of SQL).`,
  wroteEncrypted: (file: string, bytes: number) =>
    `Wrote ${file} (${bytes} bytes of SQL, encrypted with BACKUP_PASSPHRASE).`,
  notEncrypted:
    "The file is not encrypted (BACKUP_PASSPHRASE is unset) and holds the sign-in keys, password hashes and sessions: keep it where only you can read it.",
  passphraseNeeded:
    "This backup is encrypted: set BACKUP_PASSPHRASE to the passphrase it was made with, or run the command at a terminal to type it. Nothing was restored.",
  passphrasePrompt: (file: string) => `Passphrase of ${file}: `,
  wrongPassphrase:
    "The passphrase does not open this backup (not the one it was made with). Nothing was restored.",
  damaged:
    "The encrypted backup is damaged or cut short (a part of it fails its authentication). Nothing was restored.",
  wroteMedia: (count: number, folder: string) => `Copied ${count} media files to ${folder}.`,
  noMedia: (directory: string) => `No media files in ${directory}.`,
  mediaInDatabase: "The media library is in the database: this backup holds its files.",
  mediaInBucket: (bucket: string) =>
    `The media library is in the S3 bucket ${bucket}: this backup holds the database only; back the bucket up with its own tools.`,
  wroteDocuments: (count: number, folder: string) => `Copied ${count} private documents to ${folder}.`,
  wroteDocumentsEncrypted: (count: number, folder: string) =>
    `Copied ${count} private documents to ${folder}, encrypted with BACKUP_PASSPHRASE.`,
  noDocuments: (directory: string) => `No private documents in ${directory}.`,
  documentsInDatabase:
    "The private documents (whitepapers, résumés) are in the database: this backup holds them.",
  documentsInBucket: (bucket: string) =>
    `The private documents (whitepapers, résumés) are in the S3 bucket ${bucket} under private/: back them up with the bucket.`,
  fileExists: (file: string) =>
    `${file} already exists: name a new file (a backup never overwrites another).`,
  fileMissing: (file: string) => `${file} does not exist.`,
  restoreUsage: "Usage: pnpm db:restore <file.sql> [--replace]",
  copyUsage: "Usage: pnpm db:copy --to postgres://user:password@host:5432/database",
  copyNeedsEmbedded:
    "DATABASE_URL is set, so there is no embedded database to copy: pnpm db:copy moves the one in DATA_DIR (between PostgreSQL servers, use pnpm db:backup and pnpm db:restore).",
  copyTargetNotPostgres: "--to must be a postgres:// URL.",
  restoring: (file: string, database: string) => `Restoring ${file} into ${database}...`,
  restored: "The database is restored.",
  copying: (from: string, to: string) => `Copying ${from} into ${to}...`,
  copied: "The rows are copied.",
  putMedia: (count: number, where: string) => `Put ${count} media files into ${where}.`,
  putDocuments: (count: number, where: string) => `Put ${count} private documents into ${where}.`,
  noDocumentsFolder: (folder: string) =>
    `No documents folder ${folder} beside the file: no private documents restored.`,
  documentsKeyMissing: (folder: string) =>
    `The private documents in ${folder} are encrypted but their key (key.age) is not beside them, or no passphrase was given: the database is restored, the documents are not.`,
  noMediaFolder: (folder: string) => `No media folder ${folder} beside the file: no media files restored.`,
  switchOver: (database: string) => `Now start the site with DATABASE_URL set to the URL of ${database}.`,
} as const;
