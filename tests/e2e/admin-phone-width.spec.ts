import { expect, ownContext, signIn, test } from "./support.ts";

/** Every page of the admin's navigation: on a phone, a wide table scrolls in its own box. */
const ADMIN_PAGES = [
  "/admin",
  "/admin/statistics",
  "/admin/products",
  "/admin/portfolio",
  "/admin/snap-cards",
  "/admin/collections",
  "/admin/discounts",
  "/admin/gift-cards",
  "/admin/home",
  "/admin/optimization",
  "/admin/orders",
  "/admin/certificates",
  "/admin/collectors",
  "/admin/messages",
  "/admin/audience",
  "/admin/commissions",
  "/admin/settings",
  "/admin/go-live",
];

test("no admin page scrolls sideways on a phone", async ({ page, browser }) => {
  test.skip(page.viewportSize()!.width > 500, "a phone's width");
  // A message (and the owner's mail about it), so Messages has its wide tables to draw.
  const visitor = await ownContext(browser);
  const sent = await visitor.request.post("/api/contact", {
    data: {
      name: "Wide Tables",
      email: "wide-tables@example.org",
      subject: "general",
      message: "A message long enough to be a real one, for the owner's inbox.",
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await visitor.close();
  await signIn(page, "/admin");
  const wide: string[] = [];
  for (const path of ADMIN_PAGES) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const { scroll, width } = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      width: window.innerWidth,
    }));
    if (scroll > width) wide.push(`${path}: ${scroll} px`);
  }
  expect(wide).toEqual([]);
});
