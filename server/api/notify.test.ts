import { describe, expect, it } from "vitest";
import { SUBSCRIBE_ANSWER } from "#core/audience.ts";
import { NOTIFY_ANSWER } from "#core/notify.ts";
import { CONSENT_MESSAGE } from "#core/schemas/audience-input.ts";
import { NOTIFY_CONSENT_MESSAGE, NOTIFY_ITEM_MESSAGE } from "#core/schemas/notify-input.ts";
import { PUBLIC_URL, reader, useAudienceSite } from "../../testing/audience.ts";
import { addArtwork, addProduct } from "../../testing/fixtures.ts";
import { notifyHelpers } from "../../testing/notify.ts";
import { json } from "../../testing/test-app.ts";
import { DB_KINDS } from "../../testing/test-db.ts";
import { CUSTOMER, visitor } from "../../testing/visitor.ts";
import { AVAILABLE_NOW, NEVER_BACK } from "../services/notify.ts";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe.each(DB_KINDS)("tell me when it is available (%s)", (kind) => {
  const site = useAudienceSite(kind, { owner: true });
  const { t } = site;
  const n = notifyHelpers(site);
  const at = (ms: number) => new Date(Date.parse("2030-03-01T10:00:00Z") + ms);
  /** A card: the products here differ only in what each test is about. */
  const card = (
    values: Omit<Parameters<typeof addProduct>[1], "category">,
    extra?: Parameters<typeof addProduct>[2],
  ) => addProduct(t.db(), { category: "cards", ...values }, extra);
  /** A painting offered for sale: the originals here differ only in title, price and state. */
  const original = (values: Omit<Parameters<typeof addArtwork>[1], "category">) =>
    addArtwork(t.db(), { category: "paintings-drawings", is_for_sale: true, ...values });
  const soldOut = (name = "Heron Print") => card({ name, price: 2500, stock: 0 });
  const patchProduct = (id: number, body: object) =>
    t.owner(`/api/admin/products/${id}`, json("PATCH", body));
  /** Asks, confirms by the link's service (the page's button is tested in notify-pages). */
  const waitFor = async (email: string, item: object, extra: object = {}) => {
    const answer = await n.notify({ email, consent: true, ...item, ...extra });
    expect(answer.status).toBe(202);
    await t.services.notify.confirm((await n.tokens(email)).confirm, "198.51.100.31");
  };
  const delivered = (subject: string) =>
    site.received().filter((mail) => mail.raw.includes(subject)).length;

  it("answers 202 and mails a confirmation; once confirmed, a restock mails the address once and forgets it", async () => {
    t.clock.set(at(0));
    const product = await soldOut();
    const email = reader("ada");
    const answer = await n.notify({ email, consent: true, productId: product });
    expect(answer.status).toBe(202);
    expect(await answer.json()).toEqual({ message: NOTIFY_ANSWER });
    await expect.poll(() => site.received().length, { timeout: 5000 }).toBe(1);
    const [confirmation] = site.received();
    expect(confirmation!.to).toEqual([email]);
    expect(confirmation!.raw).toContain(`${PUBLIC_URL}/notify/confirm/`);
    expect(confirmation!.raw).toContain("Heron Print");
    const [pending] = await n.rows(email);
    expect(pending).toMatchObject({ status: "pending", item: `product:${product}`, join_list: 0 });
    // The token is kept only as a hash; the sweep mails no one who has not confirmed.
    const tokens = await n.tokens(email);
    expect(pending!.token_hash).not.toContain(tokens.confirm);
    await patchProduct(product, { stock: 2 });
    expect(await t.services.notify.sweep()).toEqual({ expired: 0, notified: 0 });
    await patchProduct(product, { stock: 0 });

    await t.services.notify.confirm(tokens.confirm, "198.51.100.31");
    expect((await n.rows(email))[0]).toMatchObject({
      status: "confirmed",
      token_hash: null,
      confirm_address: "198.51.100.31",
    });
    // Joining the list was not asked: the address is on no list.
    expect(await site.subscriber(email)).toBeUndefined();
    expect(await t.services.notify.sweep()).toEqual({ expired: 0, notified: 0 });

    const restocked = await patchProduct(product, { stock: 3 });
    expect(restocked.status).toBe(200);
    expect(await t.services.notify.sweep()).toEqual({ expired: 0, notified: 1 });
    const subject = "Heron Print is available";
    await expect.poll(() => delivered(subject), { timeout: 5000 }).toBe(1);
    const [notice] = await n.mailsOf("notify-notice");
    expect(notice!.to_address).toBe(email);
    expect(notice!.text_body.replace(/=\r?\n/g, "")).toContain(
      `${PUBLIC_URL}/shop?tab=cards&product=${product}`,
    );
    expect(notice!.text_body).toContain("/notify/forget/");
    expect(await n.rows()).toEqual([]);

    // Sold out and back again: nothing more.
    await patchProduct(product, { stock: 0 });
    await patchProduct(product, { stock: 5 });
    expect(await t.services.notify.sweep()).toEqual({ expired: 0, notified: 0 });
    expect(await n.mailsOf("notify-notice")).toHaveLength(1);
  });

  it("mails each waiting address exactly once when sweeps run at once, and nobody unconfirmed", async () => {
    t.clock.set(at(0));
    const product = await soldOut();
    const waiting = ["a", "b", "c", "d"].map(reader);
    for (const [i, email] of waiting.entries())
      await waitFor(email, { productId: product }, {}).then(() =>
        t.clock.set(at((i + 1) * MINUTE)),
      );
    // Asked but never confirmed.
    await n.notify({ email: reader("late"), consent: true, productId: product });
    await patchProduct(product, { stock: 1 });
    const sweeps = await Promise.all([1, 2, 3].map(() => t.services.notify.sweep()));
    expect(sweeps.reduce((sum, done) => sum + done.notified, 0)).toBe(4);
    const notices = await n.mailsOf("notify-notice");
    expect(notices.map((mail) => mail.to_address).sort()).toEqual(waiting);
    expect((await n.rows()).map((row) => row.email)).toEqual([reader("late")]);
    // The unconfirmed wait is deleted when its link runs out, never mailed.
    t.clock.set(at(8 * DAY));
    expect(await t.services.notify.sweep()).toEqual({ expired: 1, notified: 0 });
    expect(await n.rows()).toEqual([]);
    expect(await n.mailsOf("notify-notice", reader("late"))).toEqual([]);
  });

  it("tells when a variant is restocked, a coming-soon product goes on sale, and stock comes back from a cancelled order", async () => {
    t.clock.set(at(0));
    const sized = await card(
      { name: "Owl Card", price: null },
      { variants: [{ name: "Small", price: 300 }] },
    );
    await t.db().updateTable("product_variants").set({ stock: 0 }).execute();
    const soon = await card({ name: "Wren Coaster", price: 900, is_available: false });
    const last = await card({ name: "Fox Print", price: 1500, stock: 1 });
    await waitFor(reader("v"), { productId: sized });
    t.clock.set(at(11 * MINUTE));
    await waitFor(reader("v"), { productId: soon });
    // The last one sells to an unpaid order; someone waits; the order is cancelled.
    const buyer = visitor(t, "198.51.100.77");
    expect((await buyer.add({ productId: last, quantity: 1 })).status).toBe(201);
    const placed = await buyer.send("/api/orders", json("POST", CUSTOMER));
    expect(placed.status).toBe(201);
    t.clock.set(at(22 * MINUTE));
    await waitFor(reader("w"), { productId: last });
    expect(await t.services.notify.sweep()).toEqual({ expired: 0, notified: 0 });

    await t.db().updateTable("product_variants").set({ stock: 4 }).execute();
    await patchProduct(soon, { isAvailable: true });
    const cancelled = await t.owner(
      `/api/admin/orders/${placed.body.orderNumber}`,
      json("PATCH", { status: "cancelled" }),
    );
    expect(cancelled.status).toBe(200);
    expect(await t.services.notify.sweep()).toEqual({ expired: 0, notified: 3 });
    const subjects = (await n.mailsOf("notify-notice")).map((mail) => mail.subject).sort();
    expect(subjects).toEqual([
      "Fox Print is available at Easel Studio",
      "Owl Card is available at Easel Studio",
      "Wren Coaster is available at Easel Studio",
    ]);
  });

  it("tells when a reserved original's hold is released, and joins the list only when asked", async () => {
    t.clock.set(at(0));
    const artwork = await original({ title: "Estuary at Dawn", price: 40000 });
    const buyer = visitor(t, "198.51.100.77");
    expect((await buyer.add({ artworkId: artwork })).status).toBe(201);
    const placed = await buyer.send("/api/orders", json("POST", CUSTOMER));
    expect(placed.status).toBe(201);
    await waitFor(reader("col"), { artworkId: artwork }, { joinList: "on", consentVersion: 1 });
    expect(await site.subscriber(reader("col"))).toMatchObject({
      status: "confirmed",
      source: "notify",
      consent_version: 1,
      confirm_address: "198.51.100.31",
    });
    expect(await t.services.notify.sweep()).toEqual({ expired: 0, notified: 0 });
    await t.owner(
      `/api/admin/orders/${placed.body.orderNumber}`,
      json("PATCH", { status: "cancelled" }),
    );
    expect(await t.services.notify.sweep()).toEqual({ expired: 0, notified: 1 });
    const [notice] = await n.mailsOf("notify-notice");
    const text = notice!.text_body.replace(/=\r?\n/g, "");
    expect(text).toContain(`${PUBLIC_URL}/art/${artwork}-estuary-at-dawn`);
    // A list member's notice carries the list's unsubscribe link too.
    expect(text).toContain(`${PUBLIC_URL}/unsubscribe/`);
  });

  it("answers the same for a known address, and a forget link deletes the wait", async () => {
    t.clock.set(at(0));
    const product = await soldOut();
    await waitFor(reader("ada"), { productId: product });
    t.clock.set(at(20 * MINUTE));
    const again = await n.notify({ email: reader("ada"), consent: true, productId: product });
    expect(again.status).toBe(202);
    expect(await again.json()).toEqual({ message: NOTIFY_ANSWER });
    expect(await n.mailsOf("notify-confirmation", reader("ada"))).toHaveLength(1);
    await t.services.notify.forget((await n.tokens(reader("ada"))).forget);
    expect(await n.rows()).toEqual([]);
  });

  it("mails one victim at most one confirmation per 10 minutes and 3 a day, counted with the list's", async () => {
    const product = await soldOut();
    const victim = reader("victim");
    const confirmations = async () =>
      (await n.mailsOf("notify-confirmation", victim)).length + (await site.confirmations(victim));
    const ask = async (minutes: number, client: number) => {
      t.clock.set(at(minutes * MINUTE));
      const answer = await n.notify(
        { email: victim, consent: true, productId: product },
        `203.0.113.${client}`,
      );
      expect(answer.status).toBe(202);
    };
    for (let client = 1; client <= 20; client++) await ask(client / 4, client);
    expect(await confirmations()).toBe(1);
    // The list's sign-up in the same ten minutes mails nothing more.
    t.clock.set(at(6 * MINUTE));
    expect((await site.subscribe({ email: victim, consent: true }, "203.0.113.50")).status).toBe(
      202,
    );
    expect(await confirmations()).toBe(1);
    await ask(11, 30);
    await ask(25, 31);
    expect(await confirmations()).toBe(3);
    for (let hour = 1; hour < 24; hour++) await ask(hour * 60, 40 + hour);
    expect(await confirmations()).toBe(3);
    await ask(24 * 60 + 1, 99);
    expect(await confirmations()).toBe(4);
  });

  it("refuses bad input with a clear 4xx and stores nothing", async () => {
    const product = await soldOut();
    const inStock = await card({ name: "Hare", price: 500 });
    const noPrice = await card({ name: "Commission", price: null });
    const forSale = await original({ title: "For Sale", price: 1000 });
    const sold = await original({ title: "Sold", price: 1000, sale_state: "sold" });
    const email = reader("bo");
    let clients = 0;
    for (const [body, status, field, message] of [
      [{ email, productId: product }, 422, "consent", NOTIFY_CONSENT_MESSAGE],
      [{ email, consent: false, productId: product }, 422, "consent", NOTIFY_CONSENT_MESSAGE],
      [{ email, consent: true }, 422, "item", NOTIFY_ITEM_MESSAGE],
      [
        { email, consent: true, productId: product, artworkId: sold },
        422,
        "item",
        NOTIFY_ITEM_MESSAGE,
      ],
      [{ email, consent: true, productId: "twelve" }, 422, "productId", "Unknown product"],
      [
        { email, consent: true, productId: product, joinList: "yes" },
        422,
        "joinList",
        CONSENT_MESSAGE,
      ],
      [{ email, consent: true, productId: 987_654 }, 404, "item", "Unknown item"],
      [{ email, consent: true, artworkId: 987_654 }, 404, "item", "Unknown item"],
      [{ email, consent: true, productId: inStock }, 409, "item", AVAILABLE_NOW],
      [{ email, consent: true, artworkId: forSale }, 409, "item", AVAILABLE_NOW],
      [{ email, consent: true, artworkId: sold }, 409, "item", NEVER_BACK],
      [{ email, consent: true, productId: noPrice }, 409, "item", NEVER_BACK],
    ] as const) {
      // From many clients: the per-client limit is tested with the list's.
      clients += 1;
      const answer = await n.notify(body, `198.51.100.${100 + clients}`);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect((await answer.json()).errors, JSON.stringify(body)).toMatchObject({
        [field]: message,
      });
    }
    expect(await n.rows()).toEqual([]);
    expect(await n.mailsOf("notify-confirmation")).toEqual([]);
    // The list's answer is its own.
    expect(SUBSCRIBE_ANSWER).not.toBe(NOTIFY_ANSWER);
  });

  it("shows the owner how many wait for each item", async () => {
    t.clock.set(at(0));
    const product = await soldOut();
    await waitFor(reader("a"), { productId: product });
    t.clock.set(at(11 * MINUTE));
    await n.notify({ email: reader("b"), consent: true, productId: product });
    const listed = await t.owner("/api/admin/notify");
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      {
        kind: "product",
        id: product,
        name: "Heron Print",
        path: `/shop?tab=cards&product=${product}`,
        confirmed: 1,
        pending: 1,
      },
    ]);
    expect((await t.request("/api/admin/notify")).status).toBe(401);
  });
});
