import type { Browser, Page, TestInfo } from "@playwright/test";
import { expect, expectNoAxeViolations, test, toast, watchConsole } from "./support.ts";

// The contact form allows 5 messages per client address in 10 minutes, counted in the one server
// process every spec shares (all from 127.0.0.1), valid or not. So this file sends at most 2 real
// posts per project, 4 in all: one JavaScript send in each project, and one post without
// JavaScript in each (the errors on the phone, a good message on the desktop). Mistakes with
// JavaScript are caught in the browser and send nothing; the "failed on the way" case is aborted
// before it reaches the server.

/** The page's data request for the contact action (React Router's single fetch). */
const ACTION_DATA = "**/contact.data*";

function form(page: Page) {
  return {
    form: page.getByRole("form", { name: "Send a message" }),
    name: page.getByLabel("Name", { exact: true }),
    email: page.getByLabel("Email", { exact: true }),
    subject: page.getByLabel("Subject (optional)"),
    message: page.getByLabel("Message", { exact: true }),
    send: page.getByRole("button", { name: "Send Message" }),
  };
}

/** The name, e-mail and message fields are marked invalid, each described by its message. */
async function expectNameEmailAndMessageInvalid(f: ReturnType<typeof form>) {
  for (const [field, message] of [
    [f.name, "Name is required"],
    [f.email, "Invalid email address"],
    [f.message, "Message must be at least 10 characters"],
  ] as const) {
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(message);
  }
}

/** Counts the posts the page makes to the contact action. */
function countPosts(page: Page): () => number {
  let posts = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname.startsWith("/contact")) {
      posts += 1;
    }
  });
  return () => posts;
}

/**
 * axe needs JavaScript, which the page under test has switched off: check the same HTML, without
 * its scripts, in a page that has it (served at a made-up address on the same origin, so the
 * stylesheet and fonts load as they do for the visitor).
 */
async function expectNoAxeViolationsWithoutJs(noJsPage: Page, browser: Browser) {
  const html = (await noJsPage.content())
    .replace(/<script\b[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "");
  const url = new URL("/__contact-without-js__", noJsPage.url()).href;
  const context = await browser.newContext({ viewport: noJsPage.viewportSize() });
  const page = await context.newPage();
  await page.route(url, (route) => route.fulfill({ contentType: "text/html", body: html }));
  await page.goto(url);
  // The site's stylesheet applies (colours and sizes are what axe judges).
  await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("font-family", /Fraunces/);
  await expectNoAxeViolations(page);
  await context.close();
}

/**
 * The contact page in a new context with JavaScript off, at the project's viewport; `finish`
 * checks the page with axe, keeps a screenshot and closes the context.
 */
async function contactWithoutJs(browser: Browser, baseURL: string | undefined, testInfo: TestInfo) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: baseURL!,
    viewport: testInfo.project.use.viewport ?? null,
  });
  const page = await context.newPage();
  await page.goto("/contact");
  return {
    page,
    f: form(page),
    async finish(screenshot: string) {
      await expectNoAxeViolationsWithoutJs(page, browser);
      await page.screenshot({ path: testInfo.outputPath(screenshot) });
      await context.close();
    },
  };
}

