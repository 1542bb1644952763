/**
 * The shop's texts that were code are the owner's data (item 5): the footer's small
 * print, the shop's introduction and a collection's specification (the Snap page's "Card
 * specifications"). A site without them shows none (no empty box, no dangling words); the owner
 * writes them through the admin pages' forms, the one way in, and the public pages show them.
 * Runs on both engines, pages rendered through the real app.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_PROFILE } from "#core/site-profile.ts";
import { addProduct, cellOf } from "../testing/fixtures.ts";
import { formFields, formPost, servePages } from "../testing/page-site.ts";
import { json } from "../testing/test-app.ts";
import { DB_KINDS } from "../testing/test-db.ts";
import { useTestApp } from "../testing/use-test-app.ts";

const pages = servePages();

const NOTE = "Snap-Cat is a trademark of Ada Painter.";
const INTRO = "Giclée prints and cards, printed in Bristol.";
const SPEC = "Cards: 52 cards\r\nSize: Poker size, 63x88mm\r\n\r\n";

/** The visible text of a page's body: tags and the loader data's script left out. */
const bodyText = (html: string) =>
  html
    .slice(html.indexOf("<body"))
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

describe.each(DB_KINDS)("the catalogue's texts (%s)", (kind) => {
  const t = useTestApp(kind, { owner: true });

  const snapCollectionId = () => cellOf(t.db(), "collections", "id", { slug: "snap-cards" });

  /** The shop, the Snap page and the home page's footer, as a visitor reads them. */
  async function publicText() {
    const site = pages.site(t);
    const read = async (path: string) => {
      const response = await site(path);
      expect(response.status, path).toBe(200);
      return bodyText(await response.text());
    };
    return { shop: await read("/shop?tab=snap-cards"), snap: await read("/snap-cards") };
  }

  it("a new site shows none: no small print, no shop line, no specification box", async () => {
    // A new site has no collections (the test database holds the demo's): the owner makes one.
    await t.db().deleteFrom("collections").execute();
    const prints = await t.owner("/api/admin/collections", json("POST", { name: "Prints" }));
    expect(prints.status).toBe(201);
    await addProduct(t.db(), { name: "Red Fox", category: "prints", price: 3500 });
    const site = pages.site(t);
    const read = async (path: string) => bodyText(await (await site(path)).text());
    const [shop, snap] = [await read("/shop"), await read("/snap-cards")];
    expect(shop).toContain("Red Fox");
    // The shop's heading is followed straight by its tabs.
    expect(shop).toMatch(/Shop Shop Prints Red Fox/);
    for (const text of [shop, snap]) {
      expect(text).not.toContain("trademark");
      expect(text).not.toContain("Card specifications");
      expect(text).not.toContain("Greeting cards, handcrafted coasters");
    }
    // The copyright line stands alone in the footer.
    expect(shop).toMatch(/© \d{4} Easel Studio ?\. All rights reserved\./);
  }, 90_000);

  it("the owner writes them in admin, the pages show them, and clearing them leaves nothing", async () => {
    await addProduct(t.db(), { name: "Snap-Cat", category: "snap-cards", price: 1000 });
    const site = pages.site(t);
    const id = String(await snapCollectionId());
    const save = async (path: string, fields: Record<string, string>) => {
      const response = await site(path, formPost(fields, t.cookie));
      expect(response.status, fields.intent).toBe(200);
      const answer = await response.text();
      expect(answer, fields.intent).not.toContain('"ok":false');
    };
    const store = (await t.owner("/api/admin/settings")).body.store;
    const storeForm = (shopIntro: string) => ({
      intent: "store",
      "store.currency": store.currency,
      "store.taxRate": store.taxRate,
      "store.shippingFee": store.shippingFee,
      "store.freeShippingThreshold": store.freeShippingThreshold ?? "",
      "store.charityStatement": "",
      "store.shopIntro": shopIntro,
    });
    const profileForm = (footerNote: string) => ({
      intent: "profile",
      ...formFields({ ...DEFAULT_PROFILE, footerNote }, "profile"),
    });
    const collectionForm = (specifications: string) => ({
      intent: "collection-update",
      id,
      name: "Snap Playing Cards",
      specifications,
    });

    await save("/admin/settings", profileForm(NOTE));
    await save("/admin/settings", storeForm(INTRO));
    await save("/admin/collections", collectionForm(SPEC));
    const shown = await publicText();
    for (const text of [shown.shop, shown.snap]) expect(text).toContain(NOTE);
    expect(shown.shop).toContain(INTRO);
    expect(shown.snap).toMatch(/Card specifications.*Cards 52 cards.*Size Poker size, 63x88mm/);
    // The collection's tab lists its specification too; the API reads back what the form wrote.
    expect(shown.shop).toMatch(/Cards 52 cards.*Size Poker size, 63x88mm/);
    const collections = (await (await t.request("/api/collections")).json()) as Array<{
      slug: string;
      specifications: unknown;
    }>;
    expect(collections.find((c) => c.slug === "snap-cards")?.specifications).toEqual([
      { label: "Cards", value: "52 cards" },
      { label: "Size", value: "Poker size, 63x88mm" },
    ]);
    const settings = (await t.owner("/api/admin/settings")).body;
    expect(settings.profile.footerNote).toBe(NOTE);
    expect(settings.store.shopIntro).toBe(INTRO);

    await save("/admin/settings", profileForm(""));
    await save("/admin/settings", storeForm(""));
    await save("/admin/collections", collectionForm(""));
    const cleared = await publicText();
    for (const text of [cleared.shop, cleared.snap]) {
      expect(text).not.toContain(NOTE);
      expect(text).not.toContain("Card specifications");
      expect(text).not.toContain("52 cards");
    }
    expect(cleared.shop).not.toContain(INTRO);
  }, 90_000);

  it("takes a specification as JSON through the API, refuses a line it cannot read, and keeps the texts a client leaves out", async () => {
    const id = await snapCollectionId();
    const specifications = [{ label: "Paper", value: "308gsm cotton rag" }];
    const saved = await t.owner(`/api/admin/collections/${id}`, json("PATCH", { specifications }));
    expect(saved.status).toBe(200);
    expect(saved.body.specifications).toEqual(specifications);
    // Renaming alone keeps it.
    const renamed = await t.owner(`/api/admin/collections/${id}`, json("PATCH", { name: "Snap" }));
    expect(renamed.body.specifications).toEqual(specifications);
    for (const bad of [["no colon here"], [{ label: "", value: "x" }], "x".repeat(3)]) {
      const refused = await t.owner(
        `/api/admin/collections/${id}`,
        json("PATCH", { specifications: bad }),
      );
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect(Object.keys(refused.body.errors ?? {}).join(), JSON.stringify(bad)).toMatch(
        /^specifications/,
      );
    }
    expect((await t.owner("/api/admin/collections")).body[0].specifications).toEqual(
      specifications,
    );

    // Settings: the shop line and the footer's small print stay when a client leaves them out.
    const profile = { ...DEFAULT_PROFILE, footerNote: NOTE };
    const store = (await t.owner("/api/admin/settings")).body.store;
    const withIntro = { ...store, shopIntro: INTRO };
    expect(
      (await t.owner("/api/admin/settings", json("PATCH", { profile, store: withIntro }))).status,
    ).toBe(200);
    const { footerNote: _, ...olderProfile } = profile;
    const { shopIntro: _intro, ...olderStore } = withIntro;
    const kept = await t.owner(
      "/api/admin/settings",
      json("PATCH", { profile: olderProfile, store: olderStore }),
    );
    expect(kept.status).toBe(200);
    expect(kept.body.profile.footerNote).toBe(NOTE);
    expect(kept.body.store.shopIntro).toBe(INTRO);
  });
});
