import { randomBytes } from "node:crypto";
import { checkPage, expect, expectNoWiderThanScreen, signInAt, test, toast } from "./support.ts";

test("the owner makes a discount code, is told what is wrong with a bad one, and deactivates it", async ({
  page,
}) => {
  test.slow();
  const code = `OWNER${randomBytes(4).toString("hex").toUpperCase()}`;
  await signInAt(page, "/admin/discounts", "Discounts");
  const form = page.getByRole("region", { name: "New code" });

  // "Generate" writes a random code; a percent over 100 is named beside its field.
  await form.getByRole("button", { name: "Generate" }).click();
  await expect(form.getByLabel("Code")).toHaveValue(/^[A-Z2-9]{10}$/);
  await form.getByLabel("Code").fill(code);
  await form.getByLabel("Value (a percent, or an amount like 5.00)").fill("150");
  await form.getByRole("button", { name: "Save code" }).click();
  await expect(form.getByText("A percentage off is a whole number from 1 to 100")).toBeVisible();

  await form.getByLabel("Value (a percent, or an amount like 5.00)").fill("15");
  await form.getByLabel("Total uses allowed (optional)").fill("50");
  await form.getByRole("button", { name: "Save code" }).click();
  await expect(toast(page)).toContainText("Discount code saved");
  const row = page.getByRole("row").filter({ hasText: code });
  await expect(row).toContainText("15 % off");
  await expect(row).toContainText("0 of 50");
  await expect(row).toContainText("Active");
  await checkPage(page, "admin-discounts");
  // Nothing reaches past the screen's edge (the table scrolls within its card).
  await expectNoWiderThanScreen(page);

  await row.getByRole("button", { name: `Deactivate ${code}` }).click();
  await expect(row).toContainText("Inactive");
  // Unused, it can go altogether.
  await row.getByRole("button", { name: `Delete ${code}` }).click();
  await expect(page.getByRole("row").filter({ hasText: code })).toHaveCount(0);
});
