/**
 * The owner's desk (PRODUCT.md §6, the dashboard): what needs doing, each with a count and the
 * filtered list that holds it; sales this month against last with the last twelve months; the
 * best-selling works; the latest activity. Reads only: the same figures serve the page and
 * `GET /api/admin/dashboard`.
 */
import { type Kysely, sql } from "kysely";
import { GIFT_CARD_CATEGORY } from "#core/gift-cards.ts";
import { TO_SHIP_FILTER } from "#core/order-status.ts";
import { LOW_STOCK } from "#core/stock-levels.ts";
import type { Clock } from "../clock.ts";
import type { Database } from "../db/schema.ts";
import { hasSomethingToPost, worksTotal } from "./works-sold.ts";

/** Orders that have been paid for (and stay so): what "sales" counts. */
export const PAID_STATUSES = ["paid", "shipped", "completed"] as const;
const UNPAID_STATUSES = ["pending", "awaiting-payment"] as const;

export type TodoId =
  | "unpaid"
  | "to-ship"
  | "quotes"
  | "deposits"
  | "messages"
  | "out-of-stock"
  | "low-stock"
  | "failed-mails"
  | "backup";

export interface Todo {
  id: TodoId;
  count: number;
  /** A sentence for the owner ("3 orders not paid, 1 past half its deadline"). */
  label: string;
  /** The filtered list that holds them. */
  href: string;
  /** Past half its time (unpaid orders), or never done (the backup): shown first and marked. */
  urgent: boolean;
}

export interface MonthSales {
  /** `YYYY-MM`, in UTC. */
  month: string;
  total: number;
  orders: number;
  /** The average order, rounded to the minor unit (0 with no order). */
  average: number;
}

export interface Dashboard {
  currency: string;
  todos: Todo[];
  /** Days since the last backup the owner downloaded (null: never). */
  backupAgeDays: number | null;
  sales: { thisMonth: MonthSales; lastMonth: MonthSales; months: MonthSales[] };
  bestSellers: Array<{ name: string; quantity: number; revenue: number }>;
  activity: Array<{
    kind: "order" | "message" | "commission";
    at: string;
    text: string;
    href: string;
  }>;
}

/** A backup older than this many days is a to-do. */
export const BACKUP_DUE_DAYS = 7;

const monthOf = (at: Date) => at.toISOString().slice(0, 7);

/** The `count` months up to and including `now`'s, oldest first (`YYYY-MM`, UTC). */
export function monthsUpTo(now: Date, count: number): string[] {
  const months: string[] = [];
  for (let back = count - 1; back >= 0; back--) {
    months.push(monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1))));
  }
  return months;
}

async function countOf(query: {
  executeTakeFirst(): Promise<{ n: number | string | bigint } | undefined>;
}): Promise<number> {
  return Number((await query.executeTakeFirst())?.n ?? 0);
}

async function unpaidOrders(db: Kysely<Database>, now: Date) {
  const rows = await db
    .selectFrom("orders")
    .select(["created_at", "pay_by"])
    .where("status", "in", UNPAID_STATUSES)
    .execute();
  // Past half its deadline: the moment the buyer is reminded (services/payment-deadlines.ts).
  const late = rows.filter(({ created_at, pay_by }) => {
    if (!pay_by) return false;
    const placed = Date.parse(created_at);
    return now.getTime() >= placed + (Date.parse(pay_by) - placed) / 2;
  }).length;
  return { count: rows.length, late };
}

async function waitingForDeposit(db: Kysely<Database>): Promise<number> {
  return countOf(
    db
      .selectFrom("commissions")
      .leftJoin("orders", "orders.id", "commissions.deposit_order_id")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("commissions.status", "=", "accepted")
      .where("commissions.deposit", ">", 0)
      .where((eb) =>
        eb.or([eb("orders.id", "is", null), eb("orders.status", "in", UNPAID_STATUSES)]),
      ),
  );
}

