import { TEST_PASSWORD } from "../test-app.ts";
import {
  BAD_NUMBERS,
  commissionMessage,
  DEEP,
  endpointTable,
  kinds,
  LONG,
  settingsBody,
  WRONG_TYPES,
} from "./values.ts";

/** The bad numbers that are not themselves a list (a list field takes `[1]`). */
const NOT_LISTS = BAD_NUMBERS.filter((value) => !Array.isArray(value));

/** What a new announcement and a draft's edit refuse, field by field. */
const announcementFields = () => ({
  subject: [...kinds.text(), ""],
  intro: [...WRONG_TYPES, LONG],
  // A list of ids: `[1]` is one, so only the other bad numbers (and lists of bad ones).
  artworkIds: [...NOT_LISTS, [0], [-1], ["x"], [true], [987_654]],
  productIds: [...NOT_LISTS, [0], [1.5], [987_654]],
  sendAt: [...WRONG_TYPES, LONG, "2020-01-01T00:00:00Z", "tomorrow"],
});

export const ADMIN_ENDPOINTS = endpointTable({
  "POST /api/admin/login": {
    as: "nobody",
    body: () => ({ password: TEST_PASSWORD }),
    fields: { password: [...kinds.text(), ""] },
  },
  "POST /api/admin/logout": { as: "owner" },
  "POST /api/admin/password-reset": {
    as: "nobody",
    body: () => ({ email: "owner@example.com" }),
    fields: { email: kinds.email() },
  },
  "POST /api/admin/password-reset/:token": {
    as: "nobody",
    item: "resetToken",
    body: () => ({ password: "tangerine-violin-harbour-57" }),
    fields: {
      password: [...kinds.text(), "", "short", "x".repeat(1001), "qwertyuiopasdf"],
      confirmPassword: [...WRONG_TYPES, LONG, "not the same password"],
    },
  },
  "DELETE /api/admin/subscribers/:id": { as: "owner", item: "subscriberId" },
  "PUT /api/admin/consent-text": {
    as: "owner",
    body: () => ({ text: "Send me news of new paintings." }),
    fields: { text: [...kinds.text(), ""] },
  },
  "POST /api/admin/announcements": {
    as: "owner",
    body: () => ({ subject: "Spring work", intro: "New paintings." }),
    fields: announcementFields(),
  },
  "PATCH /api/admin/announcements/:id": {
    as: "owner",
    item: "announcementId",
    body: () => ({ subject: "Spring work, again", intro: "More new paintings." }),
    fields: announcementFields(),
  },
  "DELETE /api/admin/announcements/:id": { as: "owner", item: "announcementId" },
  // This site has no postal address: the test and the send are refused (409), nothing written.
  "POST /api/admin/announcements/:id/test": { as: "owner", item: "announcementId" },
  "POST /api/admin/announcements/:id/send": { as: "owner", item: "announcementId" },
  "PUT /api/admin/send-pace": {
    as: "owner",
    body: () => ({ perMinute: 60 }),
    fields: { perMinute: kinds.count(1) },
  },
  "PATCH /api/admin/messages/:id": {
    as: "owner",
    item: "messageId",
    body: () => ({ read: true }),
    fields: { read: kinds.bool() },
  },
  "POST /api/admin/outbox/:id/retry": { as: "owner", item: "outboxId" },
  // A fresh site's owner address is a placeholder: every call is refused (409), nothing written.
  "POST /api/admin/go-live/test-mail": { as: "owner" },
  "PATCH /api/admin/orders/:number": {
    as: "owner",
    item: "orderNumber",
    body: () => ({ status: "paid", note: "Paid by transfer", notifyCustomer: true }),
    fields: {
      status: [...kinds.choice(), "completed-ish", "Pending"],
      note: kinds.text(true),
      notifyCustomer: [{}, [], 1, "yes", LONG, DEEP],
      refund: [...kinds.choice(), "cash", "Card"],
    },
  },
  // The fixtures' order owes no refund: the valid call is refused too (409), as it should be.
  "POST /api/admin/orders/:number/refunded": { as: "owner", item: "orderNumber" },
  // The fixtures' order holds no original: the valid call is refused too (404), as it should be.
  "POST /api/admin/orders/:number/originals/:artworkId/release": {
    as: "owner",
    url: (f) => `/api/admin/orders/${f.orderNumber}/originals/${f.artworkId}/release`,
    badUrl: (id) => `/api/admin/orders/EA-0000-0000-0000/originals/${id}/release`,
  },
  "POST /api/admin/certificates": {
    as: "owner",
    body: (f) => ({ artworkId: f.artworkId, soldOn: "2025-05-17", buyerName: "Grace" }),
    fields: {
      artworkId: [...kinds.count(1), 987_654],
      soldOn: [...kinds.text(), "", "17 May", "2025-13-40"],
      buyerName: kinds.text(true),
      buyerEmail: kinds.email().filter((value) => value !== null),
      buyerNamed: kinds.bool(),
    },
  },
  "POST /api/admin/collectors": {
    as: "owner",
    body: () => ({ name: "Grace", email: "grace.hopper@example.com", notes: "Met at the fair" }),
    fields: { name: [...kinds.text(), ""], email: kinds.email(), notes: kinds.text(true) },
  },
  "PATCH /api/admin/collectors/:id": {
    as: "owner",
    item: "collectorId",
    body: () => ({ notes: "Prefers blue" }),
    fields: { notes: kinds.text() },
  },
  "PATCH /api/admin/settings": {
    as: "owner",
    partial: true,
    body: settingsBody,
    fields: {
      profile: [...WRONG_TYPES.filter((value) => typeof value !== "object"), null, LONG],
      "profile.artistName": [...kinds.text(), ""],
      "profile.email": kinds.email(),
      "profile.businessAddress": [...WRONG_TYPES, LONG, "line\n".repeat(9)],
      "profile.social": kinds.list({ kind: "blog", label: "Blog", href: "https://x.example" }),
      // One text is the settings form's biography, its paragraphs split at blank lines:
      // "a" is one paragraph now, so the list's lone string gives way to texts with none.
      biography: [...kinds.list("A paragraph.").filter((value) => value !== "a"), [], "", " \n\n "],
      portraitUrl: kinds.mediaUrl(true),
      studioUrl: kinds.mediaUrl(true),
      portraitAlt: kinds.text(),
      studioAlt: kinds.text(),
      shareImageUrl: kinds.mediaUrl(true),
      shareImageAlt: kinds.text(),
      quote: [12345, true, ["a"], LONG],
      "quote.text": [...kinds.text(), "", "   "],
      "quote.href": [...WRONG_TYPES, LONG, "javascript:alert(1)", "ftp://example.com/x"],
      paymentInstructions: [...kinds.text(), ""],
      store: [...WRONG_TYPES.filter((value) => typeof value !== "object"), null, LONG],
      "store.currency": kinds.choice(),
      "store.taxRate": [...kinds.price(), "100", "-8"],
      "store.shippingFee": kinds.price(),
      "store.freeShippingThreshold": BAD_NUMBERS.concat([-1, "-1", "1.234"]),
      "store.charityStatement": kinds.text(),
      "store.payWithinDays": [...BAD_NUMBERS, 0, 61, "0", "1.5"],
      "store.maxOriginalsPerOrder": [...BAD_NUMBERS, 0, 21, "0", "1.5"],
      "store.homeCountry": [...kinds.choice(), "", "UK", "OTHER"],
      "store.zones": [...WRONG_TYPES.filter((value) => typeof value !== "object"), null, LONG],
      "store.zones.europe": [12345, true, null, LONG],
      "store.zones.europe.fee": kinds.price(),
      "store.zones.world.freeShippingThreshold": BAD_NUMBERS.concat([-1, "-1", "1.234"]),
      "store.originalShipping": [12345, true, null, LONG],
      "store.originalShipping.world": kinds.price(),
      legal: [...WRONG_TYPES.filter((value) => typeof value !== "object"), null, LONG],
      "legal.privacy": [...WRONG_TYPES, null, "x".repeat(20_001)],
      "legal.terms": [...WRONG_TYPES, null, LONG],
      "legal.shippingReturns": [...WRONG_TYPES, null, LONG],
    },
  },
  "POST /api/admin/orders/sweep": {
    as: "owner",
    partial: true,
    body: () => ({ asOf: new Date().toISOString() }),
    fields: {
      asOf: [
        ...WRONG_TYPES,
        LONG,
        "",
        "2000-01-01T00:00:00Z",
        "9999-12-31T00:00:00Z",
        "next tuesday",
      ],
    },
  },
  // Takes no body: anything sent is ignored, and it answers 200 however often it is called.
  "POST /api/admin/demo/remove": { as: "owner" },
  // Takes no body either; off-site backups are not set up here, so every call is a 409 saying so.
  "POST /api/admin/backups/offsite": { as: "owner" },
  "POST /api/admin/password": {
    as: "owner",
    body: () => ({ currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD }),
    fields: {
      currentPassword: [...kinds.text(), "", "not the password"],
      newPassword: [...kinds.text(), "", "short", "x".repeat(1001)],
    },
  },
  "POST /api/admin/upload": { as: "owner", upload: { field: "files" } },
  "POST /api/admin/uploads": { as: "owner", upload: { field: "files" } },
  "POST /api/upload": { as: "owner", upload: { field: "image" } },
  "PATCH /api/admin/commissions/:id": {
    as: "owner",
    item: "commissionId",
    body: () => ({ notes: "Call about the frame" }),
    fields: { status: [...kinds.choice(), "in-progress"], notes: [...WRONG_TYPES, LONG] },
    partial: true,
  },
  "POST /api/admin/commissions/:id/quote": {
    as: "owner",
    item: "commissionId",
    body: () => ({ price: "250.00", deposit: "30%", validUntil: "2099-01-01", terms: "None" }),
    fields: {
      price: [...kinds.price(), "0"],
      deposit: [...kinds.text(), "", "101%", "300.00", "-5", "30 %%", "1e3"],
      deliveryBy: [...kinds.text(true), "tomorrow", "2026-02-30"],
      validUntil: [...kinds.text(), "", "2026-13-01"],
      terms: [...WRONG_TYPES, LONG],
    },
  },
  "POST /api/admin/commissions/:id/messages": commissionMessage("owner", "Which light?"),
  // A new commission: a well-formed body is refused too (409: no lapsed deposit), storing nothing.
  "POST /api/admin/commissions/:id/renew": {
    as: "owner",
    item: "commissionId",
    body: () => ({ validUntil: "2099-01-01" }),
    fields: { validUntil: [...kinds.text(true), "tomorrow", "2026-02-30"] },
  },
  // A new commission: a well-formed body is refused too (409: not delivered yet), storing nothing.
  "POST /api/admin/commissions/:id/artwork": {
    as: "owner",
    item: "commissionId",
    body: (f) => ({ imageUrl: f.portfolioImage, title: "Finished" }),
    fields: {
      imageUrl: [...kinds.text(), "", "/api/commissions/1/photos/0123456789abcdef0123456789abcdef"],
      title: [...kinds.text(), ""],
      category: [...kinds.choice(), "snap-cards"],
      description: [...WRONG_TYPES, LONG],
      year: [...WRONG_TYPES, "1800", "twenty"],
    },
  },
  "PATCH /api/admin/commissions/settings": {
    as: "owner",
    partial: true,
    body: () => ({
      kinds: [{ name: "Pet portrait", slug: "pet-portrait" }],
      photoRetentionDays: 60,
    }),
    fields: {
      kinds: [...WRONG_TYPES, [], [{ name: "" }], [{ name: "A", slug: "Not A Slug" }], LONG],
      "kinds.0": [...WRONG_TYPES, null],
      sizes: [...WRONG_TYPES.filter((value) => !Array.isArray(value)), ["x".repeat(101)], [1, 2]],
      photoRetentionDays: [...BAD_NUMBERS, 0, 3651, "1.5", null],
    },
  },
  "POST /api/admin/payments/:id/resolve": {
    as: "owner",
    url: () => "/api/admin/payments/1/resolve",
    badUrl: (id) => `/api/admin/payments/${id}/resolve`,
    body: () => ({ resolution: "refunded" }),
    fields: { resolution: [...kinds.choice(), "ignored", "Refunded"] },
  },
});
