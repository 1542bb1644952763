import { useOfferedOriginal } from "./offered-original.ts";
import {
  adaAt,
  expect,
  expectNoAxeViolations,
  orderSummary,
  screenshot,
  signIn,
  test,
  toast,
} from "./support.ts";

/**
 * Originals for sale. Each project offers one demo painting of its own (the
 * last unfeatured ones, which no other spec looks at) through the admin API, and puts it back
 * afterwards (its order cancelled, not for sale, no price). No message is sent: the contact form
 * allows five per client, and contact.spec.ts uses four.
 */

/** The buyer of an original, in London. */
const customer = () => adaAt({ City: "London", Postcode: "NW1 6XE" });

test.describe("originals for sale", () => {
  // The phone takes the last one, the desktop the one before: each project its own.
  const original = useOfferedOriginal({ phone: 1, desktop: 2 }, "450.00");

  test("the grid and the lightbox show the price, and Enquire about this piece opens the contact form naming it", async ({
    page,
  }) => {
    await page.goto("/portfolio/paintings-drawings");
    const tile = page.getByRole("listitem").filter({ hasText: original.artwork.title });
    await expect(tile).toContainText("£450.00");
    await tile.getByRole("link", { name: `View ${original.artwork.title} larger` }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: original.artwork.title })).toBeVisible();
    await expect(dialog).toContainText("£450.00");
    await expect(dialog.getByRole("button", { name: /^Add to Cart/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshot(page, "lightbox", false);
    await dialog.getByRole("link", { name: "Enquire about this piece" }).click();

    await expect(page).toHaveURL(new RegExp(`/contact\\?artwork=${original.artwork.id}$`));
    const form = page.getByRole("form", { name: "Send a message" });
    await expect(form).toContainText("Your message is about");
    await expect(form.getByRole("link", { name: original.artwork.title })).toHaveAttribute(
      "href",
      original.artwork.url,
    );
    await expect(page.getByLabel("Subject (optional)")).toHaveValue("purchase");
    await expectNoAxeViolations(page);
    await screenshot(page, "enquiry");
  });

  test("a visitor buys the original from its page, and then it is reserved", async ({ page }) => {
    await page.goto(original.artwork.url);
    const main = page.getByRole("main");
    await expect(main).toContainText("Original£450.00");
    await expect(main.getByRole("link", { name: "Enquire about this piece" })).toHaveAttribute(
      "href",
      `/contact?artwork=${original.artwork.id}`,
    );
    await expectNoAxeViolations(page);
    await screenshot(page, "artwork-for-sale");
    await main.getByRole("button", { name: /^Add to Cart/ }).click();
    await expect(toast(page)).toContainText("Added to cart");
    await expect(page.getByRole("link", { name: /Cart, 1 item/ })).toBeVisible();
    // Adding it again keeps one.
    await main.getByRole("button", { name: /^Add to Cart/ }).click();
    await expect(page.getByRole("link", { name: /Cart, 1 item/ })).toBeVisible();

    await page.goto("/cart");
    const line = page.getByRole("listitem").filter({ hasText: original.artwork.title });
    await expect(line).toContainText("Original artwork");
    await expect(line).toContainText("One of a kind");
    await expect(line.getByRole("spinbutton")).toHaveCount(0);
    await expect(page.getByText("Subtotal (1 item)")).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshot(page, "cart");

    await page.getByRole("link", { name: "Proceed to Checkout" }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    // Over the free-shipping threshold, but an original always adds its own £15 at home.
    await orderSummary(page, [
      original.artwork.title,
      "Tax (8%)£37.20",
      "Shipping£15.00",
      "Total£502.20",
    ]);
    for (const [label, value] of Object.entries(customer()))
      await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(page.getByRole("heading", { name: "Order Placed Successfully!" })).toBeVisible();
    original.orderNumber = /EA-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(page.url())![0];

    await page.goto(original.artwork.url);
    await expect(main).toContainText("Reserved");
    await expect(main.getByRole("button", { name: /^Add to Cart/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await screenshot(page, "artwork-reserved");
    // The API refuses it to anyone else.
    const again = await page.request.post("/api/cart/add", {
      data: { artworkId: original.artwork.id },
    });
    expect(again.status()).toBe(409);
    expect((await again.json()).message).toContain("is reserved");
  });

  test("the owner sees it reserved in the admin grid and its dialog, which offers no Sold switch while an order holds it", async ({
    page,
  }) => {
    await signIn(page, "/admin/portfolio?category=paintings-drawings");
    const tile = page.getByRole("listitem").filter({ hasText: original.artwork.title });
    await expect(tile).toContainText("Reserved");
    await tile.getByRole("button", { name: `Edit ${original.artwork.title}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Artwork" });
    await expect(dialog.getByRole("switch", { name: "For sale" })).toBeChecked();
    await expect(dialog.getByLabel("Price (optional)")).toHaveValue("450.00");
    await expect(dialog).toContainText("Reserved: an order holds this original.");
    await expect(dialog.getByRole("switch", { name: "Sold" })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await dialog.getByText("Reserved: an order holds this original.").scrollIntoViewIfNeeded();
    await screenshot(page, "admin-dialog", false);
    await dialog.getByRole("button", { name: "Cancel" }).click();
  });
});
