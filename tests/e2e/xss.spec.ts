import type { APIRequestContext, Page } from "@playwright/test";
import { makePng } from "../../testing/images.ts";
import { ADMIN_PASSWORD, clientAddress, expect, test } from "./support.ts";

// Runs in the "xss" project, after every other spec: it writes script-injection attempts into
// every text field the site shows (the profile, the catalogue, messages, orders), then visits
// every public and admin page that shows them in Chromium. Nothing may run: no `window.__xss`,
// no dialog, no element with an event handler, no script the response's policy does not name (by
// its nonce, or by its hash on a replayed page: decision 015), no CSP
// refusal (which would mean markup got through and only the policy stopped it), and every
// payload reads as plain text.

/** Payloads; each sets window.__xss (or opens a dialog) if it ever runs. */
const IMG = "<img src=x onerror=window.__xss=1>";
const SCRIPT = "<script>window.__xss=2</script>";
const SVG = '"><svg onload=window.__xss=3>';
const ATTR = "' onmouseover='window.__xss=4' x='";
const CLOSE_SCRIPT = "</script><script>alert(5)</script>";

const PROFILE = {
  artistName: `Ada ${CLOSE_SCRIPT}`,
  tagline: `Tagline ${IMG}`,
  phone: "<svg onload=window.__xss=6>",
  location: `Town ${SCRIPT}`,
  socialLabel: `Gram ${SVG}`,
};
const BIOGRAPHY = [`Bio one ${IMG}`, `Bio two ${SCRIPT} ${ATTR}`];
const PAYMENT = `Pay by ${SVG} bank transfer`;
const CHARITY = `Charity ${IMG}`;
/** An upload's alt text comes from its file name (with "-" and "_" made spaces). */
const ALT = "<img src=x onerror=alert(8)>";
// Shop and snap names are shown title-cased with "-" and "_" as spaces: these read the same.
const PRODUCT = {
  name: "XSS Coaster <Img Src=x Onerror=alert(1)>",
  description: `Product text ${SCRIPT} ${SVG}`,
};
const ARTWORK = {
  title: `XSS Art ${SVG}`,
  description: `Art text ${IMG}`,
  medium: `Oil ${SCRIPT}`,
  // An artwork's own alt text is what its pictures say.
  altText: ALT,
};
const SNAP = {
  title: "XSS Snap <Svg Onload=alert(2)>",
  name: 'Snap Name "><Img Src=x Onerror=alert(3)>',
  description: `Snap ${SCRIPT}`,
};
const MESSAGE = { name: `Mal ${IMG}`, message: `XSS message ${SCRIPT} ${SVG}` };
const CUSTOMER = {
  firstName: "<svg onload=window.__xss=9>",
  lastName: `Xsslast ${IMG}`,
  email: "xss-buyer@example.com",
  phone: "<img src=x onerror=__xss=11>",
  address: `${SCRIPT} 1 Road`,
  city: `City ${SVG}`,
  state: `'><img src=x onerror=__xss=10>`,
  zipCode: "<svg onload=__xss=1>",
  // A country without a postcode pattern, so the payload is kept as typed.
  country: "AE",
};
const NOTE = `XSS note ${IMG} ${SCRIPT}`;

interface Seeded {
  productId: number;
  orderNumber: string;
}

