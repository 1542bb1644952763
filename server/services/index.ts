import { type CommissionSettings, DEFAULT_COMMISSION_SETTINGS } from "#core/commissions.ts";
import { type Clock, systemClock } from "../clock.ts";
import type { DbHandle } from "../db/client.ts";
import type { Env } from "../env.ts";
import type { Logger } from "../logger.ts";
import { createAdminOrdersService } from "./admin-orders.ts";
import { createAudience } from "./audience.ts";
import { createAnnouncements } from "./audience-announcements.ts";
import { createAuthService, deviceKeyPath, initialPasswordPath } from "./auth.ts";
import { createBackups } from "./backup-offsite.ts";
import { createCaches } from "./byte-lru.ts";
import { createCartService } from "./cart.ts";
import { createCatalogService } from "./catalog.ts";
import { createCertificates } from "./certificates.ts";
import { createCollectionsService } from "./collections.ts";
import { createCollectors } from "./collectors.ts";
import { createCommissionService } from "./commissions.ts";
import { createContactService } from "./contact.ts";
import { createContentService } from "./content.ts";
import { createDashboard } from "./dashboard.ts";
import { createDemoContent } from "./demo-content.ts";
import { createDiscountsService } from "./discounts.ts";
import { createDiskSpace } from "./disk-space.ts";
import { createGiftCardsService } from "./gift-cards.ts";
import { createGoLive } from "./go-live.ts";
import { createHomeService } from "./home.ts";
import { createHousekeeping } from "./housekeeping.ts";
import { createKnownDevices } from "./known-devices.ts";
import { createLegalPages } from "./legal-pages.ts";
import { createLimits } from "./limits.ts";
import { createMailService } from "./mail.ts";
import { loadMailContext } from "./mail-context.ts";
import { createMediaService } from "./media.ts";
import { mediaStorageFromEnv } from "./media-bucket.ts";
import { createNotify } from "./notify.ts";
import { createOptimizer } from "./optimizer.ts";
import { createOrderService } from "./orders.ts";
import { createPasswordReset } from "./password-reset.ts";
import { createPaymentDeadlines } from "./payment-deadlines.ts";
import { createCardPayments } from "./payments/card-payments.ts";
import { cardPaymentsConfigured, createStripeGateway } from "./payments/stripe.ts";
import { limiterFactory } from "./rate-limits.ts";
import { createReadCache } from "./read-cache.ts";
import { createSecurityEvents } from "./security-events.ts";
import { createSettingStore } from "./setting-store.ts";
import { createSettingsService } from "./settings.ts";
import { createSignInThrottle } from "./sign-in-throttle.ts";
import { loadSiteWords } from "./site-words.ts";
import { createStats } from "./stats.ts";

