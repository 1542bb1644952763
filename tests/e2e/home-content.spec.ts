import { makeJpeg } from "../../testing/images.ts";
import { checkBothSizes, expect, expectNoAxeViolations, signInTo, test, toast } from "./support.ts";

/**
 * The owner makes the home page and the About page their own: slides, testimonials,
 * the About texts and portrait, and the calm hero when there are no slides. It changes what every
 * page shows, so it runs last and alone (the "home-content" project).
 */
test.describe.configure({ mode: "serial" });

test("the owner adds a slide from an upload, moves it first by keyboard, and sees it on the home page", async ({
  page,
}, _testInfo) => {
  test.slow();
  const slides = await signInTo(page, "/admin/home", "Hero slides");
  await expect(page.getByRole("heading", { level: 1, name: "Home page" })).toBeVisible();
  await checkBothSizes(page, "admin-home", true);

  const list = slides.getByRole("list", { name: "Slides, in order" });
  const before = await list.getByRole("listitem").count();
  await slides.locator('input[type="file"]').setInputFiles({
    name: "heron.jpg",
    mimeType: "image/jpeg",
    buffer: await makeJpeg(1600, 900),
  });
  await expect(slides.getByRole("img", { name: "Chosen for the new slide" })).toBeVisible();
  // Without alt text the slide is refused, with the message beside the field.
  await slides.getByRole("button", { name: "Add slide" }).click();
  await expect(slides.getByText("Alt text is required")).toBeVisible();
  await slides.getByLabel("Alt text").fill("A grey heron standing in the reeds");
  await slides.getByLabel("Title (optional)").fill("Heron at dawn");
  await slides.getByLabel("Caption (optional)").fill("Oil on linen, 2026");
  await slides.getByRole("button", { name: "Add slide" }).click();
  await expect(toast(page)).toContainText("Slide added");
  await expect(list.getByRole("listitem")).toHaveCount(before + 1);
  await expect(list.getByRole("listitem").last()).toContainText("Heron at dawn");

  // Up to the first place, by keyboard alone: focus stays on the button as the row moves.
  const up = list.getByRole("button", { name: /^Move up: slide \d+ \(Heron at dawn\)$/ });
  for (let place = before; place > 0; place--) {
    await up.focus();
    await page.keyboard.press("Enter");
    await expect(list.getByRole("listitem").nth(place - 1)).toContainText("Heron at dawn");
  }
  await expect(up).toHaveAttribute("aria-disabled", "true");

  // The words can change later: a better caption, from the row's Edit dialog.
  await list.getByRole("button", { name: /^Edit slide 1 \(Heron at dawn\)$/ }).click();
  const edit = page.getByRole("dialog", { name: "Edit slide 1" });
  await expect(edit.getByLabel("Alt text")).toHaveValue("A grey heron standing in the reeds");
  await edit.getByLabel("Alt text").fill("");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(edit.getByText("Alt text is required")).toBeVisible();
  await edit.getByLabel("Alt text").fill("A grey heron standing in the reeds");
  await edit.getByLabel("Caption (optional)").fill("Oil on linen, 2026, sold");
  await expectNoAxeViolations(page);
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(toast(page)).toContainText("Slide saved");
  await expect(edit).toBeHidden();
  await expect(list.getByRole("listitem").first()).toContainText("Oil on linen, 2026, sold");

  await page.goto("/");
  const hero = page.getByRole("region", { name: "Featured paintings" });
  await expect(hero.getByRole("img", { name: "A grey heron standing in the reeds" })).toBeVisible();
  await expect(hero).toContainText("Heron at dawn");
  await expect(hero).toContainText("Oil on linen, 2026, sold");
  expect(
    (
      (await (await page.request.get("/api/carousel-images")).json()) as {
        images: { alt: string }[];
      }
    ).images[0]?.alt,
  ).toBe("A grey heron standing in the reeds");
});

