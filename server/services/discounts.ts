/**
 * Discount codes (PRODUCT.md §9, "Discount codes"): the owner's codes, and a code on a visitor's
 * cart. The order's transaction takes and gives back uses (discount-uses.ts); pricing applies the
 * code as a term of priceCart (core/pricing.ts), so the cart, checkout and order agree.
 */
import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import {
  codeFromBytes,
  type DiscountKind,
  type DiscountTerm,
  normaliseCode,
} from "#core/discounts.ts";
import { Conflict, NotFound } from "#core/domain-errors.ts";
import { type PricedLine, priceCart } from "#core/pricing.ts";
import type { DiscountInput } from "#core/schemas/discount-input.ts";
import type { Clock } from "../clock.ts";
import { insertRow } from "../db/insert-row.ts";
import type { Database } from "../db/schema.ts";
import { isUniqueViolation } from "../db/unique-violation.ts";
import { cartWithCode, removeCartCode, setCartCode } from "./cart-codes.ts";
import { findCart, readCartLines } from "./cart-lines.ts";
import { offerTable } from "./collections.ts";
import {
  type AppliesTo,
  appliesToOf,
  type DiscountRow,
  findCode,
  refusal,
  standingRefusal,
  termOf,
} from "./discount-uses.ts";

/** A code as the owner's list shows it, with its uses and the orders holding them. */
export interface DiscountView {
  id: number;
  code: string;
  kind: DiscountKind;
  /** Percent off, or the amount off in minor units; 0 for free shipping. */
  value: number;
  appliesTo: AppliesTo;
  minSubtotal: number | null;
  usageLimit: number | null;
  oncePerCustomer: boolean;
  startsAt: string | null;
  endsAt: string | null;
  active: boolean;
  uses: number;
  /** The orders that used it, newest first; `released` once cancelled (the use given back). */
  orders: Array<{ orderNumber: string; released: boolean }>;
}

/** The code on a cart as its pages show it: the term to price with, or why it does nothing now. */
export interface CartCode {
  code: string;
  /** Null when the code cannot be used now (`refusal` says why). */
  term: DiscountTerm | null;
  refusal?: { reason: string; message: string };
}

const NOT_FOUND = "Discount code not found";
const DUPLICATE = "There is already a code with these letters; choose another";

/** A random code (core/discounts.ts's alphabet), for `GET /api/admin/discounts/new-code`. */
export const generateCode = (): string => codeFromBytes(randomBytes(10));

function viewOf(row: DiscountRow, orders: DiscountView["orders"]): DiscountView {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind as DiscountKind,
    value: row.value,
    appliesTo: appliesToOf(row),
    minSubtotal: row.min_subtotal,
    usageLimit: row.usage_limit,
    oncePerCustomer: Boolean(row.once_per_customer),
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    active: Boolean(row.active),
    uses: row.uses,
    orders,
  };
}

export async function listDiscounts(db: Kysely<Database>): Promise<DiscountView[]> {
  const [rows, uses] = await Promise.all([
    db.selectFrom("discount_codes").selectAll().orderBy("id", "desc").execute(),
    db
      .selectFrom("discount_uses")
      .innerJoin("orders", "orders.id", "discount_uses.order_id")
      .select(["discount_uses.discount_id", "orders.order_number", "discount_uses.released_at"])
      .orderBy("discount_uses.id", "desc")
      .execute(),
  ]);
  return rows.map((row) =>
    viewOf(
      row,
      uses
        .filter((use) => use.discount_id === row.id)
        .map((use) => ({ orderNumber: use.order_number, released: use.released_at !== null })),
    ),
  );
}

const columnsOf = (input: DiscountInput) => ({
  code: input.code,
  kind: input.kind,
  value: input.value,
  applies_to: JSON.stringify(input.appliesTo),
  min_subtotal: input.minSubtotal,
  usage_limit: input.usageLimit,
  once_per_customer: input.oncePerCustomer,
  starts_at: input.startsAt,
  ends_at: input.endsAt,
  active: input.active,
});

const duplicate = (error: unknown) => {
  if (isUniqueViolation(error, "discount_codes"))
    throw new Conflict(DUPLICATE, { code: DUPLICATE });
  throw error;
};

export async function createDiscount(db: Kysely<Database>, input: DiscountInput): Promise<number> {
  const now = new Date().toISOString();
  return insertRow(db, "discount_codes", {
    ...columnsOf(input),
    created_at: now,
    updated_at: now,
  }).catch(duplicate);
}

export async function updateDiscount(
  db: Kysely<Database>,
  id: number,
  input: DiscountInput,
): Promise<void> {
  const result = await db
    .updateTable("discount_codes")
    .set({ ...columnsOf(input), updated_at: new Date().toISOString() })
    .where("id", "=", id)
    .executeTakeFirst()
    .catch(duplicate);
  if (Number(result.numUpdatedRows) === 0) throw new NotFound(NOT_FOUND);
}

