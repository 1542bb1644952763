import { type DatabaseIntrospector, type Kysely, PostgresAdapter, sql } from "kysely";
import { type Migration, type MigrationResultSet, Migrator } from "kysely/migration";
import * as initial from "./migrations/001-initial.ts";
import * as carousel from "./migrations/002-carousel.ts";
import * as checkout from "./migrations/003-checkout.ts";
import * as store from "./migrations/004-store.ts";
import * as artworkDetails from "./migrations/005-artwork-details.ts";
import * as slidesAndTestimonials from "./migrations/006-slides-and-testimonials.ts";
import * as demoMarks from "./migrations/007-demo-marks.ts";
import * as paymentDeadlines from "./migrations/008-payment-deadlines.ts";
import * as orderAccess from "./migrations/009-order-access.ts";
import * as originals from "./migrations/010-originals.ts";
import * as shippingZone from "./migrations/011-shipping-zone.ts";
import * as backgroundJobs from "./migrations/012-background-jobs.ts";
import * as securityEvents from "./migrations/013-security-events.ts";
import * as rateLimits from "./migrations/014-rate-limits.ts";
import * as securityRoundTwo from "./migrations/015-security-round-two.ts";
import * as orderTruth from "./migrations/016-order-truth.ts";
import * as cardPayments from "./migrations/017-card-payments.ts";
import * as collections from "./migrations/018-collections.ts";
import * as variants from "./migrations/019-variants.ts";
import * as taxAndInvoices from "./migrations/020-tax-and-invoices.ts";
import * as commissions from "./migrations/021-commissions.ts";
import * as artworkImages from "./migrations/022-artwork-images.ts";
import * as certificates from "./migrations/023-certificates.ts";
import * as catalogueTexts from "./migrations/024-catalogue-texts.ts";
import * as originalHolds from "./migrations/025-original-holds.ts";
import * as orderRefunds from "./migrations/026-order-refunds.ts";
import * as passwordResets from "./migrations/027-password-resets.ts";
import * as offsiteBackups from "./migrations/028-offsite-backups.ts";
import * as commissionsThatFinish from "./migrations/029-commissions-that-finish.ts";
import * as stats from "./migrations/030-stats.ts";
import * as audience from "./migrations/040-audience.ts";
import * as announcements from "./migrations/041-audience-announcements.ts";
import * as backInStock from "./migrations/042-back-in-stock.ts";
import * as discountCodes from "./migrations/050-discount-codes.ts";
import * as giftCards from "./migrations/051-gift-cards.ts";
import type { Database } from "./schema.ts";

/** Every migration, in order. Add new ones at the end; never edit a released one. */
const migrations = {
  "001-initial": initial,
  "002-carousel": carousel,
  "003-checkout": checkout,
  "004-store": store,
  "005-artwork-details": artworkDetails,
  "006-slides-and-testimonials": slidesAndTestimonials,
  "007-demo-marks": demoMarks,
  "008-payment-deadlines": paymentDeadlines,
  "009-order-access": orderAccess,
  "010-originals": originals,
  "011-shipping-zone": shippingZone,
  "012-background-jobs": backgroundJobs,
  "013-security-events": securityEvents,
  "014-rate-limits": rateLimits,
  "015-security-round-two": securityRoundTwo,
  "016-order-truth": orderTruth,
  "017-card-payments": cardPayments,
  "018-collections": collections,
  "019-variants": variants,
  "020-tax-and-invoices": taxAndInvoices,
  "021-commissions": commissions,
  "022-artwork-images": artworkImages,
  "023-certificates": certificates,
  "024-catalogue-texts": catalogueTexts,
  "025-original-holds": originalHolds,
  "026-order-refunds": orderRefunds,
  "027-password-resets": passwordResets,
  "028-offsite-backups": offsiteBackups,
  "029-commissions-that-finish": commissionsThatFinish,
  "030-stats": stats,
  "040-audience": audience,
  "041-audience-announcements": announcements,
  "042-back-in-stock": backInStock,
  "050-discount-codes": discountCodes,
  "051-gift-cards": giftCards,
} satisfies Record<string, Migration>;

/** Brings the schema up to date; running it again changes nothing. */
export const migrateToLatest = (db: Kysely<Database>, schema?: string): Promise<string[]> =>
  migrate(db, schema, (migrator) => migrator.migrateToLatest());

/** Brings the schema up to (and including) one migration: for testing what the next one does. */
export const migrateTo = (db: Kysely<Database>, name: keyof typeof migrations & string) =>
  migrate(db, undefined, (migrator) => migrator.migrateTo(name));

/** What a database has of this code's migrations, without applying any (`npm run doctor`). */
export interface MigrationStatus {
  applied: string[];
  pending: string[];
  /** Applied to the database but unknown to this code: the code is older than the database. */
  unknown: string[];
}

/** Reads which migrations the database has, and which this code would still apply. Changes nothing. */
export async function migrationStatus(
  db: Kysely<Database>,
  schema?: string,
): Promise<MigrationStatus> {
  const infos = await new Migrator({
    db: forMigrator(db, schema),
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  }).getMigrations();
  const applied = infos.filter((info) => info.executedAt).map((info) => info.name);
  const pending = infos.filter((info) => !info.executedAt).map((info) => info.name);
  let unknown: string[] = [];
  if (applied.length > 0) {
    // The migrator lists only the migrations it knows; the table may hold newer ones.
    const table = schema ? sql`${sql.id(schema)}.kysely_migration` : sql`kysely_migration`;
    const { rows } = await sql<{ name: string }>`select name from ${table}`.execute(db);
    unknown = rows.map((row) => row.name).filter((name) => !(name in migrations));
  }
  return { applied, pending, unknown };
}

async function migrate(
  db: Kysely<Database>,
  schema: string | undefined,
  run: (migrator: Migrator) => Promise<MigrationResultSet>,
): Promise<string[]> {
  const migrator = new Migrator({
    db: forMigrator(db, schema),
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results = [] } = await run(migrator);
  if (error) throw error;
  const failed = results.find((result) => result.status === "Error");
  if (failed) throw new Error(`Migration ${failed.migrationName} failed`);
  return results.map((result) => result.migrationName);
}

/**
 * The database as the migrator sees it. On PostgreSQL, Kysely's introspector lists the tables of
 * every schema of the database (calling pg_get_serial_sequence on each) and fails with `schema
 * "…" does not exist` when another schema is dropped while it reads, as parallel tests (a schema
 * each) do all the time. The migrator asks it only which schemas and tables exist: here it is
 * answered from the migration schema alone (see also tables.ts).
 */
function forMigrator(db: Kysely<Database>, schema: string | undefined): Kysely<Database> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return db;
  const introspection: DatabaseIntrospector = {
    async getSchemas() {
      const { rows } = await sql<{ name: string }>`
        select nspname as name from pg_catalog.pg_namespace`.execute(db);
      return rows;
    },
    async getTables() {
      const { rows } = await sql<{ name: string; schema: string }>`
        select table_name as name, table_schema as schema from information_schema.tables
         where table_schema = ${schema ?? sql`current_schema()`}`.execute(db);
      return rows.map((row) => ({ ...row, isView: false, isForeign: false, columns: [] }));
    },
  };
  return new Proxy(db, {
    get(target, property) {
      if (property === "introspection") return introspection;
      const value = Reflect.get(target, property, target);
      // Kysely's methods use private fields: they must run on the instance itself.
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
