import { expect, ONE_WIDTH, test } from "./support.ts";

/** The CSP violations a page reports, collected from the moment it starts. */
async function watchViolations(page: import("@playwright/test").Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test(
  "a replayed page allows exactly its own inline scripts, by hash, and hydrates under that policy",
  ONE_WIDTH,
  async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto("/"); // the first visit records the page; the second is a replay
    const response = await page.goto("/");
    const headers = response!.headers();
    const csp = headers["content-security-policy"] ?? "";
    expect(csp).not.toContain("'nonce-");
    expect(csp).toContain("'strict-dynamic'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBeTruthy();
    expect(headers["x-powered-by"]).toBeUndefined();

    const hashes = await page.locator("script:not([src])").evaluateAll(async (scripts) =>
      Promise.all(
        scripts.map(async (script) => {
          const digest = await crypto.subtle.digest(
            "SHA-256",
            new TextEncoder().encode(script.textContent ?? ""),
          );
          return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
        }),
      ),
    );
    expect(hashes.length).toBeGreaterThan(0);
    for (const hash of hashes) expect(csp).toContain(hash);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    // The app hydrated under that policy: client-side navigation works, and nothing was blocked.
    await page.getByRole("link", { name: "View Portfolio" }).click();
    await expect(page).toHaveURL(/\/portfolio\/paintings-drawings$/);
    expect(await violations()).toEqual([]);
  },
);

test(
  "a page drawn for each request gives every script the response's nonce",
  ONE_WIDTH,
  async ({ page }) => {
    const violations = await watchViolations(page);
    const response = await page.goto("/contact");
    const csp = response!.headers()["content-security-policy"] ?? "";
    const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    const scripts = await page.locator("script").all();
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) await expect(script).toHaveJSProperty("nonce", nonce);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    expect(await violations()).toEqual([]);
  },
);

test(
  "static assets, 404 pages and private pages carry the right headers",
  ONE_WIDTH,
  async ({ page, request }) => {
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
  },
);

test("an unknown order number shows 'Order not found' with a way back to the shop", async ({
  page,
}) => {
  const response = await page.goto("/checkout/success/EA-0000-0000-00");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Order not found" })).toBeVisible();
  await page.getByRole("link", { name: "Continue Shopping" }).click();
  await expect(page).toHaveURL(/\/shop$/);
});
