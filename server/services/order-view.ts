import type { Kysely, Transaction } from "kysely";
import { NotFound } from "#core/domain-errors.ts";
import { GIFT_CARD_CATEGORY, postsNothing } from "#core/gift-cards.ts";
import { invoiceNumber } from "#core/invoice-number.ts";
import type { Order } from "#core/order.ts";
import { orderTimeline, paidAtOf } from "#core/order-timeline.ts";
import type { RefundMethod } from "#core/refunds.ts";
import { formatTaxRate } from "#core/store.ts";
import type { Database } from "../db/schema.ts";

type Db = Kysely<Database> | Transaction<Database>;

export const ORDER_NUMBER_PATTERN =
  /^EA-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/**
 * An order's id and access-key hashes by its number, or 404 "Order not found" (a malformed number
 * is not looked up at all): the one way the buyer's page, the card payment and the admin find it.
 */
export async function orderByNumber(
  db: Kysely<Database>,
  orderNumber: string,
): Promise<{ id: number; access_key_hashes: string | null }> {
  const row = ORDER_NUMBER_PATTERN.test(orderNumber)
    ? await db
        .selectFrom("orders")
        .select(["id", "access_key_hashes"])
        .where("order_number", "=", orderNumber)
        .executeTakeFirst()
    : undefined;
  if (!row) throw new NotFound("Order not found");
  return row;
}

/**
 * An order's row with its buyer's name, e-mail and address (an order always has its buyer): what
 * the order's page, its certificates and the gift cards it bought read of it.
 */
export function orderWithBuyer(db: Db, orderId: number) {
  return db
    .selectFrom("orders")
    .innerJoin("customers", "customers.id", "orders.customer_id")
    .selectAll("orders")
    .select([
      "customers.first_name",
      "customers.last_name",
      "customers.email",
      "customers.phone",
      "customers.address",
      "customers.city",
      "customers.state",
      "customers.zip_code",
      "customers.country",
    ])
    .where("orders.id", "=", orderId)
    .executeTakeFirstOrThrow();
}

/** A placed order as every reader sees it (the buyer's page, the admin, the mails), in minor units. */
export async function loadOrder(db: Db, orderId: number): Promise<Order> {
  const order = await orderWithBuyer(db, orderId);
  const items = await db
    .selectFrom("order_items")
    .selectAll()
    .where("order_id", "=", orderId)
    .orderBy("id")
    .execute();
  const history = await db
    .selectFrom("order_status_history")
    .select(["status", "public_note", "created_at"])
    .where("order_id", "=", orderId)
    .orderBy("id")
    .execute();
  const timeline = orderTimeline(
    history.map((entry) => ({
      status: entry.status,
      publicNote: entry.public_note,
      createdAt: entry.created_at,
    })),
    order.reminded_at,
  );
  const shipped =
    order.carrier !== null || order.tracking_number !== null || order.tracking_url !== null;
  return {
    orderNumber: order.order_number,
    invoiceNumber: invoiceNumber(order.invoice_year, order.invoice_seq),
    status: order.status,
    createdAt: order.created_at,
    payBy: order.pay_by,
    shippingZone: order.shipping_zone,
    subtotal: order.subtotal,
    discount: order.discount,
    discountCode: order.discount_code,
    discountKind: order.discount_kind,
    codeDiscount: order.code_discount,
    tax: order.tax,
    taxName: order.tax_name,
    // SQLite answers 0/1.
    taxIncluded: Boolean(order.tax_included),
    taxRemoved: order.tax_removed,
    shipping: order.shipping,
    total: order.total,
    giftCardAmount: order.gift_card_amount,
    currency: order.currency,
    taxRate: formatTaxRate(order.tax_rate),
    items: items.map((item) => ({
      id: item.id,
      quantity: item.quantity,
      price: item.price,
      lineTotal: item.price * item.quantity,
      codeDiscount: item.code_discount,
      variant: item.variant,
      artworkId: item.artwork_id,
      product: { id: item.product_id, name: item.product_name, imageUrl: item.image_url },
    })),
    customer: {
      firstName: order.first_name,
      lastName: order.last_name,
      email: order.email,
      phone: order.phone,
      address: order.address,
      city: order.city,
      state: order.state,
      zipCode: order.zip_code,
      country: order.country,
    },
    timeline,
    paidAt: paidAtOf(timeline),
    tracking: shipped
      ? { carrier: order.carrier, number: order.tracking_number, url: order.tracking_url }
      : null,
    autoCancelledAt: order.auto_cancelled_at,
    refund:
      order.refund_method !== null && order.refund_amount !== null
        ? {
            method: order.refund_method as RefundMethod,
            amount: order.refund_amount,
            reference: order.refund_reference,
            refundedAt: order.refunded_at,
          }
        : null,
    commission:
      order.commission_id !== null
        ? {
            id: order.commission_id,
            payment: order.commission_payment === "balance" ? "balance" : "deposit",
          }
        : null,
    giftCardsOnly: postsNothing(order.commission_id, items),
    giftCardsBought: items
      .filter((item) => item.category === GIFT_CARD_CATEGORY)
      .reduce((sum, item) => sum + item.quantity, 0),
    giftRecipient:
      order.gift_recipient_name !== null ||
      order.gift_recipient_email !== null ||
      order.gift_message !== null
        ? {
            name: order.gift_recipient_name,
            email: order.gift_recipient_email,
            message: order.gift_message,
          }
        : null,
  };
}
