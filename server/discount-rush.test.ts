/**
 * A discount code with one use left, rushed by 20 checkouts spread over two real server processes
 * on one PostgreSQL database: exactly one order gets it, the other 19 are refused (422 `used-up`)
 * before anything is reserved, and the code counts one use.
 */
import { describe, expect, it } from "vitest";
import { addProduct, stockOf } from "../testing/fixtures.ts";
import { httpShopper } from "../testing/server-process.ts";
import { useTwoServerProcesses } from "../testing/two-server-processes.ts";
import { CUSTOMER } from "../testing/visitor.ts";

const TEST_URL = process.env.TEST_DATABASE_URL;

describe.runIf(TEST_URL)("a discount code rushed across two server processes", () => {
  const servers = useTwoServerProcesses("easel_code_rush", "a rush of buyers on one code");
  const db = () => servers.db;

  it("gives exactly one of 20 checkouts at once the code's last use", async () => {
    const product = await addProduct(db(), {
      name: "Rush print",
      category: "prints",
      price: 1000,
      stock: 100,
    });
    const now = new Date().toISOString();
    await db()
      .insertInto("discount_codes")
      .values({
        code: "LASTONE",
        kind: "amount",
        value: 300,
        usage_limit: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const shoppers = Array.from({ length: 20 }, (_, i) =>
      httpShopper(() => (i % 2 === 0 ? servers.a : servers.b).baseUrl, `198.51.100.${i + 1}`),
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
          discountCode: "lastone",
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, ...Array<number>(19).fill(422)]);
    for (const answer of answers.filter((answer) => answer.status === 422))
      expect(answer.body).toMatchObject({ reason: "used-up" });
    const placed = answers.find((answer) => answer.status === 201)!.body as {
      codeDiscount: string;
      total: string;
    };
    expect(placed.codeDiscount).toBe("3.00");
    expect(await stockOf(db(), product)).toBe(99);
    const code = await db()
      .selectFrom("discount_codes")
      .select("uses")
      .where("code", "=", "LASTONE")
      .executeTakeFirstOrThrow();
    expect(code.uses).toBe(1);
  }, 60_000);
});
