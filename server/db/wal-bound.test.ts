/**
 * The SQLite WAL stays bounded: after one big transaction (a restore, a
 * re-optimisation) and under steady small writes, the WAL file never stays above
 * SQLITE_WAL_LIMIT_BYTES. Without `journal_size_limit` it keeps the big transaction's size for good.
 */
import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, expect, it } from "vitest";
import { openDatabase, SQLITE_WAL_LIMIT_BYTES } from "./client.ts";

/**
 * A tmpfs where there is one: the test is about the WAL's size, not the disk, and its 4,000
 * commits each wait for a flush (synchronous=FULL). On this machine's shared disk that took 10.7 s
 * against 0.6 s on /dev/shm, and past the test's minute while other work kept the disk busy.
 */
const TMP = existsSync("/dev/shm") ? "/dev/shm" : os.tmpdir();

let dataDir: string | undefined;
afterEach(() => {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

it("keeps the WAL file within its limit after a big transaction and under steady writes", async () => {
  dataDir = mkdtempSync(path.join(TMP, "easel-wal-"));
  const database = await openDatabase({ dataDir, serverProcess: true });
  const wal = path.join(dataDir, "easel.db-wal");
  const walSize = () => (existsSync(wal) ? statSync(wal).size : 0);
  const { db } = database;
  try {
    await sql`create table steady (id integer primary key, body text not null)`.execute(db);
    const row = "x".repeat(2000);
    // One transaction of about three times the limit.
    const big = Math.ceil((3 * SQLITE_WAL_LIMIT_BYTES) / row.length);
    await db.transaction().execute(async (trx) => {
      for (let index = 0; index < big; index += 500) {
        const rows = Array.from({ length: 500 }, () => row);
        await sql`insert into steady (body) select value from json_each(${JSON.stringify(rows)})`.execute(
          trx,
        );
      }
    });
    const afterBig = walSize();
    expect(afterBig).toBeGreaterThan(2 * SQLITE_WAL_LIMIT_BYTES);

    // Steady writes, each its own commit, as orders and edits come in.
    let largest = 0;
    for (let index = 0; index < 3000; index++) {
      await sql`insert into steady (body) values (${row})`.execute(db);
      if (index > 0) largest = Math.max(largest, walSize());
      if (index % 3 === 0) await sql`delete from steady where id = ${index}`.execute(db);
    }
    console.info(
      `WAL: ${(afterBig / 2 ** 20).toFixed(1)} MB after the big transaction; at most ${(largest / 2 ** 20).toFixed(1)} MB under 3000 steady writes (limit ${SQLITE_WAL_LIMIT_BYTES / 2 ** 20} MB)`,
    );
    expect(largest).toBeLessThanOrEqual(SQLITE_WAL_LIMIT_BYTES);
  } finally {
    await database.close();
  }
});
