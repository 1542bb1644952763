import { unitPriceOf } from "#core/cart-totals.ts";
import type { CommissionPayment, CommissionView } from "#core/commissions.ts";
import { codeStanding } from "#core/discounts.ts";
import { giftCardPays } from "#core/gift-cards.ts";
import { formatMoney, toDecimal } from "#core/money.ts";
import type { Offer } from "#core/offers.ts";
import type { Order, VisitorOrder } from "#core/order.ts";
import type { CartTotals } from "#core/pricing.ts";
import type { SearchResult } from "#core/search.ts";
import { describeSecurityEvent, type SecurityEvent } from "#core/security-events.ts";
import type { ShippingZone } from "#core/shipping-zones.ts";
import { formatTaxRate, type StoreSettings, type ZoneCharge } from "#core/store.ts";
import type { OrderListEntry } from "../services/admin-orders.ts";
import type { CartView } from "../services/cart.ts";
import type { ArtworkView, ProductView, SnapCardView } from "../services/catalog.ts";
import type { CollectionView } from "../services/collections.ts";
import type { CartCode, DiscountView } from "../services/discounts.ts";
import type { CartGiftCard, GiftCardBalance, GiftCardView } from "../services/gift-cards.ts";
import type { SiteSettingsView } from "../services/settings.ts";

/**
 * The JSON API's presenter: services speak in minor units, and this is the one place they become
 * the API's 2-decimal strings ("10.00", "" for no price) and the tax rate in percent ("8"). Every
 * other field passes through as it is, in the same order.
 */

/** An artwork as the public API shows it: its sale status, not the stored state behind it. */
export const presentArtwork = ({ saleState: _state, ...artwork }: ArtworkView) => ({
  ...artwork,
  price: toDecimal(artwork.price),
});

/** An artwork as the owner's API shows it: with its stored sale state (`sold` while hidden, say). */
export const presentAdminArtwork = (artwork: ArtworkView) => ({
  ...presentArtwork(artwork),
  saleState: artwork.saleState,
});

export const presentProduct = (product: ProductView) => ({
  ...product,
  price: toDecimal(product.price),
  variants: product.variants.map((variant) => ({ ...variant, price: toDecimal(variant.price) })),
});

/** An offer as the API writes it: `{quantity, save: "2.00"}` or `{quantity, percentOff: 15}`. */
const presentOffer = (offer: Offer) =>
  offer.save !== undefined
    ? { quantity: offer.quantity, save: toDecimal(offer.save) }
    : { quantity: offer.quantity, percentOff: offer.percentOff };

/** A collection as visitors read it (`GET /api/collections`): in tab order. */
export const presentCollection = (collection: CollectionView) => ({
  id: collection.id,
  slug: collection.slug,
  name: collection.name,
  description: collection.description,
  footnote: collection.footnote,
  itemNoun: collection.itemNoun,
  specifications: collection.specifications,
  offers: collection.offers.map(presentOffer),
});

/** A collection as the owner reads it: with its place and how many products it holds. */
export const presentAdminCollection = (collection: CollectionView) => ({
  ...presentCollection(collection),
  position: collection.position,
  productCount: collection.productCount,
});

export const presentSnapCard = (card: SnapCardView) => ({ ...card, price: toDecimal(card.price) });

export const presentSearchResult = (result: SearchResult) => ({
  ...result,
  price: toDecimal(result.price),
});

export const presentCart = (cart: CartView) => ({
  ...cart,
  items: cart.items.map(({ seenPrice, unitPrice, ...item }) => ({
    ...item,
    // The API's shape (PRODUCT.md §7): a sized line's price as the variant's, else the product's.
    variantPrice: toDecimal(item.variant ? unitPrice : null),
    product: { ...item.product, price: toDecimal(item.variant ? null : unitPrice) },
    // A changed price: what the buyer saw, and what the line costs now.
    ...(item.problem === "price-changed"
      ? { seenPrice: toDecimal(seenPrice ?? null), newPrice: toDecimal(unitPriceOf({ unitPrice })) }
      : {}),
  })),
});

/** A cart's totals for one destination: money as decimal strings, and the zone charged. */
export const presentTotals = (
  totals: CartTotals,
  rules: { zone: ShippingZone; country: string },
) => ({
  subtotal: toDecimal(totals.subtotal),
  discount: toDecimal(totals.discount),
  discountCode: totals.code?.code ?? null,
  codeDiscount: toDecimal(totals.codeDiscount),
  tax: toDecimal(totals.tax),
  taxIncluded: totals.taxIncluded ?? false,
  taxRemoved: toDecimal(totals.taxRemoved ?? 0),
  shipping: toDecimal(totals.shipping),
  total: toDecimal(totals.total),
  zone: rules.zone,
  country: rules.country,
});

