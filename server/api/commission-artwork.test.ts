import { describe, expect, it } from "vitest";
import { DomainError, STATUS_OF_KIND } from "#core/domain-errors.ts";
import { deliveredCommission, REQUEST, requestCommission } from "../../testing/commissions.ts";
import { makeJpeg } from "../../testing/images.ts";
import { json } from "../../testing/test-app.ts";
import { DB_KINDS } from "../../testing/test-db.ts";
import { type Json, useTestApp } from "../../testing/use-test-app.ts";
import type { Caller } from "../capabilities/caller.ts";
import { commissionArtwork } from "../capabilities/commissions.ts";

/** The finished piece's photo as the page's form sends it (the capability both doors share). */
async function finishedPhoto() {
  const bytes = await makeJpeg(800, 600);
  return new File([new Uint8Array(bytes)], "finished.jpg", { type: "image/jpeg" });
}

const { consentToShow: _, ...withoutConsent } = REQUEST;

describe.each(DB_KINDS)("a finished commission as a portfolio artwork (%s)", (kind) => {
  const t = useTestApp(kind, { owner: true });
  const { db } = t;
  const artworkOf = (id: number, body: Record<string, unknown>) =>
    t.owner(`/api/admin/commissions/${id}/artwork`, json("POST", body));
  const owner = (): Caller => ({
    services: t.services,
    clientAddress: "203.0.113.80",
    secure: false,
    cartSessionId: undefined,
    ownerToken: undefined,
    deviceCookie: undefined,
    orderKeys: [],
  });
  /** The page's door: the same capability, with the photo uploaded in the step. */
  const withPhoto = async (id: number, fields: Record<string, unknown> = {}): Promise<Json> => {
    try {
      return {
        status: 201,
        body: await commissionArtwork(owner(), id, fields, await finishedPhoto()),
      };
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return {
        status: STATUS_OF_KIND[error.kind],
        body: { message: error.message, errors: error.fields },
      };
    }
  };
  const artworkRow = (id: number) =>
    db().selectFrom("artworks").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const count = async (table: "artworks" | "media_assets") =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("makes one artwork with a photo uploaded in the step, prefilled from the commission, never its reference photos", async () => {
    const { id, commission } = await deliveredCommission(t);
    const made = await withPhoto(id, { title: "Nanosecond at dusk" });
    expect(made.status).toBe(201);
    expect(made.body).toEqual({ artworkId: expect.any(Number), created: true });
    const artwork = await artworkRow(made.body.artworkId);
    expect(artwork).toMatchObject({
      title: "Nanosecond at dusk",
      category: "paintings-drawings",
      description: "A pet portrait made to commission, oils.",
      medium: "Oils",
      dimensions: "A4 (21 × 29.7 cm)",
      alt_text: "Commissioned pet portrait, oils",
    });
    // Nothing of the private request goes public: not its words, not its photos.
    expect(JSON.stringify(artwork)).not.toMatch(/Nanosecond, curled|Grace|Hopper/);
    const referenceKeys = commission.photos.map((photo: { key: string }) => photo.key);
    expect(referenceKeys).toHaveLength(2);
    expect(referenceKeys).not.toContain(artwork.media_key);
    expect(artwork.image_url).toMatch(/^\/media\/[a-f0-9]{32}\/\d+\.webp$/);
    expect((await t.request(artwork.image_url)).status).toBe(200);
    expect((await t.owner(`/api/admin/commissions/${id}`)).body.artworkId).toBe(artwork.id);
    // Twice is still one artwork; the photo sent again is let go.
    const media = await count("media_assets");
    const again = await withPhoto(id);
    expect(again.body).toEqual({ artworkId: artwork.id, created: false });
    const chosen = await artworkOf(id, { imageUrl: artwork.image_url });
    expect(chosen.body).toEqual({ artworkId: artwork.id, created: false });
    expect(await count("artworks")).toBe(1);
    expect(await count("media_assets")).toBe(media);
  });

  it("makes the artwork from a picture already uploaded, the commission's words left to the owner", async () => {
    const { id } = await deliveredCommission(t, { ...REQUEST, kind: "ceramic-piece", medium: "" });
    const upload = new FormData();
    const bytes = await makeJpeg(600, 600);
    upload.append("files", new File([new Uint8Array(bytes)], "bowl.jpg", { type: "image/jpeg" }));
    const uploaded = await t.owner("/api/admin/uploads", { method: "POST", body: upload });
    const [imageUrl] = uploaded.body.imageUrls;
    const made = await artworkOf(id, { imageUrl });
    expect(made.status).toBe(201);
    expect(await artworkRow(made.body.artworkId)).toMatchObject({
      title: "Commissioned ceramic piece",
      category: "ceramics",
      description: "A ceramic piece made to commission.",
      image_url: imageUrl,
    });
  });

  it("refuses without the requester's consent, before delivery, a reference photo and no picture, keeping nothing", async () => {
    const { id: private_ } = await deliveredCommission(t, withoutConsent);
    const noConsent = await withPhoto(private_);
    expect(noConsent.status).toBe(409);
    expect(noConsent.body.message).toBe(
      "The requester did not agree to show this piece, so it cannot go in the portfolio",
    );
    const fresh = await requestCommission(t, "203.0.113.71");
    const early = await withPhoto(fresh.id);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(
      "Only a delivered or completed commission can go in the portfolio",
    );
    const { id, commission } = await deliveredCommission(t);
    const reference = `/media/${commission.photos[0].key}/800.webp`;
    const leaked = await artworkOf(id, { imageUrl: reference });
    expect(leaked.status).toBe(400);
    expect(leaked.body.message).toBe(`Unknown image: ${reference}`);
    const privateUrl = await artworkOf(id, { imageUrl: commission.photos[0].url });
    expect(privateUrl.status).toBe(400);
    const none = await artworkOf(id, {});
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual({
      imageUrl: "Upload a photo of the finished piece or choose one of your pictures",
    });
    const badTitle = await withPhoto(id, { title: "" });
    expect(badTitle.status).toBe(400);
    expect(badTitle.body.errors.title).toBe("Title is required");
    expect(await count("artworks")).toBe(0);
    expect(await count("media_assets")).toBe(0);
    expect((await t.owner(`/api/admin/commissions/${id}`)).body.artworkId).toBeNull();
    expect((await t.owner("/api/admin/commissions/99999/artwork", json("POST", {}))).status).toBe(
      404,
    );
  });
});
