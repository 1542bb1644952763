import { describe, expect, it } from "vitest";
import { makeJpeg } from "../../../testing/images.ts";
import { DB_KINDS } from "../../../testing/test-db.ts";
import { useTestApp } from "../../../testing/use-test-app.ts";

describe.each(DB_KINDS)("optimisation API (%s)", (kind) => {
  const t = useTestApp(kind, { owner: true });
  const post = (path: string) => t.request(path, { method: "POST", headers: { cookie: t.cookie } });

  it("refuses without the owner's session", async () => {
    for (const path of ["/api/admin/optimize-carousel", "/api/admin/optimize-all-sections"]) {
      expect((await t.request(path, { method: "POST" })).status).toBe(401);
    }
    expect((await t.request("/api/admin/optimize-status")).status).toBe(401);
  });

  it("rebuilds the carousel's variants and answers with its images", async () => {
    const asset = await t.services.media.ingest(
      await makeJpeg(2400, 1350),
      "hero.jpg",
      "carousel",
      "Estuary",
    );
    await t.database.handle.db
      .insertInto("carousel_images")
      .values({
        media_key: asset.key,
        title: "Estuary",
        alt: "Estuary at dawn",
        position: 0,
        created_at: "2026-01-01T00:00:00.000Z",
      })
      .execute();
    const response = await post("/api/admin/optimize-carousel");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      images: [
        {
          url: `/media/${asset.key}/1920.webp`,
          alt: "Estuary at dawn",
          thumbnail: `/media/${asset.key}/400.webp`,
        },
      ],
      updated: 1,
    });
  });

  it("rebuilds every section and counts each", async () => {
    await t.services.media.ingest(await makeJpeg(800, 600), "a.jpg", "portfolio");
    await t.services.media.ingest(await makeJpeg(700, 600), "b.jpg", "portfolio");
    await t.services.media.ingest(await makeJpeg(600, 600), "c.jpg", "shop");
    const response = await post("/api/admin/optimize-all-sections");
    expect(await response.json()).toEqual({
      results: { carousel: 0, portfolio: 2, shop: 1, snapcards: 0, updatedRecords: 3 },
    });
    const status = await (
      await t.request("/api/admin/optimize-status", { headers: { cookie: t.cookie } })
    ).json();
    expect(status).toEqual({ running: false, section: "all", done: 3, total: 3 });
  });

  it("runs one optimisation at a time", async () => {
    await t.services.media.ingest(await makeJpeg(900, 600), "a.jpg", "portfolio");
    const [first, second] = await Promise.all([
      post("/api/admin/optimize-all-sections"),
      post("/api/admin/optimize-all-sections"),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
  });
});
