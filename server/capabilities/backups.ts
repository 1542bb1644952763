import type { Caller } from "./caller.ts";

/**
 * Starts an off-site backup now (Admin → Settings → Backups): answered once it is claimed, made in
 * the background. Conflict when off-site backups are not set up or one is being made already.
 */
export const startOffsiteBackup = (caller: Caller) => caller.services.backups.start("owner");
