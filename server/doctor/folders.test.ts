import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { useTempDir } from "../../testing/temp-dir.ts";
import { readEnv } from "../env.ts";
import { checkFolders, checkSpace, type Space } from "./folders.ts";

const GB = 1024 ** 3;
const MB = 1024 ** 2;
const plenty = async (): Promise<Space> => ({ free: 50 * GB, total: 100 * GB });

describe("doctor: folders and disk", () => {
  const temp = useTempDir("easel-doctor-");

  it("finds existing folders writable, leaves no probe file behind, and checks the space once per filesystem", async () => {
    const dataDir = path.join(temp.path, "data");
    mkdirSync(path.join(dataDir, "media"), { recursive: true });
    const asked: string[] = [];
    const findings = await checkFolders(readEnv({ DATA_DIR: dataDir }), {
      tmpDir: temp.path,
      spaceOf: async (dir) => {
        asked.push(dir);
        return plenty();
      },
    });
    expect(findings.map((finding) => [finding.subject, finding.status])).toEqual([
      ["Data folder", "ok"],
      ["Media folder", "ok"],
      ["Temporary folder", "ok"],
      ["Disk space", "ok"],
    ]);
    expect(findings[0]?.message).toBe(`${dataDir} is writable.`);
    expect(findings[2]?.message).toContain("on the same filesystem as the data");
    expect(readdirSync(dataDir)).toEqual(["media"]);
    expect(readdirSync(path.join(dataDir, "media"))).toEqual([]);
    expect(asked).toEqual([temp.path, dataDir]); // the temporary folder, then the one filesystem
  });

  it("fails an existing folder that cannot be written, with the chown that fixes it", async () => {
    const findings = await checkFolders(readEnv({ DATA_DIR: "/sys/kernel" }), {
      tmpDir: temp.path,
      spaceOf: plenty,
    });
    expect(findings[0]?.status).toBe("fail");
    expect(findings[0]?.message).toMatch(
      /^\/sys\/kernel is not writable by \S+ \(\w+\): sudo chown -R /,
    );
  });

  it("accepts folders the first start will create, when their parent is writable", async () => {
    const findings = await checkFolders(readEnv({ DATA_DIR: path.join(temp.path, "new/data") }), {
      tmpDir: temp.path,
      spaceOf: plenty,
    });
    expect(findings[0]?.status).toBe("ok");
    expect(findings[0]?.message).toContain(
      "does not exist yet; the server makes it when it needs it",
    );
  });

  it("fails a folder that cannot be written (a read-only filesystem) and a file in a folder's place", async () => {
    const file = path.join(temp.path, "not-a-folder");
    writeFileSync(file, "x");
    const findings = await checkFolders(readEnv({ DATA_DIR: "/sys/easel-data", MEDIA_DIR: file }), {
      tmpDir: temp.path,
      spaceOf: plenty,
    });
    expect(findings[0]?.status).toBe("fail");
    // The folder is missing and its parent read-only: the advice is to make the folder, never
    // to take over the parent.
    expect(findings[0]?.message).toContain("/sys/easel-data does not exist and");
    expect(findings[0]?.message).toContain("cannot create it in /sys");
    expect(findings[0]?.message).toContain("sudo install -d -o");
    expect(findings[0]?.message).not.toContain("chown");
    expect(findings[1]?.status).toBe("fail");
    expect(findings[1]?.message).toContain("is a file, not a folder: set MEDIA_DIR");
  });

  it("warns when the temporary folder has no room for a backup's copy of the originals", async () => {
    const dataDir = path.join(temp.path, "data");
    mkdirSync(path.join(dataDir, "media/originals"), { recursive: true });
    writeFileSync(path.join(dataDir, "media/originals/a.jpg"), Buffer.alloc(3 * MB));
    const findings = await checkFolders(readEnv({ DATA_DIR: dataDir }), {
      tmpDir: temp.path,
      spaceOf: async (dir) => (dir === temp.path ? { free: 50 * MB, total: GB } : plenty()),
    });
    const tmp = findings.find((finding) => finding.subject === "Temporary folder");
    expect(tmp?.status).toBe("warn");
    expect(tmp?.message).toContain("originals (3 MB)");
    expect(tmp?.message).toContain("set TMPDIR");
  });

  it("judges free space: under 100 MB must be fixed, under 1 GB or 10 % is a warning", () => {
    expect(checkSpace("/d", { free: 50 * MB, total: 100 * GB }).status).toBe("fail");
    expect(checkSpace("/d", { free: 900 * MB, total: 2 * GB }).status).toBe("warn");
    expect(checkSpace("/d", { free: 5 * GB, total: 100 * GB }).status).toBe("warn");
    const fine = checkSpace("/d", { free: 20 * GB, total: 100 * GB });
    expect(fine.status).toBe("ok");
    expect(fine.message).toBe("20.0 GB free of 100.0 GB (20 %) on the filesystem of /d.");
  });
});
