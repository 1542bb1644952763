import type { APIRequestContext } from "@playwright/test";
import { ownerAt, picture, quoteAndAccept, requestCommission } from "./commission-request.ts";
import { checkBothSizes, expect, ONE_WIDTH, ownContext, signIn, test } from "./support.ts";

/** The request as the form posts it; `consent` ticks "may be shown in the portfolio". */
const request = (api: APIRequestContext, consent: boolean) =>
  requestCommission(api, "ada-artwork", {
    medium: "Watercolour",
    ...(consent ? { consentToShow: "on" } : {}),
  });

// The delivered piece becomes a portfolio artwork in one step, only with the
// requester's consent; its reference photos stay private.
test("a delivered commission the requester agreed to show becomes a portfolio artwork", async ({
  page,
  browser,
}, testInfo) => {
  const id = await request(page.request, true);
  const { owner, admin } = await ownerAt(browser, id);
  await expect(admin.getByText(/once it is delivered, you can add it/)).toBeVisible();
  // Quote, acceptance and delivery through the API (the commissions spec walks them in pages).
  const quote = { price: "180.00", deposit: "50.00" };
  const depositOrder = await quoteAndAccept(admin.request, page.request, id, quote);
  // Work starts once the deposit is paid (here by hand); finished asks for the balance.
  const paid = await admin.request.patch(`/api/admin/orders/${depositOrder}`, {
    data: { status: "paid" },
  });
  expect(paid.status()).toBe(200);
  for (const status of ["in-progress", "finished", "delivered"]) {
    const moved = await admin.request.patch(`/api/admin/commissions/${id}`, { data: { status } });
    expect(moved.status()).toBe(200);
  }
  await admin.reload();
  await expect(admin.getByTestId("commission-status")).toHaveText("Delivered");

  const step = admin.getByRole("region", { name: "Portfolio" });
  await expect(step.getByLabel("Title")).toHaveValue("Commissioned pet portrait");
  await expect(step.getByLabel("Description")).toHaveValue(
    "A pet portrait made to commission, watercolour.",
  );
  await checkBothSizes(admin, `commission-artwork-step-${testInfo.project.name}`);
  const title = `Babbage at the piano (${testInfo.project.name} ${Date.now()})`;
  await step.getByLabel("Title").fill(title);
  await step.getByLabel("Photo of the finished piece").setInputFiles({
    name: "finished.jpg",
    mimeType: "image/jpeg",
    buffer: await picture("#3a5f8a"),
  });
  await step.getByRole("button", { name: "Add to the portfolio" }).click();
  await expect(admin.getByTestId("commission-artwork")).toBeVisible();
  await expect(step.getByRole("button", { name: "Add to the portfolio" })).toHaveCount(0);
  await owner.close();

  // It is in the public portfolio, with the finished piece's photo, not the reference photo.
  await page.goto("/portfolio/paintings-drawings");
  await expect(page.getByText(title).first()).toBeAttached();
});

test("no consent: the step is not offered", async ({ page, browser }) => {
  const id = await request(page.request, false);
  const { owner, admin } = await ownerAt(browser, id);
  const step = admin.getByRole("region", { name: "Portfolio" });
  await expect(step).toContainText("The requester did not agree to show this piece");
  await expect(step.getByRole("button")).toHaveCount(0);
  await owner.close();
});

// One width: the kinds are the whole shop's, so one test at a time edits them.
test(
  "the owner adds, moves and removes a kind; the request form follows",
  ONE_WIDTH,
  async ({ page, browser }) => {
    const owner = await ownContext(browser);
    const admin = await owner.newPage();
    await signIn(admin, "/admin/commissions");
    const settings = admin.getByRole("region", { name: "Request form and photos" });
    const name = `Mural ${Date.now()}`;
    await settings.getByLabel("New kind").fill(name);
    await settings.getByRole("button", { name: "Save settings" }).click();
    await expect(admin.getByText("Settings saved")).toBeVisible();
    await settings.getByRole("button", { name: `Move ${name} up` }).click();
    // Saved once the request form's options list it second to last.
    const slug = name.toLowerCase().replace(" ", "-");
    await expect
      .poll(async () => {
        const options = await (await page.request.get("/api/commissions/options")).json();
        return options.kinds.map((kind: { slug: string }) => kind.slug).at(-2);
      })
      .toBe(slug);
    await page.goto("/commissions");
    await expect(page.getByRole("option", { name })).toBeAttached();
    await checkBothSizes(admin, "commission-settings", true);

    // Clearing its name removes it again.
    const row = settings
      .getByRole("listitem")
      .filter({ has: admin.getByRole("button", { name: `Move ${name} up` }) });
    await row.getByRole("textbox").first().fill("");
    await settings.getByRole("button", { name: "Save settings" }).click();
    await expect(settings.getByRole("button", { name: `Move ${name} up` })).toHaveCount(0);
    await page.goto("/commissions");
    await expect(page.getByRole("option", { name })).toHaveCount(0);
    await owner.close();
  },
);
