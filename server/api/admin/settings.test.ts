import { describe, expect, it } from "vitest";
import { defaultLegalTexts } from "#core/legal-defaults.ts";
import { DEFAULT_PROFILE } from "#core/site-profile.ts";
import { addSnapPack } from "../../testing/fixtures.ts";
import { makeJpeg } from "../../testing/images.ts";
import { json, TEST_PASSWORD } from "../../testing/test-app.ts";
import { DB_KINDS } from "../../testing/test-db.ts";
import { useTestApp } from "../../testing/use-test-app.ts";
import { CUSTOMER, visitor } from "../../testing/visitor.ts";

/** A new site's trading rules: no tax (issue #25; the demo's 8 % is the seed's). */
const DEFAULT_STORE_VIEW = {
  currency: "GBP",
  taxRate: "0",
  taxName: "Tax",
  pricesIncludeTax: false,
  taxZones: { home: true, europe: true, world: true },
  taxNumber: "",
  shippingFee: "9.99",
  freeShippingThreshold: "50.00",
  charityStatement: "",
  // A new site says nothing about its shop until the owner does (issue #25).
  shopIntro: "",
  payWithinDays: 7,
  homeCountry: "GB",
  zones: {
    europe: { fee: "14.99", freeShippingThreshold: "120.00" },
    world: { fee: "24.99", freeShippingThreshold: "" },
  },
  originalShipping: { home: "15.00", europe: "35.00", world: "60.00" },
};