/** Deletes a code no order used; a used one is deactivated instead, so its orders keep it. */
export async function deleteDiscount(db: Kysely<Database>, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const used = await trx
      .selectFrom("discount_uses")
      .select("id")
      .where("discount_id", "=", id)
      .executeTakeFirst();
    const result = used
      ? await trx
          .updateTable("discount_codes")
          .set({ active: false, updated_at: new Date().toISOString() })
          .where("id", "=", id)
          .executeTakeFirst()
      : await trx.deleteFrom("discount_codes").where("id", "=", id).executeTakeFirst();
    const changed = "numUpdatedRows" in result ? result.numUpdatedRows : result.numDeletedRows;
    if (Number(changed) === 0) throw new NotFound(NOT_FOUND);
  });
}

/** One code as the owner's API writes it back. */
export async function getDiscount(db: Kysely<Database>, id: number): Promise<DiscountView> {
  const found = (await listDiscounts(db)).find((view) => view.id === id);
  if (!found) throw new NotFound(NOT_FOUND);
  return found;
}

/** The code as the schema reads it again, for a change of some of its fields (PATCH). */
export function inputOf(view: DiscountView): Record<string, unknown> {
  return {
    code: view.code,
    kind: view.kind,
    value: view.kind === "amount" ? (view.value / 100).toFixed(2) : view.value,
    appliesTo: view.appliesTo,
    minSubtotal: view.minSubtotal === null ? null : (view.minSubtotal / 100).toFixed(2),
    usageLimit: view.usageLimit,
    oncePerCustomer: view.oncePerCustomer,
    startsAt: view.startsAt,
    endsAt: view.endsAt,
    active: view.active,
  };
}

/** What pricing needs of a cart's lines (the product a code may name). */
const pricedLines = async (db: Kysely<Database>, cartId: number): Promise<PricedLine[]> =>
  (await readCartLines(db, cartId)).map((line) => ({
    category: line.category,
    quantity: line.quantity,
    unitPrice: line.unitPrice ?? 0,
    productId: line.productId,
  }));

/** What a code service needs: the database, the time, and the shop's currency for sentences. */
export interface DiscountDeps {
  db: Kysely<Database>;
  clock: Clock;
  currency: () => Promise<string>;
}

/**
 * Puts a code on the visitor's cart, after checking it as the cart stands (its dates, its uses,
 * the cart's spend and what it covers): a refused code is not kept. One code per cart: a new one
 * replaces the last.
 */
export async function applyToCart(
  deps: DiscountDeps,
  sessionId: string | undefined,
  typed: string,
): Promise<string> {
  const { db } = deps;
  const cart = await findCart(db, sessionId);
  const row = await findCode(db, typed);
  if (!row) throw refusal("unknown");
  const standing = await standingRefusal(db, row, deps.clock.now());
  if (standing) throw refusal(standing);
  if (!cart) throw refusal("not-applicable");
  // Priced as the cart is (after the collections' offers); only what the code does matters here.
  const { code: outcome } = priceCart(await pricedLines(db, cart.id), {
    taxRate: 0,
    shippingFee: 0,
    freeShippingThreshold: null,
    offers: await offerTable(db),
    code: await termOf(db, row),
  });
  if (outcome?.refusal) throw refusal(outcome.refusal, outcome.needed, await deps.currency());
  await setCartCode(db, cart.id, "discount_code", row.code);
  return row.code;
}

/** Takes the code off the visitor's cart (nothing to do when there is none). */
export const removeFromCart = (db: Kysely<Database>, sessionId: string | undefined) =>
  removeCartCode(db, sessionId, "discount_code");

/** The code on a visitor's cart, as its pages price and show it; undefined when there is none. */
export async function cartCode(
  deps: DiscountDeps,
  sessionId: string | undefined,
): Promise<CartCode | undefined> {
  const { db } = deps;
  const cart = await cartWithCode(db, sessionId, "discount_code");
  if (!cart || cart.code === null) return undefined;
  const { code } = cart;
  const row = await findCode(db, code);
  const standing = row ? await standingRefusal(db, row, deps.clock.now()) : "unknown";
  if (!row || standing) {
    const refused = refusal(standing ?? "unknown");
    return { code, term: null, refusal: { reason: refused.reason, message: refused.message } };
  }
  return { code: row.code, term: await termOf(db, row) };
}

/** What a code may be limited to, for the owner's form: every product and collection by name. */
export async function discountChoices(db: Kysely<Database>) {
  const [products, collections] = await Promise.all([
    db.selectFrom("products").select(["id", "name"]).orderBy("name").execute(),
    db.selectFrom("collections").select(["id", "name"]).orderBy("position").execute(),
  ]);
  return { products, collections };
}

export function createDiscountsService(deps: DiscountDeps) {
  const { db } = deps;
  return {
    list: () => listDiscounts(db),
    choices: () => discountChoices(db),
    get: (id: number) => getDiscount(db, id),
    createDiscount: (input: DiscountInput) => createDiscount(db, input),
    updateDiscount: (id: number, input: DiscountInput) => updateDiscount(db, id, input),
    deleteDiscount: (id: number) => deleteDiscount(db, id),
    generateCode,
    applyToCart: (sessionId: string | undefined, code: string) =>
      applyToCart(deps, sessionId, code),
    removeFromCart: (sessionId: string | undefined) => removeFromCart(db, sessionId),
    cartCode: (sessionId: string | undefined) => cartCode(deps, sessionId),
    normaliseCode,
  };
}

export type DiscountsService = ReturnType<typeof createDiscountsService>;
