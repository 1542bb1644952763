/** The two database engines the site runs on. */
export type Dialect = "sqlite" | "postgres";
