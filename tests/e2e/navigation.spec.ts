import { randomBytes } from "node:crypto";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { DATA_DIR, expect, expectNoAxeViolations, test, watchConsole } from "./support.ts";

test.describe("status codes and redirects", () => {
  test("an unknown path shows the 404 page with status 404", async ({ page }) => {
    const errors = watchConsole(page);
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await expectNoAxeViolations(page);
    expect(errors.filter((e) => !e.includes("404"))).toEqual([]);
  });

  test("an unknown portfolio category is a 404 too", async ({ page }) => {
    const response = await page.goto("/portfolio/watercolours");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  });

  test("/portfolio without a query string redirects to paintings and drawings", async ({
    page,
  }) => {
    await page.goto("/portfolio");
    await expect(page).toHaveURL(/\/portfolio\/paintings-drawings$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Paintings & Drawings");
  });

  test("/portfolio with a query string shows the landing page with three category cards", async ({
    page,
  }) => {
    await page.goto("/portfolio?from=home");
    await expect(page).toHaveURL(/\/portfolio\?from=home$/);
    const main = page.getByRole("main");
    for (const name of ["Paintings & Drawings", "Ceramics", "Sketches"]) {
      await expect(main.getByRole("link", { name: new RegExp(name) })).toBeVisible();
    }
  });

  test("?admin=true lands on the matching admin page, without the public layout", async ({
    page,
  }) => {
    await page.goto("/?admin=true");
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { name: "Owner sign in" })).toBeVisible();
    await expect(page.getByRole("banner")).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);

    await page.goto("/product/new?admin=true");
    await expect(page).toHaveURL(/\/admin\/product\/new$/);
  });
});

test.describe("header", () => {
  test("marks the current section active, Home only on the home page", async ({ page }) => {
    await page.goto("/portfolio/ceramics");
    const nav = page.getByRole("navigation", { name: "Main" }).or(page.getByRole("banner"));
    const isPhone = (page.viewportSize()?.width ?? 0) < 768;
    if (isPhone) await page.getByRole("button", { name: "Open menu" }).click();
    const scope = isPhone
      ? page.getByRole("navigation", { name: "Mobile" })
      : page.getByRole("navigation", { name: "Main" });
    await expect(scope.getByRole("link", { name: "Portfolio", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(scope.getByRole("link", { name: "Home" })).not.toHaveAttribute(
      "aria-current",
      "page",
    );
    await page.goto("/");
    if (isPhone) await page.getByRole("button", { name: "Open menu" }).click();
    await expect(scope.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    void nav;
  });

  test("opens the portfolio dropdown on desktop", async ({ page }) => {
    test.skip((page.viewportSize()?.width ?? 0) < 768, "desktop navigation");
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    const toggle = nav.getByRole("button", { name: "Portfolio sections" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await nav.getByRole("link", { name: "Sketches" }).click();
    await expect(page).toHaveURL(/\/portfolio\/sketches$/);
    await expect(page.getByRole("heading", { level: 1, name: "Sketches" })).toBeVisible();
  });

  test("the dropdown works from the keyboard and closes with Escape", async ({ page }) => {
    test.skip((page.viewportSize()?.width ?? 0) < 768, "desktop navigation");
    await page.goto("/about");
    const toggle = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: "Portfolio sections" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("the mobile menu shows the links with an expandable portfolio submenu", async ({ page }) => {
    test.skip((page.viewportSize()?.width ?? 0) >= 768, "phone navigation");
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    for (const name of ["Home", "About", "Portfolio", "Shop", "Snap Cards", "Contact"]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole("link", { name: "Ceramics" })).toBeHidden();
    await menu.getByRole("button", { name: "Portfolio sections" }).click();
    await menu.getByRole("link", { name: "Ceramics" }).click();
    await expect(page).toHaveURL(/\/portfolio\/ceramics$/);
    await expect(page.getByRole("navigation", { name: "Mobile" })).toHaveCount(0);
  });

  test("the search button opens the search overlay and Escape closes it", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Search" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByPlaceholder("Search artworks, products, snap cards...")).toBeFocused();
    await expect(dialog).toContainText(
      "Start typing to search through artworks, products, and snap cards...",
    );
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
});

test.describe("cart badge", () => {
  /** Puts a cart with `quantity` items straight into the server's database and returns its cookie. */
  function seedCart(quantity: number): string {
    const db = new DatabaseSync(path.join(DATA_DIR, "easel.db"), { timeout: 5000 });
    try {
      const now = new Date().toISOString();
      const product = db
        .prepare(
          "insert into products (name, description, price, category, is_available, created_at, updated_at) values (?, ?, ?, ?, 1, ?, ?) returning id",
        )
        .get("Badge coaster", "Test", 400, "coasters", now, now) as { id: number };
      const sessionId = randomBytes(32).toString("base64url");
      const session = db
        .prepare(
          "insert into cart_sessions (session_id, created_at, updated_at) values (?, ?, ?) returning id",
        )
        .get(sessionId, now, now) as { id: number };
      db.prepare(
        "insert into cart_items (cart_session_id, product_id, quantity, added_at) values (?, ?, ?, ?)",
      ).run(session.id, product.id, quantity, now);
      return sessionId;
    } finally {
      db.close();
    }
  }

  for (const [quantity, shown] of [
    [7, "7"],
    [99, "99"],
    [120, "99+"],
  ] as const) {
    test(`shows ${shown} for ${quantity} items`, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: "easel_cart", value: seedCart(quantity), url: baseURL! }]);
      await page.goto("/");
      await expect(page.getByTestId("cart-badge")).toHaveText(shown);
      await expect(page.getByRole("link", { name: `Cart, ${quantity} items` })).toBeVisible();
    });
  }

  test("shows no badge for an empty cart", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Cart", exact: true })).toBeVisible();
    await expect(page.getByTestId("cart-badge")).toHaveCount(0);
  });
});

test("the footer has quick links, social links, the trademark notice and this year's copyright", async ({
  page,
}) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  for (const name of ["About", "Portfolio", "Shop", "Snap Cards", "Contact"]) {
    await expect(
      footer.getByRole("navigation", { name: "Quick links" }).getByRole("link", { name }),
    ).toBeVisible();
  }
  const social = footer.getByRole("navigation", { name: "Social links" }).getByRole("link");
  await expect(social).toHaveCount(6);
  for (const link of await social.all()) {
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
  }
  await expect(footer).toContainText("Snap-Cat, Snap-Dog and Snap-Rat are trademarks");
  await expect(footer).toContainText(`© ${new Date().getFullYear()} `);
});
