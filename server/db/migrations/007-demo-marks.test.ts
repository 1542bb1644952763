import { describe, expect, it } from "vitest";
import { useDatabaseMigratedTo } from "../../../testing/migration-db.ts";
import { makeTempDir, removeTempDir } from "../../../testing/temp-dir.ts";
import { openDatabase } from "../client.ts";
import { migrateTo, migrateToLatest } from "../migrate.ts";

const SEEDED = "2026-02-01T10:00:00.000Z";
const LATER = "2026-03-01T10:00:00.000Z";

describe("migration 007: marking a site seeded before demo marks existed", () => {
  const handle = useDatabaseMigratedTo("006-slides-and-testimonials");

  it("marks the rows and remembers the texts the seed wrote, and nothing the owner added since", async () => {
    const db = handle.db;
    const stamps = (at: string) => ({ created_at: at, updated_at: at });
    const image = { image_url: `/media/${"a".repeat(32)}/600.webp` };
    await db
      .insertInto("artworks")
      .values([
        { title: "Demo", category: "sketches", ...image, ...stamps(SEEDED) },
        { title: "Mine", category: "sketches", ...image, ...stamps(LATER) },
      ])
      .execute();
    await db
      .insertInto("products")
      .values({
        name: "Demo card",
        description: "",
        price: 300,
        category: "cards",
        ...stamps(SEEDED),
      })
      .execute();
    await db
      .insertInto("snap_cards")
      .values({ title: "Snap-Cat: Demo", ...image, created_at: SEEDED })
      .execute();
    await db
      .insertInto("carousel_images")
      .values({ media_key: "a".repeat(32), alt: "Mine", position: 0, created_at: LATER })
      .execute();
    await db
      .insertInto("settings")
      .values([
        { key: "demo_seeded", value: JSON.stringify({ at: SEEDED }), updated_at: SEEDED },
        { key: "profile", value: JSON.stringify({ artistName: "Demo" }), updated_at: SEEDED },
        { key: "about", value: JSON.stringify({ biography: ["Mine"] }), updated_at: LATER },
      ])
      .execute();

    expect(await migrateTo(db, "007-demo-marks")).toEqual(["007-demo-marks"]);

    const marks = async (table: "artworks" | "products" | "snap_cards" | "carousel_images") =>
      (await db.selectFrom(table).select("is_demo").orderBy("id").execute()).map((row) =>
        Boolean(row.is_demo),
      );
    expect(await marks("artworks")).toEqual([true, false]);
    expect(await marks("products")).toEqual([true]);
    expect(await marks("snap_cards")).toEqual([true]);
    expect(await marks("carousel_images")).toEqual([false]);
    const marker = await db
      .selectFrom("settings")
      .select("value")
      .where("key", "=", "demo_seeded")
      .executeTakeFirstOrThrow();
    // The charity statement every site showed by default stays, as the demo's words here.
    const charity = { charityStatement: "10% of all profits go to a national autism charity." };
    expect(JSON.parse(marker.value)).toEqual({
      at: SEEDED,
      settings: { profile: { artistName: "Demo" }, store: charity },
    });
  });

  it("keeps a site's charity statement and shop settings, and gives a new database none", async () => {
    await handle.db
      .insertInto("settings")
      .values({ key: "store", value: JSON.stringify({ currency: "EUR" }), updated_at: LATER })
      .execute();
    await migrateToLatest(handle.db);
    const store = await handle.db
      .selectFrom("settings")
      .select("value")
      .where("key", "=", "store")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(store.value)).toEqual({
      currency: "EUR",
      charityStatement: "10% of all profits go to a national autism charity.",
      // Migration 020: a site set up before tax was a setting keeps the 8 % it charged.
      taxRate: 800,
    });

    const freshDir = makeTempDir("easel-007-fresh-");
    const fresh = await openDatabase({ dataDir: freshDir });
    try {
      await migrateToLatest(fresh.db);
      expect(await fresh.db.selectFrom("settings").selectAll().execute()).toEqual([]);
    } finally {
      await fresh.close();
      removeTempDir(freshDir);
    }
  });
});
