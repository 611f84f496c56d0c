/** A backup or restore that cannot go on, with the sentence the operator reads; the scripts exit 1 with it. */
export class BackupError extends Error {
  override name = "BackupError";
}
