import type { Page } from "@playwright/test";
import { addToCart, expect, expectNoAxeViolations, screenshot, test, toast } from "./support.ts";

/** Puts one Tide Coaster in this page's cart (the page's cookies go with the request). */
const fillCart = (page: Page) => addToCart(page.request, "Tide Coaster");

test.describe("addresses from anywhere", () => {
  test("the checkout starts in the shop's home country and asks what it needs", async ({
    page,
  }) => {
    await fillCart(page);
    await page.goto("/checkout");
    const country = page.getByLabel("Country");
    await expect(country).toHaveValue("GB");
    await expect(country.locator("option:checked")).toHaveText("United Kingdom");
    // Every country, by name.
    expect(await country.locator("option").count()).toBeGreaterThanOrEqual(249);
    await expect(page.getByLabel("County / region (optional)")).not.toHaveAttribute("required");
    await expect(page.getByLabel("Postcode", { exact: true })).toHaveAttribute("required");
    await expectNoAxeViolations(page);
    await screenshot(page, "checkout-home-country");

    // The labels follow the chosen country at once.
    await country.selectOption("US");
    await expect(page.getByLabel("State", { exact: true })).toHaveAttribute("required");
    await expect(page.getByLabel("ZIP code")).toBeVisible();
    await country.selectOption("CA");
    await expect(page.getByLabel("Province")).toBeVisible();
    await expect(page.getByLabel("Postal code")).toBeVisible();
    await country.selectOption("IE");
    await expect(page.getByLabel("Eircode (optional)")).not.toHaveAttribute("required");
    await expect(page.getByLabel("County / region (optional)")).toBeVisible();
  });

  test("an Australian buyer checks out with a 4-digit postcode", async ({ page }) => {
    await fillCart(page);
    await page.goto("/checkout");
    await page.getByLabel("First name").fill("Matilda");
    await page.getByLabel("Last name").fill("Jones");
    await page.getByLabel("Email").fill("matilda@example.com");
    await page.getByLabel("Country").selectOption({ label: "Australia" });
    await page.getByLabel("Street address").fill("1 George Street");
    await page.getByLabel("City").fill("Sydney");
    await expect(page.getByLabel("State/territory")).toHaveAttribute("required");
    await page.getByLabel("Postcode", { exact: true }).fill("20000");
    await page.getByRole("button", { name: "Place Order" }).click();

    // The server holds the same rule, with the country's own words.
    await expect(page.getByText("State/territory must be at least 2 characters")).toBeVisible();
    await expect(page.getByText("Enter a valid postcode for Australia")).toBeVisible();
    await expect(page.getByLabel("State/territory")).toBeFocused();
    await expect(page.getByLabel("Country")).toHaveValue("AU");
    await expectNoAxeViolations(page);
    await screenshot(page, "checkout-australia-errors");

    await page.getByLabel("State/territory").fill("NSW");
    await page.getByLabel("Postcode", { exact: true }).fill("2000");
    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(page.getByRole("heading", { name: "Order Placed Successfully!" })).toBeVisible();
    await expect(toast(page)).toContainText("has been created");
    const address = page.getByRole("region", { name: "Shipping to" }).locator("address");
    await expect(address).toContainText("1 George Street");
    await expect(address).toContainText("Sydney, NSW 2000");
    await expect(address).toContainText("Australia");
    await screenshot(page, "order-australia");
  });
});
