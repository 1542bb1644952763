import { type RateLimiterAbstract, RateLimiterRes } from "rate-limiter-flexible";
import { addressGroup } from "#core/address-group.ts";
import { type LimiterFactory, memoryLimiters } from "./sign-in-throttle.ts";

/** A named per-client limit shared by the API route and the page action that do the same thing. */
export interface Limit {
  message: string;
  /**
   * Counts one request from `client` (an address, counted by its group: an IPv6 client by its /64,
   * as the sign-in throttle does); returns 0 when allowed, else the seconds to wait.
   */
  take(client: string): Promise<number>;
}

function limit(limiter: RateLimiterAbstract, message: string): Limit {
  return {
    message,
    async take(client) {
      try {
        await limiter.consume(addressGroup(client));
        return 0;
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        return Math.max(1, Math.ceil(error.msBeforeNext / 1000));
      }
    },
  };
}

/**
 * Most pages one client (address group) may have drawn for addresses with parameters in ten
 * seconds; past it a document is redirected to the page without them, and data loads are drawn
 * one at a time (decision 020). Generous: a person
 * opening product after product after an edit stays far below it; junk addresses are already
 * replays (core/page-params.ts), so this only holds back someone inventing product ids.
 */
export const PAGE_MISS_LIMIT = 60;

/**
 * The limit on page misses: counted in this process's memory whatever the database, since each
 * process keeps its own pages and a shared count would cost a round trip on the hot path.
 */
export function pageMissLimit(points = PAGE_MISS_LIMIT): Limit {
  return limit(memoryLimiters({ keyPrefix: "page-misses", points, duration: 10 }), "");
}

/** Most contact messages one client may send in ten minutes. */
export const CONTACT_LIMIT = 5;
/** Most certificate verifications one client may look up in a minute. */
export const CERTIFICATE_LOOKUP_LIMIT = 20;
/** Most "Forgot your password?" requests one client may make in a quarter of an hour. */
export const PASSWORD_RESET_REQUESTS = 5;
/** Most password reset mails the owner's address gets in an hour, whoever asks. */
export const PASSWORD_RESET_MAILS = 3;
/** The one key the reset mails are counted under: the site's single owner. */
export const OWNER_KEY = "owner";

/** Most discount codes one client may try in ten minutes: enough for typos, too few to guess. */
export const DISCOUNT_CODE_LIMIT = 20;
/** Most sign-ups to the mailing list one client may make in an hour. */
export const SUBSCRIBE_LIMIT = 5;

/** Most new carts one client may start in ten minutes (adding to a cart it has is not counted). */
export const NEW_CART_LIMIT = 30;

/**
 * The per-client limits of the public write and lookup endpoints; their counts live where
 * `limiters` keeps them (memory, or PostgreSQL shared by several processes: rate-limits.ts).
 */
export function createLimits(limiters: LimiterFactory = memoryLimiters) {
  const per = (name: string, points: number, duration: number, message: string) =>
    limit(limiters({ keyPrefix: name, points, duration }), message);
  return {
    contact: per(
      "contact",
      CONTACT_LIMIT,
      600,
      "You have sent several messages in a short time. Please try again in a few minutes.",
    ),
    orders: per("orders", 20, 600, "Too many orders at once. Please wait a few minutes."),
    discountCodes: per(
      "discount-codes",
      DISCOUNT_CODE_LIMIT,
      600,
      "Too many codes tried. Please wait a few minutes.",
    ),
    newCarts: per(
      "new-carts",
      NEW_CART_LIMIT,
      600,
      "Too many new carts from your connection. Please wait a few minutes.",
    ),
    commissions: per(
      "commissions",
      CONTACT_LIMIT,
      600,
      "You have sent several requests in a short time. Please try again in a few minutes.",
    ),
    // Order numbers are unguessable; this keeps anyone from trying many.
    orderLookup: per("order-lookup", 30, 60, "Too many order lookups. Please wait a minute."),
    // Verification and gift card codes are unguessable too; a collector checks one, not hundreds.
    certificateLookup: per(
      "certificate-lookup",
      CERTIFICATE_LOOKUP_LIMIT,
      60,
      "Too many codes looked up. Please wait a minute.",
    ),
    passwordReset: per(
      "password-reset",
      PASSWORD_RESET_REQUESTS,
      900,
      "Too many password reset requests from your connection. Please wait a few minutes.",
    ),
    subscribe: per(
      "subscribe",
      SUBSCRIBE_LIMIT,
      3600,
      "You have signed up several times in a short time. Please try again later.",
    ),
    // Confirmation links are unguessable; this keeps anyone from trying many.
    audienceLinks: per("audience-links", 30, 60, "Too many links tried. Please wait a minute."),
    // Counted for the whole site (take(OWNER_KEY)): it holds however many addresses ask.
    passwordResetMails: per("password-reset-mails", PASSWORD_RESET_MAILS, 3600, ""),
  };
}

export type Limits = ReturnType<typeof createLimits>;