async function seed(owner: APIRequestContext, customer: APIRequestContext): Promise<Seeded> {
  expect((await owner.post("/api/admin/login", { data: { password: ADMIN_PASSWORD } })).ok()).toBe(
    true,
  );

  // An image whose file name (its alt text) is a payload.
  const upload = await owner.post("/api/admin/uploads", {
    multipart: {
      section: "shop",
      // A size no other spec uploads: the same bytes would be the same stored image, whose alt
      // text is the first upload's file name.
      files: { name: `${ALT}.png`, mimeType: "image/png", buffer: await makePng(331, 317) },
    },
  });
  expect(upload.status()).toBe(201);
  const [imageUrl] = (await upload.json()).imageUrls as string[];

  // Links must be web addresses: javascript: URLs are refused wherever a field becomes a link.
  for (const href of ["javascript:window.__xss=1", "JaVaScRiPt:alert(1)", " javascript:x"]) {
    const product = await owner.post("/api/admin/products", {
      data: { name: "Link test", price: "1", category: "coasters", imageUrl, externalUrl: href },
    });
    expect(product.status(), href).toBe(400);
  }

  const product = await owner.post("/api/admin/products", {
    data: { ...PRODUCT, price: "4.00", category: "coasters", imageUrl },
  });
  expect(product.status()).toBe(201);
  const productId = (await product.json()).id as number;
  const artwork = await owner.post("/api/admin/artworks", {
    data: { ...ARTWORK, category: "paintings-drawings", imageUrl, year: 2024, isFeatured: true },
  });
  expect(artwork.status()).toBe(201);
  const snap = await owner.post("/api/admin/snap-cards", {
    data: { ...SNAP, subcategory: "cat", imageUrl },
  });
  expect(snap.status()).toBe(201);

  const current = await (await owner.get("/api/admin/settings")).json();
  const profile = {
    ...current.profile,
    artistName: PROFILE.artistName,
    tagline: PROFILE.tagline,
    phone: PROFILE.phone,
    location: PROFILE.location,
    social: [
      { kind: "instagram", label: PROFILE.socialLabel, href: "https://example.com/?q=%22%3E%3C" },
    ],
  };
  for (const href of ["javascript:window.__xss=1", "JAVASCRIPT:alert(1)", "data:text/html,x"]) {
    const refused = await owner.patch("/api/admin/settings", {
      data: { profile: { ...profile, social: [{ kind: "blog", label: "Blog", href }] } },
    });
    expect(refused.status(), href).toBe(400);
  }
  const settings = await owner.patch("/api/admin/settings", {
    data: {
      profile,
      biography: BIOGRAPHY,
      paymentInstructions: PAYMENT,
      store: {
        currency: "GBP",
        taxRate: "8",
        shippingFee: "9.99",
        freeShippingThreshold: "50.00",
        charityStatement: CHARITY,
      },
    },
  });
  expect(settings.status(), await settings.text()).toBe(200);

  const contact = await customer.post("/api/contact", {
    data: { ...MESSAGE, email: "mal@example.com", subject: "general" },
  });
  expect(contact.status()).toBe(201);
  expect((await customer.post("/api/cart/add", { data: { productId } })).ok()).toBe(true);
  const order = await customer.post("/api/orders", { data: CUSTOMER });
  expect(order.status(), await order.text()).toBe(201);
  const orderNumber = (await order.json()).orderNumber as string;
  // The customer keeps a cart holding the product, for the cart and checkout pages.
  expect((await customer.post("/api/cart/add", { data: { productId } })).ok()).toBe(true);
  return { productId, orderNumber };
}

/** The script hashes the page's document was sent with (a replayed page's policy), by page. */
const documentHashes = new WeakMap<Page, string[]>();

/** Records everything that would show a payload ran, or was parsed as markup. */
function watch(page: Page) {
  const problems: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "document" || response.frame() !== page.mainFrame())
      return;
    const csp = response.headers()["content-security-policy"] ?? "";
    documentHashes.set(page, csp.match(/'sha256-[^']+'/g) ?? []);
  });
  page.on("dialog", (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to (execute|load|apply)/i.test(message.text())) {
      problems.push(`console: ${message.text()}`);
    }
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("request", (request) => {
    // An `<img src=x>` that became markup fetches /x.
    if (new URL(request.url()).pathname === "/x") problems.push(`request: ${request.url()}`);
  });
  return problems;
}

/** Nothing ran and nothing became markup; `texts` show as plain text, `alts` as image alt text. */
async function expectInert(
  page: Page,
  problems: string[],
  where: string,
  texts: string[],
  alts: string[] = [],
) {
  for (const text of texts) await expect(page.locator("body"), where).toContainText(text);
  const hashes = documentHashes.get(page) ?? [];
  const state = await page.evaluate(
    async ([wanted, allowed]) => {
      const w = window as unknown as { __xss?: unknown };
      /** The CSP hash source of an inline script's text. */
      const hashOf = async (text: string) => {
        const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
        return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
      };
      const unnamed: string[] = [];
      for (const script of document.scripts) {
        if (script.nonce) continue;
        if (!script.src && allowed.includes(await hashOf(script.textContent ?? ""))) continue;
        unnamed.push(script.outerHTML.slice(0, 120));
      }
      const handlers = [...document.querySelectorAll("*")].filter((element) =>
        [...element.attributes].some((attribute) => /^on/i.test(attribute.name)),
      );
      return {
        xss: w.__xss ?? null,
        handlers: handlers.map((element) => element.outerHTML.slice(0, 120)),
        injected: document.querySelectorAll('img[src="x"], svg[onload]').length,
        scriptsNotInPolicy: unnamed,
        links: [...document.querySelectorAll("a[href]")]
          .map((a) => a.getAttribute("href") ?? "")
          .filter((href) => /^\s*(javascript|data|vbscript):/i.test(href)),
        missingAlts: wanted.filter(
          (alt) => ![...document.images].some((image) => image.getAttribute("alt") === alt),
        ),
      };
    },
    [alts, hashes] as const,
  );
  expect(state, where).toEqual({
    xss: null,
    handlers: [],
    injected: 0,
    scriptsNotInPolicy: [],
    links: [],
    missingAlts: [],
  });
  expect(problems, where).toEqual([]);
}

/** The page's JSON-LD blocks, each parsed (so each is intact), as one JSON string. */
async function structuredData(page: Page): Promise<string> {
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "")));
  expect(blocks.length).toBeGreaterThan(0);
  return JSON.stringify(blocks);
}

