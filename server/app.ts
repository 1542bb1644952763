import { Hono, type MiddlewareHandler } from "hono";
import type { ServerBuild } from "react-router";
import { addressGroup } from "#core/address-group.ts";
import { adminAudienceRoutes } from "./api/admin/audience.ts";
import { adminAuthRoutes } from "./api/admin/auth.ts";
import { adminBackupRoutes } from "./api/admin/backups.ts";
import { adminCertificateRoutes } from "./api/admin/certificates.ts";
import { adminCollectionRoutes } from "./api/admin/collections.ts";
import { adminCommissionRoutes } from "./api/admin/commissions.ts";
import { adminContentRoutes } from "./api/admin/content.ts";
import { adminDashboardRoutes } from "./api/admin/dashboard.ts";
import { adminDiscountRoutes } from "./api/admin/discounts.ts";
import { adminGoLiveRoutes } from "./api/admin/go-live.ts";
import { adminHomeRoutes } from "./api/admin/home.ts";
import { adminInboxRoutes } from "./api/admin/inbox.ts";
import { adminOptimizeRoutes } from "./api/admin/optimize.ts";
import { adminOrdersRoutes } from "./api/admin/orders.ts";
import { adminSettingsRoutes } from "./api/admin/settings.ts";
import { adminStatsRoutes } from "./api/admin/stats.ts";
import { uploadRoutes } from "./api/admin/uploads.ts";
import { subscribeRoutes } from "./api/audience.ts";
import { mailEventRoutes } from "./api/audience-mail-events.ts";
import { cartRoutes } from "./api/cart.ts";
import { catalogRoutes } from "./api/catalog.ts";
import { commissionRoutes } from "./api/commissions.ts";
import { contactRoutes } from "./api/contact.ts";
import { adminGiftCardRoutes, giftCardRoutes } from "./api/gift-cards.ts";
import { notifyRoutes } from "./api/notify.ts";
import { orderRoutes } from "./api/orders.ts";
import { adminPaymentRoutes, orderPaymentRoutes, paymentRoutes } from "./api/payments.ts";
import { adminMode } from "./http/admin-mode.ts";
import type { AppEnv } from "./http/app-env.ts";
import { bodyLimits, jsonOnlyApi } from "./http/body-rules.ts";
import { clientFiles } from "./http/client-files.ts";
import { compression } from "./http/compression.ts";
import { errorHandler } from "./http/error-handler.ts";
import { HttpError } from "./http/errors.ts";
import { healthRoutes } from "./http/health-routes.ts";
import { knownHosts, knownHostsOnly } from "./http/known-hosts.ts";
import { mediaRoutes } from "./http/media-route.ts";
import { newsFeedRoutes } from "./http/news-feed.ts";
import { privateNoStore } from "./http/no-store.ts";
import { pageHandler } from "./http/pages.ts";
import { clientAddress, isSecure, requestOrigin } from "./http/request-info.ts";
import { requestLog } from "./http/request-log.ts";
import { requestSizeLimits } from "./http/request-size.ts";
import { requireOwner } from "./http/require-owner.ts";
import { createResponseReplay, type ResponseReplay } from "./http/response-replay.ts";
import { sameOrigin } from "./http/same-origin.ts";
import { guardedWithHeaders, securityHeaders } from "./http/security-headers.ts";
import { seoRoutes } from "./http/seo-routes.ts";
import type { Services } from "./services/index.ts";
import { checkoutOrigin } from "./services/payments/stripe.ts";
import { visitKey } from "./services/stats.ts";

/** The order pages (`/checkout/success/{number}` and what is below them). */
const ORDER_PAGES = "/checkout/success/";

export interface AppOptions {
  services: Services;
  /**
   * The React Router server build: the build itself in production (its route table is derived
   * once), or a function that loads it anew for each request (development, through Vite). Without
   * it only the API and static files are served.
   */
  build?: ServerBuild | (() => Promise<ServerBuild>);
  /** Folder of the browser build (build/client) to serve; omitted in development (Vite serves it). */
  clientDir?: string;
  mode?: "development" | "production";
  /** The response replay, when the caller also serves its hits before Hono (server/index.ts). */
  replay?: ResponseReplay;
}

