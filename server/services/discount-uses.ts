/**
 * A discount code as a cart and an order meet it: found by what the buyer typed, checked (its
 * dates, its uses, the buyer's earlier orders), made a pricing term (core/discounts.ts), and its
 * uses taken inside the order's transaction and given back when the order is cancelled.
 */
import type { Kysely, Selectable, Transaction } from "kysely";
import {
  type CodeOutcome,
  type DiscountKind,
  type DiscountRefusal,
  type DiscountTerm,
  normaliseCode,
  normaliseEmail,
  refusalSentence,
} from "#core/discounts.ts";
import { Refused } from "#core/domain-errors.ts";
import { formatMoney, toDecimal } from "#core/money.ts";
import type { Database, DiscountCodesTable } from "../db/schema.ts";

type Db = Kysely<Database> | Transaction<Database>;
export type DiscountRow = Selectable<DiscountCodesTable>;

/** What a code's `applies_to` column holds. */
export interface AppliesTo {
  collectionIds: number[];
  productIds: number[];
}

export const appliesToOf = (row: Pick<DiscountRow, "applies_to">): AppliesTo => {
  const parsed = JSON.parse(row.applies_to) as Partial<AppliesTo>;
  return { collectionIds: parsed.collectionIds ?? [], productIds: parsed.productIds ?? [] };
};

/** The refusal as thrown to either door: 422 with the reason and the buyer's sentence. */
export function refusal(reason: DiscountRefusal, needed?: number, currency = "GBP"): Refused {
  if (reason === "min-spend" && needed !== undefined) {
    return new Refused(refusalSentence(reason, formatMoney(needed, currency)), reason, {
      needed: toDecimal(needed),
    });
  }
  return new Refused(refusalSentence(reason), reason);
}

/** The code a buyer typed, when it exists (an inactive code does not, to the buyer). */
export async function findCode(db: Db, typed: string): Promise<DiscountRow | undefined> {
  const code = normaliseCode(typed);
  if (!/^[A-Z0-9]{1,64}$/.test(code)) return undefined;
  const row = await db
    .selectFrom("discount_codes")
    .selectAll()
    .where("code", "=", code)
    .executeTakeFirst();
  return row?.active ? row : undefined;
}

/**
 * Why a code cannot be used now, before the cart is priced: not started, ended, used up, or (with
 * the buyer's e-mail, for a code once per buyer) already held by one of their orders, paid or not.
 */
export async function standingRefusal(
  db: Db,
  row: DiscountRow,
  now: Date,
  email?: string,
): Promise<DiscountRefusal | undefined> {
  const at = now.toISOString();
  if (row.starts_at !== null && at < row.starts_at) return "not-started";
  if (row.ends_at !== null && at >= row.ends_at) return "expired";
  if (email !== undefined && row.once_per_customer) {
    const held = await db
      .selectFrom("discount_uses")
      .select("id")
      .where("discount_id", "=", row.id)
      .where("once_key", "=", normaliseEmail(email))
      .where("released_at", "is", null)
      .executeTakeFirst();
    if (held) return "already-used";
  }
  // After the buyer's own use: "you have used it" says more to them than "it is used up".
  if (row.usage_limit !== null && row.uses >= row.usage_limit) return "used-up";
  return undefined;
}

/** The code as pricing applies it: the collections it names by their slugs. */
export async function termOf(db: Db, row: DiscountRow): Promise<DiscountTerm> {
  const { collectionIds, productIds } = appliesToOf(row);
  const everything = collectionIds.length === 0 && productIds.length === 0;
  const slugs =
    collectionIds.length === 0
      ? []
      : (
          await db
            .selectFrom("collections")
            .select("slug")
            .where("id", "in", collectionIds)
            .execute()
        ).map((collection) => collection.slug);
  return {
    code: row.code,
    kind: row.kind as DiscountKind,
    value: row.value,
    productIds: everything ? null : productIds,
    collections: everything ? null : slugs,
    minSubtotal: row.min_subtotal,
  };
}

/** Refuses what pricing found: the cart below the minimum spend, or nothing the code covers. */
export function checkOutcome(outcome: CodeOutcome | undefined, currency: string): void {
  if (outcome?.refusal) throw refusal(outcome.refusal, outcome.needed, currency);
}

/**
 * Takes one use of the code for an order being placed: a conditional update, so that of any
 * number of checkouts at once no more than the limit get one; the others are refused "used-up".
 */
export async function takeUse(trx: Transaction<Database>, row: DiscountRow): Promise<void> {
  let update = trx
    .updateTable("discount_codes")
    .set((eb) => ({ uses: eb("uses", "+", 1) }))
    .where("id", "=", row.id)
    .where("active", "=", true);
  if (row.usage_limit !== null) update = update.where("uses", "<", row.usage_limit);
  const taken = await update.executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) throw refusal("used-up");
}

/**
 * Records the use against the placed order; for a code once per buyer, keyed by the buyer's
 * e-mail, which a unique index holds to one unreleased use (two orders at once by one buyer).
 */
export async function recordUse(
  trx: Transaction<Database>,
  row: DiscountRow,
  orderId: number,
  email: string,
  now: string,
): Promise<void> {
  const normalised = normaliseEmail(email);
  await trx
    .insertInto("discount_uses")
    .values({
      discount_id: row.id,
      order_id: orderId,
      email: normalised,
      once_key: row.once_per_customer ? normalised : null,
      created_at: now,
    })
    .execute();
}

/** Gives back a cancelled order's use of its code: released, and counted back. */
export async function releaseUses(trx: Transaction<Database>, orderId: number, now: string) {
  const released = await trx
    .updateTable("discount_uses")
    .set({ released_at: now })
    .where("order_id", "=", orderId)
    .where("released_at", "is", null)
    .returning("discount_id")
    .execute();
  for (const { discount_id } of released) {
    await trx
      .updateTable("discount_codes")
      .set((eb) => ({ uses: eb("uses", "-", 1) }))
      .where("id", "=", discount_id)
      .where("uses", ">", 0)
      .execute();
  }
}
