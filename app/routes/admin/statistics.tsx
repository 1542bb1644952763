import { Download } from "lucide-react";
import { Link } from "react-router";
import { Invalid } from "#core/domain-errors.ts";
import { formatMoney } from "#core/money.ts";
import { addDays, dayOf } from "#core/stats-range.ts";
import { FigureTable } from "~/components/admin/stats/figure-table.tsx";
import { RangePicker } from "~/components/admin/stats/range-picker.tsx";
import { SalesBySource } from "~/components/admin/stats/sales-by-source.tsx";
import { VisitsCard } from "~/components/admin/stats/visits-card.tsx";
import { appContext } from "~/lib/app-context.ts";
import type { Route } from "./+types/statistics";

export const meta: Route.MetaFunction = () => [{ title: "Statistics · Admin" }];

/** The lists a name can narrow the page to, and the query parameter each sets. */
const FILTERS = ["page", "source", "campaign", "device"] as const;
type FilterName = (typeof FILTERS)[number];
/** The stats' lists of names with their visitors and views. */
type FigureList = "pages" | "sources" | "campaigns" | "entries" | "devices";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const params = new URL(request.url).searchParams;
  const filter: Partial<Record<FilterName, string>> = {};
  for (const name of FILTERS) {
    const value = params.get(name);
    if (value) filter[name] = value;
  }
  const today = dayOf(services.clock.now());
  const choices = [
    { id: "today", label: "Today", from: today, to: today },
    { id: "7d", label: "7 days", from: addDays(today, -6), to: today },
    { id: "30d", label: "30 days", from: addDays(today, -29), to: today },
    { id: "12m", label: "12 months", from: addDays(today, -364), to: today },
  ];
  const from = params.get("from") || undefined;
  const to = params.get("to") || undefined;
  let error: string | null = null;
  let stats: Awaited<ReturnType<typeof services.stats.read>>;
  try {
    stats = await services.stats.read(from, to, filter);
  } catch (refused) {
    if (!(refused instanceof Invalid)) throw refused;
    error = refused.message;
    stats = await services.stats.read(undefined, undefined, filter);
  }
  const { currency } = await services.settingStore.store();
  return { stats, error, choices, filter, currency };
}

/** Admin → Statistics (PRODUCT.md §6): visits counted without cookies, and the sales they led to. */
export default function AdminStatistics({ loaderData }: Route.ComponentProps) {
  const { stats, error, choices, filter, currency } = loaderData;
  const query = (changes: Record<string, string | null>) => {
    const params = new URLSearchParams({ from: stats.from, to: stats.to, ...filter });
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) params.delete(name);
      else params.set(name, value);
    }
    return `?${params}`;
  };
  const narrowTo = (name: FilterName) => (value: string) =>
    filter[name] === value ? null : query({ [name]: value });
  const active = FILTERS.filter((name) => filter[name]);
  /** A table for each of the stats' lists named (its id), each name narrowing the page by `narrows`. */
  const figureTables = (
    tables: ReadonlyArray<
      [title: string, id: FigureList, nameHeading: string, narrows: FilterName]
    >,
  ) =>
    tables.map(([title, id, nameHeading, narrows]) => (
      <FigureTable
        key={id}
        title={title}
        id={id}
        nameHeading={nameHeading}
        rows={stats[id]}
        filterHref={narrowTo(narrows)}
      />
    ));
  return (
    <div className="flex max-w-6xl flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl">Statistics</h1>
        <a href={`/api/admin/stats/export.csv${query({})}`} className="btn-secondary" download>
          <Download className="size-4" aria-hidden />
          Export CSV
        </a>
      </div>
      <p className="text-sm text-ink-soft">
        Counted by the server without cookies: a visitor is known for one day only, bots and your
        own visits are left out, and so are visitors whose browser asks not to be followed.
      </p>
      <RangePicker
        choices={choices}
        from={stats.from}
        to={stats.to}
        hrefOf={(range) => query(range)}
        filters={filter}
      />
      {error && (
        <p
          role="alert"
          className="rounded border border-accent-deep/40 bg-white px-4 py-3 text-sm text-accent-deep"
        >
          {error}. Showing the last 30 days instead.
        </p>
      )}
      {active.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Filters">
          {active.map((name) => (
            <li key={name}>
              <Link
                to={query({ [name]: null })}
                className="inline-flex rounded-full bg-paper-deep px-3 py-1 text-sm hover:bg-line"
              >
                {name}: {filter[name]}{" "}
                <span className="ml-1" aria-hidden>
                  ×
                </span>
                <span className="sr-only">(remove this filter)</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <VisitsCard stats={stats} revenue={formatMoney(stats.orders.revenue, currency)} />
      <div className="grid gap-6 lg:grid-cols-2">
        {figureTables([
          ["Top pages", "pages", "Page", "page"],
          ["Sources", "sources", "Source", "source"],
        ])}
        <SalesBySource rows={stats.orders.bySource} currency={currency} />
        {figureTables([
          ["Campaigns", "campaigns", "Campaign", "campaign"],
          ["Entry pages", "entries", "Page", "page"],
          ["Devices", "devices", "Device", "device"],
        ])}
      </div>
    </div>
  );
}
