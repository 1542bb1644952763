/**
 * Off-site backups made by real server processes: one killed (SIGKILL) in the middle of its upload
 * leaves nothing that counts as a backup, and does not stop the next; two servers on one
 * PostgreSQL database asked at the same moment make exactly one backup.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fillOriginals } from "../testing/large-originals.ts";
import {
  backupEnded,
  OWNER_PASSWORD,
  ownerOf,
  setOwner,
  storageForFile,
} from "../testing/offsite-servers.ts";
import { startServerProcess } from "../testing/server-process.ts";
import { createTestDatabase, DB_KINDS } from "../testing/test-db.ts";
import { useTwoServerProcesses } from "../testing/two-server-processes.ts";
import { readEnv } from "./env.ts";
import { createLogger } from "./logger.ts";
import { createBackups } from "./services/backup-offsite.ts";
import { folderStorage } from "./services/media-storage.ts";

const PASSPHRASE = "the owner's long passphrase";
const storage = storageForFile();

/** The settings of a site backing up under `prefix`. */
const backupEnv = (prefix: string) => ({
  ...storage.s3.settings,
  BACKUP_S3_URL: `s3://${storage.bucket}/${prefix}`,
  BACKUP_PASSPHRASE: PASSPHRASE,
});

describe.each(DB_KINDS)("a server killed while it uploads a backup (%s)", (kind) => {
  it("leaves no backup that counts, and the next one is made", { timeout: 180_000 }, async () => {
    const prefix = `killed-${kind}`;
    const database = await createTestDatabase(kind);
    try {
      // Six parts' worth of pictures that do not compress: the upload takes a while.
      await fillOriginals(database.handle.db, path.join(database.dataDir, "media"), 6);
      await setOwner(database);
      const server = await startServerProcess(database, {
        ...backupEnv(prefix),
        EASEL_TEST_LOG_LEVEL: "debug",
      });
      let output = "";
      const partSent = new Promise<void>((resolve) =>
        server.child.stdout!.on("data", (chunk) => {
          output += String(chunk);
          if (output.includes('"msg":"off-site backup: sent"')) resolve();
        }),
      );
      try {
        const owner = await ownerOf(server);
        const started = await owner("/api/admin/backups/offsite", { method: "POST" });
        expect(started.status).toBe(202);
        // The first part is in the bucket, the rest on its way: now the power goes.
        await partSent;
        await server.kill();
      } finally {
        await server.kill();
      }
      expect(output).not.toContain("made and checked");

      // The site as the next process finds it, three minutes later (its heartbeat long still).
      const env = readEnv({ DATA_DIR: database.dataDir, ...backupEnv(prefix) });
      const backups = createBackups({
        db: database.handle.db,
        env,
        logger: createLogger({ level: "silent" }),
        media: folderStorage(env.mediaDir),
      });
      const later = new Date(Date.now() + 3 * 60_000);
      expect(await backups.status(later)).toMatchObject({
        running: null,
        lastGood: null,
        lastFailure: { error: expect.stringMatching(/^Interrupted/) },
        overdue: true,
      });
      expect(await backups.list()).toEqual([]);
      expect((await storage.keys(`${prefix}/`)).filter((key) => key.endsWith(".sha256"))).toEqual(
        [],
      );

      // Three minutes on, its heartbeat is that old: the next backup ends its record.
      await database.handle.db
        .updateTable("offsite_backups")
        .set({ heartbeat_at: new Date(Date.now() - 3 * 60_000).toISOString() })
        .where("status", "=", "running")
        .execute();
      const next = await backups.start("owner");
      await backups.settled();
      expect((await backups.list()).map((backup) => backup.name)).toEqual([next.name]);
      expect(await storage.keys(`${prefix}/`)).toEqual([
        `${prefix}/${next.name}`,
        `${prefix}/${next.name}.sha256`,
      ]);
    } finally {
      await database.dispose();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("two servers on one PostgreSQL database", () => {
  const servers = useTwoServerProcesses("easel_backup", OWNER_PASSWORD, () =>
    backupEnv("two-servers"),
  );

  it("asked at the same moment, make exactly one backup", { timeout: 120_000 }, async () => {
    const { a, b } = servers;
    const [ownerA, ownerB] = await Promise.all([ownerOf(a), ownerOf(b)]);
    const answers = await Promise.all([
      ownerA("/api/admin/backups/offsite", { method: "POST" }),
      ownerB("/api/admin/backups/offsite", { method: "POST" }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([202, 409]);
    const made = answers.find((answer) => answer.status === 202)!.body;
    const refused = answers.find((answer) => answer.status === 409)!.body;
    expect(refused.message).toMatch(/A backup is being made already/);
    const status = await backupEnded(ownerA, made.name);
    expect(status.lastGood?.name).toBe(made.name);
    expect((await ownerB("/api/admin/backups/offsite")).body.lastGood).toEqual(status.lastGood);
    expect((await ownerB("/api/admin/backups")).body).toEqual([status.lastGood]);
    expect(await storage.keys("two-servers/")).toEqual([
      `two-servers/${made.name}`,
      `two-servers/${made.name}.sha256`,
    ]);
  });
});
