import { isMainThread } from "node:worker_threads";

/**
 * Makes every file and folder this process creates from now on its user's alone: folders 0700,
 * files 0600 (the database and its -wal/-shm, media, backups, the generated password), whatever
 * umask the process was started with. The systemd unit sets `UMask=0027`; a server started by
 * hand, in a container or by another service manager often runs with 0022, which left the data
 * folder readable by every user of the machine.
 */
export function keepFilesPrivate(): void {
  // A worker thread cannot change the umask; the process's main thread set it already.
  if (isMainThread) process.umask(0o077);
}
