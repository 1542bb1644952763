/**
 * Orders for a payment asked for outside the cart (a commission's deposit and balance):
 * ordinary orders, so payment instructions, the deadline, card payment and the invoice all apply.
 */
import type { Transaction } from "kysely";
import type { Order } from "#core/order.ts";
import { payByFrom } from "#core/payment-deadline.ts";
import { pricePayment } from "#core/pricing.ts";
import { shippingRules } from "#core/shipping-zones.ts";
import type { StoreSettings } from "#core/store.ts";
import { nowIso } from "../clock.ts";
import type { Database } from "../db/schema.ts";
import { nextInvoiceSeq } from "./invoice-numbers.ts";
import { insertOrderRows } from "./order-rows.ts";
import { loadOrder } from "./order-view.ts";

/**
 * What a payment order is for: a payment asked for outside the cart, such as a
 * commission's deposit or balance. One line of `amount`, no goods to take, nothing to ship.
 */
export interface PaymentOrderInput {
  name: string;
  email: string;
  /** What the single line is called ("Deposit: Pet portrait commission C-12"). */
  line: string;
  /** The line's category, naming where it came from ("commission"). */
  category: string;
  /** As agreed, written as the shop's prices are: including its tax, or before it is added. */
  amount: number;
  /**
   * The shop's rules: its currency, days to pay and tax. The buyer's country is the shop's home
   * country (there is no address to take it from), so the home zone's tax applies.
   */
  store: StoreSettings;
  /** The access-key hashes that open it: the same as the record it pays for. */
  accessKeyHashes: string;
  /** The history's first note ("Deposit for commission C-12"). */
  note: string;
  /** The commission it pays for: its page and mails then speak of the commission. */
  paysFor?: { commissionId: number; payment: "deposit" | "balance" };
}

/**
 * Writes an ordinary pending order for one payment, inside the caller's transaction: a customer
 * (no postal address: nothing ships), the order with its payment deadline and the given access
 * keys, its one line and first status. It is taxed as the shop's goods are (PRODUCT.md §9,
 * "Tax"; core/pricing.ts's pricePayment), with no shipping: an amount agreed including tax is
 * the total, and its tax is shown inside it. The caller sends its e-mails; it gets the order's id
 * beside the order, to link it to what it pays for.
 */
export async function placePaymentOrder(
  trx: Transaction<Database>,
  input: PaymentOrderInput,
): Promise<{ orderId: number; order: Order }> {
  const now = nowIso();
  const { store } = input;
  const totals = pricePayment(input.amount, shippingRules(store));
  // Numbered like every order's invoice, in the same transaction (migration 020).
  const invoiceYear = Number(now.slice(0, 4));
  const invoiceSeq = await nextInvoiceSeq(trx, invoiceYear);
  const [firstName = input.name, ...rest] = input.name.split(" ");
  const orderId = await insertOrderRows(
    trx,
    {
      customer: {
        first_name: firstName,
        last_name: rest.join(" "),
        email: input.email,
        phone: null,
        address: "",
        city: "",
        state: "",
        zip_code: "",
        country: store.homeCountry,
      },
      order: {
        subtotal: totals.subtotal,
        tax: totals.tax,
        tax_name: store.taxName,
        tax_included: totals.taxIncluded,
        tax_removed: totals.taxRemoved,
        total: totals.total,
        tax_rate: store.taxRate,
        currency: store.currency,
        idempotency_key: null,
        pay_by: payByFrom(now, store.payWithinDays),
        shipping_zone: null,
        access_key_hashes: input.accessKeyHashes,
        client_group: null,
        invoice_year: invoiceYear,
        invoice_seq: invoiceSeq,
        commission_id: input.paysFor?.commissionId ?? null,
        commission_payment: input.paysFor?.payment ?? null,
      },
      items: [
        {
          product_id: null,
          artwork_id: null,
          product_name: input.line,
          category: input.category,
          variant: null,
          image_url: null,
          quantity: 1,
          price: input.amount,
        },
      ],
    },
    now,
  );
  await trx
    .insertInto("order_status_history")
    .values({ order_id: orderId, status: "pending", note: input.note, created_at: now })
    .execute();
  return { orderId, order: await loadOrder(trx, orderId) };
}