async function lastBackupAt(db: Kysely<Database>): Promise<string | undefined> {
  const row = await db
    .selectFrom("security_events")
    .select("occurred_at")
    .where("kind", "=", "backup-downloaded")
    .orderBy("occurred_at", "desc")
    .limit(1)
    .executeTakeFirst();
  return row?.occurred_at;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The to-dos, urgent first; a kind with nothing to do is left out. */
export async function todos(db: Kysely<Database>, now: Date) {
  const count = (table: "orders" | "commissions") =>
    db.selectFrom(table).select((eb) => eb.fn.countAll().as("n"));
  const [unpaid, toShip, quotes, deposits, messages, out, low, failed, backupAt] =
    await Promise.all([
      unpaidOrders(db, now),
      countOf(count("orders").where("status", "=", "paid").where(hasSomethingToPost)),
      countOf(count("commissions").where("status", "=", "new")),
      waitingForDeposit(db),
      countOf(
        db
          .selectFrom("contact_messages")
          .select((eb) => eb.fn.countAll().as("n"))
          .where("read_at", "is", null)
          .where("is_spam", "=", false),
      ),
      countOf(
        db
          .selectFrom("products")
          .select((eb) => eb.fn.countAll().as("n"))
          .where("stock", "=", 0),
      ),
      countOf(
        db
          .selectFrom("products")
          .select((eb) => eb.fn.countAll().as("n"))
          .where("stock", ">", 0)
          .where("stock", "<=", LOW_STOCK),
      ),
      countOf(
        db
          .selectFrom("mail_outbox")
          .select((eb) => eb.fn.countAll().as("n"))
          .where("status", "=", "failed"),
      ),
      lastBackupAt(db),
    ]);
  const backupAgeDays = backupAt
    ? Math.floor((now.getTime() - Date.parse(backupAt)) / 86_400_000)
    : null;
  const list: Todo[] = [
    {
      id: "unpaid",
      count: unpaid.count,
      label: `${plural(unpaid.count, "order")} not paid${unpaid.late ? `, ${unpaid.late} past half its deadline` : ""}`,
      href: "/admin/orders?status=unpaid",
      urgent: unpaid.late > 0,
    },
    {
      id: "to-ship",
      count: toShip,
      label: `${plural(toShip, "paid order")} to ship`,
      href: `/admin/orders?status=${TO_SHIP_FILTER}`,
      urgent: false,
    },
    {
      id: "quotes",
      count: quotes,
      label: `${plural(quotes, "commission")} waiting for a quote`,
      href: "/admin/commissions?status=new",
      urgent: false,
    },
    {
      id: "deposits",
      count: deposits,
      label: `${plural(deposits, "commission")} waiting for a deposit`,
      href: "/admin/commissions?status=accepted",
      urgent: false,
    },
    {
      id: "messages",
      count: messages,
      label: `${plural(messages, "unread message")}`,
      href: "/admin/messages?unread=1",
      urgent: false,
    },
    {
      id: "out-of-stock",
      count: out,
      label: `${plural(out, "product")} out of stock`,
      href: "/admin/products?stock=out",
      urgent: false,
    },
    {
      id: "low-stock",
      count: low,
      label: `${plural(low, "product")} low on stock (${LOW_STOCK} or fewer)`,
      href: "/admin/products?stock=low",
      urgent: false,
    },
    {
      id: "failed-mails",
      count: failed,
      label: `${plural(failed, "e-mail")} not delivered`,
      href: "/admin/messages?mail=failed",
      urgent: failed > 0,
    },
  ];
  if (backupAgeDays === null || backupAgeDays >= BACKUP_DUE_DAYS) {
    list.push({
      id: "backup",
      count: 1,
      label:
        backupAgeDays === null
          ? "No backup downloaded yet"
          : `Last backup downloaded ${plural(backupAgeDays, "day")} ago`,
      href: "/admin/go-live",
      urgent: backupAgeDays === null,
    });
  }
  const due = list.filter((todo) => todo.count > 0);
  return {
    todos: [...due.filter((t) => t.urgent), ...due.filter((t) => !t.urgent)],
    backupAgeDays,
  };
}

/**
 * Paid sales of works per month (UTC, by when the order was placed) over the last twelve months;
 * the gift cards an order bought are not counted (works-sold.ts).
 */
export async function sales(db: Kysely<Database>, now: Date) {
  const months = monthsUpTo(now, 12);
  // Gift cards are sold works only once spent: an order of nothing but gift cards is no sale.
  const rows = await db
    .selectFrom("orders")
    .select(["created_at", worksTotal().as("total")])
    .where("status", "in", PAID_STATUSES)
    .where("created_at", ">=", `${months[0]}-01`)
    .where(worksTotal(), ">", 0)
    .execute();
  const byMonth = new Map(months.map((month) => [month, { total: 0, orders: 0 }]));
  for (const row of rows) {
    const figures = byMonth.get(row.created_at.slice(0, 7));
    if (!figures) continue;
    figures.total += Number(row.total);
    figures.orders += 1;
  }
  const list: MonthSales[] = months.map((month) => {
    const { total, orders } = byMonth.get(month)!;
    return { month, total, orders, average: orders ? Math.round(total / orders) : 0 };
  });
  return { thisMonth: list[11]!, lastMonth: list[10]!, months: list };
}

/** The five works sold most (by quantity, then revenue) in paid orders; gift cards are no work. */
export async function bestSellers(db: Kysely<Database>, limit = 5) {
  const rows = await db
    .selectFrom("order_items")
    .innerJoin("orders", "orders.id", "order_items.order_id")
    .select((eb) => [
      "order_items.product_name as name",
      eb.fn.sum<number>("order_items.quantity").as("quantity"),
      eb.fn.sum<number>(sql`order_items.quantity * order_items.price`).as("revenue"),
    ])
    .where("orders.status", "in", PAID_STATUSES)
    .where("order_items.category", "!=", GIFT_CARD_CATEGORY)
    .groupBy("order_items.product_name")
    .orderBy("quantity", "desc")
    .orderBy("revenue", "desc")
    .orderBy("order_items.product_name")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    name: row.name,
    quantity: Number(row.quantity),
    revenue: Number(row.revenue),
  }));
}

