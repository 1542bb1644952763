/**
 * A backup's database half: every table read in one consistent snapshot, and loaded back into an
 * empty, migrated database in one transaction.
 */
import { type Kysely, sql } from "kysely";
import { BACKUP_FORMAT, BACKUP_TABLES, BACKUP_VERSION } from "#core/backup-format.ts";
import { Conflict, Invalid } from "#core/domain-errors.ts";
import { type BackupData, BackupSchema } from "#core/schemas/backup-input.ts";
import type { Dialect } from "../db/dialect.ts";
import { addSeedCollections } from "../db/migrations/018-collections.ts";
import { keepCatalogueTexts } from "../db/migrations/024-catalogue-texts.ts";
import type { Database, OwnerCredentialsTable } from "../db/schema.ts";
import { tablesOf } from "../db/tables.ts";
import { linkVariantLines } from "./product-variants.ts";
import { holdBackMail } from "./restore-summary.ts";

// Every backed-up table is one of the schema's.
BACKUP_TABLES satisfies ReadonlyArray<keyof Database>;

/** Columns stored as 0/1 on SQLite and as booleans on PostgreSQL. */
const BOOLEAN_COLUMNS = new Set([
  "is_for_sale",
  "is_featured",
  "is_available",
  "is_spam",
  "is_published",
  "is_demo",
  "tax_included",
  "once_per_customer",
  "active",
]);
const NO_ID_TABLES = new Set([
  "settings",
  "invoice_counters",
  "suppressed_addresses",
  "stats_views",
  "stats_days",
]);
/**
 * A started server already has a password, settings and perhaps a sign-in in its security log
 * (and, in the tests, the seed's collections), and the consent line's first version: the backup's
 * replace them.
 */
const REPLACED_TABLES = new Set([
  "settings",
  "owner_credentials",
  "security_events",
  "collections",
  "consent_texts",
]);

type Row = Record<string, unknown>;
// biome-ignore lint/suspicious/noExplicitAny: tables are read and written whole, whatever their columns.
type AnyDb = Kysely<any>;

/** Reads every table in one transaction, so the snapshot is consistent. */
export async function exportData(db: Kysely<Database>): Promise<BackupData> {
  return db.transaction().execute(async (trx) => {
    const tables: Record<string, Row[]> = {};
    for (const table of BACKUP_TABLES) {
      const rows = (await (trx as AnyDb).selectFrom(table).selectAll().execute()) as Row[];
      tables[table] = rows.map((row) =>
        Object.fromEntries(
          Object.entries(row).map(([key, value]) => [
            key,
            BOOLEAN_COLUMNS.has(key) ? Boolean(value) : value,
          ]),
        ),
      );
    }
    return {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      tables,
    } as BackupData;
  });
}

/**
 * Checks `backup.json`'s content (core/schemas/backup-input.ts): the format and version, known
 * tables only, and image records whose key, type and section the media pipeline makes. Throws
 * `Invalid` naming the first problem (and every problem in `fields`).
 */
export function parseBackup(input: unknown): BackupData {
  const parsed = BackupSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const where = (issue: { path: PropertyKey[] }) => issue.path.map(String).join(".");
  // A bad column name is reported by the record as "Invalid key": say what was wrong with it.
  const says = (issue: (typeof parsed.error.issues)[number]) =>
    issue.code === "invalid_key" ? `${issue.issues[0]?.message ?? issue.message}` : issue.message;
  const fields = Object.fromEntries(
    parsed.error.issues.map((issue) => [where(issue) || "backup", says(issue)]),
  );
  const [first] = parsed.error.issues;
  throw new Invalid(
    `This backup cannot be restored: ${first && where(first) ? `${where(first)}: ` : ""}${first ? says(first) : "it is not an Easel backup"}`,
    fields,
  );
}

/** The owner password to end up with: the backup's, or this record (null: none yet). */
export type CredentialsChoice = "from-backup" | { keep: OwnerCredentialsTable | null };

/** Every column of every table of the migrated database (of its schema, on PostgreSQL). */
async function columnsOf(db: Kysely<Database>, dialect: Dialect) {
  const tables = await tablesOf(db, dialect);
  return new Map([...tables].map(([name, columns]) => [name, new Set(columns)]));
}

/** Refuses a column the database does not have, before any row is written (never passed to SQL). */
export async function checkColumns(db: Kysely<Database>, dialect: Dialect, data: BackupData) {
  const columns = await columnsOf(db, dialect);
  for (const [table, rows] of Object.entries(data.tables)) {
    const known = columns.get(table);
    for (const [index, row] of (rows ?? []).entries()) {
      const unknown = Object.keys(row).find((column) => !known?.has(column));
      if (unknown !== undefined) {
        throw new Invalid(
          `This backup cannot be restored: tables.${table}.${index}: unknown column ${JSON.stringify(unknown)}`,
          { [`tables.${table}.${index}.${unknown}`]: "Unknown column" },
        );
      }
    }
  }
}

/** Loads the backup's rows inside `trx`; the database must hold nothing but settings and a password. */
export async function loadTables(
  trx: Kysely<Database>,
  dialect: Dialect,
  data: BackupData,
  credentials: CredentialsChoice,
): Promise<void> {
  const any = trx as AnyDb;
  for (const table of BACKUP_TABLES) {
    if (REPLACED_TABLES.has(table)) continue;
    const existing = await any
      .selectFrom(table)
      .select(sql<number>`count(*)`.as("n"))
      .executeTakeFirstOrThrow();
    if (Number(existing.n) > 0)
      throw new Conflict(`The database is not empty (${table} has rows): restore into a new one`);
  }
  for (const table of REPLACED_TABLES) await any.deleteFrom(table).execute();
  // A restored site signs everyone in again.
  await any.deleteFrom("owner_sessions").execute();
  for (const table of BACKUP_TABLES) {
    let rows: Row[] = data.tables[table] ?? [];
    if (table === "owner_credentials" && credentials !== "from-backup") {
      rows = credentials.keep ? [{ ...credentials.keep }] : [];
    }
    // Mail the backup was about to send is never sent by the restored site.
    if (table === "mail_outbox") rows = holdBackMail(rows);
    for (let start = 0; start < rows.length; start += 200) {
      await any
        .insertInto(table)
        .values(rows.slice(start, start + 200))
        .execute();
    }
    if (
      dialect === "postgres" &&
      !NO_ID_TABLES.has(table) &&
      rows.length > 0 &&
      table !== "owner_credentials"
    ) {
      // Explicit ids leave the identity behind: move it past the largest restored id.
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(
        trx,
      );
    }
  }
  // A backup from before collections gets what migration 018 gives such a site.
  if (data.tables.collections === undefined) await addSeedCollections(trx, "held");
  // …and one from before the catalogue's texts were data (migration 024) what that gives.
  if (!data.tables.collections?.some((row) => "specifications" in row))
    await keepCatalogueTexts(trx);
  // A backup from before variant ids (migration 019) names its lines' variants only by name.
  await linkVariantLines(trx);
}

/**
 * Loads a backup into an empty, migrated database in one transaction (refuses one that has
 * content, unknown tables and columns, and image records the media pipeline never makes). The
 * owner password is the backup's unless `credentials` says which to keep.
 */
export async function importData(
  db: Kysely<Database>,
  dialect: Dialect,
  input: unknown,
  credentials: CredentialsChoice = "from-backup",
): Promise<void> {
  const data = parseBackup(input);
  await checkColumns(db, dialect, data);
  await db.transaction().execute((trx) => loadTables(trx, dialect, data, credentials));
}
