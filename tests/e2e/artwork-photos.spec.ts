import type { Locator, Page } from "@playwright/test";
import { makeJpeg } from "../../testing/images.ts";
import { checkPage, expect, ownContext, signInTo, test, toast, uploadPicture } from "./support.ts";

/**
 * Several photos per artwork: the owner adds three photos to a ceramic piece of their
 * own in the Edit Artwork dialog, and a visitor goes through them on the artwork's page by arrow
 * button, keyboard, swipe and thumbnail, and in the lightbox. The piece is this test's own (not
 * featured, deleted at the end), so nothing other specs count changes for long.
 */

/** A JPEG of a width no other spec (nor the other project) uses: an image of its own. */
const jpeg = async (width: number, name: string) => ({
  name,
  mimeType: "image/jpeg",
  buffer: await makeJpeg(width, 640),
});

/** A finger swiping across `target` by `dx` pixels (real touch events, through the DevTools protocol). */
async function swipe(page: Page, target: Locator, dx: number) {
  // Over the picture itself, once it is drawn (a picture still loading has no size yet).
  await expect
    .poll(() => target.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const box = (await target.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
  for (const step of [0.33, 0.66, 1])
    await cdp.send("Input.dispatchTouchEvent", {
      type: "touchMove",
      touchPoints: [{ x: x + dx * step, y }],
    });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

test("the owner adds three photos to a ceramic piece and a visitor swipes and arrows through them", async ({
  page,
  browser,
}, testInfo) => {
  // Four uploads encoded into every size while other specs run, two pages and axe twice.
  test.slow();
  const phone = testInfo.project.name.includes("phone");
  const width = phone ? 1411 : 1421;
  const suffix = `${testInfo.project.name} ${Date.now().toString(36)}`;
  const title = `Moon jar ${suffix}`;

  const ceramics = await signInTo(page, "/admin/portfolio?category=ceramics", "Ceramics");
  const api = page.request;
  const cover = await uploadPicture(api, "portfolio", await jpeg(width, "front.jpg"));
  const created = await api.post("/api/admin/artworks", {
    data: { title, category: "ceramics", imageUrl: cover, altText: "The jar from the front" },
  });
  expect(created.status()).toBe(201);
  const artwork = (await created.json()) as { id: number; url: string };
  try {
    await page.reload();
    await ceramics.getByRole("button", { name: `Edit ${title}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Artwork" });
    const photos = dialog.getByRole("group", { name: "Photos" }).getByRole("listitem");
    await expect(photos).toHaveCount(1);
    await dialog
      .getByLabel("Add photos")
      .setInputFiles([
        await jpeg(width + 1, "side.jpg"),
        await jpeg(width + 2, "glaze.jpg"),
        await jpeg(width + 3, "foot.jpg"),
      ]);
    // Uploaded at once, each encoded into every size: a limit for a hang on a loaded machine.
    await expect(photos).toHaveCount(4, { timeout: 90_000 });
    await dialog.getByLabel("Alt text for photo 2").fill("The side, glaze running");
    await dialog.getByLabel("Alt text for photo 3").fill("The glaze, close up");
    await dialog.getByLabel("Alt text for photo 4").fill("The foot ring");
    // Reordered by keyboard: the foot moves up one place, before the glaze.
    await dialog.getByRole("button", { name: "Move photo 4 up" }).focus();
    await page.keyboard.press("Enter");
    await expect(dialog.getByLabel("Alt text for photo 3")).toHaveValue("The foot ring");
    await checkPage(page, "photos-dialog", false);
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page)).toContainText("Artwork updated");
    await expect(dialog).toBeHidden();

    // A visitor on a touch screen.
    const context = await ownContext(browser, {
      hasTouch: true,
      viewport: testInfo.project.use.viewport ?? null,
    });
    const visitor = await context.newPage();
    await visitor.goto(artwork.url);
    await visitor.locator("html[data-hydrated]").waitFor({ state: "attached" });
    // Link previews and structured data show the cover.
    const coverKey = cover.split("/")[2]!;
    await expect(visitor.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      new RegExp(coverKey),
    );
    const viewer = visitor.getByRole("region", { name: `Photos of ${title}` });
    const shown = viewer.locator("picture img").first();
    const position = viewer.getByText(/^Photo \d of 4$/);
    await expect(position).toHaveText("Photo 1 of 4");
    await expect(shown).toHaveAttribute("alt", "The jar from the front");
    await checkPage(visitor, "artwork-photos");

    await viewer.getByRole("button", { name: "Next photo" }).click();
    await expect(position).toHaveText("Photo 2 of 4");
    await expect(shown).toHaveAttribute("alt", "The side, glaze running");
    await visitor.keyboard.press("ArrowRight");
    await expect(position).toHaveText("Photo 3 of 4");
    await expect(shown).toHaveAttribute("alt", "The foot ring");
    await swipe(visitor, shown, -160);
    await expect(position).toHaveText("Photo 4 of 4");
    await expect(shown).toHaveAttribute("alt", "The glaze, close up");
    await swipe(visitor, shown, 160);
    await expect(position).toHaveText("Photo 3 of 4");
    await viewer.getByRole("button", { name: "Show photo 1" }).click();
    await expect(position).toHaveText("Photo 1 of 4");
    await expect(viewer.getByRole("button", { name: "Show photo 1" })).toHaveAttribute(
      "aria-current",
      "true",
    );

    // The lightbox shows them all too; its arrow keys move between photos while focus is there.
    await visitor.goto("/portfolio/ceramics");
    await visitor.getByRole("link", { name: `View ${title} larger` }).click();
    const lightbox = visitor.getByRole("dialog", { name: title });
    const inside = lightbox.getByRole("region", { name: `Photos of ${title}` });
    await expect(inside.getByText("Photo 1 of 4")).toBeVisible();
    // One pair of previous and next buttons, between artworks: the photos go by their thumbnails.
    await expect(lightbox.getByRole("button", { name: /^(Previous|Next) / })).toHaveCount(2);
    await expect(lightbox.getByRole("button", { name: "Next artwork" })).toBeVisible();
    await inside.getByRole("button", { name: "Show photo 2" }).click();
    await expect(inside.getByText("Photo 2 of 4")).toBeVisible();
    await visitor.keyboard.press("ArrowRight");
    await expect(inside.getByText("Photo 3 of 4")).toBeVisible();
    await swipe(visitor, inside.locator("picture img").first(), -160);
    await expect(inside.getByText("Photo 4 of 4")).toBeVisible();
    await expect(lightbox).toBeVisible();
    await checkPage(visitor, "lightbox-photos", false);
    await context.close();
  } finally {
    await api.delete(`/api/admin/artworks/${artwork.id}`);
  }
});