/** Builds the Hono app: middleware, API, static files and server-rendered pages. */
export function createApp(options: AppOptions) {
  const { services } = options;
  const { env, logger } = services;
  const mode = options.mode ?? "production";
  const trustProxy = env.TRUST_PROXY;

  const app = new Hono<AppEnv>();
  app.onError(errorHandler(logger));
  // Oversized addresses and headers are refused before anything parses them (414, 431), and an
  // unknown Host before anything reads it (421, when PUBLIC_URL or ALLOWED_HOSTS is set).
  app.use(
    guardedWithHeaders(
      { dev: mode === "development", isSecure: (c) => isSecure(c, trustProxy, env.PUBLIC_URL) },
      requestSizeLimits(),
      knownHostsOnly(knownHosts(env), trustProxy),
    ),
  );

  // Replays recorded public reads (the catalogue JSON) until the database changes.
  const replay =
    options.replay ?? createResponseReplay(services.database.writes, logger, services.caches);
  app.use(replay.middleware);
  app.use(requestLog(logger));
  // A write cut short by a full disk (a 507 from either door) shows in the owner's admin.
  app.use(async (c, next) => {
    await next();
    if (c.res.status === 507) services.disk.noteFull();
  });
  app.use(compression());
  // An order page's "Pay by card" is a plain form whose answer redirects to Stripe's page: with
  // card payments on, those pages let forms go there (form-action), so it works without scripts.
  const cardCheckout = services.payments.status().enabled ? [checkoutOrigin(env)] : [];
  app.use(
    securityHeaders({
      dev: mode === "development",
      isSecure: (c) => c.var.secure,
      formTargets: (c) => (c.req.path.startsWith(ORDER_PAGES) ? cardCheckout : []),
    }),
  );
  app.use(privateNoStore());
  app.use(async (c, next) => {
    c.set("services", services);
    c.set("secure", isSecure(c, trustProxy, env.PUBLIC_URL));
    c.set("origin", requestOrigin(c, trustProxy, env.PUBLIC_URL));
    c.set("clientAddress", clientAddress(c, trustProxy));
    await next();
  });
  app.use(sameOrigin((c) => c.var.origin));
  // The owner check comes before any body is read, so strangers can't make us buffer uploads.
  app.use(requireOwner(services.auth));
  app.use(bodyLimits(services.auth));
  app.use(adminMode());

  const api = new Hono<AppEnv>();
  api.use(jsonOnlyApi());
  api.route("/admin", adminAuthRoutes());
  api.route("/admin", adminInboxRoutes());
  api.route("/admin", adminOrdersRoutes());
  api.route("/admin", adminCertificateRoutes());
  api.route("/admin", adminContentRoutes());
  api.route("/admin", adminHomeRoutes());
  api.route("/admin", adminCollectionRoutes());
  api.route("/admin", adminDiscountRoutes());
  api.route("/admin", adminGiftCardRoutes());
  api.route("/admin", adminOptimizeRoutes());
  api.route("/admin", adminSettingsRoutes());
  api.route("/admin", adminGoLiveRoutes());
  api.route("/admin", adminBackupRoutes());
  api.route("/admin", adminAudienceRoutes());
  api.route("/admin", adminDashboardRoutes());
  api.route("/admin", adminStatsRoutes());
  const uploads = uploadRoutes();
  api.route("/admin", uploads.admin);
  api.route("/upload", uploads.single);
  api.route("/cart", cartRoutes());
  api.route("/gift-cards", giftCardRoutes());
  api.route("/orders", orderRoutes());
  api.route("/orders", orderPaymentRoutes());
  api.route("/payments", paymentRoutes());
  api.route("/admin", adminPaymentRoutes());
  api.route("/contact", contactRoutes());
  api.route("/subscribe", subscribeRoutes());
  api.route("/notify", notifyRoutes());
  api.route("/mail", mailEventRoutes());
  api.route("/commissions", commissionRoutes());
  api.route("/admin", adminCommissionRoutes());
  api.route("/", catalogRoutes());
  api.all("*", () => {
    throw new HttpError(404, "Not found");
  });
  app.route("/api", api);

  app.route("/", seoRoutes());
  app.route("/", newsFeedRoutes());
  app.route("/", healthRoutes());

  // A client that loads a page's files is a browser: its views waiting for that proof count.
  if (env.COUNT_VISITS) {
    const noteFiles: MiddlewareHandler<AppEnv> = async (c, next) => {
      if (services.stats.counter.waiting) {
        const group = addressGroup(c.var.clientAddress);
        services.stats.counter.fileLoaded(visitKey(group, c.req.header("user-agent") ?? ""));
      }
      return next();
    };
    app.use("/assets/*", noteFiles);
    app.use("/media/*", noteFiles);
  }

  const media = mediaRoutes((key, file) => services.media.openVariant(key, file));
  media.notFound((c) => c.text("Not found", 404));
  app.route("/media", media);

  if (options.clientDir) {
    const files = clientFiles(options.clientDir);
    app.use("/assets/*", ...files.assets);
    app.use("*", files.others);
  }

  if (options.build) {
    app.all("*", pageHandler(options.build, mode, services));
  } else {
    app.notFound((c) => c.json({ message: "Not found" }, 404));
  }
  return app;
}

export type App = ReturnType<typeof createApp>;
