/**
 * A backup encrypted with the owner's passphrase (BACKUP_PASSPHRASE), before it leaves the machine
 * (decision 024). The format, version 1:
 *
 *   header   "EASELENC" · version 1 · log2(N), r, p of scrypt · 16-byte salt · 8-byte nonce prefix
 *            · 16-byte key check (HMAC-SHA256 of the header so far, under the derived check key)
 *   chunks   the archive in 64 KiB pieces, each sealed with AES-256-GCM (its 16-byte tag after it):
 *            nonce = the prefix and the chunk's number (32 bits, big-endian), additional data = the
 *            whole header and one byte, 1 on the last chunk and 0 on every other
 *
 * scrypt turns the passphrase and the salt into 64 bytes: the AES key, then the check key. The
 * check tells a wrong passphrase from a damaged file before any chunk is opened. The numbered
 * nonces refuse chunks moved or repeated, and the last-chunk byte a file cut short at a chunk's
 * end; the header in every chunk's additional data refuses a header changed or swapped. A fresh
 * salt and prefix per file never reuse a nonce under one key.
 */
import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  randomBytes,
  scrypt,
  timingSafeEqual,
} from "node:crypto";
import { Transform, type TransformCallback } from "node:stream";
import { Invalid } from "#core/domain-errors.ts";

export const ENCRYPTED_MAGIC = Buffer.from("EASELENC", "ascii");
const VERSION = 1;
export const CHUNK = 64 * 1024;
const TAG = 16;
const SALT = 16;
const PREFIX = 8;
const CHECK = 16;
/** Everything before the key check, which covers it. */
const CHECKED = ENCRYPTED_MAGIC.length + 4 + SALT + PREFIX;
export const HEADER_LENGTH = CHECKED + CHECK;

/** scrypt's cost for new backups: 2^15 × 8 × 128 bytes = 32 MiB and about 0.1 s, once per file. */
const COST = { log2N: 15, r: 8, p: 1 };

export const WRONG_PASSPHRASE = "The passphrase does not open this backup";
const DAMAGED =
  "This backup cannot be restored: it is damaged or incomplete (part of it fails its check)";

/** Whether a file's first bytes are an encrypted backup's. */
export const isEncrypted = (head: Buffer): boolean =>
  head.length >= ENCRYPTED_MAGIC.length &&
  head.subarray(0, ENCRYPTED_MAGIC.length).equals(ENCRYPTED_MAGIC);

interface Keys {
  aes: Buffer;
  check: Buffer;
}

function deriveKeys(
  passphrase: string,
  salt: Buffer,
  cost: { log2N: number; r: number; p: number },
): Promise<Keys> {
  const N = 2 ** cost.log2N;
  return new Promise((resolve, reject) =>
    scrypt(
      passphrase.normalize("NFC"),
      salt,
      64,
      { N, r: cost.r, p: cost.p, maxmem: 256 * N * cost.r },
      (error, key) =>
        error ? reject(error) : resolve({ aes: key.subarray(0, 32), check: key.subarray(32) }),
    ),
  );
}

const keyCheck = (keys: Keys, checked: Buffer) =>
  createHmac("sha256", keys.check).update(checked).digest().subarray(0, CHECK);

function nonce(prefix: Buffer, counter: number): Buffer {
  if (counter > 0xffff_ffff) throw new Error("backup-crypt: too many chunks for one file");
  const value = Buffer.alloc(12);
  prefix.copy(value, 0);
  value.writeUInt32BE(counter, PREFIX);
  return value;
}

const additionalData = (header: Buffer, last: boolean) =>
  Buffer.concat([header, Buffer.from([last ? 1 : 0])]);

/** Pieces of a stream gathered until a whole chunk (or more) is there. */
class Gathered {
  private pieces: Buffer[] = [];
  length = 0;
  add(piece: Buffer) {
    this.pieces.push(piece);
    this.length += piece.length;
  }
  take(length: number): Buffer {
    const all = this.pieces.length === 1 ? this.pieces[0]! : Buffer.concat(this.pieces);
    this.pieces = all.length > length ? [all.subarray(length)] : [];
    this.length = all.length - length;
    return all.subarray(0, length);
  }
}

/**
 * Encrypts a stream with the passphrase: the header first, then the chunks. Holds at most a chunk
 * and the piece being written.
 */
