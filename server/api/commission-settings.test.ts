import { describe, expect, it } from "vitest";
import { requestCommission } from "../../testing/commissions.ts";
import { json } from "../../testing/test-app.ts";
import { DB_KINDS } from "../../testing/test-db.ts";
import { useTestApp } from "../../testing/use-test-app.ts";

describe.each(DB_KINDS)("the owner's commission settings (%s)", (kind) => {
  const t = useTestApp(kind, { owner: true });
  const save = (body: unknown) => t.owner("/api/admin/commissions/settings", json("PATCH", body));
  const options = async () => (await t.request("/api/commissions/options")).json();

  it("renames, adds, removes and reorders kinds, edits sizes and retention; the form and privacy notice follow", async () => {
    const { id } = await requestCommission(t);
    const before = await t.owner("/api/admin/commissions/settings");
    expect(before.body).toMatchObject({ photoRetentionDays: 90 });
    expect(await t.services.legal.html("privacy")).toContain("deleted 90 days after");
    const saved = await save({
      kinds: [
        { name: "Ceramic piece", slug: "ceramic-piece" },
        { name: "Pet portrait in oils", slug: "pet-portrait" },
        { name: "House portrait" },
      ],
      sizes: ["Small (20 × 20 cm)", " ", "Large (50 × 70 cm)"],
      photoRetentionDays: "30",
    });
    expect(saved.status).toBe(200);
    expect(await options()).toEqual({
      kinds: [
        { slug: "ceramic-piece", name: "Ceramic piece" },
        { slug: "pet-portrait", name: "Pet portrait in oils" },
        { slug: "house-portrait", name: "House portrait" },
      ],
      sizes: ["Small (20 × 20 cm)", "Large (50 × 70 cm)"],
    });
    expect(await t.services.legal.html("privacy")).toContain("deleted 30 days after");
    // A field left out keeps its value.
    expect((await save({ photoRetentionDays: 120 })).body.kinds).toHaveLength(3);
    // The commission asked under a kind since renamed keeps its own name for it.
    const kept = await t.owner(`/api/admin/commissions/${id}`);
    expect(kept.body.kind).toEqual({ slug: "pet-portrait", name: "Pet portrait" });
    // Removing that kind leaves it readable; new requests can no longer choose it.
    await save({ kinds: [{ name: "House portrait", slug: "house-portrait" }] });
    const removed = await t.owner(`/api/admin/commissions/${id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.title).toBe(`Pet portrait commission C-${id}`);
    expect((await t.owner("/api/admin/commissions")).body.map((c: { id: number }) => c.id)).toEqual(
      [id],
    );
  });

  it.each([
    [{ photoRetentionDays: 0 }, "Keep the photos from 1 to 3,650 days after a commission ends"],
    [{ photoRetentionDays: 3651 }, "Keep the photos from 1 to 3,650 days after a commission ends"],
    [
      { photoRetentionDays: "ninety" },
      "Keep the photos from 1 to 3,650 days after a commission ends",
    ],
    [{ photoRetentionDays: 1.5 }, "Keep the photos from 1 to 3,650 days after a commission ends"],
    [{ kinds: [] }, "Keep at least one kind of commission"],
    [{ kinds: [{ name: "" }] }, "Keep at least one kind of commission"],
    [
      { kinds: [{ name: "Dogs" }, { name: "Cats", slug: "dogs" }] },
      "Two kinds have the same short name: please make each one different",
    ],
    [
      { kinds: [{ name: "Dogs", slug: "Big Dogs!" }] },
      "A kind's short name uses small letters, digits and dashes, like pet-portrait",
    ],
    [{ kinds: "dogs" }, "kinds must be a list"],
    [{ sizes: ["x".repeat(101)] }, "Please keep each size under 100 characters"],
  ])("refuses %j with 400 and changes nothing", async (body, message) => {
    const response = await save(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect((await t.owner("/api/admin/commissions/settings")).body.photoRetentionDays).toBe(90);
    expect((await options()).kinds).toHaveLength(4);
  });

  it("is the owner's alone", async () => {
    expect((await t.request("/api/admin/commissions/settings")).status).toBe(401);
  });
});
