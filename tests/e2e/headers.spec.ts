import { expect, test } from "./support.ts";

test("pages carry the security headers and every script carries the response's nonce", async ({
  page,
}) => {
  const response = await page.goto("/");
  const headers = response!.headers();
  const csp = headers["content-security-policy"] ?? "";
  const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
  expect(nonce).toBeTruthy();
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBeTruthy();
  expect(headers["x-powered-by"]).toBeUndefined();

  const scripts = await page.locator("script").all();
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) await expect(script).toHaveJSProperty("nonce", nonce);
  // The app hydrated under that policy: client-side navigation works.
  await page.getByRole("link", { name: "View Portfolio" }).click();
  await expect(page).toHaveURL(/\/portfolio\/paintings-drawings$/);
});

test("static assets, 404 pages and private pages carry the right headers", async ({
  page,
  request,
}) => {
  await page.goto("/");
  const assetPath = await page.locator('link[rel="modulepreload"]').first().getAttribute("href");
  const asset = await request.get(assetPath!);
  expect(asset.status()).toBe(200);
  expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(asset.headers()["x-content-type-options"]).toBe("nosniff");
  expect(asset.headers()["content-security-policy"]).toContain("object-src 'none'");

  const missing = await request.get("/no-such-page");
  expect(missing.status()).toBe(404);
  expect(missing.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");

  for (const path of ["/cart", "/checkout", "/admin"]) {
    const response = await request.get(path);
    expect(response.headers()["cache-control"], path).toBe("no-store");
  }
});

test("an unknown order number shows 'Order not found' with a way back to the shop", async ({
  page,
}) => {
  const response = await page.goto("/checkout/success/EA-0000-0000-00");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Order not found" })).toBeVisible();
  await page.getByRole("link", { name: "Continue Shopping" }).click();
  await expect(page).toHaveURL(/\/shop$/);
});
