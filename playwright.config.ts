import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

/** A port free on this machine just now. */
const freePort = () =>
  execFileSync(process.execPath, [
    "-e",
    "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();

// The config is evaluated in the runner and again in every worker: decide the port and the data
// folder once, in the runner, and hand them down through the environment.
process.env.E2E_PORT ??= freePort();
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "easel-e2e-"));
// Card payments (issue #26) have a server of their own, with STRIPE_* pointing at a local stand-in
// of Stripe's API (server/testing/stripe-stand-in.ts), so no other spec sees a "Pay by card".
process.env.E2E_CARD_PORT ??= freePort();
process.env.E2E_STRIPE_PORT ??= freePort();
process.env.E2E_CARD_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "easel-e2e-cards-"));
process.env.E2E_ADMIN_PASSWORD ??= "e2e owner password";
// The server's JSON log, searched for secrets once every other spec has run (log-secrets.spec.ts).
process.env.E2E_SERVER_LOG ??= path.join(process.env.E2E_DATA_DIR, "server.log");

const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const cardURL = `http://127.0.0.1:${process.env.E2E_CARD_PORT}`;
const stripeURL = `http://127.0.0.1:${process.env.E2E_STRIPE_PORT}`;
const STRIPE_KEYS = {
  STRIPE_SECRET_KEY: "sk_test_e2eStandIn000000000000",
  STRIPE_WEBHOOK_SECRET: "whsec_e2eStandIn00000000000000",
};

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Changes the featured artworks and the snap cards other specs count: runs after them. */
const CATALOGUE = /admin-gallery-edit\.spec\.ts$/;
/** Specs that change settings every other spec reads. */
const STORE_WIDE = /store-settings\.spec\.ts$/;
/** Writes script-injection attempts into every shown text field, profile included. */
const XSS = /xss\.spec\.ts$/;
/** Replaces the home page's slides and testimonials and the About page (issue #15). */
const HOME_CONTENT = /home-content\.spec\.ts$/;
/** Removes the demo: every catalogue page is empty afterwards. */
const DEMO_REMOVAL = /demo-removal\.spec\.ts$/;
/** Searches the whole run's server log for secrets: after everything else. */
const LOG_SECRETS = /log-secrets\.spec\.ts$/;
/** Pays by card: on the card payments server, with its Stripe stand-in. */
const CARDS = /card-payment\.spec\.ts$/;

/** The two widths every page is checked at. */
const PHONE = {
  ...devices["Desktop Chrome"],
  viewport: { width: 390, height: 844 },
  isMobile: false,
  hasTouch: true,
};
const DESKTOP = { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } };

/** A project that runs its specs alone at the desktop size, after `dependencies`. */
const alone = (name: string, testMatch: RegExp, dependencies: string[]) => ({
  name,
  testMatch,
  dependencies,
  use: DESKTOP,
});

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  // Limits for a hang, not speed checks: the run must pass beside another CPU-heavy process
  // (issue 31), where the home page's test took 33 s and the journey 96 s (load 20–40 here).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: "phone",
      testIgnore: [CATALOGUE, STORE_WIDE, XSS, HOME_CONTENT, DEMO_REMOVAL, LOG_SECRETS, CARDS],
      // What one width proves (support.ts ONE_WIDTH) runs at the desktop size only.
      grepInvert: /@one-width/,
      use: PHONE,
    },
    {
      name: "desktop",
      testIgnore: [CATALOGUE, STORE_WIDE, XSS, HOME_CONTENT, DEMO_REMOVAL, LOG_SECRETS, CARDS],
      use: DESKTOP,
    },
    { name: "cards-phone", testMatch: CARDS, use: { ...PHONE, baseURL: cardURL } },
    { name: "cards-desktop", testMatch: CARDS, use: { ...DESKTOP, baseURL: cardURL } },
    // Features, reorders and adds catalogue records (and puts them back): runs alone, after the
    // others; it checks its dialogs at the phone size itself.
    alone("catalogue", CATALOGUE, ["phone", "desktop"]),
    // Changes every page at once (currency, tax, shipping): runs alone, after all the others.
    alone("store-wide", STORE_WIDE, ["catalogue"]),
    // Changes the profile and the catalogue every page shows: runs last, alone.
    alone("xss", XSS, ["store-wide"]),
    // Removes the slides and unpublishes the testimonials every home page shows: runs last,
    // alone (it looks at its pages at both sizes itself).
    alone("home-content", HOME_CONTENT, ["xss"]),
    // Removes the demo, after which the catalogue is empty: runs last of all, alone (it walks
    // the public pages at both sizes itself).
    alone("demo-removal", DEMO_REMOVAL, ["home-content"]),
    {
      // Reads the server's log of the whole run for passwords, cookies and keys: after all the
      // others (issue #17).
      name: "log-secrets",
      testMatch: LOG_SECRETS,
      dependencies: ["demo-removal"],
    },
  ],
  webServer: [
    {
      // The JSON log goes to a file (the shell's redirection), for the log-secrets check.
      command: `node server/index.ts >> ${JSON.stringify(process.env.E2E_SERVER_LOG)}`,
      url: `${baseURL}/api/admin/session`,
      reuseExistingServer: false,
      // The first start seeds the demo content (drawn and encoded on this machine).
      timeout: 180_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: process.env.E2E_DATA_DIR,
        ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
        // Every request and security event, so that the log-secrets check reads them all.
        LOG_LEVEL: "info",
        // Each test is a client of its own (tests/e2e/support.ts: X-Forwarded-For).
        TRUST_PROXY: "1",
        // Links in e-mails and meta tags come from PUBLIC_URL alone; it also turns on the host check.
        PUBLIC_URL: baseURL,
        NODE_ENV: "production",
      },
    },
    {
      // Stripe's API as the card payments server sees it; its hosted page delivers signed events.
      command: "node server/testing/stripe-stand-in-main.ts",
      // Ready once it answers (its 401 for a request without the key).
      url: `${stripeURL}/v1/checkout/sessions`,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        E2E_STRIPE_PORT: String(process.env.E2E_STRIPE_PORT),
        STRIPE_WEBHOOK_URL: `${cardURL}/api/payments/stripe/webhook`,
        ...STRIPE_KEYS,
      },
    },
    {
      // The card payments server: the demo shop, with STRIPE_* pointing at the stand-in.
      command: "node server/index.ts",
      url: `${cardURL}/api/admin/session`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: String(process.env.E2E_CARD_PORT),
        HOST: "127.0.0.1",
        DATA_DIR: process.env.E2E_CARD_DATA_DIR,
        ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
        LOG_LEVEL: "warn",
        TRUST_PROXY: "1",
        PUBLIC_URL: cardURL,
        NODE_ENV: "production",
        STRIPE_API_URL: stripeURL,
        ...STRIPE_KEYS,
      },
    },
  ],
});
