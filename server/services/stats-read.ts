/**
 * The statistics for a range of days: the raw views of the last 30 days and the daily figures
 * older days were rolled into, added up; and the paid orders by the source of their visit.
 */
import type { Kysely } from "kysely";
import { dayNumber, dayOfNumber, type StatsRange } from "#core/stats-range.ts";
import { DEVICE_CODES, type DeviceKind, deviceOfCode } from "#core/visit-source.ts";
import type { Database } from "../db/schema.ts";
import { PAID_STATUSES } from "./dashboard.ts";
import type { Dimension } from "./stats-store.ts";
import { worksTotal } from "./works-sold.ts";

/** Narrows every figure to the views of one page, source, campaign or device. */
export interface StatsFilter {
  page?: string | undefined;
  source?: string | undefined;
  campaign?: string | undefined;
  device?: string | undefined;
}

export interface Figure {
  name: string;
  visitors: number;
  pageviews: number;
}

export interface Stats {
  from: string;
  to: string;
  filter: StatsFilter;
  visitors: number;
  pageviews: number;
  days: Array<{ date: string; visitors: number; pageviews: number }>;
  pages: Figure[];
  entries: Figure[];
  sources: Figure[];
  campaigns: Figure[];
  devices: Figure[];
  orders: {
    count: number;
    revenue: number;
    bySource: Array<{ source: string; visitors: number; orders: number; revenue: number }>;
  };
}

/** At most this many rows per list. */
const TOP = 50;

const COLUMN = {
  page: "path",
  entry: "path",
  source: "source",
  campaign: "campaign",
  device: "device",
} as const;

function rawViews(db: Kysely<Database>, range: StatsRange, filter: StatsFilter) {
  let query = db
    .selectFrom("stats_views")
    .where("day", ">=", dayNumber(range.from))
    .where("day", "<=", dayNumber(range.to));
  if (filter.page) query = query.where("path", "=", filter.page);
  if (filter.source) query = query.where("source", "=", filter.source);
  if (filter.campaign) query = query.where("campaign", "=", filter.campaign);
  if (filter.device) {
    const code = DEVICE_CODES[filter.device as DeviceKind] ?? filter.device;
    query = query.where("device", "=", code);
  }
  return query;
}

const filtered = (filter: StatsFilter) => Object.values(filter).some(Boolean);

/** One dimension's figures: the raw views', plus the rolled-up days' (only without a filter). */
async function figuresBy(
  db: Kysely<Database>,
  range: StatsRange,
  filter: StatsFilter,
  dimension: Exclude<Dimension, "total">,
): Promise<Figure[]> {
  let raw = rawViews(db, range, filter);
  if (dimension === "entry") raw = raw.where("entry", "=", 1);
  if (dimension === "campaign") raw = raw.where("campaign", "<>", "");
  const column = COLUMN[dimension];
  const rows = await raw
    .select((eb) => [
      eb.ref(column).as("name"),
      eb.fn.count<number>("visitor").distinct().as("visitors"),
      eb.fn.countAll<number>().as("pageviews"),
    ])
    .groupBy(column)
    .execute();
  const merged = new Map<string, Figure>();
  for (const row of rows) {
    const name = dimension === "device" ? deviceOfCode(row.name) : row.name;
    merged.set(name, {
      name,
      visitors: Number(row.visitors),
      pageviews: Number(row.pageviews),
    });
  }
  if (!filtered(filter)) {
    const rolled = await db
      .selectFrom("stats_days")
      .select((eb) => [
        "value as name",
        eb.fn.sum<number>("visitors").as("visitors"),
        eb.fn.sum<number>("views").as("pageviews"),
      ])
      .where("dimension", "=", dimension)
      .where("day", ">=", range.from)
      .where("day", "<=", range.to)
      .groupBy("value")
      .execute();
    for (const row of rolled) {
      const figure = merged.get(row.name) ?? { name: row.name, visitors: 0, pageviews: 0 };
      figure.visitors += Number(row.visitors);
      figure.pageviews += Number(row.pageviews);
      merged.set(row.name, figure);
    }
  }
  return [...merged.values()]
    .sort(
      (a, b) =>
        b.visitors - a.visitors || b.pageviews - a.pageviews || a.name.localeCompare(b.name),
    )
    .slice(0, TOP);
}

