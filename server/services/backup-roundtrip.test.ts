/** A backup restored on either engine gives back the same shop (the helpers are in testing/backup-*.ts). */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { backupFolderForFile, folder } from "../../testing/backup-crafting.ts";
import { fillShop, snapshot } from "../../testing/backup-shop.ts";
import { makeOldSite, OLD_PASSWORD, openSite, place } from "../../testing/backup-sites.ts";
import { createTestApp, json, TEST_PASSWORD, type TestApp } from "../../testing/test-app.ts";
import { DB_KINDS, type DbKind } from "../../testing/test-db.ts";
import { CUSTOMER, visitor } from "../../testing/visitor.ts";
import { importData, restoreArchive, writeArchive } from "./backup.ts";
import { HELD_BACK_REASON } from "./restore-summary.ts";

backupFolderForFile();

const pairs: Array<[DbKind, DbKind]> = DB_KINDS.flatMap((from) =>
  DB_KINDS.map((to) => [from, to] as [DbKind, DbKind]),
);

describe.each(pairs)("backup from %s, restore into %s", (from, to) => {
  it("gives back the same shop, pictures included, and new records carry on", async () => {
    const source = await createTestApp(from, { PUBLIC_URL: "http://localhost" });
    const where = place(to);
    try {
      const orderNumber = await fillShop(source);
      const file = path.join(folder, `${from}-${to}.tar.gz`);
      await writeArchive(
        source.database.handle.db,
        path.join(source.database.dataDir, "media"),
        file,
      );
      await makeOldSite(to, where);

      const now = new Date("2026-11-23T22:56:04Z");
      const result = await restoreArchive(where.options(file, { now }));
      expect(result).toMatchObject({ images: 3, credentials: "kept" });
      // The old folder is kept as a dated copy, and nothing else is left beside DATA_DIR.
      expect(result.previous).toBe(`${where.dataDir}.before-restore-20261123-225604`);
      expect(readdirSync(where.parent).sort()).toEqual([
        "data",
        "data.before-restore-20261123-225604",
      ]);
      expect(
        readFileSync(path.join(result.previous!, "media", "originals", "old.txt"), "utf8"),
      ).toBe("old picture");
      expect(existsSync(path.join(where.dataDir, "media", "originals", "old.txt"))).toBe(false);
      if (to === "sqlite") expect(existsSync(path.join(result.previous!, "easel.db"))).toBe(true);

      const target = await openSite(to, where.dataDir, where.schema);
      try {
        const restored = await snapshot(target as unknown as TestApp, orderNumber);
        const original = await snapshot(source, orderNumber);
        // The same shop, but the mail it was about to send is held back: failed, with the reason
        //, so the restored site never sends it.
        expect(original.outbox.some((mail) => mail.status === "pending")).toBe(true);
        expect(restored).toEqual({
          ...original,
          outbox: original.outbox.map((mail) =>
            mail.status === "pending"
              ? { ...mail, status: "failed", lastError: HELD_BACK_REASON, nextAttemptAt: null }
              : mail,
          ),
        });
        expect(restored.order.customer.email).toBe(CUSTOMER.email);
        // The details of migration 005 come back too.
        expect(restored.artworks[0]).toMatchObject({
          dimensions: "30 × 40 cm",
          altText: "A heron in the reeds",
          displayOrder: 2,
        });
        expect(restored.snapCards[0]).toMatchObject({ altText: "A spaniel with a biscuit" });
        const [product] = (await (await target.request("/api/products")).json()) as Array<{
          imageUrl: string;
        }>;
        expect((await target.request(product!.imageUrl)).status).toBe(200);
        // The restored site's security log has the backup's events and says it was restored.
        const events = await target.handle.db
          .selectFrom("security_events")
          .select(["kind", "client_address", "detail"])
          .orderBy("id")
          .execute();
        expect(events.at(-1)).toMatchObject({ kind: "restored", client_address: null });
        expect(JSON.parse(events.at(-1)!.detail)).toEqual({ file: `${from}-${to}.tar.gz` });
        // The owner password is the one the site had, not the backup's.
        expect(await target.signIn(TEST_PASSWORD)).toBe(401);
        expect(await target.signIn(OLD_PASSWORD)).toBe(200);
        // Identities continue after the restored ids.
        const v = visitor(target as unknown as TestApp, "203.0.113.77");
        const products = (await (await target.request("/api/products")).json()) as Array<{
          id: number;
        }>;
        expect(
          (await v.add({ productId: products[0]!.id, variant: "Small Square 12x12cm" })).status,
        ).toBe(201);
        const next = await v.send("/api/orders", json("POST", CUSTOMER));
        expect(next.status).toBe(201);
        // The restored order keeps its invoice number, and the year's count goes on after it.
        const year = new Date().getUTCFullYear();
        expect(restored.order.invoiceNumber).toBe(`${year}-0001`);
        expect(next.body.invoiceNumber).toBe(`${year}-0002`);
        // A database with content is never overwritten.
        const data = JSON.parse(
          execFileSync("tar", ["-xzOf", file, "backup.json"], { maxBuffer: 64 << 20 }).toString(),
        );
        await expect(importData(target.handle.db, target.handle.dialect, data)).rejects.toThrow(
          /not empty/,
        );
      } finally {
        await target.close();
      }
    } finally {
      await source.dispose();
      await where.dispose();
    }
  });
});
