import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import {
  makePostgresTemplate,
  makeSqliteTemplate,
  POSTGRES_TEMPLATE_ENV,
  SQLITE_TEMPLATE_ENV,
} from "./db-templates.ts";
import { PAGE_BUILD_ENV, pageBuildFolder, startPageBuild } from "./page-build.ts";
import { dropSchemas, RUN_PREFIX_ENV } from "./pg-schemas.ts";

/**
 * Makes the run's migrated templates once (db-templates.ts), for the workers to copy, and starts
 * the build of the pages (page-build.ts); removes them at the end.
 *
 * PostgreSQL runs when TEST_DATABASE_URL is set. Locally its absence skips those tests with one
 * clear line; in CI (CI=true) it is an error, so a missing database can never pass unnoticed.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "easel-templates-"));
  // The pages' build, in the background: the files that serve pages wait for it (page-build.ts).
  const pagesDir = pageBuildFolder();
  process.env[PAGE_BUILD_ENV] = pagesDir;
  let building = startPageBuild(pagesDir);
  const stopBuilding = async () => {
    if (building.exitCode !== null || building.signalCode !== null) return;
    const exited = new Promise((resolve) => building.once("exit", resolve));
    building.kill();
    await exited;
  };
  // In watch mode, every rerun gets the pages as they are now.
  project.onTestsRerun(async () => {
    await stopBuilding();
    rmSync(path.join(pagesDir, "result"), { force: true });
    building = startPageBuild(pagesDir);
  });
  const teardown = async () => {
    await stopBuilding();
    rmSync(dir, { recursive: true, force: true });
    rmSync(pagesDir, { recursive: true, force: true });
  };
  // The workers are started after this, with this process's environment.
  process.env[SQLITE_TEMPLATE_ENV] = await makeSqliteTemplate(dir);
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    if (process.env.CI === "true") {
      throw new Error(
        "CI=true but TEST_DATABASE_URL is not set: the PostgreSQL tests must run in CI.",
      );
    }
    console.info("PostgreSQL tests skipped: set TEST_DATABASE_URL=postgres://… to run them.");
    return teardown;
  }
  let template: string | undefined;
  try {
    template = await makePostgresTemplate(url, dir);
  } catch (error) {
    throw new Error(`TEST_DATABASE_URL is set but PostgreSQL is not reachable: ${String(error)}`);
  }
  if (template) process.env[POSTGRES_TEMPLATE_ENV] = template;
  // The schemas the test files leave for a next test that never came (pg-schemas.ts).
  const prefix = `test_${randomBytes(4).toString("hex")}`;
  process.env[RUN_PREFIX_ENV] = prefix;
  console.info("PostgreSQL tests enabled.");
  return async () => {
    await dropSchemas(url, prefix);
    await teardown();
  };
}
