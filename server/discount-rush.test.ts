/**
 * A discount code with one use left, rushed by 20 checkouts spread over two real server processes
 * on one PostgreSQL database: exactly one order gets it, the other 19 are refused (422 `used-up`)
 * before anything is reserved, and the code counts one use.
 */
import { expect, it } from "vitest";
import { describeRush, rushOneWinner } from "../testing/checkout-rush.ts";
import { cellOf } from "../testing/fixtures.ts";

describeRush("a discount code rushed across two server processes", "easel_code_rush", (servers) => {
  it("gives exactly one of 20 checkouts at once the code's last use", async () => {
    const now = new Date().toISOString();
    await servers.db
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
    const placed = await rushOneWinner(servers, {
      buyers: 20,
      order: { discountCode: "lastone" },
      refusedFor: "used-up",
    });
    expect(placed.codeDiscount).toBe("3.00");
    expect(await cellOf(servers.db, "discount_codes", "uses", { code: "LASTONE" })).toBe(1);
  }, 60_000);
});