/** The newest orders, messages and commission requests, newest first. */
export async function activity(db: Kysely<Database>, limit = 10): Promise<Dashboard["activity"]> {
  const [orders, messages, commissions] = await Promise.all([
    db
      .selectFrom("orders")
      .select(["order_number", "status", "total", "created_at"])
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(limit)
      .execute(),
    db
      .selectFrom("contact_messages")
      .select(["name", "created_at"])
      .where("is_spam", "=", false)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(limit)
      .execute(),
    db
      .selectFrom("commissions")
      .select(["id", "name", "kind_name", "created_at"])
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(limit)
      .execute(),
  ]);
  const items: Dashboard["activity"] = [
    ...orders.map((o) => ({
      kind: "order" as const,
      at: o.created_at,
      text: `Order ${o.order_number} placed`,
      href: `/admin/orders/${o.order_number}`,
    })),
    ...messages.map((m) => ({
      kind: "message" as const,
      at: m.created_at,
      text: `Message from ${m.name}`,
      href: "/admin/messages",
    })),
    ...commissions.map((c) => ({
      kind: "commission" as const,
      at: c.created_at,
      text: `Commission request from ${c.name} (${c.kind_name})`,
      href: `/admin/commissions/${c.id}`,
    })),
  ];
  return items.sort((a, b) => b.at.localeCompare(a.at)).slice(0, limit);
}

export function createDashboard(deps: {
  db: Kysely<Database>;
  clock: Clock;
  currency: () => Promise<string>;
}) {
  const { db, clock } = deps;
  return {
    async figures(): Promise<Dashboard> {
      const now = clock.now();
      const [due, salesFigures, best, latest, currency] = await Promise.all([
        todos(db, now),
        sales(db, now),
        bestSellers(db),
        activity(db),
        deps.currency(),
      ]);
      return {
        currency,
        todos: due.todos,
        backupAgeDays: due.backupAgeDays,
        sales: salesFigures,
        bestSellers: best,
        activity: latest,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboard>;
