/**
 * `npm run reset-password`: gives the owner a new random password, on the server, for an owner who
 * has forgotten theirs and cannot use a mailed link (PRODUCT.md §6). It works on the site of
 * DATA_DIR / DATABASE_URL as `npm start` does, while the site runs or not. The password is printed
 * once on a terminal; otherwise it is written to DATA_DIR/initial-password (readable only by this
 * user, removed at the next sign-in), as a first start's is. Every session ends, every known
 * device is forgotten, and the security log says so.
 */
import { handOverGeneratedPassword, openServices } from "../server/boot.ts";
import { readEnv } from "../server/env.ts";
import { createLogger } from "../server/logger.ts";

// The log's lines (the security event's) go to standard error: standard output is the owner's.
const env = readEnv();
const logger = createLogger({ level: env.LOG_LEVEL, destination: process.stderr });
const services = await openServices(env, logger, { serverProcess: false });
try {
  const password = await services.auth.resetToRandomPassword();
  await services.securityEvents.record({ kind: "password-reset-on-server", address: null });
  const file = await handOverGeneratedPassword(password, {
    dataDir: env.dataDir,
    logger,
    terminal: Boolean(process.stdout.isTTY),
    made: "reset",
  });
  if (file) {
    console.info(
      `The new owner password is in ${file} (readable only by this user; removed at the next sign-in). Every device was signed out.`,
    );
  }
  if (env.ADMIN_PASSWORD) {
    console.warn(
      "ADMIN_PASSWORD is set: the next start of the server sets that password again. Remove it from the server's settings to keep this one.",
    );
  }
} finally {
  await services.database.close();
}
