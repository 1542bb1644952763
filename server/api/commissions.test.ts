import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { expect, it } from "vitest";
import {
  cookieOf,
  DAY_MS,
  day,
  commissionForm as form,
  markPaid,
  REQUEST,
  requestCommission,
  requesterOf,
} from "../../testing/commissions.ts";
import { expectOutbox } from "../../testing/fixtures.ts";
import { makeJpeg } from "../../testing/images.ts";
import { json } from "../../testing/test-app.ts";
import { describeApp, type Json } from "../../testing/use-test-app.ts";

describeApp("commissions API", { owner: true }, (t) => {
  const { db } = t;

  const request = (address?: string) => requestCommission(t, address);

  const { asRequester, read } = requesterOf(t);

  const quote = (id: number, body: Record<string, unknown>) =>
    t.owner(`/api/admin/commissions/${id}/quote`, json("POST", body));

  it("lists the owner's kinds and sizes for the form", async () => {
    const response = await t.request("/api/commissions/options");
    expect(response.status).toBe(200);
    const options = await response.json();
    expect(options.kinds.map((k: Json) => k.slug)).toEqual([
      "pet-portrait",
      "person",
      "place",
      "ceramic-piece",
    ]);
    expect(options.sizes.length).toBeGreaterThan(0);
  });

  it("stores a request with its photos stripped of metadata, acknowledges it and tells the owner", async () => {
    const { id, url, cookie } = await request();
    expect(url).toBe(`/commissions/${id}`);
    expect(cookie).toMatch(/^easel_orders=[A-Za-z0-9_-]{43}$/);
    const commission = await read(cookie, id);
    expect(commission).toMatchObject({
      status: "new",
      title: `Pet portrait commission C-${id}`,
      kind: { slug: "pet-portrait", name: "Pet portrait" },
      name: "Grace Hopper",
      wantedBy: "2027-03-01",
      consentToShow: true,
      quote: null,
      deposit: null,
    });
    expect(commission.photos).toHaveLength(2);
    const photo = await asRequester(cookie, commission.photos[0].url);
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/webp");
    const meta = await sharp(Buffer.from(await photo.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 640, height: 480 });
    expect(meta.exif).toBeUndefined();
    await expectOutbox(db(), [
      { kind: "commission-received", to_address: "grace@example.com" },
      { kind: "owner-commission", to_address: "hello@example.com" },
    ]);
    // The dashboard's count.
    expect(await t.services.commissions.newCount()).toBe(1);
  });

  it("refuses a disguised non-image with 415 and keeps nothing", async () => {
    const fake = Buffer.from("<?php echo 'not a cat'; ?>".padEnd(2000, " "));
    const response = await t.request(
      "/api/commissions",
      form(REQUEST, [
        { bytes: await makeJpeg(64, 64), name: "a.jpg" },
        { bytes: fake, name: "cat.jpg" },
      ]),
      "203.0.113.61",
    );
    expect(response.status).toBe(415);
    expect((await response.json()).message).toBe("Unsupported image type");
    expect(await db().selectFrom("commissions").selectAll().execute()).toEqual([]);
    expect(await db().selectFrom("commission_photos").selectAll().execute()).toEqual([]);
    expect(await db().selectFrom("mail_outbox").selectAll().execute()).toEqual([]);
  });

  it("refuses more than five photos, an unknown kind and a missing e-mail with 400", async () => {
    const jpeg = await makeJpeg(32, 32);
    const six = Array.from({ length: 6 }, (_, i) => ({ bytes: jpeg, name: `${i}.jpg` }));
    const tooMany = await t.request("/api/commissions", form(REQUEST, six), "203.0.113.62");
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).errors).toEqual({ photos: "Please send at most 5 photos" });
    const unknown = await t.request(
      "/api/commissions",
      form({ ...REQUEST, kind: "yacht" }, []),
      "203.0.113.62",
    );
    expect(unknown.status).toBe(400);
    const noEmail = await t.request(
      "/api/commissions",
      form({ ...REQUEST, email: "" }, []),
      "203.0.113.62",
    );
    expect(noEmail.status).toBe(400);
    expect((await noEmail.json()).errors.email).toBe("Invalid email address");
    expect(await db().selectFrom("commissions").selectAll().execute()).toEqual([]);
  });

  it("shows a stranger with the id but no key nothing, and no photo by any address", async () => {
    const { id, cookie } = await request();
    const commission = await read(cookie, id);
    const photoKey: string = commission.photos[0].key;
    expect((await t.request(`/api/commissions/${id}`)).status).toBe(404);
    expect((await t.request(`/api/commissions/${id}?key=${"A".repeat(43)}`)).status).toBe(404);
    expect((await t.request(commission.photos[0].url)).status).toBe(404);
    // Another requester's key opens their own commission, not this one.
    const other = await request("203.0.113.63");
    expect((await asRequester(other.cookie, `/api/commissions/${id}`)).status).toBe(404);
    expect((await asRequester(other.cookie, commission.photos[0].url)).status).toBe(404);
    expect(
      (await asRequester(other.cookie, `/api/commissions/${other.id}/photos/${photoKey}`)).status,
    ).toBe(404);
    // No public media address: the photos have no variants at all.
    for (const url of [`/media/${photoKey}/300.webp`, `/media/${photoKey}/800.webp`]) {
      expect((await t.request(url)).status).toBe(404);
    }
    // The owner sees it, photos included.
    const photo = await t.request(commission.photos[0].url, { headers: { cookie: t.cookie } });
    expect(photo.status).toBe(200);
    expect((await t.owner(`/api/admin/commissions/${id}`)).body.email).toBe("grace@example.com");
    // The link's key opens it and hands the browser the cookie.
    const key = cookie.split("=")[1]!;
    const fromLink = await t.request(`/api/commissions/${id}?key=${key}`);
    expect(fromLink.status).toBe(200);
    expect(cookieOf(fromLink)).toBe(cookie);
  });

  it("allows only the pipeline's moves", async () => {
    const { id } = await request();
    const patch = (body: unknown) => t.owner(`/api/admin/commissions/${id}`, json("PATCH", body));
    expect((await patch({ status: "in-progress" })).status).toBe(409);
    expect((await patch({ status: "quoted" })).status).toBe(409);
    expect((await patch({ status: "accepted" })).status).toBe(409);
    expect((await patch({ status: "flying" })).status).toBe(400);
    const noted = await patch({ notes: "Call about the frame" });
    expect(noted.status).toBe(200);
    expect(noted.body).toMatchObject({
      notes: "Call about the frame",
      moves: ["declined", "cancelled"],
    });
    expect((await quote(id, { price: "250.00", deposit: "30%", validUntil: day(14) })).status).toBe(
      200,
    );
    expect((await patch({ status: "declined" })).status).toBe(409);
    expect((await patch({ status: "delivered" })).status).toBe(409);
    expect((await patch({ status: "cancelled" })).body.status).toBe("cancelled");
    expect((await patch({ status: "new" })).status).toBe(409);
    const list = await t.owner("/api/admin/commissions?status=cancelled");
    expect(list.body.map((c: Json) => c.id)).toEqual([id]);
  });

  for (const [price, deposit, expected] of [
    ["250.00", "30%", { deposit: "75.00", balance: "175.00" }],
    ["99.99", "33%", { deposit: "33.00", balance: "66.99" }],
    ["100.01", "12.5%", { deposit: "12.50", balance: "87.51" }],
    ["250.00", "75.00", { deposit: "75.00", balance: "175.00" }],
  ] as const) {
    it(`quote ${price} with deposit ${deposit} → deposit order ${expected.deposit}, balance order ${expected.balance}`, async () => {
      const { id, cookie } = await request();
      const quoted = await quote(id, {
        price,
        deposit,
        deliveryBy: day(60),
        validUntil: day(14),
        terms: "Two rounds of changes.",
      });
      expect(quoted.status).toBe(200);
      expect(quoted.body.quote).toMatchObject({ price, ...expected, depositRule: deposit });
      const accepted = await asRequester(cookie, `/api/commissions/${id}/accept`, {
        method: "POST",
      });
      expect(accepted.status).toBe(200);
      const { depositOrder } = await accepted.json();
      expect(depositOrder).toMatch(/^EA-/);
      // An ordinary order, readable by the requester like any buyer's: exactly the deposit.
      const order = await (await asRequester(cookie, `/api/orders/${depositOrder}`)).json();
      expect(order).toMatchObject({
        status: "pending",
        total: expected.deposit,
        shipping: "0.00",
        tax: "0.00",
      });
      expect(order.customer).toMatchObject({
        firstName: "Grace",
        lastName: "Hopper",
        email: "grace@example.com",
      });
      expect(order.payBy).toBeTruthy();
      // Numbered like every order's invoice.
      expect(order.invoiceNumber).toMatch(/^\d{4}-\d{4}$/);
      expect(order.items).toEqual([
        expect.objectContaining({ quantity: 1, price: expected.deposit }),
      ]);
      // A stranger with the number sees no customer.
      expect(
        (await (await t.request(`/api/orders/${depositOrder}`)).json()).customer,
      ).toBeUndefined();
      const patch = (status: string) =>
        t.owner(`/api/admin/commissions/${id}`, json("PATCH", { status }));
      expect((await patch("delivered")).status).toBe(409);
      // Work starts once the deposit is paid.
      const early = await patch("in-progress");
      expect(early.status).toBe(409);
      expect(early.body.message).toBe("The deposit has not been paid yet: work starts once it has");
      await markPaid(t, depositOrder);
      expect((await patch("in-progress")).status).toBe(200);
      expect((await patch("delivered")).status).toBe(409);
      // Finished asks for the balance, before the piece ships.
      const delivered = await patch("finished");
      expect(delivered.body.balance).toMatchObject({ amount: expected.balance, status: "pending" });
      const balance = await (
        await asRequester(cookie, `/api/orders/${delivered.body.balance.orderNumber}`)
      ).json();
      expect(balance.total).toBe(expected.balance);
      expect(Number(balance.total) * 100 + Number(order.total) * 100).toBeCloseTo(
        Number(price) * 100,
        6,
      );
      const page = await read(cookie, id);
      expect(page).toMatchObject({
        status: "finished",
        deposit: { orderNumber: depositOrder, amount: expected.deposit, status: "paid" },
        balance: { amount: expected.balance },
      });
      const mails = await db()
        .selectFrom("mail_outbox")
        .select(["kind", "subject"])
        .orderBy("id")
        .execute();
      expect(mails.map((m) => m.subject)).toEqual([
        "Your commission request at Easel Studio",
        `New commission request from Grace Hopper: Pet portrait commission C-${id}`,
        `Your quote for commission C-${id}`,
        `Deposit for commission C-${id}: order ${depositOrder}`,
        `Grace Hopper accepted the quote for commission C-${id}`,
        `Balance for commission C-${id}: order ${delivered.body.balance.orderNumber}`,
      ]);
    });
  }

  it("lets the requester decline, and closes a lapsed quote so it cannot be accepted", async () => {
    const first = await request();
    await quote(first.id, { price: "120.00", deposit: "50%", validUntil: day(7) });
    const declined = await asRequester(first.cookie, `/api/commissions/${first.id}/decline`, {
      method: "POST",
    });
    expect(declined.status).toBe(200);
    expect((await declined.json()).status).toBe("declined");

    const second = await request("203.0.113.64");
    // A quote valid until yesterday has lapsed by today.
    await quote(second.id, { price: "120.00", deposit: "50%", validUntil: day(-1) });
    expect((await read(second.cookie, second.id)).status).toBe("declined");
    const accept = await asRequester(second.cookie, `/api/commissions/${second.id}/accept`, {
      method: "POST",
    });
    expect(accept.status).toBe(409);
    expect(await db().selectFrom("orders").selectAll().execute()).toEqual([]);
    // A stranger cannot accept another's quote either.
    const third = await request("203.0.113.65");
    await quote(third.id, { price: "120.00", deposit: "50%", validUntil: day(7) });
    expect(
      (await t.request(`/api/commissions/${third.id}/accept`, { method: "POST" })).status,
    ).toBe(404);
  });

  it("carries messages both ways, each e-mailed through the outbox", async () => {
    const { id, cookie } = await request();
    await db().deleteFrom("mail_outbox").execute();
    const sent = await t.owner(
      `/api/admin/commissions/${id}/messages`,
      json("POST", { message: "Which evening light — summer or winter?" }),
    );
    expect(sent.status).toBe(201);
    const reply = await asRequester(
      cookie,
      `/api/commissions/${id}/messages`,
      json("POST", { message: "Winter, please!" }),
    );
    expect(reply.status).toBe(201);
    expect(
      (await t.request(`/api/commissions/${id}/messages`, json("POST", { message: "spoof" })))
        .status,
    ).toBe(404);
    expect((await read(cookie, id)).messages).toEqual([
      expect.objectContaining({ author: "owner", body: "Which evening light — summer or winter?" }),
      expect.objectContaining({ author: "requester", body: "Winter, please!" }),
    ]);
    const mails = await expectOutbox(db(), [
      { kind: "commission-update", to_address: "grace@example.com" },
      { kind: "owner-commission", to_address: "hello@example.com", text_body: "Winter, please!" },
    ]);
    expect(mails[0]!.text_body).toContain("Which evening light");
  });

  it("deletes the photos once the retention period after the end has passed", async () => {
    const { id, cookie } = await request();
    const open = await request("203.0.113.66");
    const photos = await db()
      .selectFrom("commission_photos")
      .select(["key", "commission_id"])
      .where("commission_id", "=", id)
      .execute();
    const file = (key: string) => path.join(t.services.env.mediaDir, "originals", `${key}.webp`);
    expect(photos.every((photo) => existsSync(file(photo.key)))).toBe(true);
    await t.owner(`/api/admin/commissions/${id}`, json("PATCH", { status: "cancelled" }));
    expect(
      (await t.services.housekeeping.purge(new Date(Date.now() + 89 * DAY_MS))).commissionPhotos,
    ).toBe(0);
    expect(
      (await t.services.housekeeping.purge(new Date(Date.now() + 91 * DAY_MS))).commissionPhotos,
    ).toBe(2);
    expect(photos.some((photo) => existsSync(file(photo.key)))).toBe(false);
    expect((await read(cookie, id)).photos).toEqual([]);
    // A commission still open keeps its photos.
    expect((await read(open.cookie, open.id)).photos).toHaveLength(2);
  });
});
