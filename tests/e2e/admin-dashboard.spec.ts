import { checkPage, expect, signIn, signInAt, test } from "./support.ts";

/**
 * The owner's desk (PRODUCT.md §6) on the demo shop: the admin's home after signing in, its
 * to-dos linking to the lists they count, the sales chart readable as a table, and the home page
 * editor still one click away in the sidebar.
 */
test("the owner lands on the dashboard and its to-dos open the lists they count", async ({
  page,
}, testInfo) => {
  await signInAt(page, "/admin", "Dashboard");
  const nav = page.getByRole("navigation", { name: "Admin" });
  await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(nav.getByRole("link", { name: "Home page" })).toHaveAttribute("href", "/admin/home");
  await expect(nav.getByRole("link", { name: /^Products/ })).toHaveAttribute(
    "href",
    "/admin/products",
  );

  const sales = page.getByRole("region", { name: "Sales this month" });
  await expect(sales.getByRole("term").first()).toHaveText("Paid");
  // The chart's figures, for screen readers: twelve months.
  const table = sales.getByRole("table", { name: "Paid sales per month, the last 12 months" });
  await expect(table.getByRole("row")).toHaveCount(13);
  await expect(page.getByRole("region", { name: "Best-selling works" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Latest activity" })).toBeVisible();

  const todos = page.getByRole("region", { name: "To do" });
  // The demo never downloaded a backup: that to-do is there, and first (urgent).
  const backup = todos.getByRole("link", { name: /No backup downloaded yet/ });
  await expect(backup).toHaveAttribute("href", "/admin/go-live");
  await checkPage(page, `dashboard-${testInfo.project.name}`);

  await backup.click();
  await expect(page.getByRole("heading", { level: 1, name: "Before you go live" })).toBeVisible();
});

test("the stock and message filters the dashboard links to narrow their lists", async ({
  page,
}) => {
  await signIn(page, "/admin/products?stock=out");
  await expect(page.getByRole("status").filter({ hasText: "out of stock" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Out of stock products" })).toBeAttached();
  await page.getByRole("link", { name: "Show all products" }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);

  await page.goto("/admin/messages?unread=1");
  await expect(page.getByRole("link", { name: "Show everything" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
});
