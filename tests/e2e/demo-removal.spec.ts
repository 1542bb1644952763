import type { Page } from "@playwright/test";
import { makeJpeg } from "../../testing/images.ts";
import {
  DESKTOP,
  expect,
  expectNoAxeViolations,
  PHONE,
  PUBLIC_ROUTES,
  signInTo,
  test,
  toast,
} from "./support.ts";

/**
 * The owner leaves the demo behind: one button in Settings, a confirmation, and every
 * public page still looks finished. It empties the catalogue every other spec reads, so it runs
 * last and alone (the "demo-removal" project).
 */
test.describe.configure({ mode: "serial" });

/**
 * Boxes drawn on the page (a background or a border) with nothing in them: no text, no picture,
 * no control. A tidy empty state says something; an empty box is a broken section.
 */
async function emptyBoxes(page: Page): Promise<string[]> {
  return page.locator("main").evaluate((main) => {
    const found: string[] = [];
    for (const element of main.querySelectorAll<HTMLElement>("*")) {
      const box = element.getBoundingClientRect();
      if (box.width < 40 || box.height < 40) continue;
      const style = getComputedStyle(element);
      if (style.visibility === "hidden" || style.display === "none") continue;
      const painted =
        style.backgroundColor !== "rgba(0, 0, 0, 0)" ||
        style.backgroundImage !== "none" ||
        Number.parseFloat(style.borderTopWidth) > 0;
      if (!painted) continue;
      // biome-ignore lint/performance/useDomNodeTextContent: only text a visitor can see counts.
      const hasText = (element.innerText ?? "").trim().length > 0;
      const hasMedia = element.querySelector("img, picture, svg, video, input, textarea, select");
      if (
        !hasText &&
        !hasMedia &&
        !["IMG", "INPUT", "TEXTAREA", "SELECT"].includes(element.tagName)
      )
        found.push(`${element.tagName.toLowerCase()}.${element.className}`.slice(0, 120));
    }
    return found;
  });
}

test("the owner removes the demo, and every public page stays tidy at both sizes", async ({
  page,
}, testInfo) => {
  test.slow();
  const demo = await signInTo(page, "/admin/settings", "Demo content");
  await expect(demo).toContainText(/Still on your site: \d+ artworks/);

  // Changing one's mind is safe: "Keep it" closes and removes nothing.
  await demo.getByRole("button", { name: "Remove demo content" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Remove the demo content?" });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole("button", { name: "Keep it" })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(confirm).toBeHidden();
  await expect(demo).toBeVisible();

  await demo.getByRole("button", { name: "Remove demo content" }).click();
  await confirm.getByRole("button", { name: "Remove demo content" }).click();
  await expect(toast(page)).toContainText("Demo content removed");
  await expect(demo).toBeHidden();
  await page.goto("/admin/settings");
  await expect(page.getByRole("region", { name: "Demo content" })).toHaveCount(0);

  // The demo artist is gone from every page; nothing is left broken or empty.
  for (const [size, viewport] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    for (const route of PUBLIC_ROUTES) {
      const response = await page.goto(route);
      expect(response?.status(), route).toBe(200);
      await expect(page.locator("main")).not.toContainText("Wren Calloway");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await emptyBoxes(page), `${route} at ${size}`).toEqual([]);
      await expectNoAxeViolations(page);
      await page.screenshot({
        path: testInfo.outputPath(`${size}${route.replace(/[^a-z]+/g, "-")}.png`),
        fullPage: true,
      });
    }
  }
  // The footer no longer makes the demo's charity claim, nor its trademark line; the shop and
  // the Snap page lose the demo's words about Snap.
  await expect(page.locator("footer")).not.toContainText("autism charity");
  await expect(page.locator("footer")).not.toContainText("trademarks of");
  await page.goto("/shop");
  await expect(page.getByRole("main")).not.toContainText("printed in the UK");
  await page.goto("/snap-cards");
  await expect(page.getByRole("region", { name: "Card specifications" })).toHaveCount(0);
});

test("a link to a page without a picture of its own previews with the picture set in Settings", async ({
  page,
}) => {
  const sharing = await signInTo(page, "/admin/settings", "Sharing");
  await sharing.locator('input[type="file"]').setInputFiles({
    name: "studio-wall.jpg",
    mimeType: "image/jpeg",
    buffer: await makeJpeg(1333, 777),
  });
  const preview = sharing.getByRole("img", { name: "Sharing picture, as it is now" });
  await expect(preview).toBeVisible();
  const key = /\/media\/([0-9a-f]{32})\//.exec((await preview.getAttribute("src")) ?? "")?.[1];
  expect(key).toBeTruthy();
  await sharing.getByLabel("Sharing picture alt text").fill("Paintings on the studio wall");
  await sharing.getByRole("button", { name: "Save" }).click();
  await expect(toast(page)).toContainText("Sharing picture saved");

  for (const route of ["/contact", "/cart", "/portfolio/sketches"]) {
    await page.goto(route);
    await expect(page.locator('meta[property="og:image"]'), route).toHaveAttribute(
      "content",
      new RegExp(`^http.*/media/${key}/\\d+\\.webp$`),
    );
    await expect(page.locator('meta[property="og:image:alt"]'), route).toHaveAttribute(
      "content",
      "Paintings on the studio wall",
    );
  }
});
