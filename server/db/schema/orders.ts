/** Carts, customers, orders and what they hold, invoice numbers and card payments. */
import type { Generated } from "kysely";
import type { Timestamp } from "./columns.ts";

export interface CartSessionsTable {
  id: Generated<number>;
  session_id: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The order this cart last became; a repeated checkout of the same cart returns it. */
  last_order_id: number | null;
  /** The discount code applied to it (migration 050; checked again at checkout). */
  discount_code: string | null;
  /** The gift card applied to it, normalised (migration 051; checked again at checkout). */
  gift_card_code: string | null;
}

/** A cart line holds a product (with a size and quantity) or an original (quantity 1): one of the two. */
export interface CartItemsTable {
  id: Generated<number>;
  cart_session_id: number;
  product_id: number | null;
  artwork_id: number | null;
  quantity: Generated<number>;
  variant: string | null;
  /** The variant added (null: none, or removed since; migration 019). */
  variant_id: number | null;
  variant_price: number | null;
  /** The unit price the buyer was last shown (at add or change); null for lines placed before prices were recorded. */
  seen_price: number | null;
  added_at: Timestamp;
}

export interface CustomersTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  address: string;
  city: string;
  state: string;
  zip_code: string;
  country: Generated<string>;
  created_at: Timestamp;
}

export interface OrdersTable {
  id: Generated<number>;
  customer_id: number;
  order_number: string;
  status: Generated<string>;
  subtotal: number;
  discount: Generated<number>;
  tax: Generated<number>;
  shipping: Generated<number>;
  total: number;
  currency: Generated<string>;
  /** Hundredths of a percent: 800 is 8 %. */
  tax_rate: Generated<number>;
  /** The tax's name when it was placed ("VAT"); "Tax" before migration 020. */
  tax_name: Generated<string>;
  /** The tax was inside the prices (not added to the total). */
  tax_included: Generated<boolean>;
  /** Tax taken off prices that include it, for a zone not charged tax (core/tax.ts). */
  tax_removed: Generated<number>;
  /** The invoice number: the year placed and the order's place in it; null before migration 020. */
  invoice_year: number | null;
  invoice_seq: number | null;
  idempotency_key: string | null;
  /**
   * SHA-256 hashes (hex, space-separated) of the secret keys that show this order's customer to a
   * visitor: the first is the confirmation e-mail's (and the placing browser's), then the newest
   * handed out since. Null for orders placed before migration 008 (decision 017).
   */
  access_key_hashes: string | null;
  notes: string | null;
  /** The payment deadline: an order still unpaid then is cancelled (null: none was set). */
  pay_by: Timestamp | null;
  /** When its buyer was reminded to pay (once, halfway). */
  /** The shipping zone charged (home, europe, world); null for orders before zones. */
  shipping_zone: string | null;
  reminded_at: Timestamp | null;
  /** The address group of the client that placed it (core/address-group.ts); null for orders placed before groups were recorded. */
  client_group: string | null;
  /** The shipment's carrier (a key of core/carriers.ts, or "other"); null until shipped with one. */
  carrier: string | null;
  tracking_number: string | null;
  /** The tracking page's address: the carrier's for the number, or one the owner gave. */
  tracking_url: string | null;
  /** When the payment-deadline sweep cancelled it (null: it did not). */
  auto_cancelled_at: Timestamp | null;
  /**
   * While unpaid, its originals are held only until then: its buyer started paying by card
   * (PRODUCT.md §4, Originals; migration 025). Null: held until the payment deadline.
   */
  card_hold_until: Timestamp | null;
  /**
   * A cancelled paid order's refund (migration 026): `card` (through Stripe) or `by-hand` (the
   * owner pays it back); null: none was due.
   */
  refund_method: string | null;
  /** The refund's amount, in the order's currency (minor units). */
  refund_amount: number | null;
  /** Stripe's refund (re_…) of a refund by card. */
  refund_reference: string | null;
  /** When it was made: Stripe's at once, or the owner's word for one by hand (null: still owed). */
  refunded_at: Timestamp | null;
  /** The commission it pays for (migration 029): its deposit or balance; null for a shop order. */
  commission_id: number | null;
  commission_payment: string | null;
  /** The discount code used (migration 050), its kind, and what it took off the goods. */
  discount_code: string | null;
  discount_kind: string | null;
  code_discount: Generated<number>;
  /** Where the visit that placed it first came from (migration 030; null: not counted). */
  visit_source: string | null;
  visit_medium: string | null;
  visit_campaign: string | null;
  /** The gift card that paid part or all of it (migration 051), and how much it paid. */
  gift_card_id: number | null;
  gift_card_amount: Generated<number>;
  /** Who the gift cards it buys are for, and the buyer's message (null: the buyer). */
  gift_recipient_name: string | null;
  gift_recipient_email: string | null;
  gift_message: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  product_id: number | null;
  /** The original this line holds (null for products, and once the artwork is deleted). */
  artwork_id: number | null;
  product_name: string;
  category: string;
  variant: string | null;
  image_url: string | null;
  quantity: number;
  price: number;
  /** How much of its product's stock the line took (0 when stock was not tracked; migration 016). */
  stock_taken: Generated<number>;
  /** The variant bought (its name is `variant`, as bought); it may since have been removed. */
  variant_id: number | null;
  /** How much of its variant's stock the line took (0 when not tracked; migration 019). */
  variant_stock_taken: Generated<number>;
  /**
   * When the original of this line was put back on sale while its order was unpaid (by the
   * owner, or when a card hold ran out; migration 025): the line no longer holds it.
   */
  released_at: Timestamp | null;
  /** The line's share of its order's `code_discount` (the shares add up to it exactly). */
  code_discount: Generated<number>;
  created_at: Timestamp;
}

export interface OrderStatusHistoryTable {
  id: Generated<number>;
  order_id: number;
  status: string;
  /** The owner's note (the admin's history). */
  note: string | null;
  /** What the buyer's page says of this step (a cancellation's reason); null: nothing. */
  public_note: Generated<string | null>;
  created_at: Timestamp;
}

/** The last invoice number given in each year (migration 020). */
export interface InvoiceCountersTable {
  year: number;
  last_number: number;
}
/** A Checkout Session Stripe said was paid (migration 017; services/payments/). */
export interface CardPaymentsTable {
  id: Generated<number>;
  session_id: string;
  /** The first event that told of it. */
  event_id: string;
  /** The order its metadata named (null: none). */
  order_number: string | null;
  /** Stripe's payment (a PaymentIntent id, pi_…): what the owner finds it by in Stripe. */
  payment_reference: string | null;
  /** Minor units, in `currency` (upper case, as orders keep it). */
  amount: number;
  currency: string;
  /** "paid": the order was marked paid; "kept": for the owner to refund or accept by hand. */
  outcome: string;
  /** Why it was kept: amount, currency, unknown-order, cancelled, already-paid. */
  reason: string | null;
  created_at: Timestamp;
  /** When the owner said a kept payment was dealt with, and how (refunded, accepted). */
  resolved_at: Timestamp | null;
  resolution: string | null;
}
