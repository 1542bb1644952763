/**
 * Which off-site backups to keep (PRODUCT.md §4, Off-site backups): the newest of each of the last
 * 7 days that have one, of the last 4 weeks, and of the last 12 months; a backup any rule keeps is
 * kept. Days, weeks (ISO, from Monday) and months are UTC, as the backups' names are. Counting the
 * days *that have a backup*, not the last 7 calendar days, means a month without backups (a
 * stopped server) never makes the old ones go.
 */

export const KEEP = { daily: 7, weekly: 4, monthly: 12 } as const;

export interface Dated {
  name: string;
  createdAt: Date;
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const monthOf = (date: Date) => date.toISOString().slice(0, 7);

/** The ISO week of a date (UTC): its Monday's day. */
function weekOf(date: Date): string {
  const monday = new Date(date.getTime());
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return dayOf(monday);
}

/** The names of the backups to keep; every other one may be deleted. */
export function backupsToKeep(backups: readonly Dated[], keep = KEEP): Set<string> {
  const newestFirst = [...backups].sort(
    (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.name.localeCompare(a.name),
  );
  const kept = new Set<string>();
  const rules: Array<[number, (date: Date) => string]> = [
    [keep.daily, dayOf],
    [keep.weekly, weekOf],
    [keep.monthly, monthOf],
  ];
  for (const [count, periodOf] of rules) {
    const seen = new Set<string>();
    for (const backup of newestFirst) {
      if (seen.size >= count) break;
      const period = periodOf(backup.createdAt);
      if (seen.has(period)) continue;
      // The newest backup of a period stands for it.
      seen.add(period);
      kept.add(backup.name);
    }
  }
  return kept;
}
