import { describe, expect, it } from "vitest";
import { addProduct } from "../../testing/fixtures.ts";
import { createTestDatabase, DB_KINDS } from "../../testing/test-db.ts";
import { useTestDatabase } from "../../testing/use-test-app.ts";
import { exportData, importData } from "./backup-tables.ts";
import { createCollection, listCollections } from "./collections.ts";

describe.each(DB_KINDS)("backups of collections and offers (%s)", (kind) => {
  const source = useTestDatabase(kind);
  const shape = (rows: Awaited<ReturnType<typeof listCollections>>) =>
    rows.map(({ slug, name, offers, position, productCount }) => ({
      slug,
      name,
      offers,
      position,
      productCount,
    }));

  /** Restores `data` into a fresh database and gives back its collections. */
  const restored = async (data: unknown) => {
    const target = await createTestDatabase(kind);
    try {
      await importData(target.handle.db, target.handle.dialect, data);
      return shape(await listCollections(target.handle.db));
    } finally {
      await target.dispose();
    }
  };

  it("carries the collections and their offers", async () => {
    const db = source.db();
    await createCollection(db, {
      slug: "prints",
      name: "Prints",
      description: null,
      footnote: null,
      specifications: [{ label: "Paper", value: "308gsm" }],
      itemNoun: null,
      offers: [{ quantity: 2, percentOff: 10 }],
    });
    await addProduct(db, { name: "Red Fox", category: "prints", price: 3500 });
    const data = await exportData(db);
    expect(data.tables.collections?.map((row) => row.slug)).toEqual([
      "snap-cards",
      "cards",
      "coasters",
      "prints",
    ]);
    expect(await restored(data)).toEqual(shape(await listCollections(db)));
  });

  it("restores a backup from before collections into the new shape, with the seed's offers", async () => {
    const db = source.db();
    await addProduct(db, { name: "Tide", category: "coasters", price: 400 });
    await addProduct(db, { name: "Snap-Rat", category: "snap-rat", price: 1000 });
    const { collections: _, ...older } = (await exportData(db)).tables;
    expect(await restored({ ...(await exportData(db)), tables: older })).toEqual([
      {
        slug: "snap-cards",
        name: "Snap Playing Cards",
        offers: [
          { quantity: 2, save: 200 },
          { quantity: 3, save: 500 },
        ],
        position: 0,
        productCount: 1,
      },
      {
        slug: "coasters",
        name: "Coasters",
        offers: [{ quantity: 4, save: 100 }],
        position: 1,
        productCount: 1,
      },
    ]);
  });
});
