import { describe, expect, it } from "vitest";
import { addCoaster } from "../testing/fixtures.ts";
import { servePages } from "../testing/page-site.ts";
import { json } from "../testing/test-app.ts";
import { DB_KINDS } from "../testing/test-db.ts";
import { useTestApp } from "../testing/use-test-app.ts";
import { CUSTOMER, visitor } from "../testing/visitor.ts";

/** The Orders page a page at a time: years of orders never make one enormous page. */
const { site } = servePages();

describe.each(DB_KINDS)("the owner's Orders page in pages (%s)", (kind) => {
  const t = useTestApp(kind, { owner: true });

  /** `count` orders, each from its own buyer and address; their numbers, oldest first. */
  async function placeOrders(count: number) {
    const productId = await addCoaster(t.db(), "Hare coaster", { stock: null });
    const numbers: string[] = [];
    for (let i = 1; i <= count; i++) {
      const buyer = visitor(t, `203.0.113.${i}`);
      await buyer.add({ productId, quantity: 1 });
      const placed = await buyer.send(
        "/api/orders",
        json("POST", { ...CUSTOMER, email: `buyer${i}@example.com` }),
      );
      expect(placed.status).toBe(201);
      numbers.push(placed.body.orderNumber as string);
    }
    return numbers;
  }
  /** The page's HTML as the signed-in owner gets it. */
  const page = async (query: string) => {
    const response = await site(t)(`/admin/orders${query}`, { headers: { cookie: t.cookie } });
    expect(response.status).toBe(200);
    return (await response.text()).replaceAll("<!-- -->", "");
  };

  it("shows 50 orders a page, newest first, with links to the newer and older ones", async () => {
    const numbers = await placeOrders(53);
    const newest = numbers.at(-1)!;
    const oldest = numbers[0]!;

    const first = await page("");
    expect(first).toContain("Showing 1–50 of 53 orders");
    expect(first).toContain(newest);
    expect(first).not.toContain(oldest);
    expect(first).toMatch(/rel="next" href="\/admin\/orders\?page=2"/);
    expect(first).not.toContain('rel="prev"');

    const second = await page("?page=2");
    expect(second).toContain("Showing 51–53 of 53 orders");
    for (const number of numbers.slice(0, 3)) expect(second).toContain(number);
    expect(second).not.toContain(newest);
    expect(second).toMatch(/rel="prev" href="\/admin\/orders"/);
    expect(second).not.toContain('rel="next"');

    // A page past the end is the last one; one that is not a number, the first.
    expect(await page("?page=99")).toContain("Showing 51–53 of 53 orders");
    expect(await page("?page=x")).toContain("Showing 1–50 of 53 orders");

    // A search narrows the count; a list that fits one page has no pager.
    const found = await page("?q=buyer5");
    for (const i of [5, 50, 51, 52, 53]) expect(found).toContain(numbers[i - 1]);
    expect(found).not.toContain("Showing");
    // The pager keeps the list's filters.
    const unpaid = await page("?status=unpaid&page=2");
    expect(unpaid).toContain("Showing 51–53 of 53 orders");
    expect(unpaid).toMatch(/rel="prev" href="\/admin\/orders\?status=unpaid"/);
  }, 60_000);
});
