import { expect } from "vitest";
import { json } from "../test-app.ts";
import { Command, newLine } from "./cart-commands.ts";
import { type Model, modelQuantity, OPEN, type Real, VISITORS } from "./model.ts";
import { expectStatus, send, verifyCart, verifyOriginals, verifyStock } from "./real.ts";

/** A `PATCH` of `path` with the owner's session. */
const ownerPatch = (real: Real, path: string, body: Record<string, unknown>) =>
  send(real, "owner", path, json("PATCH", body));

/** The owner changes one field of a product through `PATCH /api/admin/products/{id}`. */
export class OwnerCommand extends Command<{
  product: number;
  field: "price" | "stock" | "isAvailable";
  value: unknown;
}> {
  async run(model: Model, real: Real) {
    const product = model.products[this.args.product]!;
    const response = await ownerPatch(real, `/api/admin/products/${product.id}`, {
      [this.args.field]: this.args.value,
    });
    const what = this.toString();
    if (this.args.field === "price") {
      const text = typeof this.args.value === "number" ? String(this.args.value) : this.args.value;
      const valid =
        typeof text === "string" &&
        /^\d{1,8}(\.\d{1,2})?$/.test(text.trim()) &&
        Number(text) < 1_000_000; // money is stored as 32-bit integers of pence
      if (!valid) expectStatus(response, 400, /price/i, what);
      // A price of 0.00 gives the product away: saved only once the owner confirms it.
      else if (Number(text) === 0) expectStatus(response, 422, /confirm/i, what);
      else {
        expectStatus(response, 200, undefined, what);
        const [whole, fraction = ""] = (text as string).trim().split(".");
        product.price = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
      }
    } else if (this.args.field === "stock") {
      const value = this.args.value;
      const number = value === null || value === "" ? null : Number(value);
      const valid =
        (value === null || typeof value === "number" || typeof value === "string") &&
        (number === null || (Number.isSafeInteger(number) && number >= 0 && number <= 1_000_000));
      if (!valid) expectStatus(response, 400, /stock/i, what);
      else {
        expectStatus(response, 200, undefined, what);
        product.stock = number;
      }
    } else if (typeof this.args.value !== "boolean") {
      expectStatus(response, 400, undefined, what);
    } else {
      expectStatus(response, 200, undefined, what);
      product.available = this.args.value;
    }
    await verifyStock(model, real);
    for (let who = 0; who < VISITORS; who++) await verifyCart(model, real, who);
  }
  override toString() {
    return `owner(${this.args.product}.${this.args.field} = ${JSON.stringify(this.args.value)})`;
  }
}

/** A visitor adds an original: one at most, and only while it is available. */
export class AddOriginalCommand extends Command<{
  who: number;
  original: number;
  quantity: unknown;
}> {
  async run(model: Model, real: Real) {
    const visitor = model.visitors[this.args.who]!;
    const original = model.originals[this.args.original]!;
    const body: Record<string, unknown> = { artworkId: original.id };
    if (this.args.quantity !== undefined) body.quantity = this.args.quantity;
    const response = await send(real, this.args.who, "/api/cart/add", json("POST", body));
    const what = this.toString();
    if (modelQuantity(this.args.quantity) === undefined)
      return expectStatus(response, 400, /quantity|at most/i, what);
    if (original.state !== "available")
      return expectStatus(
        response,
        409,
        original.state === "sold" ? /has been sold/ : /is reserved/,
        what,
      );
    expectStatus(response, visitor.hasCart ? 200 : 201, undefined, what);
    visitor.hasCart = true;
    const held = visitor.lines.some(
      (line) => line.original && line.productIndex === this.args.original,
    );
    if (!held) {
      const added = newLine(model, response, what, this.args.who, (item) => {
        return item.artworkId === original.id;
      });
      visitor.lines.push({
        id: added.id,
        productIndex: this.args.original,
        original: true,
        variant: null,
        quantity: 1,
      });
    }
    await verifyCart(model, real, this.args.who);
  }
  override toString() {
    return `addOriginal(v${this.args.who}, ${this.args.original}, ${JSON.stringify(this.args.quantity)})`;
  }
}

/** The owner moves one of this run's orders to paid (its originals sold) or cancels it. */
export class OrderStatusCommand extends Command<{ order: number; status: "paid" | "cancelled" }> {
  async run(model: Model, real: Real) {
    if (model.orders.length === 0) return;
    const order = model.orders[this.args.order % model.orders.length]!;
    const response = await ownerPatch(real, `/api/admin/orders/${order.number}`, {
      status: this.args.status,
    });
    const what = `${this.toString()} → ${order.number} (${order.status})`;
    const allowed =
      this.args.status === "paid"
        ? order.status === "pending" || order.status === "awaiting-payment"
        : OPEN.has(order.status);
    if (!allowed) return expectStatus(response, 400, /cannot become/, what);
    expectStatus(response, 200, undefined, what);
    // A paid order cancelled owes its whole total back, by hand here (no card payments).
    const refund =
      this.args.status === "cancelled" && order.status === "paid"
        ? { method: "by-hand", amount: order.total, reference: null, refundedAt: null }
        : null;
    expect(response.body.refund, what).toEqual(refund);
    order.status = this.args.status;
    for (const index of order.originals)
      model.originals[index]!.state = this.args.status === "paid" ? "sold" : "available";
    if (this.args.status === "cancelled") {
      for (const [index, quantity] of order.products) {
        const product = model.products[index]!;
        if (product.stock !== null) product.stock += quantity;
      }
    }
    const lastOrder = model.visitors[order.who]!.lastOrder;
    if (lastOrder?.number === order.number)
      lastOrder.body = {
        ...lastOrder.body,
        status: order.status,
        // The buyer's view follows the order: its steps and when it was paid.
        timeline: response.body.timeline,
        paidAt: response.body.paidAt,
        refund,
      };
    await verifyStock(model, real);
    await verifyOriginals(model, real);
    for (let who = 0; who < VISITORS; who++) await verifyCart(model, real, who);
  }
  override toString() {
    return `orderStatus(${this.args.order}, ${this.args.status})`;
  }
}

/** The owner marks an original sold elsewhere, or available again: not while an order holds it. */
export class OwnerOriginalCommand extends Command<{
  original: number;
  saleStatus: "available" | "sold";
}> {
  async run(model: Model, real: Real) {
    const original = model.originals[this.args.original]!;
    const response = await ownerPatch(real, `/api/admin/artworks/${original.id}`, {
      saleStatus: this.args.saleStatus,
    });
    const what = this.toString();
    const held = model.orders.some(
      (order) => OPEN.has(order.status) && order.originals.includes(this.args.original),
    );
    if (this.args.saleStatus !== original.state && held)
      return expectStatus(response, 409, /holds this piece/, what);
    expectStatus(response, 200, undefined, what);
    original.state = this.args.saleStatus;
    await verifyOriginals(model, real);
  }
  override toString() {
    return `ownerOriginal(${this.args.original} = ${this.args.saleStatus})`;
  }
}

// ---------------------------------------------------------------------------------------------
// Arbitraries.