test("stored script injection shows as text and never runs, on public and admin pages", async ({
  page,
  playwright,
}, testInfo) => {
  test.setTimeout(120_000);
  const baseURL = testInfo.project.use.baseURL!;
  // This test's own client address (support.ts), for the per-client limits.
  const extraHTTPHeaders = { "x-forwarded-for": clientAddress(testInfo.testId) };
  const owner = await playwright.request.newContext({ baseURL, extraHTTPHeaders });
  const customer = await playwright.request.newContext({ baseURL, extraHTTPHeaders });
  const { productId, orderNumber } = await seed(owner, customer);
  const cart = (await customer.storageState()).cookies;
  await customer.dispose();
  await page.context().addCookies(cart);

  const problems = watch(page);
  const visit = async (path: string, texts: string[], alts: string[] = []) => {
    await test.step(path, async () => {
      const response = await page.goto(path);
      expect(response?.status(), path).toBeLessThan(500);
      await expectInert(page, problems, path, texts, alts);
    });
  };
  const footer = [PROFILE.artistName, PROFILE.tagline, CHARITY];

  // Public pages.
  await visit("/", [...footer, ARTWORK.title]);
  await visit("/about", [...footer, ...BIOGRAPHY]);
  // "</script>" in the artist's name cannot end the structured data's script early.
  expect(await structuredData(page)).toContain(JSON.stringify(PROFILE.artistName));
  expect(await structuredData(page)).toContain(JSON.stringify(BIOGRAPHY[0]));
  await visit("/portfolio/paintings-drawings", [ARTWORK.title]);
  expect(await structuredData(page)).toContain(JSON.stringify(ARTWORK.medium));
  await page.getByRole("link", { name: `View ${ARTWORK.title} larger` }).click();
  await expect(page.getByRole("dialog")).toContainText(ARTWORK.description);
  // The large image mounts once the dialog is open; wait for it before looking at its alt text.
  await expect(page.getByRole("dialog").getByRole("img", { name: ALT })).toBeVisible();
  await expectInert(page, problems, "lightbox", [ARTWORK.title], [ALT]);
  await visit("/shop?tab=coasters", [...footer, PRODUCT.name], [ALT]);
  await visit(`/shop?tab=coasters&product=${productId}`, [PRODUCT.name, PRODUCT.description]);
  await visit("/snap-cards", []);
  // The slideshow shows one card at a time: step to the new one.
  const slides = page.getByRole("region", { name: "Snap-Cat cards" });
  for (let i = 0; i < 12 && !(await slides.textContent())?.includes(SNAP.title); i++) {
    await slides.getByRole("button", { name: "Next card" }).click();
  }
  await expectInert(page, problems, "snap slideshow", [SNAP.title, SNAP.name, SNAP.description]);
  await visit("/contact", [...footer, PROFILE.phone, PROFILE.location, PROFILE.socialLabel]);
  await visit("/cart", [PRODUCT.name]);
  await visit("/checkout", [PRODUCT.name]);
  // Unpaid, the order page shows the payment instructions; then the owner marks it paid with a
  // note (shown on the admin pages below).
  await visit(`/checkout/success/${orderNumber}`, [
    PAYMENT,
    CUSTOMER.firstName,
    CUSTOMER.lastName,
    CUSTOMER.address,
    CUSTOMER.city,
    CUSTOMER.zipCode,
    PRODUCT.name,
  ]);
  const paid = await owner.patch(`/api/admin/orders/${orderNumber}`, {
    data: { status: "paid", note: NOTE, notifyCustomer: true },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  await owner.dispose();
  await visit(`/checkout/success/${orderNumber}`, [CUSTOMER.lastName, PRODUCT.name]);
  await visit("/no-such-page", footer);
  // The search overlay lists the catalogue's names.
  await page.keyboard.press("/");
  const search = page.getByRole("dialog", { name: "Search" });
  await search.getByRole("combobox", { name: "Search" }).fill("XSS");
  await expect(search.getByRole("option").first()).toBeVisible();
  await expectInert(page, problems, "search", [PRODUCT.name, ARTWORK.title]);

  // Admin pages.
  await page.goto("/admin");
  await page.getByLabel("Password").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await visit(`/admin/products?category=coasters&product=${productId}`, [
    PRODUCT.name,
    PRODUCT.description,
  ]);
  await visit("/admin/portfolio?category=paintings-drawings", [ARTWORK.title]);
  await visit("/admin/snap-cards?edition=cat", [SNAP.title]);
  await visit("/admin/orders", [CUSTOMER.lastName]);
  await visit(`/admin/orders/${orderNumber}`, [
    CUSTOMER.firstName,
    CUSTOMER.lastName,
    CUSTOMER.phone,
    CUSTOMER.address,
    CUSTOMER.city,
    CUSTOMER.state,
    CUSTOMER.zipCode,
    NOTE,
    PRODUCT.name,
  ]);
  await visit("/admin/messages", [MESSAGE.name, MESSAGE.message]);
  await visit("/admin/settings", []);
  // The settings form holds the payloads as field values.
  await expect(page.getByLabel("Artist name")).toHaveValue(PROFILE.artistName);
  await expect(page.getByLabel("Charity statement")).toHaveValue(CHARITY);
});
