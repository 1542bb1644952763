/**
 * "Tell me when it is available" (PRODUCT.md §4, The audience): an address waits for one product
 * or original that cannot be bought now, after the same double opt-in as the list, and without
 * joining it unless asked. Once the item can be bought, each confirmed address gets one mail and
 * its row is deleted.
 *
 * The notices go out from a sweep (`sweep`, once a minute in one process, server/serve-site.ts),
 * not from each write that can make an item buyable again: stock set in the admin or the API, a
 * variant restocked, stock returned by a cancelled or expired order, an original's hold released,
 * a product put on sale. The sweep reads the item as the shop does, so no such path can be missed.
 * A notice is queued in the transaction that deletes its row (`DELETE … RETURNING`), so however
 * many processes sweep at once, each waiting address is mailed exactly once.
 */
import { createHash, randomBytes } from "node:crypto";
import { CONFIRM_LINK_DAYS } from "#core/audience.ts";
import { Conflict, Gone, NotFound } from "#core/domain-errors.ts";
import type { NotifyItem, WaitingCount } from "#core/notify.ts";
import { isPlaceholderEmail } from "#core/placeholders.ts";
import type { NotifyInput } from "#core/schemas/notify-input.ts";
import { type Clock, nowIso } from "../clock.ts";
import type { Logger } from "../logger.ts";
import { consentShown, type LinkState, mayMailConfirmation } from "./audience.ts";
import { isSuppressed, normalEmail } from "./audience-list.ts";
import { enqueueMail, type MailingDeps } from "./mail.ts";
import { itemOfKey, itemState } from "./notify-items.ts";
import { joinListConfirmed } from "./notify-list.ts";
import { notifyConfirmationMail, notifyNoticeMail } from "./notify-mails.ts";

const LINK_MS = CONFIRM_LINK_DAYS * 24 * 60 * 60_000;
const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
const newToken = () => randomBytes(32).toString("base64url");

export const NOTIFY_LINK_UNKNOWN =
  "This confirmation link does not work: it was used already, or it is not complete. Ask again from the item's page to get a new one.";
export const NOTIFY_LINK_EXPIRED =
  "This confirmation link has run out: links work for seven days. Ask again from the item's page to get a new one.";
export const AVAILABLE_NOW = "This can be bought now: there is nothing to wait for.";
export const NEVER_BACK = "This will not be on sale again, so there is nothing to wait for.";

export interface NotifyDeps extends MailingDeps {
  clock: Clock;
  logger: Logger;
}

/** What one sweep did: unconfirmed waits whose link ran out, notices queued. */
/** The item a confirmation link's wait is for, as its page names and links it. */
export interface LinkItem {
  name: string;
  path: string;
}

export interface SweepResult {
  expired: number;
  notified: number;
}

