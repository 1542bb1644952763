import { existsSync, readFileSync } from "node:fs";
import { ADMIN_PASSWORD, expect, SECRETS_SEEN_FILE, test } from "./support.ts";

/**
 * After every other spec has run (the "log-secrets" project depends on them all), the
 * servers' JSON logs of the whole run (the main server's and those of the specs that have a shop
 * of their own, playwright.config.ts) hold no password, no session, cart or order-key cookie the
 * tests' browsers were given, no Cookie or Set-Cookie header and no `?key=` order access key.
 */
test("the servers' logs of the whole run hold no password, cookie or order key", () => {
  const files = (process.env.E2E_SERVER_LOGS ?? "").split("\n").filter(Boolean);
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) {
    expect(existsSync(file), `a server's log, ${file}`).toBe(true);
    expect(readFileSync(file, "utf8"), `the requests in ${file}`).toContain('"msg":"request"');
  }
  const log = files.map((file) => readFileSync(file, "utf8")).join("\n");
  const lines = log.split("\n").filter((line) => line.startsWith("{"));
  // The log is the one this check means: every request, and the sign-ins.
  expect(lines.length).toBeGreaterThan(50);
  expect(log).toContain('"event":"sign-in"');

  const seen = existsSync(SECRETS_SEEN_FILE)
    ? [...new Set(readFileSync(SECRETS_SEEN_FILE, "utf8").split("\n"))].filter(
        (value) => value.length >= 16,
      )
    : [];
  // The tests' browsers held sessions and carts, so there is something to look for.
  expect(seen.length).toBeGreaterThan(0);
  const found = [ADMIN_PASSWORD, ...seen].filter((secret) => log.includes(secret));
  expect(found, "secrets in the server's log").toEqual([]);
  expect(log).not.toMatch(/\bcookie\s*:|set-cookie|[?&]key=/i);
});
