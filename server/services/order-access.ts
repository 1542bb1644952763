import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema.ts";

/**
 * Who may see an order's customer (name, e-mail, phone, address): whoever holds one of its secret
 * access keys, from the placing browser's cookie or the link in an e-mail (decision 017). The
 * order keeps only SHA-256 hashes of its keys, compared in constant time.
 */

/** The most keys one order keeps: the first (the confirmation e-mail's) and the newest others. */
export const MAX_KEYS_PER_ORDER = 8;

/** A new access key: 256 random bits, base64url (43 characters). */
export function newOrderKey(): string {
  return randomBytes(32).toString("base64url");
}

const ORDER_KEY = /^[A-Za-z0-9_-]{43}$/;

/** True for something shaped like an order's access key (256 bits, base64url). */
export const isOrderKey = (value: unknown): value is string =>
  typeof value === "string" && ORDER_KEY.test(value);

const hashOf = (key: string) => createHash("sha256").update(key).digest();

/** The stored form of a key: its SHA-256, hex. */
export const hashOrderKey = (key: string): string => hashOf(key).toString("hex");

/** The stored hashes with one more: the first is always kept, then the newest up to the bound. */
export function withKeyHash(stored: string | null, hash: string): string {
  const [first, ...rest] = stored ? stored.split(" ") : [];
  if (first === undefined) return hash;
  return [first, ...[...rest, hash].slice(-(MAX_KEYS_PER_ORDER - 1))].join(" ");
}

/**
 * The key among `keys` that opens an order with these stored hashes, if any. Every key is checked
 * against every hash in constant time, so the answer's timing tells nothing of how close a key was.
 */
export function keyOpening(stored: string | null, keys: readonly string[]): string | undefined {
  if (!stored) return undefined;
  const hashes = stored.split(" ").map((hex) => Buffer.from(hex, "hex"));
  let opening: string | undefined;
  for (const key of keys) {
    if (!isOrderKey(key)) continue;
    const candidate = hashOf(key);
    for (const hash of hashes) {
      if (hash.length === candidate.length && timingSafeEqual(hash, candidate)) opening ??= key;
    }
  }
  return opening;
}

/** Makes a new key for an order, inside the caller's transaction, and returns it (the only copy). */
export async function addOrderKey(
  trx: Transaction<Database> | Kysely<Database>,
  orderId: number,
): Promise<string> {
  const key = newOrderKey();
  const hash = hashOrderKey(key);
  await addKeyHash(trx, "orders", orderId, hash);
  // A commission's deposit or balance order links back to the commission: the key opens both.
  const { commission_id } = await trx
    .selectFrom("orders")
    .select("commission_id")
    .where("id", "=", orderId)
    .executeTakeFirstOrThrow();
  if (commission_id !== null) await addKeyHash(trx, "commissions", commission_id, hash);
  return key;
}

/**
 * Adds a key's hash to the keys that open a record (an order, or a commission), inside
 * the caller's transaction. Touching the row first locks it on PostgreSQL (SQLite's writers
 * already run one at a time), so two keys added at once both stay.
 */
export async function addKeyHash(
  trx: Transaction<Database> | Kysely<Database>,
  table: "orders" | "commissions",
  id: number,
  hash: string,
): Promise<void> {
  await trx
    .updateTable(table)
    .set((eb) => ({ access_key_hashes: eb.ref("access_key_hashes") }))
    .where("id", "=", id)
    .execute();
  const row = await trx
    .selectFrom(table)
    .select("access_key_hashes")
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  await trx
    .updateTable(table)
    .set({ access_key_hashes: withKeyHash(row.access_key_hashes, hash) })
    .where("id", "=", id)
    .execute();
}