export function createNotify(deps: NotifyDeps) {
  const { db, clock } = deps;

  /** The item named, as a wait may be for it: NotFound, or Conflict when buyable or gone for good. */
  async function waitableItem(item: NotifyItem) {
    const state = await itemState(db, item);
    if (!state)
      throw new NotFound("productId" in item ? "Product not found" : "Artwork not found", {
        item: "Unknown item",
      });
    if (state.standing === "buyable") throw new Conflict(AVAILABLE_NOW, { item: AVAILABLE_NOW });
    if (state.standing === "never") throw new Conflict(NEVER_BACK, { item: NEVER_BACK });
    return state;
  }

  /**
   * Starts the double opt-in of a wait for `input`'s item: a pending row (or a new link for one)
   * and a confirmation mail, within the address's allowance (counted with the list's). An
   * address already waiting, suppressed or a placeholder changes nothing; the caller answers the
   * same whatever happened.
   */
  async function request(input: NotifyInput, clientAddress: string | null): Promise<void> {
    const item: NotifyItem =
      input.productId !== undefined
        ? { productId: input.productId }
        : { artworkId: input.artworkId! };
    const state = await waitableItem(item);
    const email = normalEmail(input.email);
    if (isPlaceholderEmail(email)) return;
    const at = clock.now();
    const context = await deps.mailContext();
    if (!context.origin) {
      deps.logger.warn("notify: no PUBLIC_URL, so no link was mailed");
      return;
    }
    const consent = input.joinList ? await consentShown(db, input.consentVersion) : undefined;
    const queued = await db.transaction().execute(async (trx) => {
      if (await isSuppressed(trx, email)) return false;
      if (!(await mayMailConfirmation(trx, email, at))) return false;
      const existing = await trx
        .selectFrom("notify_requests")
        .select(["id", "status"])
        .where("email", "=", email)
        .where("item", "=", state.key)
        .executeTakeFirst();
      if (existing?.status === "confirmed") return false;
      const tokens = { confirm: newToken(), forget: newToken() };
      const values = {
        status: "pending",
        join_list: input.joinList ? 1 : 0,
        consent_version: consent?.version ?? null,
        token_hash: sha256(tokens.confirm),
        expires_at: nowIso(new Date(at.getTime() + LINK_MS)),
        signup_address: clientAddress,
        created_at: nowIso(at),
      };
      if (existing) {
        const row = await trx
          .updateTable("notify_requests")
          .set(values)
          .where("id", "=", existing.id)
          .where("status", "=", "pending")
          .returning("forget_token")
          .executeTakeFirst();
        if (!row) return false;
        tokens.forget = row.forget_token;
      } else {
        const inserted = await trx
          .insertInto("notify_requests")
          .values({
            ...values,
            email,
            item: state.key,
            product_id: "productId" in item ? item.productId : null,
            artwork_id: "artworkId" in item ? item.artworkId : null,
            forget_token: tokens.forget,
          })
          .onConflict((oc) => oc.columns(["email", "item"]).doNothing())
          .returning("id")
          .executeTakeFirst();
        if (!inserted) return false;
      }
      const mail = notifyConfirmationMail(
        email,
        tokens,
        state,
        input.joinList,
        context.origin!,
        context,
      );
      await enqueueMail(trx, mail, at);
      return true;
    });
    if (queued) deps.onMailQueued?.();
  }

  const linkOf = (token: string) =>
    db
      .selectFrom("notify_requests")
      .select(["id", "email", "item", "status", "expires_at", "join_list", "consent_version"])
      .where("token_hash", "=", sha256(token))
      .executeTakeFirst();

  /** A wait's item as its confirmation page names it: its name and its public page. */
  const itemOfLink = async (key: string): Promise<LinkItem | undefined> => {
    const item = itemOfKey(key);
    const state = item && (await itemState(db, item));
    return state && { name: state.name, path: state.path };
  };

  return {
    request,

    /** The item as a wait's page shows it (undefined: no such item); reads only. */
    item: (item: NotifyItem) => itemState(db, item),

    /** What the confirmation page shows for `token`; reads only. */
    async linkState(token: string): Promise<LinkState> {
      const link = await linkOf(token);
      if (link?.status !== "pending") return "unknown";
      return link.expires_at > nowIso(clock.now()) ? "ready" : "expired";
    },

    /** The item a live link's wait is for, by name and page (undefined: none, or gone). */
    async linkItem(token: string): Promise<LinkItem | undefined> {
      const link = await linkOf(token);
      return link?.status === "pending" ? itemOfLink(link.item) : undefined;
    },

    /**
     * Confirms the wait of `token` (the page's button, a POST), and joins the list when that was
     * asked. The link is then spent. Gone for an expired, used or unknown link. Returns the item
     * waited for, for the page to name (undefined when it is gone since).
     */
    async confirm(token: string, clientAddress: string | null): Promise<LinkItem | undefined> {
      const now = clock.now();
      const at = nowIso(now);
      const link = await linkOf(token);
      if (link?.status !== "pending") throw new Gone(NOTIFY_LINK_UNKNOWN);
      if (link.expires_at <= at) throw new Gone(NOTIFY_LINK_EXPIRED);
      await db.transaction().execute(async (trx) => {
        // Of two presses at once only one spends the link.
        const spent = await trx
          .updateTable("notify_requests")
          .set({
            status: "confirmed",
            token_hash: null,
            confirmed_at: at,
            confirm_address: clientAddress,
          })
          .where("id", "=", link.id)
          .where("status", "=", "pending")
          .executeTakeFirst();
        if (Number(spent.numUpdatedRows) !== 1) throw new Gone(NOTIFY_LINK_UNKNOWN);
        if (link.join_list)
          await joinListConfirmed(trx, link.email, link.consent_version, clientAddress, now);
      });
      return itemOfLink(link.item);
    },

    /** Deletes the wait of a "forget" link; an unknown one changes nothing and is answered the same. */
    async forget(token: string): Promise<void> {
      await db.deleteFrom("notify_requests").where("forget_token", "=", token).execute();
    },

    /**
     * Deletes unconfirmed waits whose link ran out, and mails every confirmed address whose item
     * can be bought now, deleting its row in the same transaction.
     */
    async sweep(): Promise<SweepResult> {
      const now = clock.now();
      const gone = await db
        .deleteFrom("notify_requests")
        .where("status", "=", "pending")
        .where("expires_at", "<=", nowIso(now))
        .executeTakeFirst();
      const waiting = await db
        .selectFrom("notify_requests")
        .select("item")
        .distinct()
        .where("status", "=", "confirmed")
        .execute();
      let notified = 0;
      const context = await deps.mailContext();
      for (const { item: key } of waiting) {
        const item = itemOfKey(key);
        const state = item && (await itemState(db, item));
        if (state?.standing === "waitable") continue;
        notified += await db.transaction().execute(async (trx) => {
          const claimed = await trx
            .deleteFrom("notify_requests")
            .where("item", "=", key)
            .where("status", "=", "confirmed")
            .returning(["email", "forget_token"])
            .execute();
          // An item deleted, or gone for good, ends its waits without a mail.
          if (claimed.length === 0 || state?.standing !== "buyable" || !context.origin) return 0;
          const members = await trx
            .selectFrom("subscribers")
            .select(["email", "unsubscribe_token"])
            .where("status", "=", "confirmed")
            .where(
              "email",
              "in",
              claimed.map((row) => row.email),
            )
            .execute();
          for (const row of claimed) {
            const listToken = members.find(
              (member) => member.email === row.email,
            )?.unsubscribe_token;
            const mail = notifyNoticeMail(
              row.email,
              row.forget_token,
              state,
              listToken,
              context.origin,
              context,
            );
            await enqueueMail(trx, mail, now);
          }
          return claimed.length;
        });
      }
      if (notified > 0) deps.onMailQueued?.();
      return { expired: Number(gone.numDeletedRows), notified };
    },

    /** Admin → Audience: how many wait for each item, confirmed and not yet. */
    async waiting(): Promise<WaitingCount[]> {
      const rows = await db
        .selectFrom("notify_requests")
        .select((eb) => ["item", "status", eb.fn.countAll<number>().as("n")])
        .groupBy(["item", "status"])
        .execute();
      const counts = new Map<string, WaitingCount>();
      for (const row of rows) {
        let count = counts.get(row.item);
        if (!count) {
          const item = itemOfKey(row.item);
          const state = item && (await itemState(db, item));
          if (!item || !state) continue;
          count = {
            kind: "productId" in item ? "product" : "artwork",
            id: "productId" in item ? item.productId : item.artworkId,
            name: state.name,
            path: state.path,
            confirmed: 0,
            pending: 0,
          };
          counts.set(row.item, count);
        }
        if (row.status === "confirmed") count.confirmed += Number(row.n);
        else count.pending += Number(row.n);
      }
      return [...counts.values()].sort(
        (a, b) => b.confirmed - a.confirmed || a.name.localeCompare(b.name),
      );
    },
  };
}

export type Notify = ReturnType<typeof createNotify>;
