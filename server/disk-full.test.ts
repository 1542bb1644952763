/**
 * A full disk: a real server process whose DATA_DIR (and TMPDIR, where backups are
 * written) is a small tmpfs filled to the last byte. Uploads, a checkout and a backup running
 * together each answer 507 with the plain message; nothing is half-made (no image record, no
 * variants folder or temporary file, no order, no archive); once the space is freed, the same
 * requests succeed from the same process.
 */
import { execFileSync, spawnSync } from "node:child_process";
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  rmSync,
  writeSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DISK_FULL_MESSAGE,
  DISK_FULL_OWNER_MESSAGE,
  DISK_SPACE_TO_FREE,
} from "#core/domain-errors.ts";
import { addProduct } from "../testing/fixtures.ts";
import { makeJpeg } from "../testing/images.ts";
import { setOwnerPassword } from "../testing/own-database.ts";
import { httpShopper, type ServerProcess, startServerProcess } from "../testing/server-process.ts";
import { TEST_PASSWORD } from "../testing/test-app.ts";
import { createTestDatabase, DB_KINDS, type TestDatabase } from "../testing/test-db.ts";
import { CUSTOMER } from "../testing/visitor.ts";
import { type DbHandle, openDatabase } from "./db/client.ts";
import { migrateToLatest } from "./db/migrate.ts";

const BACKUP_SCRIPT = path.resolve(import.meta.dirname, "../scripts/backup.ts");

/** Mounts a tmpfs of `size` at a new folder; undefined when this machine refuses (not root). */
function mountTmpfs(size: string): string | undefined {
  const dir = mkdtempSync(path.join(os.tmpdir(), "easel-full-"));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", `size=${size}`, "tmpfs", dir], { stdio: "ignore" });
    return dir;
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return undefined;
  }
}

/** Writes zeros into `file` until the filesystem refuses even one more byte. */
function fillToTheLastByte(file: string): void {
  const fd = openSync(file, "w");
  try {
    let chunk = 1 << 20;
    while (chunk >= 1) {
      try {
        writeSync(fd, Buffer.alloc(chunk));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
        chunk = Math.floor(chunk / 2);
      }
    }
  } finally {
    closeSync(fd);
  }
}

/** Every file under `dir` (folders are only where files go), relative, sorted. */
const listing = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();

const mounted = mountTmpfs("24m");
if (!mounted) console.info("disk-full tests skipped: mounting a tmpfs was refused (run as root)");

