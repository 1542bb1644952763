/** The fuzz suite's commands on a visitor's cart. */
import type fc from "fast-check";
import { expect } from "vitest";
import { json } from "../test-app.ts";
import { type Json, type Model, modelQuantity, type Real, unitPriceOf } from "./model.ts";
import { expectStatus, send, verifyCart } from "./real.ts";

// ---------------------------------------------------------------------------------------------
// Commands.

export type Cmd = fc.AsyncCommand<Model, Real>;

/** A command with its arguments, which may always run. */
export abstract class Command<Args> implements Cmd {
  readonly args: Args;
  constructor(args: Args) {
    this.args = args;
  }
  check = () => true;
  abstract run(model: Model, real: Real): Promise<void>;
}

export type VariantChoice = { valid: number } | { raw: string | undefined };

export class AddCommand extends Command<{
  who: number;
  product: number | "missing";
  variant: VariantChoice;
  quantity: unknown;
}> {
  async run(model: Model, real: Real) {
    const visitor = model.visitors[this.args.who]!;
    const product = this.args.product === "missing" ? undefined : model.products[this.args.product];
    let variant: string | undefined;
    if ("valid" in this.args.variant) {
      const names = product?.variants ? Object.keys(product.variants) : [];
      variant = names.length ? names[this.args.variant.valid % names.length] : undefined;
    } else variant = this.args.variant.raw;
    const body: Record<string, unknown> = { productId: product?.id ?? 999_999 };
    if (variant !== undefined) body.variant = variant;
    if (this.args.quantity !== undefined) body.quantity = this.args.quantity;
    const response = await send(real, this.args.who, "/api/cart/add", json("POST", body));
    const what = this.toString();

    const quantity = modelQuantity(this.args.quantity);
    if (quantity === undefined) return expectStatus(response, 400, /quantity|at most/i, what);
    if (!product) return expectStatus(response, 404, "Product not found", what);
    const wanted = variant?.trim() || null;
    if (product.variants) {
      if (wanted === null) return expectStatus(response, 400, /choose a size/i, what);
      if (!(wanted in product.variants)) return expectStatus(response, 400, /unknown size/i, what);
    } else if (wanted !== null) return expectStatus(response, 400, /different sizes/, what);
    const unit = unitPriceOf(product, wanted);
    if (!product.available) return expectStatus(response, 409, /not available/, what);
    if (unit <= 0) return expectStatus(response, 409, /no price/, what);
    if (product.stock === 0) return expectStatus(response, 409, /sold out/, what);
    const line = visitor.lines.find(
      (candidate) =>
        !candidate.original &&
        candidate.productIndex === this.args.product &&
        candidate.variant === (wanted ?? null),
    );
    const total = (line?.quantity ?? 0) + quantity;
    if (total > 99) return expectStatus(response, 409, /at most 99/, what);
    if (product.stock !== null && total > product.stock)
      return expectStatus(response, 409, new RegExp(`Only ${product.stock} of`), what);

    expectStatus(response, visitor.hasCart ? 200 : 201, undefined, what);
    visitor.hasCart = true;
    if (line) {
      line.quantity = total;
      line.seen = unit;
    } else {
      const added = newLine(model, response, what, this.args.who, (item) => {
        return item.productId === product.id && item.variant === wanted;
      });
      visitor.lines.push({
        id: added.id,
        productIndex: this.args.product as number,
        variant: wanted,
        quantity: total,
        seen: unit,
      });
    }
    await verifyCart(model, real, this.args.who);
  }
  override toString() {
    return `add(v${this.args.who}, ${this.args.product}, ${JSON.stringify(this.args.variant)}, ${JSON.stringify(this.args.quantity)})`;
  }
}

/** Which cart line a command names: one of the visitor's own, any line seen (maybe another
 * visitor's or removed), or one that never existed. */
export type LineChoice = { own: number } | { seen: number } | { missing: true };

/** The cart line an add made (the first `is`), whose id must be new: noted as `who`'s. */
export function newLine(
  model: Model,
  response: { body: Json },
  what: string,
  who: number,
  is: (item: Json) => boolean,
): Json {
  const added = (response.body.items as Json[]).find(is);
  expect(added, what).toBeDefined();
  expect(model.lineOwners.has(added.id), `${what}: a new line reuses id ${added.id}`).toBe(false);
  model.lineOwners.set(added.id, who);
  return added;
}

export function pickLine(model: Model, who: number, choice: LineChoice): number {
  if ("own" in choice) {
    const lines = model.visitors[who]!.lines;
    if (lines.length) return lines[choice.own % lines.length]!.id;
  }
  if ("seen" in choice && model.lineOwners.size) {
    const ids = [...model.lineOwners.keys()];
    return ids[choice.seen % ids.length]!;
  }
  return 987_654;
}

export class UpdateCommand extends Command<{ who: number; line: LineChoice; quantity: unknown }> {
  async run(model: Model, real: Real) {
    const visitor = model.visitors[this.args.who]!;
    const id = pickLine(model, this.args.who, this.args.line);
    const body: Record<string, unknown> = { cartItemId: id };
    if (this.args.quantity !== undefined) body.quantity = this.args.quantity;
    const response = await send(real, this.args.who, "/api/cart/update", json("PATCH", body));
    const what = `${this.toString()} → line ${id}`;
    const quantity =
      this.args.quantity === undefined ? undefined : modelQuantity(this.args.quantity);
    if (quantity === undefined) return expectStatus(response, 400, /quantity|at most/i, what);
    const line = visitor.lines.find((candidate) => candidate.id === id);
    if (!line) return expectStatus(response, 404, "Cart item not found", what);
    if (line.original) {
      // An original stays one: 1 changes nothing, anything else is refused.
      if (quantity !== 1) return expectStatus(response, 409, /only one/, what);
      expectStatus(response, 200, undefined, what);
      return verifyCart(model, real, this.args.who);
    }
    const product = model.products[line.productIndex]!;
    if (product.stock !== null && quantity > product.stock)
      return expectStatus(response, 409, /sold out|in stock/, what);
    expectStatus(response, 200, undefined, what);
    line.quantity = quantity;
    line.seen = unitPriceOf(product, line.variant);
    await verifyCart(model, real, this.args.who);
  }
  override toString() {
    return `update(v${this.args.who}, ${JSON.stringify(this.args.line)}, ${JSON.stringify(this.args.quantity)})`;
  }
}

export class RemoveCommand extends Command<{ who: number; line: LineChoice }> {
  async run(model: Model, real: Real) {
    const visitor = model.visitors[this.args.who]!;
    const id = pickLine(model, this.args.who, this.args.line);
    const response = await send(real, this.args.who, `/api/cart/remove/${id}`, {
      method: "DELETE",
    });
    const what = `${this.toString()} → line ${id}`;
    const index = visitor.lines.findIndex((candidate) => candidate.id === id);
    if (index < 0) return expectStatus(response, 404, "Cart item not found", what);
    expectStatus(response, 200, undefined, what);
    visitor.lines.splice(index, 1);
    await verifyCart(model, real, this.args.who);
  }
  override toString() {
    return `remove(v${this.args.who}, ${JSON.stringify(this.args.line)})`;
  }
}

export class ClearCommand extends Command<{ who: number }> {
  async run(model: Model, real: Real) {
    const response = await send(real, this.args.who, "/api/cart/clear", { method: "DELETE" });
    expectStatus(response, 200, undefined, this.toString());
    model.visitors[this.args.who]!.lines = [];
    await verifyCart(model, real, this.args.who);
  }
  override toString() {
    return `clear(v${this.args.who})`;
  }
}
