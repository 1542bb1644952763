import { CUSTOMER } from "../visitor.ts";
import { type Endpoint, kinds, LONG, WRONG_TYPES } from "./values.ts";

export const SHOP_ENDPOINTS: Record<string, Endpoint> = {
  "POST /api/cart/add": {
    as: "visitor",
    url: () => "/api/cart/add",
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
    url: () => "/api/cart/update",
    body: (f) => ({ cartItemId: f.cartItemId, quantity: 3 }),
    fields: {
      cartItemId: [...kinds.count(1), 987_654],
      quantity: kinds.count(1).concat([100, 51]), // 51: more than the stock of 50
    },
  },
  "DELETE /api/cart/remove/:id": {
    as: "visitor",
    url: (f) => `/api/cart/remove/${f.cartItemId}`,
    badUrl: (id) => `/api/cart/remove/${id}`,
  },
  "DELETE /api/cart/clear": { as: "visitor", url: () => "/api/cart/clear" },
  "POST /api/orders": {
    as: "visitor",
    url: () => "/api/orders",
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
    },
  },
  "POST /api/contact": {
    as: "nobody",
    url: () => "/api/contact",
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
  // Commissions (issue #28): the request is multipart; the requester's answers need its key.
  "POST /api/commissions": {
    as: "nobody",
    url: () => "/api/commissions",
    upload: { field: "photos" },
  },
  "POST /api/commissions/:id/accept": {
    as: "visitor",
    url: (f) => `/api/commissions/${f.commissionId}/accept`,
    badUrl: (id) => `/api/commissions/${id}/accept`,
  },
  "POST /api/commissions/:id/decline": {
    as: "visitor",
    url: (f) => `/api/commissions/${f.commissionId}/decline`,
    badUrl: (id) => `/api/commissions/${id}/decline`,
  },
  "POST /api/commissions/:id/messages": {
    as: "visitor",
    url: (f) => `/api/commissions/${f.commissionId}/messages`,
    badUrl: (id) => `/api/commissions/${id}/messages`,
    body: () => ({ message: "Winter light, please." }),
    fields: { message: [...kinds.text(), ""] },
  },
  // Card payments (issue #26), off here (no STRIPE_*): each answers with its message, stores nothing.
  "POST /api/orders/:orderNumber/payment": {
    as: "visitor",
    url: (f) => `/api/orders/${f.orderNumber}/payment`,
    badUrl: (id) => `/api/orders/${id}/payment`,
  },
  "POST /api/payments/stripe/webhook": { as: "nobody", url: () => "/api/payments/stripe/webhook" },
};
