import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

// Every Node process of the run (servers, workers) reuses V8's compiled code of the modules the
// others loaded before it (vitest.config.ts says why).
process.env.NODE_COMPILE_CACHE ??= path.join(os.tmpdir(), "node-compile-cache");

/** A port free on this machine just now. */
const freePort = () =>
  execFileSync(process.execPath, [
    "-e",
    "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();

/** The demo shop, seeded and its pictures finished once for the whole run (about 50 s of CPU). */
function seededDataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "easel-e2e-seeded-"));
  execFileSync(process.execPath, ["testing/seeded-data-dir.ts", dir], { stdio: "inherit" });
  return dir;
}

/** A data folder of its own for a server: a copy of the seeded one. */
function copyOfSeeded(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  cpSync(process.env.E2E_SEEDED_DIR!, dir, { recursive: true });
  return dir;
}

// The config is evaluated in the runner and again in every worker: decide the ports and the data
// folders once, in the runner, and hand them down through the environment.
process.env.E2E_SEEDED_DIR ??= seededDataDir();
process.env.E2E_PORT ??= freePort();
process.env.E2E_DATA_DIR ??= copyOfSeeded("easel-e2e-");
// Card payments have a server of their own, with STRIPE_* pointing at a local stand-in
// of Stripe's API (testing/stripe-stand-in.ts), so no other spec sees a "Pay by card".
process.env.E2E_CARD_PORT ??= freePort();
process.env.E2E_STRIPE_PORT ??= freePort();
process.env.E2E_CARD_DATA_DIR ??= copyOfSeeded("easel-e2e-cards-");
process.env.E2E_ADMIN_PASSWORD ??= "e2e owner password";
// The site as docs/DEPLOY.md deploys it: a server of its own behind Debian's Caddy over HTTPS
// (testing/deployed-caddy.ts), reached by the browser at https://art.example:PORT.
process.env.E2E_DEPLOYED_PORT ??= freePort();
process.env.E2E_DEPLOYED_SERVER_PORT ??= freePort();
process.env.E2E_DEPLOYED_READY_PORT ??= freePort();
process.env.E2E_DEPLOYED_DATA_DIR ??= copyOfSeeded("easel-e2e-deployed-");
// Where testing/e2e-shops.ts says that every shop server answers.
process.env.E2E_SHOPS_PORT ??= freePort();
// The password reset's shop mails its links to an SMTP server its spec starts on this port.
process.env.E2E_RESET_SMTP_PORT ??= freePort();
// The announcement's send is watched with mail going to an SMTP server its spec starts here.
process.env.E2E_SENDING_SMTP_PORT ??= freePort();

/**
 * Specs that change what every other spec reads: each runs on a shop of its own (a server and a
 * copy of the seeded data), beside the others rather than after them, so no core waits idle for
 * a chain of them at the end of the run.
 */
const OWN_SHOP = [
  // Features, reorders and adds catalogue records: the featured artworks and snap cards others count.
  { name: "catalogue", spec: "admin-gallery-edit.spec.ts" },
  // Changes every page at once: currency, tax, shipping.
  { name: "store-wide", spec: "store-settings.spec.ts" },
  // Writes script-injection attempts into every shown text field, profile included.
  { name: "xss", spec: "xss.spec.ts" },
  // Replaces the home page's slides and testimonials and the About page.
  { name: "home-content", spec: "home-content.spec.ts" },
  // Removes the demo: every catalogue page is empty afterwards.
  { name: "demo-removal", spec: "demo-removal.spec.ts" },
  // Sells out a demo product to ask for word of its return, at both widths and without scripts.
  { name: "notify", spec: "notify.spec.ts" },
  // Puts gift cards on sale, which adds the shop's Gift cards tab, and buys one at both widths.
  { name: "gift-cards", spec: "gift-card-order.spec.ts" },
  // Sends an announcement to readers of its own at one mail a minute, through a real SMTP server
  // its spec starts: the owner watches the send under way.
  {
    name: "announce-send",
    spec: "audience-sending.spec.ts",
    env: {
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SENDING_SMTP_PORT}`,
    } as Record<string, string>,
  },
  // Resets the owner's password by a mailed link, signing out every session, every other spec's too.
  {
    name: "password-reset",
    spec: "password-reset.spec.ts",
    env: {
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_RESET_SMTP_PORT}`,
      // The demo's own address is a placeholder, which owner mails are held back from.
      OWNER_EMAIL: "artist@studio.example",
    },
  },
].map(({ name, spec, env }: { name: string; spec: string; env?: Record<string, string> }) => {
  const key = name.toUpperCase().replace("-", "_");
  process.env[`E2E_${key}_PORT`] ??= freePort();
  process.env[`E2E_${key}_DATA_DIR`] ??= copyOfSeeded(`easel-e2e-${name}-`);
  const dataDir = process.env[`E2E_${key}_DATA_DIR`]!;
  return {
    name,
    spec: new RegExp(`/${spec.replaceAll(".", "\\.")}$`),
    url: `http://127.0.0.1:${process.env[`E2E_${key}_PORT`]}`,
    dataDir,
    log: path.join(dataDir, "server.log"),
    env,
  };
});

