/**
 * The database as Kysely sees it: every table by name. The tables' types live by area in
 * `schema/` (columns.ts for the shared column types); importers take them all from here.
 */
import type {
  AnnouncementsTable,
  ConsentTextsTable,
  SubscribersTable,
  SubscriberTokensTable,
  SuppressedAddressesTable,
} from "./schema/audience.ts";
import type {
  ArtworkImagesTable,
  ArtworksTable,
  CollectionsTable,
  ProductImagesTable,
  ProductsTable,
  ProductVariantsTable,
  SnapCardsTable,
} from "./schema/catalogue.ts";
import type { CertificatesTable, CollectorsTable } from "./schema/certificates.ts";
import type {
  CommissionMessagesTable,
  CommissionPhotosTable,
  CommissionsTable,
} from "./schema/commissions.ts";
import type { DiscountCodesTable, DiscountUsesTable } from "./schema/discounts.ts";
import type { GiftCardMovesTable, GiftCardsTable } from "./schema/gift-cards.ts";
import type { NotifyRequestsTable } from "./schema/notify.ts";
import type {
  CardPaymentsTable,
  CartItemsTable,
  CartSessionsTable,
  CustomersTable,
  InvoiceCountersTable,
  OrderItemsTable,
  OrderStatusHistoryTable,
  OrdersTable,
} from "./schema/orders.ts";
import type {
  CarouselImagesTable,
  ContactMessagesTable,
  MediaAssetsTable,
  SettingsTable,
  TestimonialsTable,
} from "./schema/site.ts";
import type { StatsDaysTable, StatsSaltsTable, StatsViewsTable } from "./schema/stats.ts";
import type {
  BackgroundJobsTable,
  MailOutboxTable,
  OffsiteBackupsTable,
  OwnerCredentialsTable,
  OwnerSessionsTable,
  PasswordResetsTable,
  RateLimitsTable,
  SecurityEventsTable,
} from "./schema/system.ts";

export type * from "./schema/audience.ts";
export type * from "./schema/catalogue.ts";
export type * from "./schema/certificates.ts";
export type * from "./schema/commissions.ts";
export type * from "./schema/discounts.ts";
export type * from "./schema/gift-cards.ts";
export type * from "./schema/notify.ts";
export type * from "./schema/orders.ts";
export type * from "./schema/site.ts";
export type * from "./schema/stats.ts";
export type * from "./schema/system.ts";

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
  password_resets: PasswordResetsTable;
  mail_outbox: MailOutboxTable;
  background_jobs: BackgroundJobsTable;
  offsite_backups: OffsiteBackupsTable;
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
  discount_codes: DiscountCodesTable;
  discount_uses: DiscountUsesTable;
  gift_cards: GiftCardsTable;
  gift_card_moves: GiftCardMovesTable;
  consent_texts: ConsentTextsTable;
  announcements: AnnouncementsTable;
  subscribers: SubscribersTable;
  subscriber_tokens: SubscriberTokensTable;
  suppressed_addresses: SuppressedAddressesTable;
  notify_requests: NotifyRequestsTable;
  stats_salts: StatsSaltsTable;
  stats_views: StatsViewsTable;
  stats_days: StatsDaysTable;
}
