import { type Db, tableWithId, withLinkTimes } from "./shared.ts";

/**
 * The owner's password reset links (PRODUCT.md §6, "Forgot your password?"): only the SHA-256 of
 * each link's token is kept, with a hash of the password hash it was made under (a link is void
 * once the password changes), when it runs out and when it was used (once).
 */
export async function up(db: Db): Promise<void> {
  await tableWithId(db, "password_resets")
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("password_stamp", "text", (c) => c.notNull())
    .$call(withLinkTimes)
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable("password_resets").ifExists().execute();
}
