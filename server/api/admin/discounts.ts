import { Hono } from "hono";
import { createDiscount, deleteDiscount, updateDiscount } from "../../capabilities/discounts.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { callerOf } from "../../http/caller.ts";
import { presentDiscount } from "../present.ts";

/**
 * The owner's discount codes (PRODUCT.md §9), owner only (app.ts): each with its uses and the
 * orders that used it. Deleting a used code deactivates it instead (`deactivated: true`).
 */
export function adminDiscountRoutes() {
  return new Hono<AppEnv>()
    .get("/discounts", async (c) =>
      c.json((await c.var.services.discounts.list()).map(presentDiscount)),
    )
    .get("/discounts/new-code", (c) => c.json({ code: c.var.services.discounts.generateCode() }))
    .post("/discounts", async (c) => {
      const id = await createDiscount(callerOf(c), await c.req.json());
      return c.json(presentDiscount(await c.var.services.discounts.get(id)), 201);
    })
    .patch("/discounts/:id", async (c) => {
      const id = await updateDiscount(callerOf(c), c.req.param("id"), await c.req.json());
      return c.json(presentDiscount(await c.var.services.discounts.get(id)));
    })
    .delete("/discounts/:id", async (c) => {
      await deleteDiscount(callerOf(c), c.req.param("id"));
      const left = (await c.var.services.discounts.list()).find(
        (discount) => String(discount.id) === c.req.param("id"),
      );
      return c.json(left ? { deleted: false, deactivated: true } : { deleted: true });
    });
}
