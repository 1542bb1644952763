import { expect, expectNoAxeViolations, test } from "./support.ts";

// The contact form allows 5 messages per client in 10 minutes, and every spec runs against one
// server from one address: this file sends at most 2 per project plus 1 without JavaScript.

test.describe("contact page", () => {
  test("shows the errors beside the fields, then sends, with 'Sending...' and a toast", async ({
    page,
  }, testInfo) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1, name: "Get in touch" })).toBeVisible();
    await expect(page.getByText("Replies usually come within 24-48 hours")).toBeVisible();
    await expect(page.getByLabel("Subject (optional)")).toHaveValue("");
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath("contact.png"), fullPage: true });

    // One submission with every mistake.
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Message", { exact: true }).fill("Too short");
    await page.getByRole("button", { name: "Send Message" }).click();
    const form = page.getByRole("form", { name: "Send a message" });
    await expect(form.getByText("Name is required")).toBeVisible();
    await expect(form.getByText("Invalid email address")).toBeVisible();
    await expect(form.getByText("Message must be at least 10 characters")).toBeVisible();
    await expect(page.getByLabel("Name", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Name", { exact: true })).toBeFocused();
    await expect(page.getByRole("region", { name: "Notifications (F8)" })).toContainText(
      "Failed to send message",
    );
    await expectNoAxeViolations(page);

    // Then a good one, held back for a moment to see the pending state.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/contact.data*", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel("Name", { exact: true }).fill("Grace Hopper");
    await page.getByLabel("Email").fill("grace@example.com");
    await page.getByLabel("Subject (optional)").selectOption({ label: "Commission Inquiry" });
    await page
      .getByLabel("Message", { exact: true })
      .fill("Could you paint my cat Nanosecond in oils?");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
    release();
    await expect(page.getByRole("region", { name: "Notifications (F8)" })).toContainText(
      "Message sent successfully!",
    );
    await expect(page.getByRole("region", { name: "Notifications (F8)" })).toContainText(
      "Thank you for your message. I will get back to you soon.",
    );
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("");
    await expect(page.getByLabel("Message", { exact: true })).toHaveValue("");
    await expect(form.getByText("Name is required")).toHaveCount(0);
  });

  test("has the details, the journey links in new tabs, the commission steps and the FAQ", async ({
    page,
  }) => {
    await page.goto("/contact");
    const details = page.getByRole("complementary", { name: "Contact details" });
    await expect(details.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
    await expect(details.getByRole("link", { name: /\d/ })).toHaveAttribute("href", /^tel:\+?\d+$/);
    await expect(details).toContainText("Pacific Northwest, USA");
    const journey = page.getByRole("region", { name: "Follow My Journey" });
    const links = journey.getByRole("link");
    await expect(links).toHaveCount(6);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
      await expect(link).toContainText("(opens in a new tab)");
    }
    const steps = page
      .getByRole("region", { name: "How a commission works" })
      .getByRole("listitem");
    await expect(steps).toHaveCount(4);
    await expect(steps.nth(0)).toContainText("Initial consultation");
    await expect(steps.nth(3)).toContainText("Final approval and secure delivery");
    const faq = page.getByRole("region", { name: "Frequently asked questions" });
    await faq.getByText("How long does a commission take?").click();
    await expect(faq.getByText(/2-4 weeks/)).toBeVisible();
    await faq.getByText("What sizes are available?").click();
    await expect(faq.getByText(/8x10, 11x14 or 16x20 inches/)).toBeVisible();
    await faq.getByText("Do you ship internationally?").click();
    await expect(faq.getByText(/calculated at checkout/)).toBeVisible();
  });
});

test.describe("contact page without JavaScript", () => {
  test("sends a message and says so on the page", async ({ browser, baseURL }, testInfo) => {
    test.skip(
      testInfo.project.name !== "desktop",
      "one real message is enough (the form is rate-limited)",
    );
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL! });
    const page = await context.newPage();
    await page.goto("/contact");
    await page.getByLabel("Name", { exact: true }).fill("Ada Lovelace");
    await page.getByLabel("Email").fill("ada@example.com");
    await page.getByLabel("Message", { exact: true }).fill("Do you take commissions of engines?");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status")).toContainText("Message sent successfully!");
    await context.close();
  });
});
