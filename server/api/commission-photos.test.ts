/**
 * A commission's reference photos: one reduced private copy each (no size ladder, nothing under
 * /media), and a spam request's photos gone a week after it arrived, by housekeeping's run.
 */
import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterEach, expect, it, vi } from "vitest";
import { HONEYPOT_FIELD } from "#core/schemas/contact-input.ts";
import { commissionForm, DAY_MS, REQUEST, requestCommission } from "../../testing/commissions.ts";
import { makeJpeg } from "../../testing/images.ts";
import { describeApp } from "../../testing/use-test-app.ts";
import { SPAM_PHOTO_DAYS } from "../services/commission-requests.ts";
import { PRIVATE_MAX_SIDE } from "../services/media.ts";

/** The files in a folder, or none when it was never made. */
const filesIn = async (folder: string) =>
  existsSync(folder) ? (await readdir(folder)).filter((name) => !name.startsWith(".")) : [];

describeApp("commission reference photos", { owner: true }, (t) => {
  const { db } = t;
  const media = () => t.services.env.mediaDir;
  const photoRows = (id: number) =>
    db()
      .selectFrom("commission_photos")
      .select(["key", "mime", "width", "height"])
      .where("commission_id", "=", id)
      .execute();
  const file = (key: string) => path.join(media(), "originals", `${key}.webp`);

  afterEach(() => {
    vi.useRealTimers();
  });

  it("keeps one reduced WebP of each photo, at most 1600 px on its longer side, and nothing else", async () => {
    const originalsBefore = await filesIn(path.join(media(), "originals"));
    const variantsBefore = await filesIn(path.join(media(), "variants"));
    const assetsBefore = await db().selectFrom("media_assets").select("key").execute();
    const response = await t.request(
      "/api/commissions",
      commissionForm(REQUEST, [
        { bytes: await makeJpeg(2400, 1800), name: "landscape.jpg" },
        { bytes: await makeJpeg(900, 2000), name: "portrait.jpg" },
        { bytes: await makeJpeg(640, 480), name: "small.jpg" },
      ]),
      "203.0.113.90",
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const photos = await photoRows(id);
    expect(photos.map(({ width, height }) => [width, height])).toEqual([
      [PRIVATE_MAX_SIDE, 1200],
      [720, PRIVATE_MAX_SIDE],
      [640, 480], // never enlarged
    ]);
    // Exactly one stored file per photo, the reduced copy: not the upload's bytes, no sizes.
    const originalsAfter = await filesIn(path.join(media(), "originals"));
    expect(originalsAfter.filter((name) => !originalsBefore.includes(name)).sort()).toEqual(
      photos.map((photo) => `${photo.key}.webp`).sort(),
    );
    expect(await filesIn(path.join(media(), "variants"))).toEqual(variantsBefore);
    expect(await db().selectFrom("media_assets").select("key").execute()).toEqual(assetsBefore);
    for (const photo of photos) {
      expect(photo.mime).toBe("image/webp");
      const meta = await sharp(file(photo.key)).metadata();
      expect(meta).toMatchObject({ format: "webp", width: photo.width, height: photo.height });
    }
  });

  it(`deletes a spam request's photos ${SPAM_PHOTO_DAYS} days after it arrived, and keeps others'`, async () => {
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    const spam = await requestCommission(t, "203.0.113.91", {
      ...REQUEST,
      [HONEYPOT_FIELD]: "https://spam.example",
    });
    const real = await requestCommission(t, "203.0.113.92");
    expect((await t.owner(`/api/admin/commissions/${spam.id}`)).body.isSpam).toBe(true);
    const spamPhotos = await photoRows(spam.id);
    const realPhotos = await photoRows(real.id);
    expect(spamPhotos).toHaveLength(2);
    expect(realPhotos).toHaveLength(2);

    // Housekeeping's run, as its schedule makes it: as of the clock.
    vi.setSystemTime(start + (SPAM_PHOTO_DAYS - 1) * DAY_MS);
    expect((await t.services.housekeeping.purge()).commissionPhotos).toBe(0);
    expect(spamPhotos.every((photo) => existsSync(file(photo.key)))).toBe(true);

    vi.setSystemTime(start + SPAM_PHOTO_DAYS * DAY_MS + 60_000);
    expect((await t.services.housekeeping.purge()).commissionPhotos).toBe(2);
    expect(await photoRows(spam.id)).toEqual([]);
    expect(spamPhotos.some((photo) => existsSync(file(photo.key)))).toBe(false);
    // The request itself stays for the owner; a request that is not spam keeps its photos.
    expect((await t.services.commissions.get(spam.id)).photos).toEqual([]);
    expect(await photoRows(real.id)).toEqual(realPhotos);
    expect(realPhotos.every((photo) => existsSync(file(photo.key)))).toBe(true);
  });
});