describe.skipIf(!mounted).each(DB_KINDS)("a full disk (%s)", (kind) => {
  const root = mounted!;
  const dataDir = path.join(root, kind, "data");
  const tmpDir = path.join(root, kind, "tmp");
  const filler = path.join(root, kind, "filler");
  let database: TestDatabase;
  let handle: DbHandle;
  let server: ServerProcess;
  let ownerCookie = "";
  let productId = 0;
  const db = () => handle.db;
  const baseUrl = () => server.baseUrl;

  beforeAll(async () => {
    mkdirSync(dataDir, { recursive: true });
    mkdirSync(tmpDir, { recursive: true });
    if (kind === "sqlite") {
      handle = await openDatabase({ dataDir });
      await migrateToLatest(handle.db);
      database = {
        handle,
        dataDir,
        dispose: () => handle.close(),
      };
    } else {
      const made = await createTestDatabase("postgres");
      handle = made.handle;
      database = { ...made, dataDir };
    }
    productId = await addProduct(db(), {
      name: "Fox coaster",
      category: "coasters",
      price: 400,
      stock: 50,
    });
    await setOwnerPassword(database, TEST_PASSWORD);
    server = await startServerProcess(database, { TMPDIR: tmpDir });
    const login = await fetch(`${baseUrl()}/api/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: baseUrl() },
      body: JSON.stringify({ password: TEST_PASSWORD }),
    });
    expect(login.status).toBe(200);
    ownerCookie = (login.headers.get("set-cookie") ?? "").split(";")[0]!;
  });

  afterAll(async () => {
    await server?.kill();
    await database?.dispose();
    rmSync(path.join(root, kind), { recursive: true, force: true });
  });

  /** The owner uploads one new picture (each call a different one). */
  let picture = 0;
  async function upload() {
    const form = new FormData();
    const bytes = await makeJpeg(400 + picture++, 300);
    form.append("files", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "fox.jpg");
    const response = await fetch(`${baseUrl()}/api/admin/uploads`, {
      method: "POST",
      headers: { cookie: ownerCookie, origin: baseUrl() },
      body: form,
    });
    return { status: response.status, body: await response.json() };
  }

  async function backup() {
    const response = await fetch(`${baseUrl()}/api/admin/backup`, {
      headers: { cookie: ownerCookie, origin: baseUrl() },
    });
    const bytes = new Uint8Array(await response.arrayBuffer());
    const json = response.headers.get("content-type")?.includes("json")
      ? JSON.parse(new TextDecoder().decode(bytes))
      : undefined;
    return { status: response.status, bytes, body: json };
  }

  async function shopperWithCart(address: string) {
    const shopper = httpShopper(baseUrl, address);
    const added = await shopper.post("/api/cart/add", { productId, quantity: 1 });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    return shopper;
  }

  async function counts() {
    const count = async (table: "media_assets" | "orders" | "order_items" | "customers") =>
      Number(
        (
          await db()
            .selectFrom(table)
            .select(sql<number>`count(*)`.as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return {
      media_assets: await count("media_assets"),
      orders: await count("orders"),
      order_items: await count("order_items"),
      customers: await count("customers"),
    };
  }

  it("answers 507 with a plain message, leaves nothing half-made, and works again once space returns", async () => {
    const buyer = await shopperWithCart("198.51.100.7");
    const mediaDir = path.join(dataDir, "media");
    mkdirSync(mediaDir, { recursive: true });
    const before = { rows: await counts(), media: listing(mediaDir) };

    // The owner's session is due for its clock refresh, a write the full disk will refuse.
    await db()
      .updateTable("owner_sessions")
      .set({ last_seen_at: new Date(Date.now() - 10 * 60_000).toISOString() })
      .execute();
    fillToTheLastByte(filler);
    const [uploaded, placed, archived] = await Promise.all([
      upload(),
      buyer.post("/api/orders", { ...CUSTOMER, idempotencyKey: "full-disk-order-1" }),
      backup(),
    ]);

    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(507);
    expect(uploaded.body.message).toBe(DISK_FULL_OWNER_MESSAGE);
    expect(archived.status).toBe(507);
    expect(archived.body.message).toBe(DISK_FULL_OWNER_MESSAGE);
    if (kind === "sqlite") {
      // The database lives on the full disk: the order cannot be written, and nothing of it is.
      expect(placed.status, JSON.stringify(placed.body)).toBe(507);
      expect(placed.body.message).toBe(DISK_FULL_MESSAGE);
    } else {
      // PostgreSQL keeps its data elsewhere: a checkout needs nothing from the full disk.
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    }
    const expectedOrders = kind === "sqlite" ? 0 : 1;
    expect(await counts()).toEqual({
      ...before.rows,
      orders: before.rows.orders + expectedOrders,
      order_items: before.rows.order_items + expectedOrders,
      customers: before.rows.customers + expectedOrders,
    });
    expect(listing(mediaDir)).toEqual(before.media); // no variants, original or temporary file
    expect(listing(tmpDir)).toEqual([]); // no half-written archive or work folder
    // The owner still reaches the admin, which says so, and what to free.
    const disk = await fetch(`${baseUrl()}/api/admin/disk`, {
      headers: { cookie: ownerCookie, origin: baseUrl() },
    });
    expect(disk.status).toBe(200);
    const { warning } = await disk.json();
    expect(warning.message).toContain(DISK_FULL_OWNER_MESSAGE);
    expect(warning.message).toMatch(/Now: 0 MB free of 24 MB/);
    expect(Date.parse(warning.lastFullAt)).toBeGreaterThan(Date.now() - 60_000);

    if (kind === "sqlite") {
      // The nightly backup (npm run backup) on the full disk: one plain line, no file left.
      const archive = path.join(root, kind, "easel-backup-nightly.tar.gz");
      const nightly = spawnSync(process.execPath, [BACKUP_SCRIPT, archive], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", TMPDIR: tmpDir },
        encoding: "utf8",
      });
      expect(nightly.status, nightly.stderr).toBe(1);
      expect(nightly.stderr.trim()).toBe(
        `No backup was written: the disk of ${archive} is full. ${DISK_SPACE_TO_FREE}`,
      );
      expect(existsSync(archive)).toBe(false);
      expect(listing(tmpDir)).toEqual([]);
    }

    // Space returns: the same process takes the same requests (no restart, no poisoned connection).
    rmSync(filler);
    const second = await shopperWithCart("198.51.100.8");
    const [uploadedAgain, placedAgain, archivedAgain] = await Promise.all([
      upload(),
      (kind === "sqlite" ? buyer : second).post("/api/orders", {
        ...CUSTOMER,
        idempotencyKey: "full-disk-order-2",
      }),
      backup(),
    ]);
    expect(uploadedAgain.status, JSON.stringify(uploadedAgain.body)).toBe(201);
    expect(placedAgain.status, JSON.stringify(placedAgain.body)).toBe(201);
    expect(archivedAgain.status).toBe(200);
    expect([...archivedAgain.bytes.slice(0, 2)]).toEqual([0x1f, 0x8b]); // gzip
    const after = await counts();
    expect(after.media_assets).toBe(before.rows.media_assets + 1);
    expect(after.orders).toBe(before.rows.orders + expectedOrders + 1);
    expect(server.child.exitCode).toBeNull();
  });
});

afterAll(() => {
  if (!mounted) return;
  execFileSync("umount", [mounted]);
  rmSync(mounted, { recursive: true, force: true });
});
