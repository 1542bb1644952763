import type { Page } from "@playwright/test";
import { DESKTOP, expect, expectNoAxeViolations, PHONE, signInTo, test, toast } from "./support.ts";

// Runs in the "store-wide" project, after every other spec: it changes what every page shows.
// Its tests change the one shop's settings and put them back: one after the other.
test.describe.configure({ mode: "serial" });

async function saveStore(
  page: Page,
  values: {
    currency: string;
    home: string;
    tax: string;
    fee: string;
    threshold: string;
    charity: string;
  },
) {
  await page.goto("/admin/settings");
  const shop = page.getByRole("region", { name: "Shop and checkout" });
  await shop.getByLabel("Currency").selectOption(values.currency);
  await shop.getByLabel("Home country").selectOption({ label: values.home });
  await shop.getByLabel("Tax rate (%)").fill(values.tax);
  await shop.getByLabel("Shipping fee").fill(values.fee);
  await shop.getByLabel("Free shipping over").fill(values.threshold);
  await shop.getByLabel("Charity statement").fill(values.charity);
  await shop.getByRole("button", { name: "Save" }).click();
  await expect(toast(page)).toContainText("Shop settings saved");
}

test("the owner sets the currency, home country, tax, shipping and charity statement; the shop and checkout follow", async ({
  page,
}, testInfo) => {
  const shop = await signInTo(page, "/admin/settings", "Shop and checkout");
  await expect(shop.getByLabel("Currency")).toHaveValue("GBP");
  await expect(shop.getByLabel("Home country")).toHaveValue("GB");
  await expect(shop.getByLabel("Tax rate (%)")).toHaveValue("8");
  await expect(shop.getByLabel("Shipping fee")).toHaveValue("9.99");
  await expect(shop.getByLabel("Free shipping over")).toHaveValue("50.00");

  // A mistake is shown beside its field and nothing changes.
  await shop.getByLabel("Tax rate (%)").fill("eight");
  await shop.getByRole("button", { name: "Save" }).click();
  await expect(shop.getByText("Enter a tax rate from 0 to 99.99 (percent)")).toBeVisible();
  await expectNoAxeViolations(page);

  const charity = "Every sale plants a tree with a local woodland trust.";
  await saveStore(page, {
    currency: "EUR",
    home: "Germany",
    tax: "20",
    fee: "4.50",
    threshold: "",
    charity,
  });

  await page.goto("/shop");
  await expect(page.getByText("Any 2 games €18 (save €2)")).toBeVisible();
  await expect(page.getByRole("main")).toContainText(charity);
  await expect(page.getByRole("contentinfo")).toContainText(charity);
  await expect(page.getByRole("main")).not.toContainText("£");
  await page.getByRole("button", { name: /^Add to Cart\W+Snap-Cat Card Game$/ }).click();
  await expect(toast(page)).toContainText("Added to cart");

  await page.goto("/checkout");
  const summary = page.getByRole("complementary", { name: "Order Summary" });
  // 20 % of the pack and its shipping: 10.00 + 4.50.
  await expect(summary).toContainText("Tax (20%)€2.90");
  await expect(summary).toContainText("Shipping€4.50");
  await expect(summary).toContainText("Total€17.40");
  // With no threshold there is no free-shipping hint.
  await expect(summary).not.toContainText("more for free shipping");
  // The checkout starts in the shop's country, with its fields.
  await expect(page.getByLabel("Country")).toHaveValue("DE");
  await expect(page.getByLabel("County / region (optional)")).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("checkout-eur.png"), fullPage: true });

  // Back to the defaults of PRODUCT.md §9.
  await saveStore(page, {
    currency: "GBP",
    home: "United Kingdom",
    tax: "8",
    fee: "9.99",
    threshold: "50.00",
    charity: "10% of all profits go to a national autism charity.",
  });
  await page.goto("/checkout");
  await expect(summary).toContainText("Tax (8%)£1.60");
  await expect(summary).toContainText("Add £40.01 more for free shipping!");
});

test("a shop whose prices include VAT says so in the cart and checkout totals, at both widths", async ({
  page,
}, testInfo) => {
  // Four pages, each checked by axe and photographed whole: slow beside other CPU-heavy work.
  test.slow();
  const shop = await signInTo(page, "/admin/settings", "Shop and checkout");
  const saveTax = async (tax: { rate: string; name: string; included: boolean }) => {
    await page.goto("/admin/settings");
    await shop.getByLabel("Tax rate (%)").fill(tax.rate);
    await shop.getByLabel("Tax name").fill(tax.name);
    await shop.getByLabel(/^Prices include tax/).setChecked(tax.included);
    await shop.getByRole("button", { name: "Save" }).click();
    await expect(toast(page)).toContainText("Shop settings saved");
  };
  await saveTax({ rate: "20", name: "VAT", included: true });

  await page.goto("/shop");
  await page.getByRole("button", { name: /^Add to Cart\W+Snap-Cat Card Game$/ }).click();
  await expect(toast(page)).toContainText("Added to cart");
  // A £10.00 pack and £9.99 shipping: the buyer pays £19.99, of which £3.33 is VAT
  // (19.99 − 19.99 ÷ 1.2): shipping is taxed as the goods are.
  for (const [size, viewport] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    for (const path of ["/cart", "/checkout"]) {
      await page.goto(path);
      const summary = page.getByRole("complementary", { name: "Order Summary" });
      await expect(summary).toContainText("Includes VAT (20%)£3.33");
      await expect(summary).not.toContainText(/^VAT \(20%\)/);
      await expect(summary).toContainText("Total£19.99");
      await expectNoAxeViolations(page);
      await page.screenshot({
        path: testInfo.outputPath(`${size}${path.replace("/", "-")}-vat-included.png`),
        fullPage: true,
      });
    }
  }
  await page.goto("/cart");
  await page.getByRole("button", { name: "Clear Cart" }).click();
  await expect(page.getByRole("main")).toContainText("0 items");

  // Back to the demo's tax (PRODUCT.md §9): 8 %, added.
  await saveTax({ rate: "8", name: "Tax", included: false });
});
