/** The fuzz run on one engine (server/fuzz-sqlite.test.ts, server/fuzz-postgres.test.ts). */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CARD_SIZES_INPUT } from "../fixtures.ts";
import { makeJpeg } from "../images.ts";
import { createTestApp, json, type TestApp } from "../test-app.ts";
import { DB_KINDS, type DbKind } from "../test-db.ts";
import { DEMO_TAX } from "../use-test-app.ts";
import { commandArbs } from "./arbitraries.ts";
import {
  CARD_SIZES,
  CATALOGUE,
  FUZZ_OPTIONS,
  isCardSeed,
  MAX_COMMANDS,
  type Model,
  type ModelOriginal,
  type ModelProduct,
  OPEN,
  ORIGINALS,
  pence,
  type Real,
  VISITORS,
} from "./model.ts";
import { tally } from "./real.ts";

export function fuzzSuite(kind: DbKind) {
  describe.skipIf(!DB_KINDS.includes(kind))(
    `model-based fuzzing of cart, checkout and stock (${kind})`,
    () => {
      let t: TestApp;
      let owner: string;
      const ids: number[] = [];
      const originalIds: number[] = [];
      let run = 0;

      beforeAll(async () => {
        tally.clear();
        t = await createTestApp(kind);
        // The model prices as the demo does: its 8 % tax, which a new site does not charge.
        await t.services.settingStore.set("store", DEMO_TAX);
        owner = await t.login();
        const image = (await t.services.media.ingest(await makeJpeg(120, 90), "fuzz.jpg", "shop"))
          .url;
        for (const seed of CATALOGUE) {
          const response = await t.request(
            "/api/admin/products",
            json(
              "POST",
              {
                name: seed.name,
                category: seed.category,
                price: seed.price,
                stock: seed.stock,
                imageUrl: image,
                // The cards are sold in the sizes the owner gives them.
                ...(isCardSeed(seed) ? { variants: CARD_SIZES_INPUT } : {}),
              },
              { cookie: owner },
            ),
          );
          expect(response.status).toBe(201);
          ids.push(((await response.json()) as { id: number }).id);
        }
        const painting = (
          await t.services.media.ingest(await makeJpeg(120, 90), "fuzz-art.jpg", "portfolio")
        ).url;
        for (const seed of ORIGINALS) {
          const created = await t.request(
            "/api/admin/artworks",
            json(
              "POST",
              { title: seed.title, category: "paintings-drawings", imageUrl: painting },
              { cookie: owner },
            ),
          );
          expect(created.status).toBe(201);
          const { id } = (await created.json()) as { id: number };
          const offered = await t.request(
            `/api/admin/artworks/${id}`,
            json("PATCH", { isForSale: true, price: seed.price }, { cookie: owner }),
          );
          expect(offered.status).toBe(200);
          originalIds.push(id);
        }
      });
      afterAll(() => t?.dispose());

      /**
       * Puts every product back as the catalogue has it for a new run. Straight into the database, so
       * a product a failed run broke can't stop the replay of the failure (shrinking).
       */
      async function setup(): Promise<{ model: Model; real: Real }> {
        run++;
        const products: ModelProduct[] = [];
        for (const [index, seed] of CATALOGUE.entries()) {
          await t.database.handle.db
            .updateTable("products")
            .set({
              price: pence(Number(seed.price).toFixed(2)),
              stock: seed.stock,
              is_available: true,
            })
            .where("id", "=", ids[index]!)
            .execute();
          const isCard = isCardSeed(seed);
          products.push({
            id: ids[index]!,
            name: seed.name,
            category: seed.category,
            price: pence(Number(seed.price).toFixed(2)),
            stock: seed.stock,
            available: true,
            variants: isCard ? { ...CARD_SIZES } : null,
          });
        }
        // Each run starts with its originals free: earlier runs' orders are closed, not deleted.
        await t.database.handle.db
          .updateTable("orders")
          .set({ status: "cancelled" })
          .where("status", "in", [...OPEN])
          .execute();
        await t.database.handle.db
          .updateTable("artworks")
          .set({ sale_state: "available" })
          .where("id", "in", originalIds)
          .execute();
        const originals: ModelOriginal[] = ORIGINALS.map((seed, index) => ({
          id: originalIds[index]!,
          title: seed.title,
          price: pence(Number(seed.price).toFixed(2)),
          state: "available",
        }));
        const orders = await t.database.handle.db
          .selectFrom("orders")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow();
        const model: Model = {
          products,
          originals,
          orders: [],
          visitors: Array.from({ length: VISITORS }, () => ({
            hasCart: false,
            lines: [],
            lastOrder: undefined,
          })),
          lineOwners: new Map(),
          keys: [],
          keyOrders: new Map(),
          ordersPlaced: 0,
          run,
          nextKey: 0,
        };
        const real: Real = {
          t,
          owner,
          cookies: Array.from({ length: VISITORS }, () => ""),
          ordersBefore: Number(orders.n),
        };
        return { model, real };
      }

      it("never answers 5xx, prices carts and orders as the model does and keeps stock at 0 or more", {
        timeout: 240_000,
      }, async () => {
        await fc.assert(
          fc.asyncProperty(
            fc.commands(commandArbs, { maxCommands: MAX_COMMANDS, size: "max" }),
            async (cmds) => {
              await fc.asyncModelRun(setup, cmds);
            },
          ),
          FUZZ_OPTIONS,
        );
        console.info(`fuzz (${kind}):`, JSON.stringify(Object.fromEntries([...tally].sort())));
        // The runs reached the interesting outcomes, not just refusals.
        for (const outcome of [
          "POST /api/cart/add 201",
          "POST /api/cart/add 409",
          "PATCH /api/cart/update 200",
          "PATCH /api/cart/update 409",
          "DELETE /api/cart/remove/:id 200",
          "POST /api/orders 201",
          "POST /api/orders 200",
          "POST /api/orders 409",
          "PATCH /api/admin/products/:id 200",
          "PATCH /api/admin/products/:id 400",
          "PATCH /api/admin/artworks/:id 200",
          "PATCH /api/admin/artworks/:id 409",
          "PATCH /api/admin/orders/:number 200",
          "PATCH /api/admin/orders/:number 400",
        ]) {
          expect(tally.get(outcome) ?? 0, outcome).toBeGreaterThan(0);
        }
      });
    },
  );
}
