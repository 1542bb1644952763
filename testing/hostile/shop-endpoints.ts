import { CUSTOMER } from "../visitor.ts";
import {
  BAD_NUMBERS,
  commissionMessage,
  DEEP,
  endpointTable,
  kinds,
  LONG,
  ownerList,
  WRONG_TYPES,
} from "./values.ts";

const discountBody = () => ({
  code: "HOSTILE10",
  kind: "percent",
  value: 10,
  appliesTo: { productIds: [] },
  active: true,
});
const discountFields = () => ({
  code: [...kinds.text(), "has space", "ab", "x".repeat(33), "ÄÖÜ123"],
  kind: kinds.choice(),
  value: [...BAD_NUMBERS, 0, 101, -1, "10.5", null],
  "appliesTo.productIds": ["a", {}, [DEEP], [LONG], [0], [-1], ["1.5"]],
  minSubtotal: [...BAD_NUMBERS, -1, "-1", "1.234", "4,00", "1e3", "1000000", 99_999_999],
  usageLimit: kinds.count(1, true),
  oncePerCustomer: kinds.bool(),
  startsAt: [...WRONG_TYPES, LONG, "2026-13-45", "yesterday"],
  endsAt: [...WRONG_TYPES, LONG, "2026-02-30T25:00:00Z", "tomorrow"],
  active: kinds.bool(),
});

export const SHOP_ENDPOINTS = endpointTable({
  "POST /api/cart/add": {
    as: "visitor",
    body: (f) => ({ productId: f.productId, quantity: 1, variant: "Large 15x21cm" }),
    fields: {
      productId: [...kinds.count(1), 987_654],
      // An original instead of the product (both at once is refused), or one not for sale.
      artworkId: [...kinds.count(1), 987_654],
      quantity: kinds.count(1).concat([100]),
      variant: [...WRONG_TYPES, LONG, "Medium"],
    },
  },
  "PATCH /api/cart/update": {
    as: "visitor",
    body: (f) => ({ cartItemId: f.cartItemId, quantity: 3 }),
    fields: {
      cartItemId: [...kinds.count(1), 987_654],
      quantity: kinds.count(1).concat([100, 51]), // 51: more than the stock of 50
    },
  },
  "DELETE /api/cart/remove/:id": { as: "visitor", item: "cartItemId" },
  "DELETE /api/cart/clear": { as: "visitor" },
  "POST /api/cart/discount": {
    as: "visitor",
    body: () => ({ code: "HOSTILE10" }),
    fields: { code: [...kinds.text(), "", "NOSUCHCODE", "__proto__"] },
  },
  "DELETE /api/cart/discount": { as: "visitor" },
  "POST /api/cart/gift-card": {
    as: "visitor",
    body: () => ({ code: "ABCD-EFGH-JKMN-PQRS" }),
    fields: { code: [...kinds.text(), "", "0000-0000-0000-0000", "__proto__"] },
  },
  "DELETE /api/cart/gift-card": { as: "visitor" },
  "POST /api/admin/gift-cards": {
    as: "owner",
    body: () => ({ amount: "25.00", recipientEmail: "gift@example.com", message: "Enjoy" }),
    fields: {
      amount: [...BAD_NUMBERS, 0, "0.00", -1, "-1", "1.234", "4,00", "1e3", "1000000"],
      // Optional: null is no recipient.
      recipientEmail: [...WRONG_TYPES, LONG, "not-an-email", `${"a".repeat(300)}@example.com`],
      recipientName: kinds.text(true),
      message: kinds.text(true),
    },
  },
  // No body: one press puts a gift card on sale, or keeps the one the shop sells.
  "POST /api/admin/gift-cards/on-sale": { as: "owner" },
  ...ownerList("discounts", "discountId", discountBody, discountFields),
  "POST /api/orders": {
    as: "visitor",
    body: () => ({ ...CUSTOMER, idempotencyKey: "hostile-input-key-0001" }),
    fields: {
      firstName: [...kinds.text(), "A"],
      lastName: [...kinds.text(), "B"],
      email: kinds.email(),
      phone: kinds.text(true),
      address: [...kinds.text(), "1 A"],
      city: kinds.text(),
      state: kinds.text(),
      // A postcode of another country ("2000" is Australian) and codes no longer offered.
      zipCode: [...kinds.text(), "123", "2000"],
      country: [...kinds.choice(), "OTHER", "UK", "ZZ"],
      idempotencyKey: [...kinds.text(true), "short", "has spaces in it here", "x".repeat(101)],
      giftCard: [...kinds.text(true), "0000-0000-0000-0000"],
      giftRecipientName: kinds.text(true),
      giftRecipientEmail: kinds.email(),
      giftMessage: kinds.text(true),
    },
  },
  "POST /api/contact": {
    as: "nobody",
    body: (f) => ({
      name: "Grace Hopper",
      email: "grace@example.com",
      subject: "commission",
      message: "Could you paint my cat, please?",
      artworkId: f.artworkId,
    }),
    fields: {
      name: kinds.text(),
      email: kinds.email(),
      subject: kinds.choice(true),
      message: [...kinds.text(), "too short"],
      artworkId: [...kinds.count(1, true), 987_654],
      website: [...WRONG_TYPES, LONG],
    },
  },
  "POST /api/subscribe": {
    as: "nobody",
    body: () => ({ email: "ada@readers.example", consent: true, source: "artwork" }),
    fields: {
      email: kinds.email(),
      consent: [...kinds.bool(), false, "false"],
      source: kinds.choice(),
    },
  },
  // The fixture's product is in stock, so even the valid body is refused (409) and stores nothing:
  // each hostile value is refused by the schema first; waits are tested in api/notify.test.ts.
  "POST /api/notify": {
    as: "nobody",
    body: (f) => ({ email: "ada@readers.example", consent: true, productId: f.productId }),
    fields: {
      email: kinds.email(),
      consent: [...kinds.bool(), false, "false"],
      productId: [...kinds.count(1, true), 987_654],
      artworkId: kinds.count(1, true),
      joinList: kinds.bool(),
    },
  },
  // Off without MAIL_WEBHOOK_SECRET (404); signed, it is tested in audience-announcements.test.ts.
  "POST /api/mail/events": { as: "nobody" },
  // Commissions: the request is multipart; the requester's answers need its key.
  "POST /api/commissions": { as: "nobody", upload: { field: "photos" } },
  "POST /api/commissions/:id/accept": { as: "visitor", item: "commissionId" },
  "POST /api/commissions/:id/decline": { as: "visitor", item: "commissionId" },
  "POST /api/commissions/:id/messages": commissionMessage("visitor", "Winter light, please."),
  // Card payments, off here (no STRIPE_*): each answers with its message, stores nothing.
  "POST /api/orders/:orderNumber/payment": { as: "visitor", item: "orderNumber" },
  "POST /api/payments/stripe/webhook": { as: "nobody" },
});
