/**
 * PostgreSQL runs when TEST_DATABASE_URL is set. Locally its absence skips those tests with one
 * clear line; in CI (CI=true) it is an error, so a missing database can never pass unnoticed.
 */
export default async function setup(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    if (process.env.CI === "true") {
      throw new Error(
        "CI=true but TEST_DATABASE_URL is not set: the PostgreSQL tests must run in CI.",
      );
    }
    console.info("PostgreSQL tests skipped: set TEST_DATABASE_URL=postgres://… to run them.");
    return;
  }
  const { openDatabase } = await import("../db/client.ts");
  try {
    const handle = await openDatabase({ databaseUrl: url, dataDir: "." });
    await handle.db.selectNoFrom((eb) => eb.val(1).as("one")).execute();
    await handle.close();
  } catch (error) {
    throw new Error(`TEST_DATABASE_URL is set but PostgreSQL is not reachable: ${String(error)}`);
  }
  console.info("PostgreSQL tests enabled.");
}
