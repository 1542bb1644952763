/**
 * The admin's disk banner: absent while the disk has room and no save failed; on every
 * admin page, saying what to free, once a write was refused for lack of space.
 */
import { describe, expect, it } from "vitest";
import { DISK_SPACE_TO_FREE } from "#core/domain-errors.ts";
import { servePages } from "../testing/page-site.ts";
import { DB_KINDS } from "../testing/test-db.ts";
import { useTestApp } from "../testing/use-test-app.ts";

const pages = servePages();

describe.each(DB_KINDS)("the admin's disk banner (%s)", (kind) => {
  const t = useTestApp(kind, { owner: true });

  it("shows after a save failed for lack of space, on every admin page", async () => {
    const page = pages.ownerText(t);
    // The test machine's temporary folder has room: no banner.
    expect(await t.services.disk.warning()).toBeNull();
    expect(await page("/admin")).not.toContain(DISK_SPACE_TO_FREE);

    t.services.disk.noteFull(); // what app.ts does on every 507
    for (const path of ["/admin", "/admin/orders", "/admin/settings"]) {
      const text = await page(path);
      expect(text).toContain("The server's disk is full; nothing was saved.");
      expect(text).toContain(DISK_SPACE_TO_FREE);
    }
  });
});
