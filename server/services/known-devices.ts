import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { link, readFile, rm, writeFile } from "node:fs/promises";

/**
 * Known devices: a browser the owner has signed in from holds a cookie naming a random
 * device id, signed with HMAC-SHA256 under a key of the server's. Its sign-ins have an allowance
 * of their own (sign-in-throttle.ts), so strangers spending the account's slow checks cannot keep
 * the owner out. The cookie grants nothing else: the password is still checked.
 *
 * The signature also covers `password`, the owner's stored password hash (a new salt with every
 * change): a new password forgets every known device at once, in every process, as it ends every
 * session, so a browser that knew the old password has no allowance of its own left.
 */
export interface KnownDevices {
  /** A new signed cookie value for this browser, under the password stored now. */
  issue(password: string): Promise<string>;
  /**
   * The device id of a genuine cookie value issued under the password stored now, or undefined
   * for a missing or forged one, or one from before the password changed.
   */
  verify(value: string | undefined, password: string): Promise<string | undefined>;
}

const VALUE = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

/**
 * The key lives in `keyFile` (DATA_DIR/device-key, 0600), made at first use and shared by every
 * process on that folder; without a file (tests) it is made in memory. A restore replaces DATA_DIR,
 * and with it the key: every browser is a stranger again until the owner signs in from it.
 */
export function createKnownDevices(options: { keyFile?: string } = {}): KnownDevices {
  let key: Promise<Buffer> | undefined;
  const keyOf = () => {
    key ??= options.keyFile ? loadOrMakeKey(options.keyFile) : Promise.resolve(randomBytes(32));
    return key;
  };
  const sign = async (id: string, password: string) =>
    createHmac("sha256", await keyOf())
      .update(`easel-device:${id}:${password}`)
      .digest("base64url");

  return {
    async issue(password) {
      const id = randomBytes(16).toString("base64url");
      return `${id}.${await sign(id, password)}`;
    },
    async verify(value, password) {
      const match = value ? VALUE.exec(value) : null;
      if (!match) return undefined;
      const [, id, mac] = match as unknown as [string, string, string];
      const expected = Buffer.from(await sign(id, password));
      return timingSafeEqual(expected, Buffer.from(mac)) ? id : undefined;
    },
  };
}

/**
 * Reads the key; makes it when there is none. It is written whole under a name of its own, then
 * linked into place: of two processes at once one wins, and neither ever reads half a key.
 */
async function loadOrMakeKey(file: string): Promise<Buffer> {
  try {
    return Buffer.from((await readFile(file, "utf8")).trim(), "base64url");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const draft = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  await writeFile(draft, randomBytes(32).toString("base64url"), { flag: "wx", mode: 0o600 });
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    await rm(draft, { force: true });
  }
  return Buffer.from((await readFile(file, "utf8")).trim(), "base64url");
}
