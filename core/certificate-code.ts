/**
 * A certificate's verification code (PRODUCT.md §4, "Certificates of authenticity"): 16 letters
 * and digits of Crockford's base-32 (no I, L, O or U to misread), 80 random bits, written in four
 * groups (`7KQ2-M9XD-4HTR-0BWE`). Printed on the certificate; `/verify/{code}` looks it up.
 */
export const CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

const CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}(?:-[0-9A-HJKMNP-TV-Z]{4}){3}$/;

/** A code from 16 random bytes' worth of entropy (each byte gives 5 bits here). */
export function codeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < 16) throw new Error("A code needs 16 random bytes");
  const letters = Array.from(bytes.subarray(0, 16), (byte) => CODE_ALPHABET[byte & 31]);
  return [0, 4, 8, 12].map((at) => letters.slice(at, at + 4).join("")).join("-");
}

/**
 * The code as typed or linked, in its one stored form (upper case; Crockford's look-alikes read as
 * the digits they resemble), or undefined when it cannot be a code: such a look-up is a plain 404.
 */
export function normaliseCode(value: string): string | undefined {
  const code = value.trim().toUpperCase().replace(/[IL]/g, "1").replace(/O/g, "0");
  return CODE_PATTERN.test(code) ? code : undefined;
}
