import type { ChildProcess } from "node:child_process";
import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_PROFILE } from "#core/site-profile.ts";
import { DEMO_PROFILE } from "../testing/demo-site.ts";
import { shopProducts } from "../testing/mixed-load.ts";
import { stopSite } from "../testing/processes.ts";
import { startProductionServer } from "../testing/production-server.ts";
import { useS3Server } from "../testing/s3-server.ts";
import {
  createTestDatabase,
  DB_KINDS,
  type DbKind,
  type TestDatabase,
} from "../testing/test-db.ts";
import { CUSTOMER } from "../testing/visitor.ts";

const PASSWORD = "tangerine-violin-harbour-57";

/**
 * The first start of the production server on an empty database, seeding the demo, with
 * ADMIN_PASSWORD set as every deployment does (testing/production-server.ts).
 */
async function firstStart(database: TestDatabase): Promise<{ child: ChildProcess; base: string }> {
  return startProductionServer(database, { ADMIN_PASSWORD: PASSWORD, SEED_DEMO: "1" });
}

describe.each(DB_KINDS)("the first start with ADMIN_PASSWORD (%s)", (kind) => {
  let database: TestDatabase | undefined;
  let child: ChildProcess | undefined;
  afterEach(async () => {
    if (child) await stopSite(child);
    await database?.dispose();
  });

  it("shows the demo artist from the first page, and the first order's owner notice goes to the seeded address", async () => {
    database = await createTestDatabase(kind);
    const started = await firstStart(database);
    child = started.child;
    const { base } = started;

    const home = await (await fetch(`${base}/`)).text();
    expect(home).toContain(DEMO_PROFILE.artistName);
    expect(home).not.toContain(DEFAULT_PROFILE.artistName);

    // The first product a visitor can buy, as the checkout benchmark chooses it.
    const [product] = await shopProducts(base);
    const headers = { "content-type": "application/json", origin: base };
    const added = await fetch(`${base}/api/cart/add`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        productId: product!.id,
        quantity: 1,
        variant: product!.variants?.[0],
      }),
    });
    expect(added.status).toBe(201);
    const cookie = added.headers.get("set-cookie")!.split(";")[0]!;
    const order = await fetch(`${base}/api/orders`, {
      method: "POST",
      headers: { ...headers, cookie },
      body: JSON.stringify(CUSTOMER),
    });
    expect(order.status).toBe(201);

    const mails = await database.handle.db
      .selectFrom("mail_outbox")
      .select(["kind", "to_address", "subject"])
      .execute();
    expect(mails.find((mail) => mail.kind === "owner-new-order")?.to_address).toBe(
      DEMO_PROFILE.email,
    );
    expect(mails.find((mail) => mail.kind === "order-confirmation")?.to_address).toBe(
      CUSTOMER.email,
    );
  }, 240_000);
});

describe("the first start in an empty folder, as a newcomer's npm start has it (sqlite)", () => {
  let parent = "";
  let child: ChildProcess | undefined;
  afterEach(async () => {
    if (child) await stopSite(child);
    await rm(parent, { recursive: true, force: true, maxRetries: 5 });
  });

  it("seeds the demo (its process started before the server loaded) and keeps every file private under an open umask", async () => {
    parent = await mkdtemp(path.join(os.tmpdir(), "easel-newcomer-"));
    const dataDir = path.join(parent, "data");
    const started = await startProductionServer(
      { dataDir, handle: { dialect: "sqlite" } },
      { ADMIN_PASSWORD: PASSWORD, SEED_DEMO: "1" },
      { umask: "000" },
    );
    child = started.child;

    const home = await (await fetch(`${started.base}/`)).text();
    expect(home).toContain(DEMO_PROFILE.artistName);
    // The seeding process began before the server made its files private: it does so too.
    const open: string[] = [];
    for (const name of ["", ...(await readdir(dataDir, { recursive: true }))]) {
      // The finisher's temporary files come and go meanwhile.
      const mode = await stat(path.join(dataDir, name)).then(
        (entry) => entry.mode,
        () => 0,
      );
      if (mode & 0o077) open.push(`${name || "."} ${(mode & 0o777).toString(8)}`);
    }
    expect(open).toEqual([]);
  }, 240_000);
});

/**
 * A site with nothing in it yet: on SQLite an empty folder, as a newcomer's (no database file, so
 * the production entry guesses a first start); on PostgreSQL the test's own empty schema.
 */
async function emptySite(kind: DbKind) {
  if (kind === "postgres") {
    const database = await createTestDatabase(kind);
    return { site: database, dispose: () => database.dispose() };
  }
  const parent = await mkdtemp(path.join(os.tmpdir(), "easel-newcomer-"));
  return {
    site: { dataDir: path.join(parent, "data"), handle: { dialect: "sqlite" as const } },
    dispose: () => rm(parent, { recursive: true, force: true, maxRetries: 5 }),
  };
}

describe.each(DB_KINDS)("the first start with the pictures in a bucket (%s)", (kind) => {
  const s3 = useS3Server();
  let site: Awaited<ReturnType<typeof emptySite>> | undefined;
  let child: ChildProcess | undefined;
  afterEach(async () => {
    if (child) await stopSite(child);
    child = undefined;
    await site?.dispose();
    site = undefined;
  });

  it("seeds the demo into the bucket", async () => {
    site = await emptySite(kind);
    const bucket = await s3().createBucket();
    const started = await startProductionServer(site.site, {
      ADMIN_PASSWORD: PASSWORD,
      SEED_DEMO: "1",
      LOG_LEVEL: "info",
      MEDIA_S3_URL: `s3://${bucket}/media`,
      ...s3().settings,
    });
    child = started.child;

    const home = await (await fetch(`${started.base}/`)).text();
    expect(home).toContain(DEMO_PROFILE.artistName);
    const objects = [...(await s3().objects(bucket, "media/")).keys()];
    expect(objects.filter((key) => key.startsWith("media/originals/")).length).toBeGreaterThan(80);
    expect(started.lines.map((line) => line.msg)).not.toContain("picture store: cannot be used");
  }, 240_000);

  it("says that a bucket that cannot be reached cannot be used, before any seeding, and starts without the demo", async () => {
    site = await emptySite(kind);
    const started = await startProductionServer(site.site, {
      ADMIN_PASSWORD: PASSWORD,
      SEED_DEMO: "1",
      LOG_LEVEL: "info",
      MEDIA_S3_URL: "s3://shop-pictures/media",
      AWS_ENDPOINT_URL_S3: "http://127.0.0.1:9",
      AWS_ACCESS_KEY_ID: "key",
      AWS_SECRET_ACCESS_KEY: "secret",
    });
    child = started.child;

    await started.logLine(
      (line) =>
        line.msg ===
        "demo content not seeded: its pictures cannot be stored; it is seeded at the next start once the picture store can be reached",
    );
    const said = started.lines.map((line) => line.msg);
    expect(said.indexOf("picture store: cannot be used")).toBeGreaterThanOrEqual(0);
    expect(said).not.toContain("seeding demo content (first start)");
    const home = await fetch(`${started.base}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).not.toContain(DEMO_PROFILE.artistName);
  }, 240_000);
});
