import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import {
  CHUNK,
  decryptor,
  ENCRYPTED_MAGIC,
  encryptor,
  HEADER_LENGTH,
  isEncrypted,
  WRONG_PASSPHRASE,
} from "./backup-crypt.ts";

const PASSPHRASE = "heron reeds at dawn, twice";
const SEALED = CHUNK + 16;
const DAMAGED = /damaged or incomplete/;

/** Bytes fed to a transform in pieces of `piece` bytes, read back whole. */
async function through(transform: NodeJS.ReadWriteStream, bytes: Buffer, piece = 10_000) {
  const pieces = [];
  for (let at = 0; at < bytes.length; at += piece) pieces.push(bytes.subarray(at, at + piece));
  return buffer(Readable.from(pieces).pipe(transform));
}

const encrypt = async (plain: Buffer, piece?: number) =>
  through(await encryptor(PASSPHRASE), plain, piece);
const decrypt = (sealed: Buffer, passphrase = PASSPHRASE, piece?: number) =>
  through(decryptor(passphrase), sealed, piece);

describe("encrypted backups (AES-256-GCM in 64 KiB chunks, scrypt key)", () => {
  it.each([
    ["empty", 0],
    ["one byte", 1],
    ["a chunk less one", CHUNK - 1],
    ["exactly a chunk", CHUNK],
    ["a chunk and a byte", CHUNK + 1],
    ["exactly three chunks", 3 * CHUNK],
    ["three and a half chunks", 3.5 * CHUNK],
  ])("gives back what went in: %s", async (_name, size) => {
    const plain = randomBytes(size);
    const sealed = await encrypt(plain, 7_777);
    expect(isEncrypted(sealed)).toBe(true);
    // The header, then each chunk with its tag; an empty archive is one empty last chunk.
    const chunks = Math.max(1, Math.ceil(size / CHUNK));
    expect(sealed.length).toBe(HEADER_LENGTH + size + 16 * chunks);
    expect(await decrypt(sealed, PASSPHRASE, 5_000)).toEqual(plain);
    expect(await decrypt(sealed, PASSPHRASE, sealed.length)).toEqual(plain);
  });

  it("never encrypts the same way twice (a fresh salt and nonce prefix per file)", async () => {
    const plain = randomBytes(1000);
    const [one, two] = [await encrypt(plain), await encrypt(plain)];
    expect(one.subarray(0, ENCRYPTED_MAGIC.length)).toEqual(
      two.subarray(0, ENCRYPTED_MAGIC.length),
    );
    expect(one.subarray(ENCRYPTED_MAGIC.length)).not.toEqual(two.subarray(ENCRYPTED_MAGIC.length));
    expect(one.includes(plain.subarray(0, 32))).toBe(false);
  });

  it("refuses a wrong passphrase plainly, before opening anything", async () => {
    const sealed = await encrypt(randomBytes(2 * CHUNK));
    await expect(decrypt(sealed, "heron reeds at dusk, twice")).rejects.toThrow(WRONG_PASSPHRASE);
    await expect(decrypt(sealed, "")).rejects.toThrow(WRONG_PASSPHRASE);
  });

  describe("refuses a damaged or incomplete file", () => {
    const plain = randomBytes(3 * CHUNK + 100);
    const sealed = encrypt(plain);

    it("cut short at a chunk's end (the last one missing)", async () => {
      const whole = await sealed;
      await expect(decrypt(whole.subarray(0, HEADER_LENGTH + 3 * SEALED))).rejects.toThrow(DAMAGED);
      await expect(decrypt(whole.subarray(0, HEADER_LENGTH + SEALED))).rejects.toThrow(DAMAGED);
    });

    it("cut short inside a chunk, after the header, or inside the header", async () => {
      const whole = await sealed;
      for (const length of [whole.length - 1, HEADER_LENGTH + 10, HEADER_LENGTH, 20, 0]) {
        await expect(decrypt(whole.subarray(0, length))).rejects.toThrow(DAMAGED);
      }
    });

    it("with a byte changed in a chunk or its tag", async () => {
      for (const at of [HEADER_LENGTH, HEADER_LENGTH + SEALED + 5, HEADER_LENGTH + SEALED - 1]) {
        const changed = Buffer.from(await sealed);
        changed[at]! ^= 1;
        await expect(decrypt(changed)).rejects.toThrow(DAMAGED);
      }
    });

    it("with chunks swapped, repeated, or bytes added at the end", async () => {
      const whole = await sealed;
      const header = whole.subarray(0, HEADER_LENGTH);
      const chunk = (n: number) =>
        whole.subarray(HEADER_LENGTH + n * SEALED, HEADER_LENGTH + (n + 1) * SEALED);
      const rest = whole.subarray(HEADER_LENGTH + 2 * SEALED);
      await expect(decrypt(Buffer.concat([header, chunk(1), chunk(0), rest]))).rejects.toThrow(
        DAMAGED,
      );
      await expect(
        decrypt(Buffer.concat([header, chunk(0), chunk(0), chunk(1), rest])),
      ).rejects.toThrow(DAMAGED);
      await expect(decrypt(Buffer.concat([whole, randomBytes(40)]))).rejects.toThrow(DAMAGED);
    });

    it("with another file's header (the same passphrase, another salt and prefix)", async () => {
      const whole = await sealed;
      const other = await encrypt(randomBytes(10));
      const spliced = Buffer.concat([
        other.subarray(0, HEADER_LENGTH),
        whole.subarray(HEADER_LENGTH),
      ]);
      await expect(decrypt(spliced)).rejects.toThrow(DAMAGED);
    });

    it("whose header asks for another version or an absurd scrypt cost", async () => {
      const version = Buffer.from(await sealed);
      version[ENCRYPTED_MAGIC.length] = 2;
      await expect(decrypt(version)).rejects.toThrow(/not one this Easel reads/);
      const cost = Buffer.from(await sealed);
      cost[ENCRYPTED_MAGIC.length + 1] = 40;
      await expect(decrypt(cost)).rejects.toThrow(DAMAGED);
    });
  });

  it("tells an encrypted backup from a .tar.gz by its first bytes", () => {
    expect(isEncrypted(Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0]))).toBe(false);
    expect(isEncrypted(Buffer.from("EASELENC\x01"))).toBe(true);
    expect(isEncrypted(Buffer.from("EASEL"))).toBe(false);
  });
});
