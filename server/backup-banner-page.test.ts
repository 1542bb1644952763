/**
 * Off-site backups that are not well are said at the top of every admin page (PRODUCT.md §4): none
 * made yet, or the last good one over 26 hours old; not at all while they are off, or well.
 */
import { describe, expect, it } from "vitest";
import { offsiteBackupName } from "#core/backup-format.ts";
import { offsiteBackupRow } from "../testing/fixtures.ts";
import { servePages } from "../testing/page-site.ts";
import { DB_KINDS } from "../testing/test-db.ts";
import { useTestApp } from "../testing/use-test-app.ts";
import { nowIso } from "./clock.ts";

const pages = servePages();

describe.each(DB_KINDS)("the admin's off-site backup warning (%s)", (kind) => {
  const t = useTestApp(kind, { owner: true, env: { BACKUP_S3_URL: "s3://art-backups/shop" } });

  it("warns on every admin page until a good backup is under 26 hours old", async () => {
    const page = pages.ownerText(t);
    for (const path of ["/admin", "/admin/orders"]) {
      expect(await page(path)).toContain("No off-site backup has been made yet. Open Backups");
    }
    // Settings shows it in its Backups section instead, with the details.
    const settings = await page("/admin/settings");
    expect(settings).not.toContain("Open Backups");
    expect(settings).toContain("No off-site backup has been made yet.");

    const record = offsiteBackupRow(new Date(Date.now() - 27 * 3600_000), "s3://art-backups/shop");
    const { name } = record;
    await t.db().insertInto("offsite_backups").values(record).execute();
    expect(await page("/admin/orders")).toContain(
      `The last good off-site backup, s3://art-backups/shop/${name}, is 27 hours old`,
    );

    const fresh = new Date(Date.now() - 3600_000);
    const freshName = offsiteBackupName(fresh, false);
    await t
      .db()
      .insertInto("offsite_backups")
      .values({ ...record, name: freshName, started_at: nowIso(fresh), finished_at: nowIso(fresh) })
      .execute();
    expect(await page("/admin/orders")).not.toContain("off-site backup");
  });
});
