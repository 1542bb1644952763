import { describe, expect, it } from "vitest";
import { useDatabaseMigratedTo } from "../../../testing/migration-db.ts";
import { migrateTo } from "../migrate.ts";
import { SNAP_SPECIFICATIONS } from "./024-catalogue-texts.ts";

const AT = "2026-03-01T10:00:00.000Z";

describe("migration 024: the shop's texts that were code become data", () => {
  const handle = useDatabaseMigratedTo("023-certificates");
  const setting = (key: string, value: unknown) =>
    handle.db
      .insertInto("settings")
      .values({ key, value: JSON.stringify(value), updated_at: AT })
      .execute();
  const read = async (key: string) => {
    const row = await handle.db
      .selectFrom("settings")
      .select("value")
      .where("key", "=", key)
      .executeTakeFirst();
    return row ? JSON.parse(row.value) : undefined;
  };
  const collection = (slug: string, name: string) =>
    handle.db
      .insertInto("collections")
      .values({ slug, name, position: 0, created_at: AT, updated_at: AT })
      .execute();
  const collections = () =>
    handle.db
      .selectFrom("collections")
      .select(["slug", "specifications", "is_demo"])
      .orderBy("slug")
      .execute();

  it("gives a demo site the demo's words, remembered as the demo's, and marks its collections", async () => {
    await setting("profile", { artistName: "Wren Calloway", tagline: "Paintings" });
    await setting("store", { charityStatement: "10%", taxRate: 800 });
    await setting("demo_seeded", { at: AT, settings: { profile: { tagline: "Paintings" } } });
    await collection("snap-cards", "Snap Playing Cards");
    await collection("coasters", "Tableware"); // renamed by the owner: theirs
    await migrateTo(handle.db, "024-catalogue-texts");

    const note = "Snap-Cat, Snap-Dog and Snap-Rat are trademarks of Wren Calloway.";
    const intro = "Greeting cards, handcrafted coasters and Snap playing cards, printed in the UK.";
    expect(await read("profile")).toMatchObject({ artistName: "Wren Calloway", footerNote: note });
    expect(await read("store")).toMatchObject({ charityStatement: "10%", shopIntro: intro });
    expect((await read("demo_seeded")).settings).toEqual({
      profile: { tagline: "Paintings", footerNote: note },
      store: { shopIntro: intro },
    });
    const rows = await collections();
    expect(rows.map((row) => [row.slug, Boolean(row.is_demo)])).toEqual([
      ["coasters", false],
      ["snap-cards", true],
    ]);
    expect(JSON.parse(rows[1]!.specifications)).toEqual(SNAP_SPECIFICATIONS);
    expect(JSON.parse(rows[0]!.specifications)).toEqual([]);
  });

  it("gives a site whose demo was removed, and a new site, none of the words", async () => {
    await setting("profile", { artistName: "June Okafor" });
    await setting("store", { charityStatement: "" });
    await setting("demo_seeded", { at: AT, settings: {}, removedAt: AT });
    await collection("snap-cards", "Snap Playing Cards");
    await migrateTo(handle.db, "024-catalogue-texts");
    expect(await read("profile")).toEqual({ artistName: "June Okafor" });
    expect(await read("store")).toEqual({ charityStatement: "" });
    // Snap's collection keeps the specification its page showed; the owner edits it there.
    const [snap] = await collections();
    expect(JSON.parse(snap!.specifications)).toEqual(SNAP_SPECIFICATIONS);
    expect(Boolean(snap!.is_demo)).toBe(false);
  });

  it("leaves a new site as it is", async () => {
    await migrateTo(handle.db, "024-catalogue-texts");
    expect(await collections()).toEqual([]);
    expect(await read("profile")).toBeUndefined();
    expect(await read("store")).toBeUndefined();
  });
});
