import { describe, expect, it } from "vitest";
import { loader as aboutLoader } from "../../../app/routes/site/about.tsx";
import { loader as homeLoader } from "../../../app/routes/site/home.tsx";
import { makeJpeg } from "../../../testing/images.ts";
import { json, type TestApp } from "../../../testing/test-app.ts";
import { DB_KINDS } from "../../../testing/test-db.ts";
import { expectFieldErrors, type Json, useTestApp } from "../../../testing/use-test-app.ts";

/** What a page's loader returns, through the same services the app gives it (no HTTP). */
// biome-ignore lint/suspicious/noExplicitAny: a loader's arguments are built by React Router.
const loaderArgs = (t: TestApp): any => ({
  context: { get: () => ({ services: t.services, origin: "http://localhost" }) },
  request: new Request("http://localhost/"),
  params: {},
});

describe.each(DB_KINDS)("home page API: slides and testimonials (%s)", (kind) => {
  const t = useTestApp(kind, { owner: true });
  const { owner } = t;
  const picture = async (seed: number) =>
    (await t.services.media.ingest(await makeJpeg(800 + seed, 450), `hero-${seed}.jpg`, "carousel"))
      .url;
  const publicSlides = async () =>
    ((await (await t.request("/api/carousel-images")).json()) as Json).images as Json[];
  const publicTestimonials = async () =>
    ((await (await t.request("/api/testimonials")).json()) as Json).testimonials as Json[];
  const home = async () => homeLoader(loaderArgs(t));
  const addSlide = async (alt: string, extra: Record<string, unknown> = {}) => {
    const response = await owner(
      "/api/admin/carousel-images",
      json("POST", { imageUrl: await picture(alt.length), alt, ...extra }),
    );
    expect(response.status).toBe(201);
    return response.body;
  };
  const addTestimonial = async (author: string, extra: Record<string, unknown> = {}) => {
    const response = await owner(
      "/api/admin/testimonials",
      json("POST", { quote: `Words from ${author}.`, author, ...extra }),
    );
    expect(response.status).toBe(201);
    return response.body;
  };

  it("refuses every call without the owner's session", async () => {
    for (const collection of ["carousel-images", "testimonials"]) {
      for (const [path, init] of [
        [`/api/admin/${collection}`, {}],
        [`/api/admin/${collection}`, json("POST", {})],
        [`/api/admin/${collection}/1`, json("PATCH", { displayOrder: 0 })],
        [`/api/admin/${collection}/1`, { method: "DELETE" }],
      ] as const) {
        expect((await t.request(path, init)).status, `${path} ${init}`).toBe(401);
      }
    }
  });

  it("adds a slide from an upload, which the public API and the home page show at once", async () => {
    const imageUrl = await picture(1);
    const created = await owner(
      "/api/admin/carousel-images",
      json("POST", {
        imageUrl,
        alt: "  A heron in the reeds at dawn ",
        title: "Dawn",
        caption: "",
      }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      id: expect.any(Number),
      alt: "A heron in the reeds at dawn",
      title: "Dawn",
      caption: null,
      displayOrder: 0,
      imageUrl: expect.stringMatching(/^\/media\/[a-f0-9]{32}\/\d+\.webp$/),
    });
    expect((await owner("/api/admin/carousel-images")).body).toEqual([created.body]);
    expect(await publicSlides()).toMatchObject([
      { id: created.body.id, alt: "A heron in the reeds at dawn", title: "Dawn", caption: null },
    ]);
    expect((await home()).slides).toMatchObject([
      { title: "Dawn", caption: null, alt: "A heron in the reeds at dawn" },
    ]);
  });

  it("reorders slides by displayOrder (a place from 0), edits and removes them", async () => {
    const a = await addSlide("First slide");
    const b = await addSlide("Second slide", { caption: "Gouache" });
    const c = await addSlide("Third slide");
    expect([a, b, c].map((slide) => slide.displayOrder)).toEqual([0, 1, 2]);
    // The last one to the front: the others move along.
    const moved = await owner(
      `/api/admin/carousel-images/${c.id}`,
      json("PATCH", { displayOrder: 0 }),
    );
    expect(moved.status).toBe(200);
    expect(moved.body.displayOrder).toBe(0);
    expect((await publicSlides()).map((slide) => slide.alt)).toEqual([
      "Third slide",
      "First slide",
      "Second slide",
    ]);
    // A place past the end is the end.
    await owner(`/api/admin/carousel-images/${c.id}`, json("PATCH", { displayOrder: 99 }));
    expect((await home()).slides.map((slide) => slide.alt)).toEqual([
      "First slide",
      "Second slide",
      "Third slide",
    ]);
    const edited = await owner(
      `/api/admin/carousel-images/${b.id}`,
      json("PATCH", { title: "Low tide", caption: null, alt: "Sand and sky" }),
    );
    expect(edited.body).toMatchObject({ title: "Low tide", caption: null, alt: "Sand and sky" });
    expect((await owner(`/api/admin/carousel-images/${a.id}`, { method: "DELETE" })).body).toEqual({
      deleted: true,
    });
    expect((await publicSlides()).map((slide) => [slide.alt, slide.displayOrder])).toEqual([
      ["Sand and sky", 0],
      ["Third slide", 1],
    ]);
  });

  it("refuses a bad slide with field messages, and unknown ids with 404", async () => {
    const empty = await owner("/api/admin/carousel-images", json("POST", {}));
    expectFieldErrors(empty, {
      imageUrl: "Choose a picture for the slide",
      alt: "Alt text is required",
    });
    const foreign = await owner(
      "/api/admin/carousel-images",
      json("POST", { imageUrl: `/media/${"a".repeat(32)}/1920.webp`, alt: "Never uploaded" }),
    );
    expectFieldErrors(foreign, { imageUrl: "Use an image uploaded to this site" });
    const slide = await addSlide("A slide");
    const bad = await owner(
      `/api/admin/carousel-images/${slide.id}`,
      json("PATCH", { alt: " ", displayOrder: -1, title: "x".repeat(121) }),
    );
    expectFieldErrors(bad, {
      alt: "Alt text is required",
      displayOrder: "Display order must be a whole number of 0 or more",
      title: "Please keep this under 120 characters",
    });
    for (const id of [slide.id + 1000, "abc"]) {
      for (const init of [json("PATCH", { alt: "Moved" }), { method: "DELETE" }]) {
        const response = await owner(`/api/admin/carousel-images/${id}`, init);
        expect(response.status).toBe(404);
        expect(response.body.message).toBe("Slide not found");
      }
    }
    expect(await publicSlides()).toHaveLength(1);
  });

  it("keeps testimonials: the published ones, in order, on the public API and the home page", async () => {
    expect(await publicTestimonials()).toEqual([]);
    expect((await home()).testimonials).toEqual([]);
    const helen = await addTestimonial("Helen", { location: "Leeds" });
    expect(helen).toEqual({
      id: expect.any(Number),
      quote: "Words from Helen.",
      author: "Helen",
      location: "Leeds",
      displayOrder: 0,
      isPublished: true,
      isDemo: false,
    });
    const draft = await addTestimonial("Draft", { isPublished: false });
    const tom = await addTestimonial("Tom", { displayOrder: 0 });
    expect((await owner("/api/admin/testimonials")).body.map((x: Json) => x.author)).toEqual([
      "Tom",
      "Helen",
      "Draft",
    ]);
    expect(await publicTestimonials()).toEqual([
      { id: tom.id, quote: "Words from Tom.", author: "Tom", location: null },
      { id: helen.id, quote: "Words from Helen.", author: "Helen", location: "Leeds" },
    ]);
    const published = await owner(
      `/api/admin/testimonials/${draft.id}`,
      json("PATCH", { isPublished: true, displayOrder: 0, quote: "  Now public. " }),
    );
    expect(published.body).toMatchObject({ quote: "Now public.", displayOrder: 0 });
    expect((await home()).testimonials.map((x) => x.author)).toEqual(["Draft", "Tom", "Helen"]);
    // Unpublish them all: the home page has none to show, so it leaves the section out.
    for (const { id } of [draft, tom, helen])
      await owner(`/api/admin/testimonials/${id}`, json("PATCH", { isPublished: false }));
    expect((await home()).testimonials).toEqual([]);
    expect(await publicTestimonials()).toEqual([]);
    expect((await owner(`/api/admin/testimonials/${tom.id}`, { method: "DELETE" })).status).toBe(
      200,
    );
    expect((await owner("/api/admin/testimonials")).body).toHaveLength(2);
  });

  it("refuses a bad testimonial with field messages, and unknown ids with 404", async () => {
    const empty = await owner(
      "/api/admin/testimonials",
      json("POST", { quote: " ", isPublished: "yes" }),
    );
    expectFieldErrors(empty, {
      quote: "Quote is required",
      author: "Author is required",
      isPublished: "Published must be true or false",
    });
    const long = await owner(
      "/api/admin/testimonials",
      json("POST", { quote: "x".repeat(1001), author: "A", location: "y".repeat(101) }),
    );
    expect(long.body.errors).toEqual({
      quote: "Please keep this under 1000 characters",
      location: "Please keep this under 100 characters",
    });
    for (const id of [424242, "0", "1.5"]) {
      const patched = await owner(`/api/admin/testimonials/${id}`, json("PATCH", { author: "B" }));
      expect(patched.status).toBe(404);
      expect(patched.body.message).toBe("Testimonial not found");
      expect((await owner(`/api/admin/testimonials/${id}`, { method: "DELETE" })).status).toBe(404);
    }
  });

  it("makes a demo testimonial the owner's own once they reword it", async () => {
    const { id } = await addTestimonial("Demo");
    await t.db().updateTable("testimonials").set({ is_demo: true }).where("id", "=", id).execute();
    const list = async () => (await owner("/api/admin/testimonials")).body[0];
    expect((await list()).isDemo).toBe(true);
    await owner(`/api/admin/testimonials/${id}`, json("PATCH", { isPublished: false }));
    expect((await list()).isDemo).toBe(true);
    await owner(`/api/admin/testimonials/${id}`, json("PATCH", { quote: "My own words." }));
    expect((await list()).isDemo).toBe(false);
  });

  it("edits the About page's pictures, alt texts and quote, which /about shows", async () => {
    const patchSettings = (body: Json) => owner("/api/admin/settings", json("PATCH", body));
    const portrait = await t.services.media.ingest(await makeJpeg(600, 800), "me.jpg", "portfolio");
    const studio = await t.services.media.ingest(await makeJpeg(900, 600), "st.jpg", "portfolio");
    const saved = await patchSettings({
      biography: ["I throw pots."],
      portraitUrl: portrait.url,
      portraitAlt: " Mara at the wheel ",
      studioUrl: studio.url,
      studioAlt: "Shelves of drying pots",
      quote: { text: "Kiln day!", href: "https://example.com/post/7" },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      portraitAlt: "Mara at the wheel",
      studioAlt: "Shelves of drying pots",
      quote: { text: "Kiln day!", href: "https://example.com/post/7" },
    });
    const about = await aboutLoader(loaderArgs(t));
    expect(about.biography).toEqual(["I throw pots."]);
    expect(about.portrait).toMatchObject({ key: portrait.key, alt: "Mara at the wheel" });
    expect(about.studio).toMatchObject({ key: studio.key, alt: "Shelves of drying pots" });
    expect(about.quote).toEqual({ text: "Kiln day!", href: "https://example.com/post/7" });
    // No quote, no studio photo: both are left out.
    await patchSettings({ quote: null, studioUrl: null });
    const plain = await aboutLoader(loaderArgs(t));
    expect(plain.quote).toBeNull();
    expect(plain.studio).toBeNull();
    expect(plain.portrait?.key).toBe(portrait.key);
    const bad = await patchSettings({
      quote: { text: "", href: "javascript:alert(1)" },
      portraitAlt: "x".repeat(301),
      studioUrl: `/media/${"b".repeat(32)}/600.webp`,
    });
    expectFieldErrors(bad, {
      "quote.text": "Quote is required",
      "quote.href": "Enter a web address starting with https://",
      portraitAlt: "Please keep this under 300 characters",
    });
    const unknown = await patchSettings({ studioUrl: `/media/${"b".repeat(32)}/600.webp` });
    expectFieldErrors(unknown, { studioUrl: "Use an image uploaded to this site" });
  });
});
