/**
 * A gift card's last £15 rushed by 10 checkouts spread over two real server processes on one
 * PostgreSQL database: exactly one order has it; the other 9 are refused (422 `no-balance`, asked
 * for another way to pay) with nothing reserved, and the card's ledger holds one hold.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addProduct, stockOf } from "../testing/fixtures.ts";
import { createOwnDatabase, setOwnerPassword } from "../testing/own-database.ts";
import { httpShopper, type ServerProcess, startServerProcess } from "../testing/server-process.ts";
import { CUSTOMER } from "../testing/visitor.ts";

const TEST_URL = process.env.TEST_DATABASE_URL;

describe.runIf(TEST_URL)("a gift card's last balance rushed across two server processes", () => {
  let database: Awaited<ReturnType<typeof createOwnDatabase>>;
  let a: ServerProcess;
  let b: ServerProcess;
  const db = () => database.handle.db;

  beforeAll(async () => {
    database = await createOwnDatabase("easel_gift_rush");
    await setOwnerPassword(database, "a rush of buyers on one gift card");
    const extra = { DATABASE_URL: database.url, EASEL_TEST_SCHEMA: "" };
    [a, b] = await Promise.all([
      startServerProcess(database, extra),
      startServerProcess(database, extra),
    ]);
  }, 60_000);

  afterAll(async () => {
    try {
      await Promise.all([a?.kill(), b?.kill()]);
    } finally {
      await database?.dispose();
    }
  });

  it("gives exactly one of 10 checkouts at once the card's last £15", async () => {
    const product = await addProduct(db(), {
      name: "Rush print",
      category: "prints",
      price: 1000,
      stock: 100,
    });
    const now = new Date().toISOString();
    const card = await db()
      .insertInto("gift_cards")
      .values({
        code: "HASTFNDSKMNPQRST",
        initial_amount: 1500,
        balance: 1500,
        currency: "GBP",
        created_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const shoppers = Array.from({ length: 10 }, (_, i) =>
      httpShopper(() => (i % 2 === 0 ? a : b).baseUrl, `198.51.100.${i + 1}`),
    );
    for (const shopper of shoppers) {
      expect(
        (await shopper.post("/api/cart/add", { productId: product, quantity: 1 })).status,
      ).toBe(201);
    }
    const answers = await Promise.all(
      shoppers.map((shopper, i) =>
        shopper.post("/api/orders", {
          ...CUSTOMER,
          email: `rush${i}@example.com`,
          giftCard: "hastfnds-kmnp-qrst",
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      201,
      ...Array<number>(9).fill(422),
    ]);
    for (const answer of answers.filter((answer) => answer.status === 422))
      expect(answer.body).toMatchObject({ reason: "no-balance" });
    const placed = answers.find((answer) => answer.status === 201)!.body as Record<string, string>;
    expect(placed).toMatchObject({ giftCardAmount: "15.00", toPay: "4.99" });
    expect(await stockOf(db(), product)).toBe(99);
    const left = await db()
      .selectFrom("gift_cards")
      .select("balance")
      .where("id", "=", card.id)
      .executeTakeFirstOrThrow();
    expect(left.balance).toBe(0);
    const holds = await db()
      .selectFrom("gift_card_moves")
      .select("amount")
      .where("kind", "=", "hold")
      .execute();
    expect(holds).toEqual([{ amount: 1500 }]);
  }, 60_000);
});
