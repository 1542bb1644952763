import { describe, expect, it } from "vitest";
import { asDiskFull } from "./disk-full.ts";
import { DISK_FULL_MESSAGE, DiskFull, Invalid } from "./domain-errors.ts";

/** An error shaped as the named part throws it. */
const shaped = (message: string, fields: Record<string, unknown>) =>
  Object.assign(new Error(message), fields);

describe("asDiskFull", () => {
  it("recognises a full disk however each part says it", () => {
    const said = [
      shaped("ENOSPC: no space left on device, write", { code: "ENOSPC", errno: -28 }),
      shaped("EDQUOT: disk quota exceeded", { code: "EDQUOT" }),
      shaped("database or disk is full", { code: "ERR_SQLITE_ERROR", errcode: 13 }),
      shaped("could not extend file", { code: "53100" }), // PostgreSQL's disk_full
      shaped("Command failed: tar -czf …", {
        code: 2,
        stderr:
          "tar: /tmp/x.tar.gz: Wrote only 4096 of 10240 bytes\ntar: No space left on device\n",
      }),
      new Error("wrapped", { cause: shaped("ENOSPC", { code: "ENOSPC" }) }),
    ];
    for (const error of said) {
      const full = asDiskFull(error);
      expect(full, error.message).toBeInstanceOf(DiskFull);
      expect(full?.message).toBe(DISK_FULL_MESSAGE);
      expect(full?.cause).toBe(error);
    }
  });

  it("leaves every other failure alone", () => {
    for (const error of [
      shaped("database is locked", { code: "ERR_SQLITE_ERROR", errcode: 5 }),
      shaped("EACCES", { code: "EACCES" }),
      new Invalid("No space left on device"), // a domain error is already what it is
      "ENOSPC",
      null,
    ]) {
      expect(asDiskFull(error)).toBeUndefined();
    }
  });
});
