/**
 * PostgreSQL test schemas used again within a test file. Making a schema from the run's template
 * (db-templates.ts) and dropping it after the test cost about 250 ms a test, most of it the
 * server's CPU and fsyncs for some hundred catalogue entries; emptying the tables and putting the
 * template's rows back costs about 10 ms. A schema is used again only if its tables, columns,
 * constraints, triggers and privileges are still the template's (a test may have changed them);
 * otherwise, or when the reset fails, it is dropped as before.
 *
 * The schemas left at the end of a file are dropped by the global setup's teardown: their names
 * start with the run's prefix (RUN_PREFIX_ENV).
 */
import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { type DbHandle, openDatabase } from "../server/db/client.ts";
import { PLACEHOLDER, postgresTemplateFor } from "./db-templates.ts";

/** The run's schema-name prefix, set by the global setup. */
export const RUN_PREFIX_ENV = "EASEL_TEST_SCHEMA_PREFIX";

/** A new schema name: the run's prefix when there is one, so the teardown finds what is left. */
export const newSchemaName = () =>
  `${process.env[RUN_PREFIX_ENV] ?? "test"}_${randomBytes(6).toString("hex")}`;

/** Emptied schemas of this process, each holding the template's rows again. */
const spare: string[] = [];
/** The connection that empties them, kept for the process (TEST_DATABASE_URL's database). */
let keeper: Promise<DbHandle> | undefined;
/** What an untouched schema's catalogue looks like (`shapeOf`), learnt from the first one made. */
let templateShape: Promise<string> | undefined;
/** False once emptying failed here (no superuser to set the replication role): drop instead. */
let recycling = true;

const keeperFor = (databaseUrl: string, dataDir: string) => {
  keeper ??= openDatabase({ databaseUrl, dataDir });
  return keeper;
};

/** A spare schema of this process, if any, already holding the template's rows. */
export function spareSchema(): string | undefined {
  return spare.pop();
}

/**
 * A digest of `schema`'s catalogue without its name: tables, columns with their types, defaults
 * and nullability, constraints, indexes, triggers and privileges.
 */
async function shapeOf(db: DbHandle["db"], schema: string): Promise<string> {
  const { rows } = await sql<{ shape: string }>`
    select md5(string_agg(replace(item, ${`${schema}.`}, ''), E'\n' order by item)) as shape
      from (
        select c.relname || ' ' || c.relkind::text || ' ' || coalesce(c.relacl::text, '') || ' ' ||
               coalesce((select string_agg(a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
                                 || ' ' || a.attnotnull || ' '
                                 || coalesce(pg_get_expr(d.adbin, d.adrelid), ''), ',' order by a.attnum)
                           from pg_attribute a
                           left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
                          where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '') as item
          from pg_class c where c.relnamespace = ${schema}::regnamespace
        union all
        select conname || ' ' || pg_get_constraintdef(oid) from pg_constraint
         where connamespace = ${schema}::regnamespace
        union all
        select indexrelid::regclass::text || ' ' || pg_get_indexdef(indexrelid) from pg_index i
          join pg_class c on c.oid = i.indrelid where c.relnamespace = ${schema}::regnamespace
        union all
        select t.tgname || ' ' || t.tgenabled::text from pg_trigger t
          join pg_class c on c.oid = t.tgrelid
         where c.relnamespace = ${schema}::regnamespace and not t.tgisinternal
      ) items`.execute(db);
  return rows[0]!.shape;
}

/** Notes the shape of a schema just made from the template (the first one made here). */
export async function learnTemplate(databaseUrl: string, dataDir: string, schema: string) {
  templateShape ??= keeperFor(databaseUrl, dataDir).then((k) => shapeOf(k.db, schema));
  await templateShape;
}

/**
 * The template's rows again, for the schema named PLACEHOLDER: every table emptied (foreign keys
 * are not checked while it is, as the rows all go), then the template's inserts and sequence
 * positions. Made once per process from the template script; undefined without one.
 */
let resetTemplate: string | undefined;
function resetScript(schema: string): string | undefined {
  if (resetTemplate === undefined) {
    const template = postgresTemplateFor(PLACEHOLDER);
    if (!template) return undefined;
    const tables = [...template.matchAll(new RegExp(`^CREATE TABLE ${PLACEHOLDER}\\.(\\w+)`, "gm"))]
      .map((match) => `DELETE FROM ${PLACEHOLDER}.${match[1]};`)
      .join("\n");
    const data = template.match(/^(INSERT INTO|SELECT pg_catalog\.setval)[\s\S]*setval\([^\n]*$/m);
    resetTemplate = [
      "BEGIN;",
      "SET LOCAL session_replication_role = replica;",
      tables,
      data?.[0] ?? "",
      "COMMIT;",
    ].join("\n");
  }
  return resetTemplate.replaceAll(`${PLACEHOLDER}.`, `${schema}.`);
}

/** After a test: `schema` emptied for the next one if it is still the template's, else dropped. */
export async function releaseSchema(databaseUrl: string, dataDir: string, schema: string) {
  const k = await keeperFor(databaseUrl, dataDir);
  const reset = recycling && templateShape ? resetScript(schema) : undefined;
  if (reset) {
    const client = await k.pgPool!.connect();
    try {
      if ((await shapeOf(k.db, schema)) === (await templateShape)) {
        await client.query(reset);
        spare.push(schema);
        return;
      }
    } catch {
      await client.query("ROLLBACK").catch(() => {});
      recycling = false;
    } finally {
      client.release();
    }
  }
  await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(k.db);
}

/** Drops every schema whose name starts with `prefix_` (the run's, at its end). */
export async function dropSchemas(databaseUrl: string, prefix: string): Promise<void> {
  const handle = await openDatabase({ databaseUrl, dataDir: "." });
  try {
    const { rows } = await sql<{ name: string }>`
      select nspname as name from pg_namespace where starts_with(nspname, ${`${prefix}_`})`.execute(
      handle.db,
    );
    for (const { name } of rows)
      await sql`drop schema if exists ${sql.id(name)} cascade`.execute(handle.db);
  } finally {
    await handle.close();
  }
}
