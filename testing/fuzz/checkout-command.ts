import { expect } from "vitest";
import { json } from "../test-app.ts";
import { CUSTOMER } from "../visitor.ts";
import { Command } from "./cart-commands.ts";
import {
  DESTINATIONS,
  type Destination,
  type Json,
  type Model,
  modelCartTotals,
  pounds,
  type Real,
  unitPriceOf,
} from "./model.ts";
import {
  expectStatus,
  freshEmail,
  send,
  verifyCart,
  verifyOrderCount,
  verifyOriginals,
  verifyStock,
} from "./real.ts";

export type KeyChoice = "none" | "new" | { replay: number };

export class CheckoutCommand extends Command<{
  who: number;
  key: KeyChoice;
  validForm: boolean;
  to: Destination;
}> {
  async run(model: Model, real: Real) {
    let key: string | undefined;
    if (this.args.key === "new" || (typeof this.args.key === "object" && model.keys.length === 0)) {
      key = `fuzz-${String(model.run).padStart(6, "0")}-${String(model.nextKey++).padStart(6, "0")}`;
      model.keys.push(key);
    } else if (typeof this.args.key === "object")
      key = model.keys[this.args.key.replay % model.keys.length];
    // A buyer of its own each time: one e-mail address holds at most three unpaid orders.
    const destination = {
      ...CUSTOMER,
      email: freshEmail(),
      ...DESTINATIONS[this.args.to].address,
    };
    const form = this.args.validForm ? destination : { ...destination, email: "not-an-email" };
    const response = await send(
      real,
      this.args.who,
      "/api/orders",
      json("POST", key ? { ...form, idempotencyKey: key } : form),
    );
    const what = `${this.toString()} key ${key}`;
    await this.expectOutcome(model, response, key, what);
    await verifyStock(model, real);
    await verifyOriginals(model, real);
    await verifyOrderCount(model, real);
    await verifyCart(model, real, this.args.who);
  }

  private async expectOutcome(
    model: Model,
    response: { status: number; body: Json },
    key: string | undefined,
    what: string,
  ) {
    const visitor = model.visitors[this.args.who]!;
    if (!this.args.validForm)
      return expectStatus(response, 400, "Please enter a valid email address");
    const placed = key === undefined ? undefined : model.keyOrders.get(key);
    if (placed !== undefined) {
      // Only the cart whose last order it is gets it back.
      if (visitor.lastOrder?.number !== placed)
        return expectStatus(response, 409, /already used/, what);
      expectStatus(response, 200, undefined, what);
      expect(response.body, what).toEqual(visitor.lastOrder.body);
      return;
    }
    if (visitor.lines.length === 0) {
      if (visitor.lastOrder) {
        // The same cart again just after its order: that order, not a new one.
        expectStatus(response, 200, undefined, what);
        expect(response.body, what).toEqual(visitor.lastOrder.body);
        return;
      }
      return expectStatus(response, 400, "Cart is empty", what);
    }
    for (const line of visitor.lines) {
      if (line.original) {
        const state = model.originals[line.productIndex]!.state;
        if (state !== "available")
          return expectStatus(response, 409, state === "sold" ? /sold/ : /reserved/, what);
        continue;
      }
      const product = model.products[line.productIndex]!;
      const reason = !product.available
        ? /not available/
        : unitPriceOf(product, line.variant) <= 0
          ? /no price/
          : product.stock === 0
            ? /sold out/
            : undefined;
      if (reason) return expectStatus(response, 409, reason, what);
      // Then the line as the buyer set it: more than the stock, or a price since changed.
      if (product.stock !== null && line.quantity > product.stock)
        return expectStatus(response, 409, /left/, what);
      if (line.seen !== undefined && line.seen !== unitPriceOf(product, line.variant))
        return expectStatus(response, 409, /price of .* has changed/, what);
    }
    const needed = new Map<number, number>();
    for (const line of visitor.lines) {
      if (line.original) continue;
      needed.set(line.productIndex, (needed.get(line.productIndex) ?? 0) + line.quantity);
    }
    for (const [index, quantity] of needed) {
      const stock = model.products[index]!.stock;
      // More than the stock: 409 with a message, and nothing changes.
      if (stock !== null && quantity > stock) return expectStatus(response, 409, /left/, what);
    }

    expectStatus(response, 201, undefined, what);
    const zone = DESTINATIONS[this.args.to].zone;
    const totals = modelCartTotals(model, visitor, zone);
    const order = response.body;
    expect(order.shippingZone, what).toBe(zone);
    expect(
      {
        subtotal: order.subtotal,
        discount: order.discount,
        tax: order.tax,
        shipping: order.shipping,
        total: order.total,
      },
      what,
    ).toEqual({
      subtotal: pounds(totals.subtotal),
      discount: pounds(totals.discount),
      tax: pounds(totals.tax),
      shipping: pounds(totals.shipping),
      total: pounds(totals.total),
    });
    expect(
      (order.items as Json[]).map((item) => [
        item.product.id,
        item.variant,
        item.quantity,
        item.price,
      ]),
      what,
    ).toEqual(
      visitor.lines.map((line) => {
        if (line.original) {
          const original = model.originals[line.productIndex]!;
          return [null, null, 1, pounds(original.price)];
        }
        const product = model.products[line.productIndex]!;
        return [
          product.id,
          line.variant,
          line.quantity,
          pounds(unitPriceOf(product, line.variant)),
        ];
      }),
    );
    const originals = visitor.lines
      .filter((line) => line.original)
      .map((line) => line.productIndex);
    for (const index of originals) model.originals[index]!.state = "reserved";
    model.orders.push({
      number: order.orderNumber,
      who: this.args.who,
      status: "pending",
      // Only what was taken goes back: nothing of a product whose stock was not counted.
      products: new Map([...needed].filter(([index]) => model.products[index]!.stock !== null)),
      originals,
      total: order.total,
    });
    for (const [index, quantity] of needed) {
      const product = model.products[index]!;
      if (product.stock !== null) product.stock -= quantity;
    }
    visitor.lines = [];
    visitor.lastOrder = { number: order.orderNumber, body: order };
    if (key) model.keyOrders.set(key, order.orderNumber);
    model.ordersPlaced++;
  }
  override toString() {
    return `checkout(v${this.args.who}, ${JSON.stringify(this.args.key)}, to ${this.args.to}${this.args.validForm ? "" : ", bad form"})`;
  }
}
