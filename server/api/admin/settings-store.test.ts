/** The settings API's shop settings, home country, password and backup (the profile's are in settings.test.ts). */
import { describe, expect, it } from "vitest";
import { DEFAULT_PROFILE } from "#core/site-profile.ts";
import { addSnapPack } from "../../../testing/fixtures.ts";
import { DEFAULT_STORE_VIEW } from "../../../testing/settings-views.ts";
import { json, TEST_PASSWORD } from "../../../testing/test-app.ts";
import { DB_KINDS } from "../../../testing/test-db.ts";
import { expectAnswer, useTestApp } from "../../../testing/use-test-app.ts";
import { CUSTOMER, visitor } from "../../../testing/visitor.ts";

describe.each(DB_KINDS)("settings API (%s)", (kind) => {
  const t = useTestApp(kind, { owner: true });
  const { owner } = t;

  it("sets the currency, tax, shipping and charity statement, which carts and new orders then use", async () => {
    expect((await owner("/api/admin/settings")).body.store).toEqual(DEFAULT_STORE_VIEW);
    const snap = await addSnapPack(t.database.handle.db);
    const shopper = visitor(t);
    await shopper.add({ productId: snap, quantity: 2 });
    const before = await shopper.send("/api/orders", json("POST", CUSTOMER));
    // A new site charges no tax until its owner sets one.
    expect(before.body).toMatchObject({
      currency: "GBP",
      taxRate: "0",
      tax: "0.00",
      shipping: "9.99",
    });

    const store = {
      currency: "EUR",
      taxRate: "20",
      shippingFee: "4.50",
      freeShippingThreshold: "",
      charityStatement: "",
    };
    const saved = await owner("/api/admin/settings", json("PATCH", { store }));
    expect(saved.status).toBe(200);
    // Left out, the tax's other settings, the days to pay, the originals per order, the home
    // country and the zones abroad keep their values.
    expect(saved.body.store).toEqual({
      ...store,
      taxName: "Tax",
      pricesIncludeTax: false,
      taxZones: DEFAULT_STORE_VIEW.taxZones,
      taxNumber: "",
      shopIntro: "",
      freeShippingThreshold: "",
      payWithinDays: 7,
      maxOriginalsPerOrder: 2,
      homeCountry: "GB",
      zones: DEFAULT_STORE_VIEW.zones,
      originalShipping: DEFAULT_STORE_VIEW.originalShipping,
    });
    // Numbers are accepted too, and written back as the API writes money.
    const numeric = await owner(
      "/api/admin/settings",
      json("PATCH", { store: { ...store, taxRate: 7.5, shippingFee: 4.5 } }),
    );
    expect(numeric.body.store).toMatchObject({ taxRate: "7.5", shippingFee: "4.50" });
    await owner("/api/admin/settings", json("PATCH", { store }));

    // Six packs (£50 after savings) would ship free by default; with no threshold they never do.
    await shopper.add({ productId: snap, quantity: 6 });
    const after = await shopper.send("/api/orders", json("POST", CUSTOMER));
    expectAnswer(after, 201, {
      currency: "EUR",
      taxRate: "20",
      subtotal: "60.00",
      discount: "10.00",
      // 20 % of the packs after savings and their shipping: 50.00 + 4.50.
      tax: "10.90",
      shipping: "4.50",
      total: "65.40",
    });
    // The earlier order keeps its own currency and rate.
    const earlier = await shopper.send(`/api/orders/${before.body.orderNumber}`);
    expect(earlier.body).toMatchObject({ currency: "GBP", taxRate: "0" });
    const [mail] = await t.database.handle.db
      .selectFrom("mail_outbox")
      .select("text_body")
      .where("subject", "like", `%${after.body.orderNumber}%`)
      .where("kind", "=", "order-confirmation")
      .execute();
    expect(mail!.text_body).toContain("Total: €65.40");
    expect(mail!.text_body).toContain("Tax (20%): €10.90");
  });

  it("validates the shop settings", async () => {
    const bad = await owner(
      "/api/admin/settings",
      json("PATCH", {
        store: {
          currency: "XYZ",
          taxRate: "-1",
          shippingFee: "",
          freeShippingThreshold: "lots",
          charityStatement: "x".repeat(301),
        },
      }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      "store.currency": "Choose one of the listed currencies",
      "store.taxRate": "Enter a tax rate from 0 to 99.99 (percent)",
      "store.shippingFee": "Shipping fee is required",
      "store.freeShippingThreshold": "Enter an amount like 50.00, or leave it empty",
      "store.charityStatement": "Please keep this under 300 characters",
    });
    expect((await owner("/api/admin/settings")).body.store).toEqual(DEFAULT_STORE_VIEW);
  });

  it("sets the home country, which the checkout then starts with, and checks it", async () => {
    const store = { ...DEFAULT_STORE_VIEW, homeCountry: "au" };
    const saved = await owner("/api/admin/settings", json("PATCH", { store }));
    expect(saved.status).toBe(200);
    expect(saved.body.store.homeCountry).toBe("AU");
    expect((await owner("/api/admin/settings")).body.store.homeCountry).toBe("AU");
    // Saving the other rules without it keeps it.
    const { homeCountry: _, ...withoutCountry } = DEFAULT_STORE_VIEW;
    await owner("/api/admin/settings", json("PATCH", { store: withoutCountry }));
    expect((await owner("/api/admin/settings")).body.store.homeCountry).toBe("AU");

    // An order naming no country now ships to Australia, checked by its rules.
    const snap = await addSnapPack(t.database.handle.db);
    const shopper = visitor(t);
    await shopper.add({ productId: snap, quantity: 1 });
    const { country: _country, ...rest } = CUSTOMER;
    const order = await shopper.send(
      "/api/orders",
      json("POST", { ...rest, city: "Perth", state: "WA", zipCode: "6000" }),
    );
    expect(order.status).toBe(201);
    expect(order.body.customer.country).toBe("AU");

    for (const homeCountry of ["UK", "Narnia", "", 44, null]) {
      const bad = await owner(
        "/api/admin/settings",
        json("PATCH", { store: { ...DEFAULT_STORE_VIEW, homeCountry } }),
      );
      expect(bad.status, String(homeCountry)).toBe(400);
      expect(bad.body.errors).toEqual({ "store.homeCountry": "Choose a country from the list" });
    }
    expect((await owner("/api/admin/settings")).body.store.homeCountry).toBe("AU");
  });

  it("changes the password: the current one is checked, the new one has 12 characters and is hard to guess, every old session ends", async () => {
    const other = await t.login();
    const wrong = await owner(
      "/api/admin/password",
      json("POST", { currentPassword: "guess", newPassword: "a much longer secret" }),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ currentPassword: "Your current password is not correct" });
    const short = await owner(
      "/api/admin/password",
      json("POST", { currentPassword: TEST_PASSWORD, newPassword: "short" }),
    );
    expect(short.body.errors).toEqual({
      newPassword: "The new password must be at least 12 characters",
    });
    const common = await owner(
      "/api/admin/password",
      json("POST", { currentPassword: TEST_PASSWORD, newPassword: "Password1234" }),
    );
    expect(common.status).toBe(400);
    expect(common.body.errors).toEqual({
      newPassword: expect.stringMatching(
        /^This password is too easy to guess: This is similar to a commonly used password\./,
      ),
    });
    expect(common.headers.has("set-cookie")).toBe(false);
    const ok = await owner(
      "/api/admin/password",
      json("POST", { currentPassword: TEST_PASSWORD, newPassword: "a much longer secret" }),
    );
    expect(ok.status).toBe(200);
    // This browser goes on under a new token; the old token and the other session end.
    const renewed = (ok.headers.get("set-cookie") ?? "").split(";")[0]!;
    expect(renewed).toMatch(/^easel_owner=[A-Za-z0-9_-]{43}$/);
    expect(renewed).not.toBe(t.cookie);
    expect((await t.request("/api/admin/settings", { headers: { cookie: renewed } })).status).toBe(
      200,
    );
    for (const cookie of [t.cookie, other]) {
      expect((await t.request("/api/admin/settings", { headers: { cookie } })).status).toBe(401);
    }
    expect(
      (await t.request("/api/admin/login", json("POST", { password: TEST_PASSWORD }))).status,
    ).toBe(401);
    expect(
      (await t.request("/api/admin/login", json("POST", { password: "a much longer secret" })))
        .status,
    ).toBe(200);
  });

  it.each([
    [
      "refuses a new password made of the artist's name",
      "Zephyrine Quillfeather",
      "ZephyrineQuillfeather",
    ],
    ["refuses the artist's name with spaces and a year", "Wren Calloway", "Wren Calloway 2026"],
  ])("%s", async (_title, artistName, newPassword) => {
    const profile = { ...DEFAULT_PROFILE, artistName };
    expect((await owner("/api/admin/settings", json("PATCH", { profile }))).status).toBe(200);
    const response = await owner(
      "/api/admin/password",
      json("POST", { currentPassword: TEST_PASSWORD, newPassword }),
    );
    expect(response.status).toBe(400);
    expect(response.body.errors.newPassword).toMatch(/too easy to guess: .*personal/);
  });

  it("hands the owner a backup archive to download", async () => {
    expect((await t.request("/api/admin/backup")).status).toBe(401);
    const response = await t.request("/api/admin/backup", { headers: { cookie: t.cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/gzip");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="easel-backup-\d{4}-\d{2}-\d{2}\.tar\.gz"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);
  });
});
