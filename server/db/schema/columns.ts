import type { Generated } from "kysely";

/**
 * Table types for Kysely. Money columns are integer minor units (pence); timestamps are UTC
 * ISO-8601 text; booleans read back as 0/1 on SQLite and true/false on PostgreSQL (use Boolean()).
 */
export type Bool = Generated<boolean | number>;
export type Timestamp = string;
