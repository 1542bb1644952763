import { describe, expect, it } from "vitest";
import { defaultLegalTexts } from "#core/legal-defaults.ts";
import { DEFAULT_PROFILE } from "#core/site-profile.ts";
import { makeJpeg } from "../../../testing/images.ts";
import { DEFAULT_STORE_VIEW } from "../../../testing/settings-views.ts";
import { json } from "../../../testing/test-app.ts";
import { DB_KINDS } from "../../../testing/test-db.ts";
import { useTestApp } from "../../../testing/use-test-app.ts";

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
});