test("the owner adds a testimonial and sees it, then unpublishes them all and the section is gone", async ({
  page,
}, testInfo) => {
  test.slow();
  const card = await signInTo(page, "/admin/home", "Testimonials");
  // The demo's invented words are marked as such.
  await expect(card.getByText("Demo: invented words").first()).toBeVisible();
  await card.getByLabel("Quote").fill("The heron print lights up our hallway every morning.");
  await card.getByLabel("Author").fill("Jo Marsh");
  await card.getByLabel("Location (optional)").fill("Whitby");
  await card.getByRole("button", { name: "Add testimonial" }).click();
  await expect(toast(page)).toContainText("Testimonial added");
  const mine = card.getByRole("listitem").filter({ hasText: "Jo Marsh" });
  await expect(mine).toBeVisible();
  // First place, so the home page opens on it.
  const rows = card.getByRole("listitem");
  const up = mine.getByRole("button", { name: "Move up: Jo Marsh's testimonial" });
  for (let place = (await rows.count()) - 1; place > 0; place--) {
    await up.click();
    await expect(rows.nth(place - 1)).toContainText("Jo Marsh");
  }
  await expect(up).toHaveAttribute("aria-disabled", "true");

  await page.goto("/");
  const kind = page.getByRole("region", { name: "What people say" });
  await expect(kind).toContainText("The heron print lights up our hallway every morning.");
  await expect(kind).toContainText("Jo Marsh · Whitby");

  // Unpublish every one: the home page leaves the section out.
  await page.goto("/admin/home");
  const switches = card.getByRole("switch", { name: /^Published: / });
  const total = await switches.count();
  for (let i = 0; i < total; i++) {
    const on = card.getByRole("switch", { name: /^Published: /, checked: true }).first();
    await on.click();
    await expect(card.getByText(`${total - i - 1} of ${total} published`)).toBeVisible();
  }
  await page.screenshot({
    path: testInfo.outputPath("admin-testimonials-off.png"),
    fullPage: true,
  });
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Featured artworks" })).toBeVisible();
  await expect(page.getByRole("region", { name: "What people say" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Kind words" })).toHaveCount(0);
});

test("the owner edits the About page's texts and portrait and sees them on /about", async ({
  page,
}, _testInfo) => {
  test.slow();
  const about = await signInTo(page, "/admin/settings", "About page");
  await about
    .getByLabel("Biography")
    .fill("I paint herons and throw pots by the sea.\n\nThe studio is an old boathouse.");
  const preview = about.getByRole("img", { name: "Portrait, as it is now" });
  const demoPortrait = (await preview.getAttribute("src")) ?? "";
  await about
    .locator('input[type="file"]')
    .first()
    .setInputFiles({
      name: "me.jpg",
      mimeType: "image/jpeg",
      buffer: await makeJpeg(900, 1200),
    });
  await expect(preview).toHaveAttribute("src", /^\/media\//);
  await expect(preview).not.toHaveAttribute("src", demoPortrait);
  const portrait = (await preview.getAttribute("src"))!.split("/")[2]!;
  await about.getByLabel("Portrait alt text").fill("The artist on the slipway with a sketchbook");
  await about.getByLabel("Words").fill("Low tide, high spirits.");
  await about.getByLabel("Link (optional)").fill("https://example.com/posts/low-tide");
  await about.getByRole("button", { name: "Save" }).click();
  await expect(toast(page)).toContainText("About page saved");
  await expectNoAxeViolations(page);

  await page.goto("/about");
  await expect(page.getByText("I paint herons and throw pots by the sea.")).toBeVisible();
  await expect(page.getByText("The studio is an old boathouse.")).toBeVisible();
  const shown = page.getByRole("img", { name: "The artist on the slipway with a sketchbook" });
  await expect(shown).toBeVisible();
  // The new picture, not the demo's.
  await expect(shown).toHaveAttribute("src", new RegExp(`/media/${portrait}/`));
  await expect(page.getByText("“Low tide, high spirits.”")).toBeVisible();
  await expect(page.getByRole("link", { name: "See the post" })).toHaveAttribute(
    "href",
    "https://example.com/posts/low-tide",
  );
  await checkBothSizes(page, "about", true);
});

test("with no slides, the home page shows the artist's name on a calm plain background", async ({
  page,
}, _testInfo) => {
  test.slow();
  const slides = await signInTo(page, "/admin/home", "Hero slides");
  page.on("dialog", (dialog) => dialog.accept());
  const list = slides.getByRole("listitem");
  await expect(list.first()).toBeVisible();
  for (let left = await list.count(); left > 0; left--) {
    await list
      .first()
      .getByRole("button", { name: /^Remove slide 1 / })
      .click();
    await expect(list).toHaveCount(left - 1);
  }
  await expect(page.getByText("No slides yet")).toBeVisible();

  await page.goto("/");
  await expect(page.getByRole("region", { name: "Featured paintings" })).toHaveCount(0);
  const artist = (await (await page.request.get("/api/carousel-images")).json()) as {
    images: unknown[];
  };
  expect(artist.images).toEqual([]);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toBeVisible();
  await expect(heading).not.toHaveText("");
  await expect(page.getByRole("link", { name: "View Portfolio" })).toBeVisible();
  await checkBothSizes(page, "home-no-slides", true);
});
