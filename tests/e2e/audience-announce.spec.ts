import { checkPage, expect, signIn, test, watchConsole } from "./support.ts";

/**
 * The owner's composer: a refused empty announcement, a draft with its preview at a phone's and a
 * desktop's width, its sends disabled until Settings has a postal address (this site has none),
 * and the draft edited and deleted.
 */
test("the owner writes an announcement, sees its preview and is told what the send needs", async ({
  page,
}, testInfo) => {
  // Watched once signed in: the sign-in page itself is answered 401.
  await signIn(page, "/admin/audience");
  const errors = watchConsole(page);
  await page.getByRole("link", { name: "New announcement" }).click();
  await expect(page.getByRole("heading", { name: "New announcement" })).toBeVisible();
  await expect(page.locator("html[data-hydrated]")).toBeAttached();

  const subject = `Spring work ${testInfo.project.name} ${Date.now()}`;
  await page.getByLabel("Subject").fill(subject);
  const refused = page.waitForResponse((r) => r.url().includes("/admin/audience/new.data"));
  await page.getByRole("button", { name: "Save and preview" }).click();
  expect((await refused).status()).toBe(400);
  await expect(
    page.getByText("Write a short text or pick at least one artwork or product"),
  ).toBeVisible();

  await page.getByLabel(/^Text/).fill("Three new **herons**, painted at the estuary.");
  await page.getByRole("group", { name: "Artworks" }).getByRole("checkbox").first().check();
  await page.getByRole("button", { name: "Save and preview" }).click();
  await expect(page.getByRole("heading", { name: subject })).toBeVisible();
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await expect(page.getByTestId("announcement-status")).toHaveText("Draft: nobody has it yet.");

  // No postal address in Settings on this site: both sends are disabled, and say why once.
  const why =
    "Add your postal address under Settings → Profile first: every list mail must carry it.";
  for (const name of ["Send to the list", "Send me a test"]) {
    const button = page.getByRole("button", { name });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(why);
  }
  await expect(page.getByText(why)).toHaveCount(1);
  await checkPage(page, `announcement-${testInfo.project.name}`);

  // The draft is edited, its fields filled in, then deleted.
  await page.getByRole("link", { name: "Edit" }).click();
  await expect(page.getByRole("heading", { name: "Edit announcement" })).toBeVisible();
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await expect(page.getByLabel("Subject")).toHaveValue(subject);
  await page.getByLabel("Subject").fill(`${subject}, edited`);
  await page.getByRole("button", { name: "Save changes and preview" }).click();
  await expect(page.getByRole("heading", { name: `${subject}, edited` })).toBeVisible();
  await page.getByRole("button", { name: "Delete draft" }).click();
  await expect(page).toHaveURL(/\/admin\/audience$/);
  await expect(page.getByText(`${subject}, edited`)).toHaveCount(0);
  expect(errors.filter((error) => !/status of 400/.test(error))).toEqual([]);
});

test("the news page lists the news with its sign-up and its feed", async ({ page }, testInfo) => {
  const errors = watchConsole(page);
  const answer = await page.goto("/news");
  expect(answer?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "News", level: 1 })).toBeVisible();
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await expect(page.getByTestId("subscribe-news")).toBeVisible();
  await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
    "href",
    "/news/feed.xml",
  );
  await checkPage(page, `news-${testInfo.project.name}`);
  expect(errors).toEqual([]);
});
