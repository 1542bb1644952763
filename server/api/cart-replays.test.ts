/**
 * A visitor's cart is no change other visitors are shown: adding, changing and clearing it leave
 * every cached read and replayed page as it was (server/db/write-tracker.ts's unshown tables).
 */
import { expect, it } from "vitest";
import { addSnapPack } from "../../testing/fixtures.ts";
import { describeApp } from "../../testing/use-test-app.ts";
import { visitor } from "../../testing/visitor.ts";

describeApp("a cart and the pages others are shown", {}, (t) => {
  it("moves no shown version when a visitor fills and clears a cart", async () => {
    const id = await addSnapPack(t.db());
    const v = visitor(t);
    expect((await v.add({ productId: id })).status).toBe(201);
    const version = t.services.database.writes.version;
    for (let turn = 0; turn < 3; turn++) expect((await v.add({ productId: id })).status).toBe(200);
    expect((await v.cart()).status).toBe(200);
    expect((await v.send("/api/cart/clear", { method: "DELETE" })).status).toBeLessThan(300);
    expect((await v.add({ productId: id })).status).toBeLessThan(300);
    expect(t.services.database.writes.version).toBe(version);
  });
});