export function presentOrder<O extends Omit<Order, "customer" | "giftRecipient">>(order: O) {
  return {
    ...order,
    subtotal: toDecimal(order.subtotal),
    discount: toDecimal(order.discount),
    codeDiscount: toDecimal(order.codeDiscount),
    tax: toDecimal(order.tax),
    taxRemoved: toDecimal(order.taxRemoved),
    shipping: toDecimal(order.shipping),
    total: toDecimal(order.total),
    giftCardAmount: toDecimal(order.giftCardAmount),
    toPay: toDecimal(order.total - order.giftCardAmount),
    refund: order.refund && { ...order.refund, amount: toDecimal(order.refund.amount) },
    items: order.items.map((item) => ({
      ...item,
      price: toDecimal(item.price),
      lineTotal: toDecimal(item.lineTotal),
      codeDiscount: toDecimal(item.codeDiscount),
    })),
  };
}

export const presentOrderListEntry = (entry: OrderListEntry) => ({
  ...entry,
  total: toDecimal(entry.total),
  refundDue: entry.refundDue === null ? null : toDecimal(entry.refundDue),
});

/** A zone's charge as the API shows it: money as decimal strings, `""` for "never free". */
const presentCharge = (charge: ZoneCharge) => ({
  fee: toDecimal(charge.fee),
  freeShippingThreshold: toDecimal(charge.freeShippingThreshold),
});

/** The trading rules as the API shows them: money as decimal strings, the tax rate in percent. */
export const presentStore = (store: StoreSettings) => ({
  currency: store.currency,
  taxRate: formatTaxRate(store.taxRate),
  taxName: store.taxName,
  pricesIncludeTax: store.pricesIncludeTax,
  taxZones: store.taxZones,
  taxNumber: store.taxNumber,
  shippingFee: toDecimal(store.shippingFee),
  freeShippingThreshold: toDecimal(store.freeShippingThreshold),
  charityStatement: store.charityStatement,
  shopIntro: store.shopIntro,
  payWithinDays: store.payWithinDays,
  maxOriginalsPerOrder: store.maxOriginalsPerOrder,
  homeCountry: store.homeCountry,
  zones: {
    europe: presentCharge(store.zones.europe),
    world: presentCharge(store.zones.world),
  },
  originalShipping: {
    home: toDecimal(store.originalShipping.home),
    europe: toDecimal(store.originalShipping.europe),
    world: toDecimal(store.originalShipping.world),
  },
});

export const presentSettings = (settings: SiteSettingsView) => ({
  ...settings,
  store: presentStore(settings.store),
});

/** A commission as the API shows it: money as decimal strings. */
export function presentCommission<C extends CommissionView>(commission: C) {
  const payment = (p: CommissionPayment | null) => p && { ...p, amount: toDecimal(p.amount) };
  return {
    ...commission,
    quote: commission.quote && {
      ...commission.quote,
      price: toDecimal(commission.quote.price),
      deposit: toDecimal(commission.quote.deposit),
      balance: toDecimal(commission.quote.balance),
    },
    deposit: payment(commission.deposit),
    balance: payment(commission.balance),
  };
}

/** What `GET /api/orders/{number}` answers. */
export type OrderJson = ReturnType<typeof presentOrder<VisitorOrder>>;

/** A security event as `GET /api/admin/security-events` lists it: its facts and plain words. */
export function presentSecurityEvent(event: SecurityEvent) {
  return {
    id: event.id,
    occurredAt: event.occurredAt,
    kind: event.kind,
    description: describeSecurityEvent(event),
    address: event.address,
    detail: event.detail,
    repeated: event.repeated,
    ...(event.lastOccurredAt ? { lastOccurredAt: event.lastOccurredAt } : {}),
  };
}

/** A discount code as the owner's API shows it: an amount off and the minimum as decimals. */
export const presentDiscount = (discount: DiscountView) => ({
  ...discount,
  value: discount.kind === "amount" ? toDecimal(discount.value) : discount.value,
  minSubtotal: discount.minSubtotal === null ? null : toDecimal(discount.minSubtotal),
});

/** The code on a cart: what it takes off now, or why it takes nothing (null: no code). */
export function presentCartCode(code: CartCode | undefined, totals: CartTotals, currency: string) {
  if (!code) return null;
  const problem = codeStanding(code.refusal, totals.code, (minor) => formatMoney(minor, currency));
  return {
    code: code.code,
    amount: toDecimal(totals.codeDiscount),
    freeShipping: !problem && code.term?.kind === "free-shipping",
    ...(problem ? { refusal: problem } : {}),
  };
}

/**
 * The gift card on a cart: what it pays of the total and what is left to pay, or why it pays
 * nothing (null: no card).
 */
export function presentCartGiftCard(card: CartGiftCard | undefined, total: number) {
  if (!card) return null;
  const amount = card.refusal ? 0 : giftCardPays(card.balance, total);
  return {
    code: card.code,
    balance: toDecimal(card.balance),
    amount: toDecimal(amount),
    toPay: toDecimal(total - amount),
    ...(card.refusal ? { refusal: card.refusal } : {}),
  };
}

export const presentGiftCardBalance = (card: GiftCardBalance) => ({
  ...card,
  balance: toDecimal(card.balance),
  initialAmount: toDecimal(card.initialAmount),
});

export const presentGiftCard = (card: GiftCardView) => ({
  ...card,
  initialAmount: toDecimal(card.initialAmount),
  balance: toDecimal(card.balance),
  moves: card.moves.map((move) => ({ ...move, amount: toDecimal(move.amount) })),
});
