/**
 * "Restore is a decision the owner sees": a restored outbox has no pending mail, and
 * before anything is written the restore shows the payment instructions, the e-mail addresses and
 * the mail it holds back, and asks (`--yes` for scripts; no terminal and no `--yes`: refused).
 */
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_PROFILE } from "#core/site-profile.ts";
import { addSnapPack } from "../../testing/fixtures.ts";
import { createTestApp, json } from "../../testing/test-app.ts";
import { DB_KINDS, type DbKind } from "../../testing/test-db.ts";
import { CUSTOMER, visitor } from "../../testing/visitor.ts";
import { openDatabase } from "../db/client.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { type RestoreOptions, restoreArchive, writeArchive } from "./backup.ts";
import { HELD_BACK_REASON, type RestoreSummary } from "./restore-summary.ts";

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../..");
const PG_URL = process.env.TEST_DATABASE_URL;
const folder = mkdtempSync(path.join(os.tmpdir(), "easel-restore-decision-"));
const NEW_INSTRUCTIONS = "Pay to account 99-99-99 12345678 (Not Ours Ltd)";
const OLD_INSTRUCTIONS = "Pay by bank transfer to the artist";
// Real addresses, not placeholders: a placeholder owner's notices are held, never waiting to be sent.
const OWNER = "someone-new@elsewhere.example";
const ORDERS = "orders-elsewhere@elsewhere.example";
let archive: string;

