import { makeJpeg } from "../../testing/images.ts";
import { ADMIN_PASSWORD, expect, expectNoAxeViolations, test } from "./support.ts";

test("the owner uploads three artworks with progress, finds them in the portfolio, then deletes them", async ({
  page,
}, testInfo) => {
  // Three images are encoded into all their sizes while the other specs run.
  test.slow();
  await page.goto("/admin/portfolio?category=paintings-drawings");
  await page.getByLabel("Password").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Portfolio" })).toBeVisible();
  await expectNoAxeViolations(page);
  // The catalogue is shared by every spec: only one project changes it.
  test.skip(testInfo.project.name !== "desktop", "the phone run checks the page only");

  const suffix = Date.now().toString(36);
  const files = await Promise.all(
    ["Tern", "Puffin", "Gannet"].map(async (bird, i) => ({
      name: `${bird}_${suffix}.jpg`,
      mimeType: "image/jpeg",
      buffer: await makeJpeg(900 + i * 10, 700),
    })),
  );
  const upload = page.getByRole("region", { name: /Upload artworks/ });
  await upload.getByLabel("Art type").selectOption({ label: "Wildlife and Others" });
  await upload.getByLabel("Default description (optional)").fill("Seabirds of the north coast");
  await upload.locator('input[type="file"]').setInputFiles(files);
  await expect(
    upload.getByRole("list", { name: "Chosen images" }).getByRole("listitem"),
  ).toHaveCount(3);
  await upload.getByRole("button", { name: "Upload 3 artworks" }).click();
  // Each file is uploaded, then processed into its sizes (slow on a busy machine); once all are
  // done the list clears and the toast says so.
  await expect(upload.getByRole("progressbar", { name: `Tern_${suffix}.jpg: Done` })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole("region", { name: "Notifications (F8)" })).toContainText(
    "Successfully uploaded 3 artworks",
    { timeout: 20_000 },
  );
  await page.screenshot({ path: testInfo.outputPath("portfolio-admin.png"), fullPage: true });

  const gallery = page.getByRole("region", { name: "Paintings & Drawings" });
  await expect(gallery.getByText(`Puffin ${suffix}`)).toBeVisible();

  const site = await page.context().newPage();
  await site.goto("/portfolio/paintings-drawings?artType=wildlife");
  for (const bird of ["Tern", "Puffin", "Gannet"]) {
    await expect(site.getByRole("heading", { level: 2, name: `${bird} ${suffix}` })).toBeVisible();
  }
  await expect(site.getByRole("main")).toContainText("Seabirds of the north coast");
  await site.close();

  await gallery.getByRole("button", { name: "Select" }).click();
  for (const bird of ["Tern", "Puffin", "Gannet"]) {
    await gallery.getByRole("checkbox", { name: `Select ${bird} ${suffix}` }).check();
  }
  await gallery.getByRole("button", { name: "Delete (3)" }).click();
  // The site's own dialog asks (a native confirm() would fail the click: nothing accepts it).
  await page
    .getByRole("alertdialog", { name: "Delete 3 artworks?" })
    .getByRole("button", { name: "Delete 3 artworks" })
    .click();
  await expect(page.getByRole("region", { name: "Notifications (F8)" })).toContainText(
    "Deleted 3 artworks",
  );
  await expect(gallery.getByText(`Puffin ${suffix}`)).toHaveCount(0);
});