test.describe("contact page", () => {
  test("checks the fields in the browser, then sends with 'Sending...', a toast and a reset", async ({
    page,
  }, testInfo) => {
    const errors = watchConsole(page);
    const posts = countPosts(page);
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1, name: "Get in touch" })).toBeVisible();
    await expect(page.getByText("Replies usually come within 24-48 hours")).toContainText("urgent");
    const f = form(page);
    await expect(f.subject).toHaveValue("");
    await expect(f.subject.locator("option")).toHaveText([
      "Choose a subject",
      "Commission Inquiry",
      "Purchase Question",
      "Snap Cards Question",
      "General Question",
      "Collaboration",
    ]);
    // The hidden field bots fill in: named "website", out of sight, out of the tab order.
    const honeypot = page.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    await expect(honeypot).toHaveAttribute("autocomplete", "off");
    await expect(honeypot.locator("xpath=..")).toHaveAttribute("aria-hidden", "true");
    await expect(honeypot).not.toBeInViewport();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath("contact.png"), fullPage: true });

    // Every mistake at once: shown beside the fields, the first one focused, nothing sent.
    await f.email.fill("not-an-email");
    await f.message.fill("Too short");
    await f.send.click();
    await expect(f.form.getByText("Name is required")).toBeVisible();
    await expect(f.form.getByText("Invalid email address")).toBeVisible();
    await expect(f.form.getByText("Message must be at least 10 characters")).toBeVisible();
    await expectNameEmailAndMessageInvalid(f);
    await expect(f.subject).not.toHaveAttribute("aria-invalid");
    await expect(f.name).toBeFocused();
    await expect(toast(page)).toContainText("Failed to send message");
    await expect(toast(page)).toContainText("Name is required");
    await expect(f.email).toHaveValue("not-an-email");
    await expect(f.message).toHaveValue("Too short");
    expect(posts()).toBe(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath("contact-errors.png") });

    // Changing a field takes its error away.
    await f.name.fill("Grace Hopper");
    await expect(f.form.getByText("Name is required")).toHaveCount(0);
    await expect(f.name).not.toHaveAttribute("aria-invalid");

    // A good message, held back for a moment to see the pending state.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(ACTION_DATA, async (route) => {
      await held;
      await route.continue();
    });
    await f.email.fill("grace@example.com");
    await f.subject.selectOption({ label: "Commission Inquiry" });
    await f.message.fill("Could you paint my cat Nanosecond in oils?");
    await f.send.click();
    const sending = page.getByRole("button", { name: "Sending..." });
    await expect(sending).toBeDisabled();
    release();
    await expect(toast(page)).toContainText("Message sent successfully!");
    await expect(toast(page)).toContainText(
      "Thank you for your message. I will get back to you soon.",
    );
    await expect(f.send).toBeEnabled();
    for (const field of [f.name, f.email, f.subject, f.message])
      await expect(field).toHaveValue("");
    await expect(f.form.getByText("Invalid email address")).toHaveCount(0);
    await expect(page).toHaveURL(/\/contact$/);
    expect(posts()).toBe(1);
    expect(errors).toEqual([]);
  });

  test("a send that fails on the way shows the failure toast and keeps the message", async ({
    page,
    context,
  }) => {
    const errors = watchConsole(page);
    await page.goto("/contact");
    const f = form(page);
    await f.name.fill("Ada Lovelace");
    await f.email.fill("ada@example.com");
    await f.message.fill("Do you take commissions of analytical engines?");
    // Offline: the server never sees it, so it costs none of the allowance.
    await context.setOffline(true);
    await f.send.click();
    await expect(toast(page)).toContainText("Failed to send message");
    await expect(toast(page)).toContainText("Please try again later.");
    await expect(f.send).toBeEnabled();
    await expect(f.message).toHaveValue("Do you take commissions of analytical engines?");
    // Still the contact page (no error page from reloading its data while offline).
    await expect(page.getByRole("heading", { level: 1, name: "Get in touch" })).toBeVisible();
    await context.setOffline(false);
    expect(
      errors.filter((error) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(error)),
    ).toEqual([]);
  });

  test("has the details, the journey links in new tabs, the commission steps and the FAQ", async ({
    page,
  }) => {
    await page.goto("/contact");
    const details = page.getByRole("complementary", { name: "Contact details" });
    await expect(details.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:.+@/);
    await expect(details.getByRole("link", { name: /\d{3}/ })).toHaveAttribute(
      "href",
      /^tel:\+?\d+$/,
    );
    await expect(details).toContainText("Pacific Northwest, USA");

    const journey = page.getByRole("region", { name: "Follow My Journey" });
    const links = journey.getByRole("link");
    await expect(links).toHaveCount(6);
    for (const name of [
      "Craft marketplace shop",
      "Facebook",
      "Instagram",
      "TikTok (art)",
      "TikTok (personal)",
      "Art blog",
    ]) {
      await expect(
        journey.getByRole("link", { name: `${name} (opens in a new tab)`, exact: true }),
      ).toBeVisible();
    }
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      await expect(link).toHaveAttribute("href", /^https:\/\//);
    }

    const steps = page
      .getByRole("region", { name: "How a commission works" })
      .getByRole("listitem");
    await expect(steps).toHaveCount(4);
    await expect(steps.nth(0)).toContainText("Initial consultation");
    await expect(steps.nth(1)).toContainText("timeline and pricing");
    await expect(steps.nth(2)).toContainText("Creation with regular updates");
    await expect(steps.nth(3)).toContainText("Final approval and secure delivery");

    const faq = page.getByRole("region", { name: "Frequently asked questions" });
    await expect(faq.getByText(/2-4 weeks/)).toBeHidden();
    await faq.getByText("How long does a commission take?").click();
    await expect(faq.getByText(/2-4 weeks, depending on the complexity/)).toBeVisible();
    await faq.getByText("What sizes are available?").click();
    await expect(faq.getByText(/8x10, 11x14 and 16x20 inches/)).toBeVisible();
    await faq.getByText("Do you ship internationally?").click();
    await expect(faq.getByText(/calculated at checkout/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("puts the form first on a phone and beside the details on a desktop", async ({
    page,
  }, testInfo) => {
    await page.goto("/contact");
    const formBox = await form(page).form.boundingBox();
    const detailsBox = await page
      .getByRole("complementary", { name: "Contact details" })
      .boundingBox();
    expect(formBox && detailsBox).toBeTruthy();
    if (!formBox || !detailsBox) return;
    if (testInfo.project.name === "phone") {
      expect(detailsBox.y).toBeGreaterThan(formBox.y + formBox.height);
    } else {
      expect(detailsBox.x).toBeGreaterThan(formBox.x + formBox.width);
      expect(Math.abs(detailsBox.y - formBox.y)).toBeLessThan(80);
    }
    // Nothing sticks out sideways.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });
});

test.describe("contact page without JavaScript", () => {
  test("shows the server's errors beside the fields and keeps what was typed", async ({
    browser,
    baseURL,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "phone", "one post per project (the form is rate-limited)");
    const { page, f, finish } = await contactWithoutJs(browser, baseURL, testInfo);
    await f.email.fill("not-an-email");
    await f.subject.selectOption("snap-cards");
    await f.message.fill("Too short");
    const response = page.waitForResponse(
      (r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/contact",
    );
    await f.send.click();
    expect((await response).status()).toBe(400);
    await expect(page.getByRole("alert")).toContainText("Failed to send message");
    await expect(f.form.getByText("Name is required").last()).toBeVisible();
    await expectNameEmailAndMessageInvalid(f);
    await expect(f.email).toHaveValue("not-an-email");
    await expect(f.subject).toHaveValue("snap-cards");
    await expect(f.message).toHaveValue("Too short");
    await finish("contact-no-js-errors.png");
  });

  test("sends a message and says so on the page", async ({ browser, baseURL }, testInfo) => {
    test.skip(
      testInfo.project.name !== "desktop",
      "one post per project (the form is rate-limited)",
    );
    const { page, f, finish } = await contactWithoutJs(browser, baseURL, testInfo);
    await f.name.fill("Ada Lovelace");
    await f.email.fill("ada@example.com");
    await f.message.fill("Do you take commissions of engines?");
    await f.send.click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(toast(page)).toContainText("Message sent successfully!");
    await expect(toast(page)).toContainText(
      "Thank you for your message. I will get back to you soon.",
    );
    await expect(f.name).toHaveValue("");
    await finish("contact-no-js-sent.png");
  });
});
