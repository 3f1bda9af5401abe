/** A backup or a restore that cannot go on; its message is the one line the operator reads. */
export class BackupError extends Error {}
