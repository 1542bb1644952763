import type { Generated, Insertable, Selectable, Updateable } from "kysely";

/**
 * Table types for Kysely. Money columns are integer minor units (pence); timestamps are UTC
 * ISO-8601 text; booleans read back as 0/1 on SQLite and true/false on PostgreSQL (use Boolean()).
 */
type Bool = Generated<boolean | number>;
type Timestamp = string;

export interface ArtworksTable {
  id: Generated<number>;
  title: string;
  description: string | null;
  image_url: string;
  media_key: string | null;
  category: string;
  subcategory: string | null;
  art_type: string | null;
  medium: string | null;
  year: number | null;
  dimensions: string | null;
  alt_text: string | null;
  is_for_sale: Bool;
  price: number | null;
  is_featured: Bool;
  sort_order: number | null;
  /** Seeded by the demo (migration 007): removed with it unless the owner has edited it. */
  is_demo: Bool;
  /** available, reserved (an open order holds it) or sold (migration 009; core/artwork-sale.ts). */
  sale_state: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** An artwork's photos after its cover (migration 022): `position` 1 to 11, in order. */
export interface ArtworkImagesTable {
  id: Generated<number>;
  artwork_id: number;
  position: number;
  image_url: string;
  media_key: string | null;
  alt_text: string | null;
}

export interface ProductsTable {
  id: Generated<number>;
  name: string;
  description: string;
  price: number | null;
  category: string;
  subcategory: string | null;
  is_available: Bool;
  external_url: string | null;
  sort_order: number | null;
  stock: number | null;
  is_demo: Bool;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProductImagesTable {
  id: Generated<number>;
  product_id: number;
  url: string;
  media_key: string | null;
  position: number;
}

export interface ProductVariantsTable {
  id: Generated<number>;
  product_id: number;
  name: string;
  price: number;
  /** How many are left (null: not tracked; migration 019). */
  stock: number | null;
  position: number;
}

export interface SnapCardsTable {
  id: Generated<number>;
  name: string | null;
  title: string;
  description: string | null;
  image_url: string;
  media_key: string | null;
  category: Generated<string>;
  subcategory: string | null;
  price: number | null;
  features: string | null;
  external_url: string | null;
  sort_order: number | null;
  alt_text: string | null;
  is_demo: Bool;
  created_at: Timestamp;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  subject: string | null;
  message: string;
  is_spam: Bool;
  /** Why the message was flagged (e.g. the hidden field was filled in). */
  spam_reason: string | null;
  /** The artwork the message asks about ("Enquire about this piece"; null once it is deleted). */
  artwork_id: number | null;
  read_at: Timestamp | null;
  created_at: Timestamp;
}

export interface CartSessionsTable {
  id: Generated<number>;
  session_id: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The order this cart last became; a repeated checkout of the same cart returns it. */
  last_order_id: number | null;
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
  /** The unit price the buyer was last shown (at add or change); null for lines before #26. */
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
  /** The address group of the client that placed it (core/address-group.ts); null before #24. */
  client_group: string | null;
  /** The shipment's carrier (a key of core/carriers.ts, or "other"); null until shipped with one. */
  carrier: string | null;
  tracking_number: string | null;
  /** The tracking page's address: the carrier's for the number, or one the owner gave. */
  tracking_url: string | null;
  /** When the payment-deadline sweep cancelled it (null: it did not). */
  auto_cancelled_at: Timestamp | null;
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

export interface SettingsTable {
  key: string;
  value: string;
  updated_at: Timestamp;
}

export interface OwnerCredentialsTable {
  id: number;
  password_hash: string;
  updated_at: Timestamp;
}

export interface OwnerSessionsTable {
  id: Generated<number>;
  token_hash: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  kind: string;
  status: Generated<string>;
  attempts: Generated<number>;
  last_error: string | null;
  next_attempt_at: Timestamp | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
}

export interface MediaAssetsTable {
  id: Generated<number>;
  key: string;
  section: string;
  original_name: string | null;
  mime: string;
  width: number;
  height: number;
  placeholder: string | null;
  alt: string | null;
  variants: string;
  bytes: number;
  created_at: Timestamp;
}

export interface CarouselImagesTable {
  id: Generated<number>;
  media_key: string;
  title: string | null;
  alt: string;
  caption: string | null;
  position: number;
  is_demo: Bool;
  created_at: Timestamp;
}

/** The home page's testimonials (migration 006); `is_demo` marks the demo's invented ones. */
export interface TestimonialsTable {
  id: Generated<number>;
  quote: string;
  author: string;
  location: string | null;
  position: number;
  is_published: Bool;
  is_demo: Bool;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One row per background job: when a process last claimed a run of it. */
export interface BackgroundJobsTable {
  name: string;
  last_run_at: string;
}

/** The security event log (migration 013; core/security-events.ts): newest by `occurred_at`. */
export interface SecurityEventsTable {
  id: Generated<number>;
  occurred_at: Timestamp;
  /** A SecurityEventKind. */
  kind: string;
  /** The client's address; null for a command run on the server (a restore). */
  client_address: string | null;
  /** A SecurityEventDetail as JSON text: fixed facts, never a secret. */
  detail: Generated<string>;
  /** How many times a refusal happened in its window (1: once). */
  repeated: Generated<number>;
  /** The latest of a repeated refusal; null when it happened once. */
  last_occurred_at: Timestamp | null;
}

/** Shared rate-limit counts (migration 014; PostgreSQL only, rate-limiter-flexible's shape). */
export interface RateLimitsTable {
  key: string;
  points: Generated<number>;
  /** When the count expires, in milliseconds since 1970 (null: never). */
  expire: number | null;
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

/** A certificate of authenticity (migration 023; services/certificates.ts): the work as issued. */
export interface CertificatesTable {
  id: Generated<number>;
  /** 1, 2, 3…: the number printed on it. */
  number: number;
  /** The unguessable verification code of `/verify/{code}` (core/certificate-code.ts). */
  code: string;
  /** The work in the catalogue (null once deleted: the certificate keeps its own copy). */
  artwork_id: number | null;
  /** The paid order that issued it; null when the owner issued it by hand. */
  order_number: string | null;
  collector_id: number | null;
  title: string;
  year: number | null;
  medium: string | null;
  dimensions: string | null;
  /** The cover picture as at issue. */
  image_url: string | null;
  artist_name: string;
  /** The date of sale, YYYY-MM-DD. */
  sold_on: string;
  buyer_name: string | null;
  /** The buyer chose to be named on the public verification page. */
  buyer_named: Bool;
  issued_at: Timestamp;
  /** Set when its order was cancelled after payment: the page then says it was withdrawn. */
  revoked_at: Timestamp | null;
}

/** Someone who owns an original (migration 023): from a paid order, or added by the owner. */
export interface CollectorsTable {
  id: Generated<number>;
  /** Lower case; one collector per address. */
  email: string;
  name: string;
  notes: Generated<string>;
  added_by_hand: Bool;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A shop collection: a tab in the owner's order, its texts and its offers (migration 018). */
export interface CollectionsTable {
  id: Generated<number>;
  /** The shop tab's address (`/shop?tab={slug}`) and its products' `category`. */
  slug: string;
  name: string;
  description: Generated<string>;
  /** Small print under the tab (a trademark line); empty: none. */
  footnote: Generated<string>;
  /** The word for its items in offer lines ("games"); empty: none. */
  item_noun: Generated<string>;
  /** JSON: the specification list, `[{label, value}]` (the Snap deck's); `[]`: none. */
  specifications: Generated<string>;
  /** JSON: the offers, `{quantity, save}` (minor units) or `{quantity, percentOff}` (core/offers.ts). */
  offers: Generated<string>;
  position: Generated<number>;
  is_demo: Bool;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A commission request (migration 021; core/commission-status.ts for its statuses). */
export interface CommissionsTable {
  id: Generated<number>;
  status: Generated<string>;
  name: string;
  email: string;
  /** The kind's slug and its name as it was when asked for (the owner may rename kinds). */
  kind: string;
  kind_name: string;
  size: string | null;
  medium: string | null;
  budget: string | null;
  wanted_by: string | null;
  description: string;
  /** The requester agreed that the finished piece may be shown in the portfolio. */
  consent_to_show: Bool;
  /** The hidden field was filled in: kept for the owner, no e-mails. */
  is_spam: Bool;
  /** SHA-256 hashes of the requester's secret keys (as orders keep theirs). */
  access_key_hashes: string;
  /** The owner's private notes. */
  notes: Generated<string>;
  /** The quote, in minor units (null until quoted). */
  price: number | null;
  deposit: number | null;
  /** The deposit as the owner wrote it ("30%", "75.00"). */
  deposit_rule: string | null;
  delivery_by: string | null;
  valid_until: string | null;
  terms: string | null;
  quoted_at: Timestamp | null;
  deposit_order_id: number | null;
  balance_order_id: number | null;
  /** The portfolio artwork the finished piece became. */
  artwork_id: number | null;
  is_demo: Bool;
  /** When it was completed, declined or cancelled: the photos' retention counts from here. */
  ended_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A reference photo: metadata stripped, kept as an original under a random key, never public. */
export interface CommissionPhotosTable {
  id: Generated<number>;
  commission_id: number;
  key: string;
  mime: string;
  width: number;
  height: number;
  bytes: number;
  position: number;
  created_at: Timestamp;
}

/** A message on a commission's thread: `author` is "owner" or "requester". */
export interface CommissionMessagesTable {
  id: Generated<number>;
  commission_id: number;
  author: string;
  body: string;
  created_at: Timestamp;
}

export interface Database {
  artworks: ArtworksTable;
  artwork_images: ArtworkImagesTable;
  products: ProductsTable;
  product_images: ProductImagesTable;
  product_variants: ProductVariantsTable;
  snap_cards: SnapCardsTable;
  contact_messages: ContactMessagesTable;
  cart_sessions: CartSessionsTable;
  cart_items: CartItemsTable;
  customers: CustomersTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_status_history: OrderStatusHistoryTable;
  settings: SettingsTable;
  invoice_counters: InvoiceCountersTable;
  owner_credentials: OwnerCredentialsTable;
  owner_sessions: OwnerSessionsTable;
  mail_outbox: MailOutboxTable;
  background_jobs: BackgroundJobsTable;
  media_assets: MediaAssetsTable;
  carousel_images: CarouselImagesTable;
  testimonials: TestimonialsTable;
  security_events: SecurityEventsTable;
  rate_limits: RateLimitsTable;
  card_payments: CardPaymentsTable;
  certificates: CertificatesTable;
  collectors: CollectorsTable;
  collections: CollectionsTable;
  commissions: CommissionsTable;
  commission_photos: CommissionPhotosTable;
  commission_messages: CommissionMessagesTable;
}

export type Product = Selectable<ProductsTable>;
export type NewProduct = Insertable<ProductsTable>;
export type ProductUpdate = Updateable<ProductsTable>;
