import { type Context, Hono } from "hono";
import { getCookie } from "hono/cookie";
import { cartTotals } from "#core/cart-totals.ts";
import { isCountryCode } from "#core/countries.ts";
import { Invalid } from "#core/domain-errors.ts";
import { shippingRules } from "#core/shipping-zones.ts";
import type { Caller } from "../capabilities/caller.ts";
import { addToCart, clearCart, removeCartLine, updateCartLine } from "../capabilities/cart.ts";
import { applyDiscountCode, removeDiscountCode } from "../capabilities/discounts.ts";
import { applyGiftCard, removeGiftCard } from "../capabilities/gift-cards.ts";
import type { AppEnv } from "../http/app-env.ts";
import { callerOf } from "../http/caller.ts";
import { CART_COOKIE } from "../http/cookies.ts";
import { presentCart, presentCartCode, presentCartGiftCard, presentTotals } from "./present.ts";

/**
 * A cart as the API shows it, with its totals for the shipping of `?country=` (an ISO code; the
 * shop's home country when absent).
 */
async function cartOf(c: Context<AppEnv>, sessionId: string | undefined) {
  const asked = c.req.query("country")?.trim().toUpperCase();
  if (asked && !isCountryCode(asked))
    throw new Invalid("Choose a country from the list", {
      country: "Choose a country from the list",
    });
  const [cart, store, offers, code, giftCard] = await Promise.all([
    c.var.services.cart.view(sessionId),
    c.var.services.settingStore.store(),
    c.var.services.collections.offers(),
    c.var.services.discounts.cartCode(sessionId),
    c.var.services.giftCards.cartGiftCard(sessionId),
  ]);
  const rules = { ...shippingRules(store, asked), offers, code: code?.term ?? null };
  const totals = cartTotals(cart.items, rules);
  return {
    ...presentCart(cart),
    totals: presentTotals(totals, rules),
    discount: presentCartCode(code, totals, store.currency),
    giftCard: presentCartGiftCard(giftCard, totals.total),
  };
}

/** A change to the visitor's cart by `change`, answered with the cart as it now is. */
const cartChange =
  (change: (caller: Caller, c: Context<AppEnv>) => Promise<unknown>) =>
  async (c: Context<AppEnv>) => {
    const caller = callerOf(c);
    await change(caller, c);
    return c.json(await cartOf(c, caller.cartSessionId));
  };

/** A cart change whose input is the request's JSON body. */
const cartChangeWithBody = (change: (caller: Caller, input: unknown) => Promise<unknown>) =>
  cartChange(async (caller, c) => change(caller, await c.req.json()));

/** The visitor's cart (PRODUCT.md §7): every change answers with the cart as it now is. */
export function cartRoutes() {
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await cartOf(c, getCookie(c, CART_COOKIE))))
    .post("/add", async (c) => {
      const added = await addToCart(callerOf(c), await c.req.json());
      if (added.setCookie) c.header("Set-Cookie", added.setCookie);
      return c.json(await cartOf(c, added.sessionId), added.created ? 201 : 200);
    })
    .patch("/update", cartChangeWithBody(updateCartLine))
    .delete(
      "/remove/:id",
      cartChange((caller, c) => removeCartLine(caller, c.req.param("id"))),
    )
    .post("/discount", cartChangeWithBody(applyDiscountCode))
    .delete("/discount", cartChange(removeDiscountCode))
    .post("/gift-card", cartChangeWithBody(applyGiftCard))
    .delete("/gift-card", cartChange(removeGiftCard))
    .delete("/clear", cartChange(clearCart));
}
