/**
 * Photos on a commission's thread (PRODUCT.md §4, Commissions): either side may attach up to five
 * to a message, kept as the request's are (private, checked by their bytes, metadata stripped)
 * and served only to the requester's key and the owner. Nothing is kept of a refused message.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { expect, it } from "vitest";
import { commissionForm, requestCommission, requesterOf } from "../../testing/commissions.ts";
import { makeJpeg, makePng } from "../../testing/images.ts";
import { describeApp, type Json } from "../../testing/use-test-app.ts";

describeApp("photos on a commission's messages", { owner: true }, (t) => {
  const { db } = t;

  const { asRequester, read } = requesterOf(t);
  const originals = () => readdirSync(path.join(t.services.env.mediaDir, "originals")).sort();

  it("carries the requester's photos to the owner and the owner's to the requester, privately", async () => {
    const { id, cookie } = await requestCommission(t);
    const reply = await asRequester(
      cookie,
      `/api/commissions/${id}/messages`,
      commissionForm({ message: "Here he is from the side." }, [
        { bytes: await makeJpeg(800, 600, { gps: true }), name: "side.jpg" },
        { bytes: await makePng(200, 300), name: "tail.png", type: "image/png" },
      ]),
    );
    expect(reply.status).toBe(201);
    const ownerSent = await t.request(`/api/admin/commissions/${id}/messages`, {
      ...commissionForm({ message: "The first sketch." }, [
        { bytes: await makeJpeg(400, 400), name: "sketch.jpg" },
      ]),
      headers: { cookie: t.cookie },
    });
    expect(ownerSent.status).toBe(201);

    const page = await read(cookie, id);
    // The request's own photos stay the request's.
    expect(page.photos).toHaveLength(2);
    expect(page.messages).toEqual([
      expect.objectContaining({ author: "requester", body: "Here he is from the side." }),
      expect.objectContaining({ author: "owner", body: "The first sketch." }),
    ]);
    const [mine, theirs] = page.messages as Json[];
    expect(mine.photos).toHaveLength(2);
    expect(theirs.photos).toHaveLength(1);
    expect(mine.photos[0]).toMatchObject({ width: 800, height: 600 });
    const photo = await asRequester(cookie, mine.photos[0].url);
    expect(photo.status).toBe(200);
    expect(photo.headers.get("cache-control")).toBe("no-store");
    const meta = await sharp(Buffer.from(await photo.arrayBuffer())).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.exif).toBeUndefined();
    expect((await asRequester(cookie, theirs.photos[0].url)).status).toBe(200);
    expect((await t.request(mine.photos[0].url, { headers: { cookie: t.cookie } })).status).toBe(
      200,
    );
    // No one else: not a stranger, not another requester.
    expect((await t.request(theirs.photos[0].url)).status).toBe(404);
    const other = await requestCommission(t, "203.0.113.90");
    expect((await asRequester(other.cookie, mine.photos[0].url)).status).toBe(404);
    // The mails say photos came, without carrying them.
    const mails = await db()
      .selectFrom("mail_outbox")
      .select(["to_address", "text_body"])
      .where("kind", "in", ["owner-commission", "commission-update"])
      .orderBy("id")
      .execute();
    const about = (words: string) => mails.find((mail) => mail.text_body.includes(words))!;
    expect(about("Here he is from the side.")).toMatchObject({
      to_address: "hello@example.com",
      text_body: "Here he is from the side.\n\n(2 photos attached)",
    });
    expect(about("The first sketch.")).toMatchObject({ to_address: "grace@example.com" });
    expect(about("The first sketch.").text_body).toContain("(1 photo attached)");
  });

  it("refuses a message with a disguised photo or more than five, keeping nothing", async () => {
    const { id, cookie } = await requestCommission(t);
    const before = originals();
    const fake = Buffer.from("<?php echo 'not a cat'; ?>".padEnd(2000, " "));
    const disguised = await asRequester(
      cookie,
      `/api/commissions/${id}/messages`,
      commissionForm({ message: "Two photos" }, [
        { bytes: await makeJpeg(64, 64), name: "a.jpg" },
        { bytes: fake, name: "cat.jpg" },
      ]),
    );
    expect(disguised.status).toBe(415);
    expect(await disguised.json()).toEqual({
      message: "Unsupported image type",
      errors: { photos: "Unsupported image type" },
    });
    const jpeg = await makeJpeg(32, 32);
    const six = Array.from({ length: 6 }, (_, i) => ({ bytes: jpeg, name: `${i}.jpg` }));
    const tooMany = await asRequester(
      cookie,
      `/api/commissions/${id}/messages`,
      commissionForm({ message: "Six photos" }, six),
    );
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).errors).toEqual({ photos: "Please send at most 5 photos" });
    const empty = await asRequester(
      cookie,
      `/api/commissions/${id}/messages`,
      commissionForm({ message: "  " }, [{ bytes: jpeg, name: "a.jpg" }]),
    );
    expect(empty.status).toBe(400);
    expect((await empty.json()).errors).toEqual({ message: "Please write a message" });
    expect((await read(cookie, id)).messages).toEqual([]);
    expect(originals()).toEqual(before);
    // A stranger's photos are not even looked at.
    const stranger = await t.request(
      `/api/commissions/${id}/messages`,
      commissionForm({ message: "spoof" }, [{ bytes: jpeg, name: "a.jpg" }]),
    );
    expect(stranger.status).toBe(404);
    expect(originals()).toEqual(before);
  });
});
