/** Admin → Gift cards, as the owner's browser without JavaScript has it: "In the shop". */
import { describe, expect, it } from "vitest";
import { formPost, servePages } from "../testing/page-site.ts";
import { DB_KINDS } from "../testing/test-db.ts";
import { useTestApp } from "../testing/use-test-app.ts";

const { site, ownerText } = servePages();

describe.each(DB_KINDS)("the Gift cards page's In the shop card (%s)", (kind) => {
  const t = useTestApp(kind, { owner: true });

  it("offers one press to sell gift cards, then names the card on sale", async () => {
    const page = () => ownerText(t)("/admin/gift-cards");
    expect(await page()).toContain("The shop sells no gift cards yet.");

    const pressed = await site(t)(
      "/admin/gift-cards",
      formPost({ intent: "gift-cards-on-sale" }, t.cookie),
    );
    // Without JavaScript the action answers with the page again, or a redirect back to it.
    expect([200, 303]).toContain(pressed.status);

    const after = await page();
    expect(after).not.toContain("The shop sells no gift cards yet.");
    expect(after).toContain("Change a card's picture, amounts or words in Products.");
    expect(after).toMatch(/In the shop .* Gift card/);
  });
});