// The JSON logs of the main server and of every shop of its own, searched for secrets once every
// other spec has run (log-secrets.spec.ts), one path a line.
const SERVER_LOG = path.join(process.env.E2E_DATA_DIR, "server.log");
const DEPLOYED_LOG = path.join(process.env.E2E_DEPLOYED_DATA_DIR, "server.log");
process.env.E2E_SERVER_LOGS ??= [
  SERVER_LOG,
  DEPLOYED_LOG,
  ...OWN_SHOP.map((shop) => shop.log),
].join("\n");

const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const cardURL = `http://127.0.0.1:${process.env.E2E_CARD_PORT}`;
const stripeURL = `http://127.0.0.1:${process.env.E2E_STRIPE_PORT}`;
const STRIPE_KEYS = {
  STRIPE_SECRET_KEY: "sk_test_e2eStandIn000000000000",
  STRIPE_WEBHOOK_SECRET: "whsec_e2eStandIn00000000000000",
};

/**
 * A production server of the demo shop at `url`, on `dataDir`, for testing/e2e-shops.ts to
 * start; with `log`, its JSON log of every request and security event goes to that file, for
 * log-secrets.
 */
function shop(url: string, dataDir: string, log?: string, env: Record<string, string> = {}) {
  return {
    url,
    log,
    env: {
      PORT: new URL(url).port,
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD!,
      LOG_LEVEL: log ? "info" : "warn",
      // Each test is a client of its own (tests/e2e/support.ts: X-Forwarded-For).
      TRUST_PROXY: "1",
      // Links in e-mails and meta tags come from PUBLIC_URL alone; it also turns on the host check.
      PUBLIC_URL: url,
      NODE_ENV: "production",
      ...env,
    },
  };
}

/**
 * The browser: Debian's Chromium headless shell (package chromium-headless-shell), the headless
 * build Playwright itself runs by default, where it is installed; Debian's full Chromium
 * otherwise, or CHROMIUM_PATH. Same engine, same version; the headless shell leaves out the
 * desktop browser around the page and ran smoke and navigation (desktop) in 35 s instead of 72 s
 * on the same hour, the whole suite in about two thirds of the time (decision 023).
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const CHROMIUM =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Searches the whole run's server logs for secrets: after everything else. */
const LOG_SECRETS = /log-secrets\.spec\.ts$/;
/** Pays by card: on the card payments server, with its Stripe stand-in. */
const CARDS = /card-payment\.spec\.ts$/;
/** Walks the site through the HTTPS proxy: on the deployed server, behind Caddy. */
const DEPLOYED = /deployed\.spec\.ts$/;
const deployedURL = `https://art.example:${process.env.E2E_DEPLOYED_PORT}`;
const deployedServerURL = `http://127.0.0.1:${process.env.E2E_DEPLOYED_SERVER_PORT}`;

/** The two widths every page is checked at. */
const PHONE = {
  ...devices["Desktop Chrome"],
  viewport: { width: 390, height: 844 },
  isMobile: false,
  hasTouch: true,
};
const DESKTOP = { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } };

/** What the phone and desktop projects leave to projects of their own. */
const ELSEWHERE = [...OWN_SHOP.map((shop) => shop.spec), LOG_SECRETS, CARDS, DEPLOYED];

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  // Limits for a hang, not speed checks: the run must pass beside another CPU-heavy process
  //, where the home page's test took 33 s and the journey 96 s (load 20–40 here).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // A failed test keeps its trace: every action with its timing, the console, the network and
    // the page's screenshot at the failure. DOM snapshots before and after every action and the
    // screencast are left out: recorded for every test, they cost a fifth of the run's CPU (smoke
    // and navigation at the desktop size: 101 s of CPU with them, 86 s with this trace, 79 s with
    // none). For a failure's full trace, run that spec again with `--trace retain-on-failure`.
    trace: { mode: "retain-on-failure", snapshots: false, screenshots: false },
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    // First in the queue: each is one long file on one worker, and the short phone and desktop
    // tests fill the other worker around them and the end of the run. They look at their pages
    // at the phone size themselves where it matters.
    ...OWN_SHOP.map((shop) => ({
      name: shop.name,
      testMatch: shop.spec,
      use: { ...DESKTOP, baseURL: shop.url },
    })),
    {
      name: "phone",
      testIgnore: ELSEWHERE,
      // What one width proves (support.ts ONE_WIDTH) runs at the desktop size only.
      grepInvert: /@one-width/,
      use: PHONE,
    },
    { name: "desktop", testIgnore: ELSEWHERE, use: DESKTOP },
    { name: "cards-phone", testMatch: CARDS, use: { ...PHONE, baseURL: cardURL } },
    {
      // Through Caddy over HTTPS, as an artist deploys the site: the browser resolves the
      // documented host name to this machine and accepts the certificate of Caddy's own authority.
      name: "deployed",
      testMatch: DEPLOYED,
      use: {
        ...DESKTOP,
        baseURL: deployedURL,
        ignoreHTTPSErrors: true,
        launchOptions: {
          executablePath: CHROMIUM,
          args: [
            ...CHROMIUM_ARGS,
            "--host-resolver-rules=MAP art.example 127.0.0.1, MAP admin.art.example 127.0.0.1",
          ],
        },
      },
    },
    { name: "cards-desktop", testMatch: CARDS, use: { ...DESKTOP, baseURL: cardURL } },
    {
      // Reads the servers' logs of the whole run for passwords, cookies and keys: after all the
      // others.
      name: "log-secrets",
      testMatch: LOG_SECRETS,
      dependencies: [
        "phone",
        "desktop",
        "cards-phone",
        "cards-desktop",
        "deployed",
        ...OWN_SHOP.map((shop) => shop.name),
      ],
    },
  ],
  // Started one after another, in this order, before any test.
  webServer: [
    {
      // Stripe's API as the card payments server sees it; its hosted page delivers signed events.
      command: "node testing/stripe-stand-in-main.ts",
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
      // Every shop server at once, each on its copy of the seeded data; ready when all answer.
      command: "node testing/e2e-shops.ts",
      url: `http://127.0.0.1:${process.env.E2E_SHOPS_PORT}/`,
      reuseExistingServer: false,
      // A limit for a hang.
      timeout: 180_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        E2E_SHOPS_PORT: String(process.env.E2E_SHOPS_PORT),
        E2E_SHOPS: JSON.stringify([
          shop(baseURL, process.env.E2E_DATA_DIR, SERVER_LOG),
          ...OWN_SHOP.map(({ url, dataDir, log, env }) => shop(url, dataDir, log, env)),
          // The card payments server: the demo shop, with STRIPE_* pointing at the stand-in.
          shop(cardURL, process.env.E2E_CARD_DATA_DIR, undefined, {
            STRIPE_API_URL: stripeURL,
            ...STRIPE_KEYS,
          }),
          // The deployed server, as docs/DEPLOY.md sets it: behind the proxy, trusting it.
          shop(deployedServerURL, process.env.E2E_DEPLOYED_DATA_DIR, DEPLOYED_LOG, {
            PUBLIC_URL: deployedURL,
            TRUST_PROXY: "1",
          }),
        ]),
      },
    },
    {
      // Caddy in front of the deployed server, from deploy/Caddyfile; ready once it serves HTTPS.
      command: "node testing/deployed-caddy.ts",
      url: `http://127.0.0.1:${process.env.E2E_DEPLOYED_READY_PORT}/`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        E2E_DEPLOYED_PORT: String(process.env.E2E_DEPLOYED_PORT),
        E2E_DEPLOYED_UPSTREAM: `127.0.0.1:${process.env.E2E_DEPLOYED_SERVER_PORT}`,
        E2E_DEPLOYED_READY_PORT: String(process.env.E2E_DEPLOYED_READY_PORT),
      },
    },
  ],
});