export async function encryptor(passphrase: string, cost = COST): Promise<Transform> {
  const salt = randomBytes(SALT);
  const prefix = randomBytes(PREFIX);
  const keys = await deriveKeys(passphrase, salt, cost);
  const checked = Buffer.concat([
    ENCRYPTED_MAGIC,
    Buffer.from([VERSION, cost.log2N, cost.r, cost.p]),
    salt,
    prefix,
  ]);
  const header = Buffer.concat([checked, keyCheck(keys, checked)]);
  const pending = new Gathered();
  let counter = 0;
  const seal = (plain: Buffer, last: boolean) => {
    const cipher = createCipheriv("aes-256-gcm", keys.aes, nonce(prefix, counter++));
    cipher.setAAD(additionalData(header, last));
    return Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  };
  let started = false;
  return new Transform({
    transform(piece: Buffer, _encoding, callback: TransformCallback) {
      if (!started) {
        started = true;
        this.push(header);
      }
      pending.add(piece);
      // A chunk is sealed as "not the last" only once more is known to follow it.
      while (pending.length > CHUNK) this.push(seal(pending.take(CHUNK), false));
      callback();
    },
    flush(callback: TransformCallback) {
      if (!started) this.push(header);
      callback(null, seal(pending.take(pending.length), true));
    },
  });
}

/** Reads an encrypted backup's header: its parameters, or a refusal naming what is wrong. */
function readHeader(header: Buffer) {
  if (header.length < HEADER_LENGTH || !isEncrypted(header)) throw new Invalid(DAMAGED);
  const at = ENCRYPTED_MAGIC.length;
  const [version, log2N, r, p] = [header[at]!, header[at + 1]!, header[at + 2]!, header[at + 3]!];
  if (version !== VERSION)
    throw new Invalid("This backup's encryption is not one this Easel reads (a newer version?)");
  // Bounds keep a crafted header from asking scrypt for gigabytes.
  if (log2N < 10 || log2N > 20 || r < 1 || r > 32 || p < 1 || p > 16) throw new Invalid(DAMAGED);
  return {
    cost: { log2N, r, p },
    salt: header.subarray(at + 4, at + 4 + SALT),
    prefix: header.subarray(at + 4 + SALT, CHECKED),
    check: header.subarray(CHECKED, HEADER_LENGTH),
  };
}

/**
 * Decrypts what `encryptor` wrote. A wrong passphrase is refused before any chunk is opened
 * (WRONG_PASSPHRASE); a chunk changed, moved or missing, or the file cut short, fails the stream
 * with DAMAGED. Every byte it passes on has been authenticated.
 */
export function decryptor(passphrase: string): Transform {
  const pending = new Gathered();
  let opened: { header: Buffer; keys: Keys; prefix: Buffer } | undefined;
  let counter = 0;
  const open = (sealed: Buffer, last: boolean) => {
    const { header, keys, prefix } = opened!;
    const decipher = createDecipheriv("aes-256-gcm", keys.aes, nonce(prefix, counter++));
    decipher.setAAD(additionalData(header, last));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG));
    try {
      return Buffer.concat([
        decipher.update(sealed.subarray(0, sealed.length - TAG)),
        decipher.final(),
      ]);
    } catch {
      throw new Invalid(DAMAGED);
    }
  };
  const start = async () => {
    const header = Buffer.from(pending.take(HEADER_LENGTH));
    const { cost, salt, prefix, check } = readHeader(header);
    const keys = await deriveKeys(passphrase, salt, cost);
    if (!timingSafeEqual(keyCheck(keys, header.subarray(0, CHECKED)), check))
      throw new Invalid(WRONG_PASSPHRASE);
    opened = { header, keys, prefix };
  };
  return new Transform({
    transform(piece: Buffer, _encoding, callback: TransformCallback) {
      pending.add(piece);
      (async () => {
        if (!opened && pending.length >= HEADER_LENGTH) await start();
        // The last chunk is only known at the end: keep one whole sealed chunk back until then.
        while (opened && pending.length > CHUNK + TAG)
          this.push(open(pending.take(CHUNK + TAG), false));
      })().then(() => callback(), callback);
    },
    flush(callback: TransformCallback) {
      try {
        if (!opened || pending.length < TAG) throw new Invalid(DAMAGED);
        callback(null, open(pending.take(pending.length), true));
      } catch (error) {
        callback(error as Error);
      }
    },
  });
}
