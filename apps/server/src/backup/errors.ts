/** A reason a backup command stops that the operator can act on; printed as it is. */
export class BackupError extends Error {
  override name = "BackupError";
}