/** A backup of a shop with an order's two mails waiting, one mail sent, and new payment instructions. */
beforeAll(async () => {
  const source = await createTestApp("sqlite");
  try {
    const cookie = await source.login();
    const saved = await source.request(
      "/api/admin/settings",
      json("PATCH", { paymentInstructions: NEW_INSTRUCTIONS }, { cookie }),
    );
    expect(saved.status).toBe(200);
    await source.database.handle.db
      .insertInto("settings")
      .values({
        key: "profile",
        value: JSON.stringify({ ...DEFAULT_PROFILE, email: OWNER, ordersEmail: ORDERS }),
        updated_at: "2026-01-01T00:00:00.000Z",
      })
      .execute();
    const mug = await addSnapPack(source.database.handle.db, "Mug", 900);
    const v = visitor(source);
    await v.add({ productId: mug, quantity: 1 });
    expect((await v.send("/api/orders", json("POST", CUSTOMER))).status).toBe(201);
    await source.database.handle.db
      .insertInto("mail_outbox")
      .values({
        to_address: "earlier@example.com",
        subject: "Sent long ago",
        text_body: "…",
        kind: "order-status",
        status: "sent",
        created_at: "2026-01-01T00:00:00.000Z",
        sent_at: "2026-01-01T00:00:01.000Z",
      })
      .execute();
    archive = path.join(folder, "backup.tar.gz");
    await writeArchive(
      source.database.handle.db,
      path.join(source.database.dataDir, "media"),
      archive,
    );
  } finally {
    await source.dispose();
  }
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** DATA_DIR (and a PostgreSQL schema) holding a site with the old payment instructions. */
async function oldSite(kind: DbKind) {
  const parent = mkdtempSync(path.join(folder, "site-"));
  const dataDir = path.join(parent, "data");
  const schema = `restore_${randomBytes(6).toString("hex")}`;
  const where = { dataDir, ...(kind === "postgres" ? { databaseUrl: PG_URL!, schema } : {}) };
  const open = async () => {
    const database = await openDatabase(where);
    await migrateToLatest(database.db, kind === "postgres" ? schema : undefined);
    return database;
  };
  const database = await open();
  await database.db
    .insertInto("settings")
    .values({
      key: "payment",
      value: JSON.stringify({ instructions: OLD_INSTRUCTIONS }),
      updated_at: "2026-01-01T00:00:00.000Z",
    })
    .execute();
  await database.close();
  return {
    parent,
    options: (extra: Partial<RestoreOptions> = {}): RestoreOptions => ({
      file: archive,
      ...where,
      ...extra,
    }),
    /** The payment instructions and outbox of the site in DATA_DIR now. */
    async state() {
      const db = await open();
      try {
        const payment = await db.db
          .selectFrom("settings")
          .select("value")
          .where("key", "=", "payment")
          .executeTakeFirst();
        const outbox = await db.db
          .selectFrom("mail_outbox")
          .select(["kind", "status", "last_error"])
          .orderBy("id")
          .execute();
        return { instructions: JSON.parse(payment?.value ?? "{}").instructions, outbox };
      } finally {
        await db.close();
      }
    },
    async dispose() {
      if (kind === "postgres") {
        const cleanup = await openDatabase({ databaseUrl: PG_URL!, dataDir: parent });
        await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(cleanup.db);
        await cleanup.close();
      }
    },
  };
}

describe.each(DB_KINDS)(
  "a restore of a backup with waiting mail and new payment instructions (%s)",
  (kind) => {
    it("shows them before writing anything; declined, the site stays as it was", async () => {
      const site = await oldSite(kind);
      try {
        const shown: RestoreSummary[] = [];
        const decline = async (summary: RestoreSummary) => {
          shown.push(summary);
          return false;
        };
        await expect(restoreArchive(site.options({ confirm: decline }))).rejects.toThrow(
          "The restore was cancelled: nothing was changed.",
        );
        expect(shown).toEqual([
          {
            paymentInstructions: NEW_INSTRUCTIONS,
            ownerEmail: OWNER,
            ordersEmail: ORDERS,
            heldBackMail: 2,
            changed: ["paymentInstructions", "ownerEmail", "ordersEmail"],
          },
        ]);
        expect(await site.state()).toEqual({ instructions: OLD_INSTRUCTIONS, outbox: [] });
        expect(readdirSync(site.parent).filter((name) => name !== "data")).toEqual([]);
      } finally {
        await site.dispose();
      }
    });

    it("confirmed, restores an outbox with nothing pending: the waiting mail failed, with the reason", async () => {
      const site = await oldSite(kind);
      try {
        const result = await restoreArchive(site.options({ confirm: async () => true }));
        expect(result.summary.heldBackMail).toBe(2);
        expect(await site.state()).toEqual({
          instructions: NEW_INSTRUCTIONS,
          outbox: [
            { kind: "order-confirmation", status: "failed", last_error: HELD_BACK_REASON },
            { kind: "owner-new-order", status: "failed", last_error: HELD_BACK_REASON },
            { kind: "order-status", status: "sent", last_error: null },
          ],
        });
      } finally {
        await site.dispose();
      }
    });
  },
);

describe("npm run restore (sqlite)", () => {
  const restore = (site: Awaited<ReturnType<typeof oldSite>>, ...flags: string[]) =>
    run(process.execPath, ["scripts/restore.ts", archive, ...flags], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATA_DIR: site.options().dataDir,
        DATABASE_URL: "",
        LOG_LEVEL: "silent",
      },
    }).then(
      (done) => ({ code: 0, ...done }),
      (failed: { code: number; stdout: string; stderr: string }) => failed,
    );

  it("not on a terminal and without --yes, prints what it would change and refuses", async () => {
    const site = await oldSite("sqlite");
    const { code, stdout, stderr } = await restore(site);
    expect(code).toBe(1);
    expect(stdout).toContain("Payment instructions  (CHANGED from the site as it is now):");
    expect(stdout).toContain(`    | ${NEW_INSTRUCTIONS}`);
    expect(stdout).toContain(
      `Owner e-mail address: ${OWNER}  (CHANGED from the site as it is now)`,
    );
    expect(stdout).toContain(`Orders e-mail address: ${ORDERS}  (CHANGED`);
    expect(stdout).toContain("Mail waiting to be sent: 2, held back");
    expect(stderr).toContain("run again with --yes to restore");
    expect(await site.state()).toEqual({ instructions: OLD_INSTRUCTIONS, outbox: [] });
    expect(readdirSync(site.parent)).toEqual(["data"]);
  });

  it("with --yes, prints the same and restores", async () => {
    const site = await oldSite("sqlite");
    const { code, stdout } = await restore(site, "--yes");
    expect(code).toBe(0);
    expect(stdout).toContain(`    | ${NEW_INSTRUCTIONS}`);
    expect(stdout).toContain("2 mails from the backup were held back, not sent.");
    expect((await site.state()).instructions).toBe(NEW_INSTRUCTIONS);
  });
});
