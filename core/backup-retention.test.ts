import { describe, expect, it } from "vitest";
import { offsiteBackupDate, offsiteBackupName } from "./backup-format.ts";
import { backupsToKeep, type Dated } from "./backup-retention.ts";

/** A backup made at an ISO time, named as the off-site backups are. */
const made = (iso: string): Dated => {
  const createdAt = new Date(iso);
  return { name: offsiteBackupName(createdAt, false), createdAt };
};
/** Nightly backups at 03:00 UTC from `first` to `last` (days, inclusive). */
function nightly(first: string, last: string): Dated[] {
  const backups: Dated[] = [];
  for (let day = new Date(`${first}T03:00:00Z`); day <= new Date(`${last}T03:00:00Z`); ) {
    backups.push(made(day.toISOString()));
    day = new Date(day.getTime() + 24 * 3600_000);
  }
  return backups;
}
const days = (kept: Set<string>) =>
  [...kept].map((name) => offsiteBackupDate(name)!.toISOString().slice(0, 10)).sort();

describe("backupsToKeep (7 daily, 4 weekly, 12 monthly)", () => {
  it("keeps a year of nightly backups down to 7 days, 4 weeks and 12 months", () => {
    // 2026-11-29 is a Sunday: the last ISO week is Monday 23rd to Sunday 29th.
    const kept = backupsToKeep(nightly("2025-10-15", "2026-11-29"));
    expect(days(kept)).toEqual([
      // Months: the newest backup of each of the last 12 months (December 2025 to November 2026).
      "2025-12-31",
      "2026-01-31",
      "2026-02-28",
      "2026-03-31",
      "2026-04-30",
      "2026-05-31",
      "2026-06-30",
      "2026-07-31",
      "2026-08-31",
      "2026-09-30",
      "2026-10-31",
      // Weeks: the Sundays of the last 4 weeks, the newest of which is a daily one too.
      "2026-11-08",
      "2026-11-15",
      "2026-11-22",
      // Days: the last seven, the newest also November's and its week's.
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
      "2026-11-29",
    ]);
  });

  it("keeps the newest of several backups of one day", () => {
    const backups = [
      made("2026-11-29T03:00:00Z"),
      made("2026-11-29T10:15:00Z"),
      made("2026-11-29T18:40:00Z"),
      made("2026-11-28T03:00:00Z"),
    ];
    expect([...backupsToKeep(backups)].sort()).toEqual([backups[2]!.name, backups[3]!.name].sort());
  });

  it("counts days that have a backup, so a month without any deletes nothing old", () => {
    // Nightly backups stopped on 30 September; one made by hand on 29 November.
    const backups = [...nightly("2026-09-01", "2026-09-30"), made("2026-11-29T12:00:00Z")];
    // 30 September is a Wednesday: its week's newest is a daily one, the two weeks before end
    // on the 27th (a daily one too) and the 20th.
    expect(days(backupsToKeep(backups))).toEqual([
      "2026-09-20",
      "2026-09-25",
      "2026-09-26",
      "2026-09-27",
      "2026-09-28",
      "2026-09-29",
      "2026-09-30",
      "2026-11-29",
    ]);
  });

  it("keeps everything while there are few, nothing when there is nothing", () => {
    const backups = nightly("2026-11-25", "2026-11-29");
    expect(backupsToKeep(backups).size).toBe(5);
    expect(backupsToKeep([]).size).toBe(0);
  });

  it("does not depend on the order it is given the backups in", () => {
    const backups = nightly("2026-01-01", "2026-11-29");
    const shuffled = [...backups].reverse();
    expect(backupsToKeep(shuffled)).toEqual(backupsToKeep(backups));
  });
});

describe("off-site backup names", () => {
  it("say when the backup was made, and whether it is encrypted", () => {
    const date = new Date("2026-11-29T03:04:05.678Z");
    expect(offsiteBackupName(date, false)).toBe("easel-backup-2026-11-29T030405Z.tar.gz");
    expect(offsiteBackupName(date, true)).toBe("easel-backup-2026-11-29T030405Z.tar.gz.enc");
    expect(offsiteBackupDate("easel-backup-2026-11-29T030405Z.tar.gz.enc")).toEqual(
      new Date("2026-11-29T03:04:05Z"),
    );
  });

  it.each([
    "easel-backup-2026-11-29.tar.gz",
    "easel-backup-2026-11-29T030405Z.tar.gz.sha256",
    "easel-backup-2026-13-29T030405Z.tar.gz",
    "other-2026-11-29T030405Z.tar.gz",
  ])("are not read into other names: %s", (name) => {
    expect(offsiteBackupDate(name)).toBeUndefined();
  });
});
