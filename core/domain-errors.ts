/**
 * The domain's expected failures. Services throw these (never transport errors); the HTTP layer
 * maps each kind to a status once (server/http/error-handler.ts) and route actions map them to
 * one result shape once (app/lib/action-result.ts). The message is written for the person using
 * the site; `fields` names the form fields at fault.
 */

export type Fields = Record<string, string>;

export type ErrorKind =
  | "invalid"
  | "not-found"
  | "conflict"
  | "unauthorized"
  | "rate-limited"
  | "too-large"
  | "unsupported"
  | "disk-full"
  | "unavailable"
  | "unconfirmed"
  | "refused"
  | "gone";

/**
 * The HTTP status each kind is answered with, by the JSON API and by the pages alike (the only
 * thing about transport the domain states, so that both doors agree).
 */
export const STATUS_OF_KIND = {
  invalid: 400,
  unauthorized: 401,
  "not-found": 404,
  conflict: 409,
  gone: 410,
  "too-large": 413,
  unsupported: 415,
  unconfirmed: 422,
  refused: 422,
  "rate-limited": 429,
  "disk-full": 507,
  unavailable: 503,
} as const satisfies Record<ErrorKind, number>;

// The server runs this module from source while the built pages bundle their own copy, so a
// service's error reaches a route action as an instance of the other copy's class. `instanceof`
// checks a brand shared through the global symbol registry and the kind instead of the prototype.
const BRAND = Symbol.for("easel.domain-error");

export abstract class DomainError extends Error {
  static readonly kind: ErrorKind | undefined = undefined;
  readonly kind: ErrorKind;
  readonly fields: Fields | undefined;
  /** True when the request's own fields failed their schema, not a rule about the shop's state. */
  readonly input: boolean;
  readonly [BRAND] = true;

  constructor(message: string, fields?: Fields, options: { input?: boolean } = {}) {
    super(message);
    this.name = new.target.name;
    this.kind = (new.target as unknown as { kind: ErrorKind }).kind;
    this.fields = fields;
    this.input = options.input ?? false;
  }

  static override [Symbol.hasInstance](value: unknown): boolean {
    if (typeof value !== "object" || value === null || !(BRAND in value)) return false;
    // biome-ignore lint/complexity/noThisInStatic: `this` is the class asked about, maybe a subclass.
    const { kind } = this;
    return kind === undefined || (value as DomainError).kind === kind;
  }
}

/**
 * The base of one kind's error class (`class NotFound extends ofKind("not-found") {}`): the kind is
 * a static property, which the constructor and `instanceof` above read from the class.
 */
function ofKind<K extends ErrorKind>(kind: K) {
  abstract class OfKind extends DomainError {
    static override readonly kind: K = kind;
  }
  return OfKind;
}

/**
 * The base of a failure that passes: the same request may succeed after `retryAfter` seconds
 * (sent as Retry-After; `retryAfterOf`).
 */
function retryable<K extends ErrorKind>(kind: K) {
  abstract class Retryable extends ofKind(kind) {
    readonly retryAfter: number;

    constructor(message: string, retryAfter: number) {
      super(message);
      this.retryAfter = retryAfter;
    }
  }
  return Retryable;
}

/** The input cannot be used as it is (a form's mistakes, an unknown image, an empty cart). */
export class Invalid extends ofKind("invalid") {}

/** What was asked for does not exist (or is not the caller's to see). */
export class NotFound extends ofKind("not-found") {}

/** The request is well formed but clashes with the current state (sold out, already running). */
export class Conflict extends ofKind("conflict") {}

/** The caller is not signed in, or the password is wrong. */
export class Unauthorized extends ofKind("unauthorized") {}

/** Too many attempts: try again after `retryAfter` seconds. */
export class RateLimited extends retryable("rate-limited") {}

/** What was asked for existed but can no longer be used (a used, expired or voided link). */
export class Gone extends ofKind("gone") {}

/** An upload over the size the site accepts. */
export class TooLarge extends ofKind("too-large") {}

/** An upload of a kind the site does not take. */
export class Unsupported extends ofKind("unsupported") {}

/**
 * The change is well formed but may not be what the owner means (a price of 0.00 gives a product
 * away): nothing is saved until it is sent again with the confirmation field `fields` names.
 */
export class Unconfirmed extends ofKind("unconfirmed") {}

/**
 * A well-formed request the shop declines for a reason a client can act on (a discount code that
 * has expired, is used up, or needs more in the cart): `reason` is a stable code beside the
 * sentence, and `details` what the sentence's figures are (an amount still needed, as "5.00").
 */
export class Refused extends ofKind("refused") {
  readonly reason: string;
  readonly details: Readonly<Record<string, string>>;

  constructor(message: string, reason: string, details: Record<string, string> = {}) {
    super(message);
    this.reason = reason;
    this.details = details;
  }
}

/** What a visitor is told when a write failed for lack of disk space (PRODUCT.md §"A full disk"). */
export const DISK_FULL_MESSAGE =
  "The server's disk is full; nothing was saved. Please try again later.";

/** What the owner can free on a full disk (the admin banner and the owner's API say it). */
export const DISK_SPACE_TO_FREE =
  "Free some space, then try again (no restart is needed): old backups (easel-backup-*.tar.gz), the DATA_DIR.before-restore-* folders restores leave behind, images you no longer use, or the system's logs (journalctl --vacuum-size=200M).";

/** What the owner's API says instead of DISK_FULL_MESSAGE. */
export const DISK_FULL_OWNER_MESSAGE = `The server's disk is full; nothing was saved. ${DISK_SPACE_TO_FREE}`;

/**
 * A write failed because the disk (or the database's) is full: nothing was saved; the same request
 * succeeds once space is freed. Made from the low-level error by `asDiskFull` (core/disk-full.ts).
 */
export class DiskFull extends ofKind("disk-full") {
  constructor(message: string = DISK_FULL_MESSAGE, options?: { cause?: unknown }) {
    super(message);
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}

/**
 * The shop cannot do this just now, through no fault of the request (its database cannot be
 * reached): try again after `retryAfter` seconds. Nothing half-done is left behind.
 */
export class Unavailable extends retryable("unavailable") {}

/** The seconds to send as Retry-After with this failure, when it has them. */
export function retryAfterOf(error: DomainError): number | undefined {
  return error instanceof RateLimited || error instanceof Unavailable
    ? error.retryAfter
    : undefined;
}

/** The same failure (kind, fields) told with another message. */
export function rephrased<E extends DomainError>(error: E, message: string): E {
  const copy = Object.create(Object.getPrototypeOf(error)) as E;
  Object.assign(copy, error, { message });
  copy.stack = error.stack;
  return copy;
}
