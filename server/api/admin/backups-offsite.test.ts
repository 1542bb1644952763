/**
 * Off-site backups through the API, to a real S3-protocol server the test starts (s3rver): made
 * on demand, read back and listed, restored into an empty data folder, refused with a wrong
 * passphrase, one at a time, and a storage that cannot be used said plainly while the site works.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { offsiteBackupName } from "#core/backup-format.ts";
import { backupsToKeep, type Dated } from "#core/backup-retention.ts";
import { fillShop, snapshot } from "../../../testing/backup-shop.ts";
import { openSite, place } from "../../../testing/backup-sites.ts";
import { keysIn, putObject } from "../../../testing/offsite-servers.ts";
import { useS3Server } from "../../../testing/s3-server.ts";
import { createTestApp, type TestApp } from "../../../testing/test-app.ts";
import { DB_KINDS, type DbKind } from "../../../testing/test-db.ts";
import { expectAnswer, useTestApp } from "../../../testing/use-test-app.ts";
import { nowIso } from "../../clock.ts";
import { restoreArchive } from "../../services/backup.ts";
import { downloadOffsiteBackup } from "../../services/backup-offsite.ts";
import { claimBackup } from "../../services/backup-records.ts";

const PASSPHRASE = "a heron stands in the reeds at dawn";
/** The app's settings: the storage's, known once it has started (beforeAll). */
const env: Record<string, string> = {};
/** The bucket the tests back up to, made once the storage has started. */
let bucket: string;

/** The owner's request, signed in afresh on an app of a test's own. */
async function asOwner(app: TestApp, url: string, init: RequestInit = {}) {
  const cookie = await app.login();
  const response = await app.request(url, { ...init, headers: { cookie } });
  return { status: response.status, body: await response.json() };
}

