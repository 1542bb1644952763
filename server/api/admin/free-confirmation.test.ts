/**
 * A save that gives something away, a price of 0.00 or an offer of 100 % off, is asked about
 * first (PRODUCT.md §5): 422 with the question and nothing saved, until the same save comes with
 * `confirmFree` true. Through the API and the pages' forms, on both engines.
 */
import { expect, it } from "vitest";
import { FREE_PRICE_QUESTION, FULL_OFFER_QUESTION } from "#core/free-confirmation.ts";
import { addCoaster, cellOf, countRows } from "../../../testing/fixtures.ts";
import { makeJpeg } from "../../../testing/images.ts";
import { formPost, hareCoasterEdit, servePages } from "../../../testing/page-site.ts";
import { json } from "../../../testing/test-app.ts";
import { describeApp, expectAnswer } from "../../../testing/use-test-app.ts";

const pages = servePages();

const asked = (question: string) => ({ message: question, errors: { confirmFree: question } });

describeApp("saves that give things away", { owner: true }, (t) => {
  const { owner } = t;
  /** A picture uploaded to the site, as a product needs one. */
  const picture = async () =>
    (await t.services.media.ingest(await makeJpeg(320, 320), "card.jpg", "shop")).url;

  it("asks before a product is saved at 0.00, its own price or a size's, and saves it once confirmed", async () => {
    const products = await countRows(t.db(), "products");
    const sample = {
      name: "Sample card",
      price: "0.00",
      category: "cards",
      imageUrl: await picture(),
    };
    const refused = await owner("/api/admin/products", json("POST", sample));
    expectAnswer(refused, 422, asked(FREE_PRICE_QUESTION));
    expect(await countRows(t.db(), "products")).toBe(products);
    const sized = await owner(
      "/api/admin/products",
      json("POST", { ...sample, price: "4.00", variants: [{ name: "Small", price: "0" }] }),
    );
    expectAnswer(sized, 422, asked(FREE_PRICE_QUESTION));
    expect(await countRows(t.db(), "products")).toBe(products);
    const confirmed = await owner(
      "/api/admin/products",
      json("POST", { ...sample, confirmFree: true }),
    );
    expectAnswer(confirmed, 201, { name: "Sample card", price: "0.00" });

    const id = await addCoaster(t.db(), "Hare coaster", { price: 800 });
    const change = (body: unknown) => owner(`/api/admin/products/${id}`, json("PATCH", body));
    expectAnswer(await change({ price: "0" }), 422, asked(FREE_PRICE_QUESTION));
    expectAnswer(
      await change({
        variants: [
          { name: "Big", price: "8.00" },
          { name: "Tiny", price: 0 },
        ],
      }),
      422,
      asked(FREE_PRICE_QUESTION),
    );
    expect(await cellOf(t.db(), "products", "price", { id })).toBe(800);
    expect(await countRows(t.db(), "product_variants")).toBe(0);
    // A confirmation that is no yes or no is a plain 400.
    expect((await change({ price: "0", confirmFree: "maybe" })).status).toBe(400);
    expectAnswer(await change({ price: "0", confirmFree: true }), 200, { price: "0.00" });
    // A change that does not touch the price asks nothing, whatever the price is.
    expectAnswer(await change({ stock: 3 }), 200, { stock: 3 });
  });

  it("asks before a collection offers 100 % off, and saves it once confirmed", async () => {
    const collections = await countRows(t.db(), "collections");
    const gifts = { name: "Gifts", offers: [{ quantity: 3, percentOff: 100 }] };
    expectAnswer(
      await owner("/api/admin/collections", json("POST", gifts)),
      422,
      asked(FULL_OFFER_QUESTION),
    );
    expect(await countRows(t.db(), "collections")).toBe(collections);
    const created = await owner(
      "/api/admin/collections",
      json("POST", { ...gifts, confirmFree: "true" }),
    );
    expect(created.status).toBe(201);
    expect(created.body.offers).toEqual([{ quantity: 3, percentOff: 100 }]);

    const prints = await owner("/api/admin/collections", json("POST", { name: "Prints" }));
    const change = (offers: unknown[]) =>
      owner(`/api/admin/collections/${prints.body.id}`, json("PATCH", { offers }));
    expectAnswer(await change([{ quantity: 2, percentOff: 100 }]), 422, asked(FULL_OFFER_QUESTION));
    expect(await cellOf(t.db(), "collections", "offers", { id: prints.body.id })).toBe("[]");
    // Anything less than all of it, and savings by amount, ask nothing.
    expect(
      (
        await change([
          { quantity: 2, percentOff: 99 },
          { quantity: 3, save: "5.00" },
        ])
      ).status,
    ).toBe(200);
  });

  it("asks the same through the pages' forms, and saves once the form says yes", async () => {
    const site = pages.site(t);
    const id = await addCoaster(t.db(), "Hare coaster", { price: 800 });
    const edit = hareCoasterEdit(id, "0.00", await picture());
    const page = await site("/admin/products", formPost(edit, t.cookie));
    expect(page.status).toBe(422);
    expect(await page.text()).toContain(FREE_PRICE_QUESTION);
    expect(await cellOf(t.db(), "products", "price", { id })).toBe(800);
    const yes = await site("/admin/products", formPost({ ...edit, confirmFree: "true" }, t.cookie));
    expect(yes.status).toBe(200);
    expect(await cellOf(t.db(), "products", "price", { id })).toBe(0);

    const add = {
      intent: "collection-create",
      name: "Gifts",
      "offers.0.quantity": "2",
      "offers.0.percentOff": "100",
    };
    const offer = await site("/admin/collections", formPost(add, t.cookie));
    expect(offer.status).toBe(422);
    expect(await offer.text()).toContain(FULL_OFFER_QUESTION);
    const confirmed = await site(
      "/admin/collections",
      formPost({ ...add, confirmFree: "true" }, t.cookie),
    );
    expect(confirmed.status).toBe(200);
    expect(await cellOf(t.db(), "collections", "offers", { slug: "gifts" })).toBe(
      JSON.stringify([{ quantity: 2, percentOff: 100 }]),
    );
  }, 60_000);
});
