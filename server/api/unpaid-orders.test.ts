/**
 * No hoarding (PRODUCT.md §4, Checkout): a buyer's e-mail address holds at most three unpaid
 * orders at a time, and one network (an IPv4 address, an IPv6 /64) ten, so that people sharing a
 * café's Wi-Fi or a carrier's NAT do not block each other; the next is refused with 409 and
 * nothing is reserved. Mail from strangers' orders to one address is limited per hour.
 */
import { expect, it } from "vitest";
import {
  addArtwork,
  addProduct,
  cellOf,
  countRows,
  outboxTo,
  stockOf,
} from "../../testing/fixtures.ts";
import { json } from "../../testing/test-app.ts";
import { describeApp } from "../../testing/use-test-app.ts";
import { CUSTOMER, visitor } from "../../testing/visitor.ts";
import { CUSTOMER_MAIL_PER_HOUR, enqueueMail } from "../services/mail.ts";
import {
  MAX_UNPAID_PER_CLIENT,
  MAX_UNPAID_PER_EMAIL,
  UNPAID_PER_CLIENT,
  UNPAID_PER_EMAIL,
} from "../services/unpaid-orders.ts";

describeApp("unpaid orders per client and e-mail", { owner: true }, (t) => {
  const { db } = t;

  const stock = (id: number) => stockOf(db(), id);
  const orderCount = () => countRows(db(), "orders");

  /** Mugs at £9 to sell, ten unless said. */
  const addMug = (stock = 10) =>
    addProduct(db(), { name: "Mug", category: "snap-cards", price: 900, stock });

  /** One checkout of one item from `address` with `email`: its status and body. */
  async function checkout(productId: number, address: string, email: string) {
    const v = visitor(t, address);
    expect((await v.add({ productId, quantity: 1 })).status).toBe(201);
    return v.send("/api/orders", json("POST", { ...CUSTOMER, email }));
  }

  it("lets a fourth buyer on a shared network order while three others there have not paid", async () => {
    const mug = await addMug();
    // Three buyers on one café's Wi-Fi (one IPv6 /64), each with an unpaid order.
    for (let i = 0; i < 3; i++) {
      const placed = await checkout(mug, `2001:db8:4:4::${i + 1}`, `buyer${i}@example.com`);
      expect(placed.status).toBe(201);
    }
    // A fourth person there is someone else: the order goes through.
    const fourth = await checkout(mug, "2001:db8:4:4::99", "someone.else@example.com");
    expect(fourth.status).toBe(201);
    expect(await orderCount()).toBe(4);
    expect(await stock(mug)).toBe(6);
  });

  it("refuses an order from a network that already placed ten unpaid ones, in words for a network", async () => {
    const mug = await addMug(20);
    for (let i = 0; i < MAX_UNPAID_PER_CLIENT; i++) {
      const placed = await checkout(mug, `2001:db8:4:4::${i + 1}`, `buyer${i}@example.com`);
      expect(placed.status).toBe(201);
    }
    const refused = await checkout(mug, "2001:db8:4:4:ffff::1", "eleventh@example.com");
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: UNPAID_PER_CLIENT });
    expect(UNPAID_PER_CLIENT).toBe(
      "Too many unpaid orders have been placed from this network. Please pay for one or contact the artist.",
    );
    // Nothing was reserved for it; another network can still order.
    expect(await orderCount()).toBe(MAX_UNPAID_PER_CLIENT);
    expect(await stock(mug)).toBe(20 - MAX_UNPAID_PER_CLIENT);
    expect((await checkout(mug, "2001:db8:4:5::1", "another@example.com")).status).toBe(201);

    // Paying for one frees a place.
    const [first] = await db().selectFrom("orders").select("order_number").orderBy("id").execute();
    const paid = await t.owner(
      `/api/admin/orders/${first!.order_number}`,
      json("PATCH", { status: "paid" }),
    );
    expect(paid.status).toBe(200);
    expect((await checkout(mug, "2001:db8:4:4::99", "eleventh@example.com")).status).toBe(201);
  });

  it("refuses a fourth unpaid order for one e-mail address (in any case), from any client", async () => {
    const original = await addArtwork(db(), {
      title: "Estuary at dusk",
      category: "paintings-drawings",
    });
    expect(
      (
        await t.owner(
          `/api/admin/artworks/${original}`,
          json("PATCH", { isForSale: true, price: "500" }),
        )
      ).status,
    ).toBe(200);
    const mug = await addMug();
    for (let i = 0; i < MAX_UNPAID_PER_EMAIL; i++) {
      const placed = await checkout(mug, `192.0.2.${i + 1}`, "Target@Example.com");
      expect(placed.body).toMatchObject({ status: "pending" });
    }
    const v = visitor(t, "198.51.100.77");
    expect((await v.add({ artworkId: original })).status).toBe(201);
    const refused = await v.send(
      "/api/orders",
      json("POST", { ...CUSTOMER, email: "target@example.COM" }),
    );
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: UNPAID_PER_EMAIL });
    // The original was not reserved: it is still for sale.
    expect(await cellOf(db(), "artworks", "sale_state", { id: original })).toBe("available");
    // The mail the refused order would have sent was not queued either.
    const mails = await db()
      .selectFrom("mail_outbox")
      .select("kind")
      .where("kind", "=", "order-confirmation")
      .execute();
    expect(mails).toHaveLength(3);
  });

  it("holds to each limit when many checkouts arrive at once", async () => {
    const mug = await addMug(50);
    const checkoutsAtOnce = async (
      people: ReadonlyArray<{ address: string; email: string }>,
    ): Promise<number[]> => {
      const visitors = people.map(({ address }) => visitor(t, address));
      for (const v of visitors)
        expect((await v.add({ productId: mug, quantity: 1 })).status).toBe(201);
      const results = await Promise.all(
        visitors.map((v, i) =>
          v.send("/api/orders", json("POST", { ...CUSTOMER, email: people[i]!.email })),
        ),
      );
      return results.map((r) => r.status);
    };
    // One buyer from six networks: three orders.
    const buyer = await checkoutsAtOnce(
      Array.from({ length: 6 }, (_, i) => ({
        address: `192.0.2.${i + 1}`,
        email: "one@example.com",
      })),
    );
    expect(buyer.filter((s) => s === 201)).toHaveLength(MAX_UNPAID_PER_EMAIL);
    expect(buyer.filter((s) => s === 409)).toHaveLength(6 - MAX_UNPAID_PER_EMAIL);
    // Thirteen buyers on one network: ten orders.
    const network = await checkoutsAtOnce(
      Array.from({ length: 13 }, (_, i) => ({
        address: "203.0.113.66",
        email: `p${i}@example.com`,
      })),
    );
    expect(network.filter((s) => s === 201)).toHaveLength(MAX_UNPAID_PER_CLIENT);
    expect(network.filter((s) => s === 409)).toHaveLength(13 - MAX_UNPAID_PER_CLIENT);
    expect(await stock(mug)).toBe(50 - MAX_UNPAID_PER_EMAIL - MAX_UNPAID_PER_CLIENT);
  });

  it("sends at most five confirmation and payment mails an hour to one address; the order still stands, with a note", async () => {
    // Five such mails this hour already (the outbox is where the count is kept).
    for (let i = 0; i < CUSTOMER_MAIL_PER_HOUR; i++) {
      const queued = await enqueueMail(db(), {
        kind: i % 2 ? "payment-reminder" : "order-confirmation",
        to: "busy@example.com",
        subject: `Mail ${i}`,
        text: "…",
        html: "…",
      });
      expect(queued).toBe(true);
    }
    const mug = await addMug();
    const placed = await checkout(mug, "192.0.2.50", "BUSY@example.com");
    expect(placed.status).toBe(201);
    const mails = await db()
      .selectFrom("mail_outbox")
      .select(["kind", "to_address"])
      .orderBy("id")
      .execute();
    expect(
      mails.filter((m) => m.kind === "order-confirmation" || m.kind === "payment-reminder"),
    ).toHaveLength(CUSTOMER_MAIL_PER_HOUR);
    // The owner is told of the order as always, and its history says why no confirmation went.
    expect(mails.at(-1)).toEqual({ kind: "owner-new-order", to_address: "hello@example.com" });
    const history = await db().selectFrom("order_status_history").select("note").execute();
    expect(history).toEqual([
      {
        note: "Order placed; no confirmation e-mail sent: this address has had the most the shop sends in an hour",
      },
    ]);
    // Another address is not affected.
    expect((await checkout(mug, "192.0.2.51", "calm@example.com")).status).toBe(201);
    const toCalm = await outboxTo(db(), "calm@example.com");
    expect(toCalm.filter((mail) => mail.kind === "order-confirmation")).toHaveLength(1);
  });
});
