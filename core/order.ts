import type { Tracking } from "./carriers.ts";
import type { OrderRefund } from "./refunds.ts";

/** One step of an order as its buyer's page tells it ("the page follows the order"). */
export interface OrderEvent {
  kind: "placed" | "awaiting-payment" | "reminded" | "paid" | "shipped" | "completed" | "cancelled";
  at: string;
  /** What the buyer may read of it: a cancellation's reason (null: nothing). */
  note: string | null;
}

/**
 * An order as the site knows it once placed (PRODUCT.md §3): amounts in minor units, in the
 * order's own currency and tax rate. The order service returns it, the pages show it, and the
 * JSON API's presenter writes it with 2-decimal strings (server/api/present.ts).
 */

export interface OrderLine {
  id: number;
  quantity: number;
  /** The unit price charged before bundle savings. */
  price: number;
  lineTotal: number;
  /** The line's share of the discount code's amount (the shares add up to `codeDiscount`). */
  codeDiscount: number;
  variant: string | null;
  /** The original artwork this line holds (null for products, and once it is deleted). */
  artworkId: number | null;
  product: { id: number | null; name: string; imageUrl: string | null };
}

export interface OrderCustomer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
}

export interface Order {
  orderNumber: string;
  /** The sequential invoice number ("2026-0042"); null for orders placed before there were any. */
  invoiceNumber: string | null;
  status: string;
  createdAt: string;
  /** The payment deadline: until it is paid, the order is cancelled then (null: none was set). */
  payBy: string | null;
  /** The shipping zone charged: `home`, `europe` or `world` (null for orders before zones). */
  shippingZone: string | null;
  subtotal: number;
  discount: number;
  /** The discount code used (null: none), its kind, and what it took off the goods. */
  discountCode: string | null;
  discountKind: string | null;
  codeDiscount: number;
  tax: number;
  /** The tax's name when it was placed ("VAT"). */
  taxName: string;
  /** The tax was inside the prices: the total did not add it. */
  taxIncluded: boolean;
  /** Tax taken off prices that include it, for a zone not charged tax. */
  taxRemoved: number;
  shipping: number;
  total: number;
  /** What a gift card paid of the total (0: none); the rest is paid by card or by hand. */
  giftCardAmount: number;
  currency: string;
  /** The tax rate charged, in percent as people write it ("8", "7.5"). */
  taxRate: string;
  items: OrderLine[];
  customer: OrderCustomer;
  /** Its steps so far, oldest first. */
  timeline: OrderEvent[];
  /** When it was paid (the first step to paid or beyond); null while unpaid. */
  paidAt: string | null;
  /** The shipment's carrier, number and tracking page; null until shipped with them. */
  tracking: Tracking | null;
  /** When the payment-deadline sweep cancelled it (null: it did not). */
  autoCancelledAt: string | null;
  /** A cancelled paid order's refund, made or still owed (core/refunds.ts); null: none was due. */
  refund: OrderRefund | null;
  /**
   * The commission this order pays for, its deposit or its balance (its page and mails speak of
   * the commission: nothing ships with it); null for an order from the shop.
   */
  commission: OrderCommission | null;
  /**
   * Every line is a gift card: nothing is posted (no address was asked for), and its cards go by
   * e-mail once it is paid (PRODUCT.md §9, "Gift cards").
   */
  giftCardsOnly: boolean;
  /** How many gift cards it buys (one per unit of its gift card lines; 0: none). */
  giftCardsBought: number;
  /**
   * Who the gift cards it buys are for, as the buyer named them (null: the buyer, or it buys
   * none). Private like the customer: only whoever holds one of its keys sees it.
   */
  giftRecipient: GiftRecipientView | null;
}

/** An order's gift cards' recipient and the buyer's message; each may be left out. */
export interface GiftRecipientView {
  name: string | null;
  email: string | null;
  message: string | null;
}

/** A deposit or balance order's commission: its id (its page, `/commissions/{id}`) and which part. */
export interface OrderCommission {
  id: number;
  payment: "deposit" | "balance";
}

/**
 * An order as a visitor sees it on its page and through `GET /api/orders/{number}`: the customer
 * only for whoever holds one of the order's access keys (decision 017); for anyone else, just
 * the status, lines and totals.
 */
export type VisitorOrder = Omit<Order, "customer" | "giftRecipient"> & {
  customer?: OrderCustomer;
  giftRecipient?: GiftRecipientView | null;
};