describe.each(DB_KINDS)("settings API (%s)", (kind) => {
  const t = useTestApp(kind, { owner: true });
  const { owner } = t;

  it("refuses without the owner's session", async () => {
    expect((await t.request("/api/admin/settings")).status).toBe(401);
    expect((await t.request("/api/admin/settings", json("PATCH", {}))).status).toBe(401);
    expect((await t.request("/api/admin/password", json("POST", {}))).status).toBe(401);
  });

  it("saves the profile, biography, pictures and payment instructions, which the public side then uses", async () => {
    const portrait = await t.services.media.ingest(await makeJpeg(600, 800), "me.jpg", "portfolio");
    const profile = {
      ...DEFAULT_PROFILE,
      artistName: "Mara Quill",
      email: "mara@example.org",
      location: "Cornwall, UK",
    };
    const saved = await owner(
      "/api/admin/settings",
      json("PATCH", {
        profile,
        biography: ["I paint the sea.", "And cats."],
        portraitUrl: portrait.url,
        paymentInstructions: "Pay by bank transfer within 7 days.",
      }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      profile,
      biography: ["I paint the sea.", "And cats."],
      portraitUrl: portrait.url,
      portraitAlt: "",
      studioUrl: null,
      studioAlt: "",
      quote: null,
      shareImageUrl: null,
      shareImageAlt: "",
      paymentInstructions: "Pay by bank transfer within 7 days.",
      store: DEFAULT_STORE_VIEW,
      // The legal pages' starting texts, written with the new profile.
      legal: defaultLegalTexts({
        name: "Mara Quill",
        email: "mara@example.org",
        ordersEmail: DEFAULT_PROFILE.ordersEmail,
      }),
      legalStarting: ["privacy", "terms", "shippingReturns"],
    });
    expect((await owner("/api/admin/settings")).body.profile.artistName).toBe("Mara Quill");
    const about = await t.services.catalog.about();
    expect(about.biography).toEqual(["I paint the sea.", "And cats."]);
    expect(about.portrait?.key).toBe(portrait.key);
    // Mail to the owner goes to the new address.
    await t.request(
      "/api/contact",
      json("POST", { name: "Ann", email: "ann@example.com", message: "Hello there, lovely work!" }),
    );
    const [mail] = await t.database.handle.db.selectFrom("mail_outbox").selectAll().execute();
    expect(mail!.to_address).toBe("mara@example.org");
  });

  it("sets the picture shared links show for pages without their own, falling back to the first slide", async () => {
    expect(await t.services.catalog.shareImage()).toBeNull();
    const slide = await t.services.media.ingest(await makeJpeg(1600, 900), "slide.jpg", "carousel");
    expect(
      (
        await owner(
          "/api/admin/carousel-images",
          json("POST", { imageUrl: slide.url, alt: "The estuary at dawn" }),
        )
      ).status,
    ).toBe(201);
    expect(await t.services.catalog.shareImage()).toEqual({
      url: `/media/${slide.key}/1600.webp`,
      alt: "The estuary at dawn",
    });

    const picture = await t.services.media.ingest(
      await makeJpeg(1500, 1000),
      "share.jpg",
      "portfolio",
    );
    const saved = await owner(
      "/api/admin/settings",
      json("PATCH", {
        shareImageUrl: picture.url,
        shareImageAlt: "  Paintings on the studio wall ",
      }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      shareImageUrl: expect.stringContaining(`/media/${picture.key}/`),
      shareImageAlt: "Paintings on the studio wall",
    });
    expect(await t.services.catalog.shareImage()).toEqual({
      url: `/media/${picture.key}/1200.webp`,
      alt: "Paintings on the studio wall",
    });

    const refused = await owner(
      "/api/admin/settings",
      json("PATCH", { shareImageUrl: "https://elsewhere.example/x.jpg" }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toHaveProperty("shareImageUrl");

    expect(
      (await owner("/api/admin/settings", json("PATCH", { shareImageUrl: null }))).status,
    ).toBe(200);
    expect((await t.services.catalog.shareImage())?.url).toBe(`/media/${slide.key}/1600.webp`);
  });

  it("saves an optional business address in the profile, which the starting legal texts then give", async () => {
    const profile = {
      ...DEFAULT_PROFILE,
      businessAddress: "  Studio 4\r\n12 Harbour Road\r\nSt Ives TR26 1AA ",
    };
    const saved = await owner("/api/admin/settings", json("PATCH", { profile }));
    expect(saved.status).toBe(200);
    expect(saved.body.profile.businessAddress).toBe("Studio 4\n12 Harbour Road\nSt Ives TR26 1AA");
    expect(saved.body.legal.terms).toContain(
      "Our postal address is:\n\nStudio 4  \n12 Harbour Road  \nSt Ives TR26 1AA",
    );
    // Empty (or null) removes it again.
    const cleared = await owner(
      "/api/admin/settings",
      json("PATCH", { profile: { ...DEFAULT_PROFILE, businessAddress: " " } }),
    );
    expect(cleared.body.profile).not.toHaveProperty("businessAddress");
    expect(cleared.body.legal.terms).not.toContain("Harbour Road");
    expect(
      (
        await owner(
          "/api/admin/settings",
          json("PATCH", { profile: { ...DEFAULT_PROFILE, businessAddress: null } }),
        )
      ).status,
    ).toBe(200);

    for (const [businessAddress, message] of [
      ["x".repeat(401), "Please keep this under 400 characters"],
      ["1\n2\n3\n4\n5\n6\n7\n8\n9", "Please keep the address to 8 lines"],
      [42, "Business address must be text"],
    ] as const) {
      const refused = await owner(
        "/api/admin/settings",
        json("PATCH", { profile: { ...DEFAULT_PROFILE, businessAddress } }),
      );
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual({ "profile.businessAddress": message });
    }
  });

  it("keeps the legal pages' texts: the starting ones until the owner saves, empty for the start again", async () => {
    const before = (await owner("/api/admin/settings")).body;
    expect(before.legalStarting).toEqual(["privacy", "terms", "shippingReturns"]);
    expect(before.legal.privacy).toContain("## Your rights");
    expect(before.legal.terms).toContain("14 days after the day you receive the goods");
    expect(before.legal.shippingReturns).toContain("## Returns");
    expect(await t.services.legal.html("terms")).toContain(
      "<h2>Your right to change your mind</h2>",
    );

    const saved = await owner(
      "/api/admin/settings",
      json("PATCH", { legal: { terms: "\r\n## Our terms\r\n\r\nBe kind.  \n\n" } }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.legal).toEqual({ ...before.legal, terms: "## Our terms\n\nBe kind." });
    expect(saved.body.legalStarting).toEqual(["privacy", "shippingReturns"]);
    expect(await t.services.legal.html("terms")).toBe("<h2>Our terms</h2>\n<p>Be kind.</p>\n");

    // All three at once; then an empty one goes back to its starting text.
    const all = await owner(
      "/api/admin/settings",
      json("PATCH", { legal: { privacy: "Private.", terms: "Terms.", shippingReturns: "Post." } }),
    );
    expect(all.body.legal).toEqual({
      privacy: "Private.",
      terms: "Terms.",
      shippingReturns: "Post.",
    });
    expect(all.body.legalStarting).toEqual([]);
    const reset = await owner("/api/admin/settings", json("PATCH", { legal: { privacy: "  " } }));
    expect(reset.body.legal.privacy).toBe(before.legal.privacy);
    expect(reset.body.legal.terms).toBe("Terms.");
    expect(reset.body.legalStarting).toEqual(["privacy"]);
  });

  it("validates the legal pages' texts with clear messages, and changes nothing when one is wrong", async () => {
    const longest = "x".repeat(20_000);
    expect(
      (await owner("/api/admin/settings", json("PATCH", { legal: { terms: longest } }))).status,
    ).toBe(200);
    for (const [legal, errors] of [
      [
        { privacy: "ok", terms: `${longest}x` },
        { "legal.terms": "Please keep the terms of sale under 20,000 characters" },
      ],
      [
        { shippingReturns: "y".repeat(20_001) },
        {
          "legal.shippingReturns":
            "Please keep the shipping and returns text under 20,000 characters",
        },
      ],
      [{ privacy: 12 }, { "legal.privacy": "Privacy notice must be text" }],
      [{ terms: null }, { "legal.terms": "Terms of sale must be text" }],
      ["just text", { legal: "Send the legal texts as {privacy, terms, shippingReturns}" }],
    ] as const) {
      const refused = await owner(
        "/api/admin/settings",
        json("PATCH", { paymentInstructions: "Changed?", legal }),
      );
      expect(refused.status, JSON.stringify(legal).slice(0, 60)).toBe(400);
      expect(refused.body.errors).toEqual(errors);
      expect(refused.body.message).toBe(Object.values(errors)[0]);
    }
    const after = (await owner("/api/admin/settings")).body;
    expect(after.legal.terms).toBe(longest);
    expect(after.legal.privacy).not.toBe("ok");
    expect(after.paymentInstructions).not.toBe("Changed?");
  });

  it("validates each part", async () => {
    const bad = await owner(
      "/api/admin/settings",
      json("PATCH", {
        profile: {
          ...DEFAULT_PROFILE,
          artistName: " ",
          email: "nope",
          social: [{ kind: "blog", label: "Blog", href: "javascript:alert(1)" }],
        },
        portraitUrl: "https://elsewhere.example/me.jpg",
      }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      "profile.artistName": "Artist name is required",
      "profile.email": "Enter a valid e-mail address",
      "profile.social.0.href": "Enter a web address starting with https://",
      portraitUrl: "Use an image uploaded to this site",
    });
    const unknown = await owner(
      "/api/admin/settings",
      json("PATCH", { studioUrl: `/media/${"e".repeat(32)}/600.webp` }),
    );
    expect(unknown.status).toBe(400);
  });

  it("sets the currency, tax, shipping and charity statement, which carts and new orders then use", async () => {
    expect((await owner("/api/admin/settings")).body.store).toEqual(DEFAULT_STORE_VIEW);
    const snap = await addSnapPack(t.database.handle.db);
    const shopper = visitor(t);
    await shopper.add({ productId: snap, quantity: 2 });
    const before = await shopper.send("/api/orders", json("POST", CUSTOMER));
    // A new site charges no tax until its owner sets one (issue #25).
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
    // Left out, the tax's other settings, the days to pay, the home country and the zones abroad
    // keep their values.
    expect(saved.body.store).toEqual({
      ...store,
      taxName: "Tax",
      pricesIncludeTax: false,
      taxZones: DEFAULT_STORE_VIEW.taxZones,
      taxNumber: "",
      shopIntro: "",
      freeShippingThreshold: "",
      payWithinDays: 7,
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
    expect(after.status).toBe(201);
    expect(after.body).toMatchObject({
      currency: "EUR",
      taxRate: "20",
      subtotal: "60.00",
      discount: "10.00",
      tax: "10.00",
      shipping: "4.50",
      total: "64.50",
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
    expect(mail!.text_body).toContain("Total: €64.50");
    expect(mail!.text_body).toContain("Tax (20%): €10.00");
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

  it("refuses a new password made of the artist's name", async () => {
    const profile = { ...DEFAULT_PROFILE, artistName: "Zephyrine Quillfeather" };
    expect((await owner("/api/admin/settings", json("PATCH", { profile }))).status).toBe(200);
    const response = await owner(
      "/api/admin/password",
      json("POST", { currentPassword: TEST_PASSWORD, newPassword: "ZephyrineQuillfeather" }),
    );
    expect(response.status).toBe(400);
    expect(response.body.errors.newPassword).toMatch(/too easy to guess: .*personal/);
  });

  it("refuses the artist's name with spaces and a year (issue #24)", async () => {
    const profile = { ...DEFAULT_PROFILE, artistName: "Wren Calloway" };
    expect((await owner("/api/admin/settings", json("PATCH", { profile }))).status).toBe(200);
    const response = await owner(
      "/api/admin/password",
      json("POST", { currentPassword: TEST_PASSWORD, newPassword: "Wren Calloway 2026" }),
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