/** Everything the HTTP layer and the route loaders may call; built once per process. */
export function createServices(deps: {
  database: DbHandle;
  env: Env;
  logger: Logger;
  /** The owner's sweep's time: the system's but in tests (server/clock.ts). */
  clock?: Clock;
}) {
  const { db, dialect } = deps.database;
  const { env, logger, clock = systemClock } = deps;
  // MEDIA_DIR, or the bucket of MEDIA_S3_URL (through its disk cache under DATA_DIR).
  const media = createMediaService({
    db,
    dataDir: env.dataDir,
    storage: mediaStorageFromEnv(env, logger),
  });
  // Catalogue and settings reads are kept until the database next changes, within CACHE_MB.
  const caches = createCaches(env.CACHE_MB);
  const cache = createReadCache(deps.database.writes, caches.budget("reads"));
  caches.register(cache.figures);
  const settings = createSettingStore(db, cache);
  const legal = createLegalPages(settings, cardPaymentsConfigured(env));
  const mail = createMailService({ db, logger, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM });
  const mailContext = () => loadMailContext(settings, env);
  const onMailQueued = () => mail.kick();
  // Rate-limit counts: shared through PostgreSQL by every process, in memory on SQLite.
  const limiters = limiterFactory(deps.database);
  const devices = createKnownDevices({ keyFile: deviceKeyPath(env.dataDir) });
  const limits = createLimits(limiters);
  const auth = createAuthService(db, {
    throttle: createSignInThrottle(limiters),
    initialPasswordFile: initialPasswordPath(env.dataDir),
    devices,
    siteWords: () => loadSiteWords(db, settings),
  });
  // Stripe, when card payments are on: card checkouts, and refunds of cancelled paid orders.
  const gateway = createStripeGateway(env);
  const adminOrders = createAdminOrdersService({ db, mailContext, onMailQueued, gateway, logger });
  const commissions = createCommissionService({
    db,
    media,
    settings: async () => ({
      ...DEFAULT_COMMISSION_SETTINGS,
      ...(await settings.get<Partial<CommissionSettings>>("commissions", {})),
    }),
    saveSettings: (next) => settings.set("commissions", next),
    store: () => settings.store(),
    mailContext,
    onMailQueued,
  });
  return {
    env,
    logger,
    clock,
    database: deps.database,
    auth,
    passwordReset: createPasswordReset({
      db,
      env,
      clock,
      logger,
      mailContext,
      onMailQueued,
      mails: limits.passwordResetMails,
      devices,
      passwordProblem: auth.passwordProblem,
    }),
    securityEvents: createSecurityEvents({ db, logger }),
    disk: createDiskSpace({
      folders: env.mediaBucket ? [env.dataDir] : [env.dataDir, env.mediaDir],
    }),
    // Off-site backups: none (every start a Conflict) without BACKUP_S3_URL.
    backups: createBackups({ db, env, logger, media: media.storage }),
    cart: createCartService(db, deps.database.relaxed),
    orders: createOrderService({
      db,
      dialect,
      mailContext,
      store: () => settings.store(),
      onMailQueued,
      clock,
      // The order stands either way: one left pending is the owner's to mark paid by hand.
      paidInFull: async (orderNumber) => {
        await adminOrders
          .changeStatus(orderNumber, { status: "paid", note: "Paid in full by gift card" })
          .catch((error: unknown) =>
            logger.error(
              { err: error, orderNumber },
              "gift cards: an order paid in full stayed pending",
            ),
          );
      },
    }),
    discounts: createDiscountsService({
      db,
      clock,
      currency: async () => (await settings.store()).currency,
    }),
    giftCards: createGiftCardsService({
      db,
      clock,
      currency: async () => (await settings.store()).currency,
      mailContext,
      onMailQueued,
      media,
    }),
    adminOrders,
    certificates: createCertificates(db),
    collectors: createCollectors(db),
    // Card payments through Stripe Checkout: off (every call 404) without STRIPE_* and PUBLIC_URL.
    payments: createCardPayments({
      db,
      env,
      logger,
      gateway,
      adminOrders,
      mailContext,
      onMailQueued,
    }),
    deadlines: createPaymentDeadlines({ db, mailContext, onMailQueued }),
    contact: createContactService({ db, mailContext, onMailQueued }),
    audience: createAudience({ db, clock, logger, mailContext, onMailQueued }),
    announcements: createAnnouncements({ db, clock, settings, mailContext, onMailQueued }),
    notify: createNotify({ db, clock, logger, mailContext, onMailQueued }),
    mail,
    limits,
    media,
    catalog: createCatalogService(db, media, cache),
    cache,
    caches,
    content: createContentService(db, media),
    demo: createDemoContent(db, media),
    home: createHomeService(db),
    collections: createCollectionsService(db),
    commissions,
    housekeeping: createHousekeeping(db, auth, commissions),
    optimizer: createOptimizer(media),
    settingStore: settings,
    legal,
    settings: createSettingsService(db, settings, legal, cardPaymentsConfigured(env)),
    goLive: createGoLive({ db, env, settings, legal, mail, mailContext, clock }),
    stats: createStats({ db, relaxed: deps.database.relaxed, clock, logger }),
    dashboard: createDashboard({
      db,
      clock,
      currency: async () => (await settings.store()).currency,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
