import { Hono } from "hono";
import { giftCardBalance, issueGiftCard, putGiftCardsOnSale } from "../capabilities/gift-cards.ts";
import type { AppEnv } from "../http/app-env.ts";
import { callerOf } from "../http/caller.ts";
import { presentGiftCard, presentGiftCardBalance } from "./present.ts";

/**
 * Gift cards (PRODUCT.md §9): a card's balance for whoever holds its code (limited like
 * `/verify`), and the owner's cards (owner only, app.ts): each with its balance and its moves, and
 * a card issued by hand (store credit), answered with its code.
 */
export function giftCardRoutes() {
  return new Hono<AppEnv>().get("/:code", async (c) =>
    c.json(presentGiftCardBalance(await giftCardBalance(callerOf(c), c.req.param("code")))),
  );
}

export function adminGiftCardRoutes() {
  return new Hono<AppEnv>()
    .get("/gift-cards", async (c) =>
      c.json((await c.var.services.giftCards.list()).map(presentGiftCard)),
    )
    .post("/gift-cards", async (c) =>
      c.json(await issueGiftCard(callerOf(c), await c.req.json()), 201),
    )
    .post("/gift-cards/on-sale", async (c) => {
      const put = await putGiftCardsOnSale(callerOf(c));
      return c.json(put, put.created ? 201 : 200);
    });
}