async function perDay(db: Kysely<Database>, range: StatsRange, filter: StatsFilter) {
  const rows = await rawViews(db, range, filter)
    .select((eb) => [
      "day",
      eb.fn.count<number>("visitor").distinct().as("visitors"),
      eb.fn.countAll<number>().as("pageviews"),
    ])
    .groupBy("day")
    .execute();
  const byDay = new Map(
    rows.map((row) => [
      dayOfNumber(row.day),
      { visitors: Number(row.visitors), pageviews: Number(row.pageviews) },
    ]),
  );
  if (!filtered(filter)) {
    const rolled = await db
      .selectFrom("stats_days")
      .select(["day", "visitors", "views"])
      .where("dimension", "=", "total")
      .where("day", ">=", range.from)
      .where("day", "<=", range.to)
      .execute();
    for (const row of rolled) {
      const day = byDay.get(row.day) ?? { visitors: 0, pageviews: 0 };
      day.visitors += Number(row.visitors);
      day.pageviews += Number(row.views);
      byDay.set(row.day, day);
    }
  }
  return range.days.map((date) => ({
    date,
    ...(byDay.get(date) ?? { visitors: 0, pageviews: 0 }),
  }));
}

/**
 * Paid orders of works placed in the range, by their visit's source (narrowed by a source or
 * campaign filter): gift cards bought are not revenue until spent (works-sold.ts).
 */
async function ordersBySource(db: Kysely<Database>, range: StatsRange, filter: StatsFilter) {
  let query = db
    .selectFrom("orders")
    .select((eb) => [
      eb.fn.coalesce("visit_source", eb.val("(not counted)")).as("source"),
      eb.fn.countAll<number>().as("orders"),
      eb.fn.sum<number>(worksTotal()).as("revenue"),
    ])
    .where("status", "in", PAID_STATUSES)
    .where(worksTotal(), ">", 0)
    .where("created_at", ">=", range.from)
    .where("created_at", "<", `${range.to}~`)
    .groupBy("visit_source");
  if (filter.source) query = query.where("visit_source", "=", filter.source);
  if (filter.campaign) query = query.where("visit_campaign", "=", filter.campaign);
  return (await query.execute()).map((row) => ({
    source: String(row.source),
    orders: Number(row.orders),
    revenue: Number(row.revenue),
  }));
}

export async function readStats(
  db: Kysely<Database>,
  range: StatsRange,
  filter: StatsFilter = {},
): Promise<Stats> {
  const [days, pages, entries, sources, campaigns, devices, orders] = await Promise.all([
    perDay(db, range, filter),
    figuresBy(db, range, filter, "page"),
    figuresBy(db, range, filter, "entry"),
    figuresBy(db, range, filter, "source"),
    figuresBy(db, range, filter, "campaign"),
    figuresBy(db, range, filter, "device"),
    ordersBySource(db, range, filter),
  ]);
  const visitorsOf = new Map(sources.map((source) => [source.name, source.visitors]));
  const bySource = orders
    .map((row) => ({ ...row, visitors: visitorsOf.get(row.source) ?? 0 }))
    .sort((a, b) => b.revenue - a.revenue || a.source.localeCompare(b.source));
  return {
    from: range.from,
    to: range.to,
    filter,
    // A visitor's hash changes every day, so the range's visitors are the days' added up.
    visitors: days.reduce((sum, day) => sum + day.visitors, 0),
    pageviews: days.reduce((sum, day) => sum + day.pageviews, 0),
    days,
    pages,
    entries,
    sources,
    campaigns,
    devices,
    orders: {
      count: bySource.reduce((sum, row) => sum + row.orders, 0),
      revenue: bySource.reduce((sum, row) => sum + row.revenue, 0),
      bySource,
    },
  };
}
