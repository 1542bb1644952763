import { addCoaster, addRobinCard, addSnapPack } from "./fixtures.ts";
import type { TestApp } from "./test-app.ts";
import { visitor } from "./visitor.ts";

/**
 * A shop of a snap pack, a coaster and a card, and a visitor whose cart holds two packs, two
 * coasters and a small card (the orders suites' usual cart).
 */
export async function shopWithCart(t: TestApp) {
  const db = t.database.handle.db;
  const snap = await addSnapPack(db);
  const coaster = await addCoaster(db, "Hare coaster");
  const card = await addRobinCard(db);
  const v = visitor(t);
  await v.add({ productId: snap, quantity: 2 });
  await v.add({ productId: coaster, quantity: 2 });
  await v.add({ productId: card, variant: "Small Square" });
  return { v, snap, coaster, card };
}
