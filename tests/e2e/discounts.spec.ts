import { randomBytes } from "node:crypto";
import {
  addToCart,
  checkPage,
  expect,
  expectNoAxeViolations,
  expectRefusedCodes,
  orderSummary,
  ownerContext,
  placeOrderAs,
  test,
} from "./support.ts";

/** Codes of this test's own (the run shares one shop): the same suffix on each. */
const suffix = () => randomBytes(4).toString("hex").toUpperCase();

test.describe("discount codes in the cart and at checkout", () => {
  test("a buyer hears each refusal in words, applies a code from a link, and the order keeps it", async ({
    page,
    browser,
  }) => {
    test.slow();
    const tag = suffix();
    const owner = await ownerContext(browser);
    const codes = {
      off: { code: `TEN${tag}`, kind: "percent", value: 10 },
      later: { code: `LATER${tag}`, kind: "percent", value: 10, startsAt: "2099-01-01" },
      ended: {
        code: `ENDED${tag}`,
        kind: "percent",
        value: 10,
        startsAt: "2020-01-01",
        endsAt: "2020-02-01",
      },
      spend: { code: `SPEND${tag}`, kind: "amount", value: "5.00", minSubtotal: "500.00" },
    };
    for (const body of Object.values(codes)) {
      const made = await owner.request.post("/api/admin/discounts", { data: body });
      expect(made.status(), await made.text()).toBe(201);
    }
    await owner.close();

    await addToCart(page.request, "Snap-Cat Card Game");

    // A newsletter's link fills the field in.
    await page.goto(`/cart?code=NOPE${tag}`);
    const field = page.getByLabel("Discount code");
    await expect(field).toHaveValue(`NOPE${tag}`);
    // Exactly: the gift card's button beside it is "Apply gift card".
    const apply = page.getByRole("button", { name: "Apply", exact: true });
    const refusal = page.locator("[data-discount-refusal]");
    const refusals: Array<[string, string | RegExp]> = [
      [`NOPE${tag}`, "We don't recognise that code. Please check it and try again."],
      [codes.later.code, "This code can't be used yet."],
      [codes.ended.code, "This code has expired."],
      [codes.spend.code, /^Spend £490\.00 more to use this code\.$/],
    ];
    await expectRefusedCodes(page, { field, apply, refusal }, refusals);
    await expectNoAxeViolations(page);

    await field.fill(codes.off.code.toLowerCase());
    await apply.click();
    await expect(page.locator("[data-discount-applied]")).toContainText(
      `Code ${codes.off.code} applied`,
    );
    await orderSummary(page, [`Discount (${codes.off.code})-£1.00`]);
    await expectNoAxeViolations(page);
    await checkPage(page, "cart-discount");

    await page.goto("/checkout");
    await orderSummary(page, [`Discount (${codes.off.code})-£1.00`]);
    await placeOrderAs(page, { City: "London", Postcode: "NW1 6XE" });
    await expect(page.getByText(`Discount (${codes.off.code})`)).toBeVisible();
  });
});
