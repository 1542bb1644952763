/**
 * A gift card's last £15 rushed by 10 checkouts spread over two real server processes on one
 * PostgreSQL database: exactly one order has it; the other 9 are refused (422 `no-balance`, asked
 * for another way to pay) with nothing reserved, and the card's ledger holds one hold.
 */
import { expect, it } from "vitest";
import { describeRush, rushOneWinner } from "../testing/checkout-rush.ts";
import { cellOf } from "../testing/fixtures.ts";

describeRush(
  "a gift card's last balance rushed across two server processes",
  "easel_gift_rush",
  (servers) => {
    it("gives exactly one of 10 checkouts at once the card's last £15", async () => {
      const now = new Date().toISOString();
      const card = await servers.db
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
      const placed = await rushOneWinner(servers, {
        buyers: 10,
        order: { giftCard: "hastfnds-kmnp-qrst" },
        refusedFor: "no-balance",
      });
      expect(placed).toMatchObject({ giftCardAmount: "15.00", toPay: "4.99" });
      expect(await cellOf(servers.db, "gift_cards", "balance", { id: card.id })).toBe(0);
      const holds = await servers.db
        .selectFrom("gift_card_moves")
        .select("amount")
        .where("kind", "=", "hold")
        .execute();
      expect(holds).toEqual([{ amount: 1500 }]);
    }, 60_000);
  },
);