describe("off-site backups to a storage of the test's own", () => {
  const s3 = useS3Server();
  beforeAll(async () => {
    bucket = await s3().createBucket();
    Object.assign(env, s3().settings, {
      BACKUP_S3_URL: `s3://${bucket}/shop`,
      BACKUP_PASSPHRASE: PASSPHRASE,
      PUBLIC_URL: "http://localhost",
    });
  });

  describe.each(DB_KINDS)("off-site backups (%s)", (kind: DbKind) => {
    const t = useTestApp(kind, { owner: true, env });

    it("are made on demand, read back and listed; one restored into an empty data folder gives the same shop, pictures included", {
      timeout: 120_000,
    }, async () => {
      const orderNumber = await fillShop(t);
      const started = await t.owner("/api/admin/backups/offsite", { method: "POST" });
      const name = started.body.name as string;
      expectAnswer(started, 202, {
        name: expect.stringMatching(/^easel-backup-\d{4}-\d\d-\d\dT\d{6}Z\.tar\.gz\.enc$/),
        location: `s3://${bucket}/shop/${name}`,
      });
      await t.services.backups.settled();

      const listed = await t.owner("/api/admin/backups");
      expect(listed.status).toBe(200);
      expect(listed.body).toEqual([
        {
          name,
          size: expect.any(Number),
          createdAt: started.body.createdAt,
          location: `s3://${bucket}/shop/${name}`,
        },
      ]);
      // The backup and its checksum, encrypted: no gzip, no backup.json to be read in it.
      expect(await keysIn(s3(), bucket, "shop/")).toEqual([`shop/${name}`, `shop/${name}.sha256`]);
      const bytes = await s3().read(bucket, `shop/${name}`);
      expect(bytes.subarray(0, 8).toString()).toBe("EASELENC");
      expect(bytes.includes(Buffer.from("easel-backup"))).toBe(false);
      expect(listed.body[0].size).toBe(bytes.length);
      const status = await t.owner("/api/admin/backups/offsite");
      expect(status.body).toMatchObject({
        configured: true,
        location: `s3://${bucket}/shop`,
        encrypted: true,
        running: null,
        lastGood: listed.body[0],
        lastFailure: null,
        overdue: false,
      });

      const where = place(kind);
      const fetched = mkdtempSync(path.join(os.tmpdir(), "easel-fetch-test-"));
      try {
        const file = await downloadOffsiteBackup(t.services.env, listed.body[0].location, fetched);
        const result = await restoreArchive(where.options(file, { passphrase: PASSPHRASE }));
        expect(result).toMatchObject({ images: 3, previous: undefined });
        const target = await openSite(kind, where.dataDir, where.schema);
        try {
          const { outbox: _restoredOutbox, ...restored } = await snapshot(
            target as unknown as TestApp,
            orderNumber,
          );
          const { outbox: _outbox, ...original } = await snapshot(t, orderNumber);
          expect(restored).toEqual(original);
          // Every original, byte for byte, and a picture served.
          const originals = path.join(t.services.env.mediaDir, "originals");
          const restoredOriginals = path.join(where.dataDir, "media", "originals");
          expect(readdirSync(restoredOriginals).sort()).toEqual(readdirSync(originals).sort());
          for (const file of readdirSync(originals)) {
            expect(readFileSync(path.join(restoredOriginals, file))).toEqual(
              readFileSync(path.join(originals, file)),
            );
          }
          const [product] = restored.products as Array<{ imageUrl: string }>;
          expect((await target.request(product!.imageUrl)).status).toBe(200);
        } finally {
          await target.close();
        }

        // With a wrong passphrase, or none, the same backup is refused and nothing is written.
        const again = place(kind);
        try {
          await expect(
            restoreArchive(again.options(file, { passphrase: "not the passphrase at all" })),
          ).rejects.toThrow("The passphrase does not open this backup");
          await expect(restoreArchive(again.options(file))).rejects.toThrow(
            /This backup is encrypted: set BACKUP_PASSPHRASE/,
          );
          expect(readdirSync(again.parent)).toEqual([]);
        } finally {
          await again.dispose();
        }
      } finally {
        rmSync(fetched, { recursive: true, force: true });
        await where.dispose();
      }
    });

    it("are made one at a time: a second is refused while one runs, and one whose process died neither blocks the next nor counts", async () => {
      // A backup being made (by this or another process: the record is the lock).
      const running = await claimBackup(t.db(), {
        name: "easel-backup-2026-01-01T030000Z.tar.gz.enc",
        location: `s3://${bucket}/shop/easel-backup-2026-01-01T030000Z.tar.gz.enc`,
        trigger: "schedule",
      });
      const refused = await t.owner("/api/admin/backups/offsite", { method: "POST" });
      expectAnswer(refused, 409, { message: expect.stringMatching(/being made already/) });

      // Its process died: no heartbeat for three minutes.
      await t
        .db()
        .updateTable("offsite_backups")
        .set({ heartbeat_at: nowIso(new Date(Date.now() - 3 * 60_000)) })
        .where("id", "=", running.id)
        .execute();
      const started = await t.owner("/api/admin/backups/offsite", { method: "POST" });
      expect(started.status).toBe(202);
      await t.services.backups.settled();
      const listed = await t.owner("/api/admin/backups");
      expect(listed.body.map((backup: { name: string }) => backup.name)).toContain(
        started.body.name,
      );
      expect(listed.body.map((backup: { name: string }) => backup.name)).not.toContain(
        running.name,
      );
      const records = await t
        .db()
        .selectFrom("offsite_backups")
        .select(["name", "status", "error"])
        .orderBy("id")
        .execute();
      expect(records).toEqual([
        { name: running.name, status: "failed", error: expect.stringMatching(/^Interrupted/) },
        { name: started.body.name, status: "good", error: null },
      ]);
    });
    it("thin the bucket out after a good backup, to 7 daily, 4 weekly and 12 monthly ones", async () => {
      // Ninety nights of earlier backups, in another prefix so that each engine has its own.
      const prefix = `thinned-${kind}`;
      const app = await createTestApp(kind, { ...env, BACKUP_S3_URL: `s3://${bucket}/${prefix}` });
      try {
        const earlier: Dated[] = [];
        for (let night = 1; night <= 90; night++) {
          const createdAt = new Date(Date.now() - night * 24 * 3600_000);
          const name = offsiteBackupName(createdAt, true);
          earlier.push({ name, createdAt });
          await putObject(s3(), bucket, `${prefix}/${name}`, "an earlier backup");
          await putObject(s3(), bucket, `${prefix}/${name}.sha256`, "checked");
        }
        const started = await asOwner(app, "/api/admin/backups/offsite", { method: "POST" });
        expect(started.status).toBe(202);
        await app.services.backups.settled();
        const made = { name: started.body.name, createdAt: new Date(started.body.createdAt) };
        const kept = [...backupsToKeep([made, ...earlier])].sort().reverse();
        expect(kept.length).toBeLessThanOrEqual(7 + 4 + 12);
        const listed = await asOwner(app, "/api/admin/backups");
        expect(listed.body.map((backup: { name: string }) => backup.name)).toEqual(kept);
        expect(await keysIn(s3(), bucket, `${prefix}/`)).toEqual(
          kept.flatMap((name) => [`${prefix}/${name}`, `${prefix}/${name}.sha256`]).sort(),
        );
      } finally {
        await app.dispose();
      }
    });
  });

  describe.each(DB_KINDS)("off-site backups that cannot be made (%s)", (kind: DbKind) => {
    it.each([
      [
        "a bucket that does not exist",
        { BACKUP_S3_URL: "s3://no-such-bucket/shop" },
        /Cannot back up to s3:\/\/no-such-bucket\/shop \(BACKUP_S3_URL\): the bucket "no-such-bucket" does not exist at http:\/\/127\.0\.0\.1:\d+/,
      ],
      [
        "credentials the storage refuses",
        { AWS_ACCESS_KEY_ID: "NOT-A-KEY" },
        /Cannot back up to s3:\/\/\S+\/shop \(BACKUP_S3_URL\): http:\/\/127\.0\.0\.1:\d+ refused the credentials .*check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY/,
      ],
      [
        "an endpoint that does not answer",
        { AWS_ENDPOINT_URL_S3: "http://127.0.0.1:9" },
        /Cannot back up to s3:\/\/\S+\/shop \(BACKUP_S3_URL\): cannot connect to http:\/\/127\.0\.0\.1:9 \(ECONNREFUSED\): check AWS_ENDPOINT_URL_S3/,
      ],
    ])(
      "say so plainly for %s, in the status, the listing and the log, and the site goes on",
      {
        timeout: 60_000,
      },
      async (_case, wrong, message) => {
        const app = await createTestApp(kind, { ...env, ...wrong });
        try {
          const started = await asOwner(app, "/api/admin/backups/offsite", { method: "POST" });
          expect(started.status).toBe(202);
          await app.services.backups.settled();
          const status = await asOwner(app, "/api/admin/backups/offsite");
          expect(status.body).toMatchObject({
            lastGood: null,
            lastFailure: { name: started.body.name, error: expect.stringMatching(message) },
            overdue: true,
          });
          const listed = await asOwner(app, "/api/admin/backups");
          expect(listed.status).toBe(503);
          expect(listed.body.message).toMatch(message);
          const logged = app.logs.find((line) => line.level === 50);
          expect(String(logged?.msg)).toMatch(message);
          // The site itself is untouched.
          expect((await app.request("/api/products")).status).toBe(200);
        } finally {
          await app.dispose();
        }
      },
    );

    it("are not set up without BACKUP_S3_URL: starting one is refused naming it, the list is empty", async () => {
      const app = await createTestApp(kind, {});
      try {
        const started = await asOwner(app, "/api/admin/backups/offsite", { method: "POST" });
        expect(started.status).toBe(409);
        expect(started.body.message).toMatch(/not set up: set BACKUP_S3_URL/);
        expect(await asOwner(app, "/api/admin/backups")).toEqual({ status: 200, body: [] });
        expect((await asOwner(app, "/api/admin/backups/offsite")).body).toMatchObject({
          configured: false,
          overdue: false,
        });
      } finally {
        await app.dispose();
      }
    });
  });
});
