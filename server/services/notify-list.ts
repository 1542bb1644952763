/**
 * Joining the mailing list from a "Tell me when it is available" form whose "Also join the
 * mailing list" box was ticked: the wait's confirmation confirms the list too (one mail, one
 * button, the same double opt-in), recorded with source `notify` and the consent line ticked.
 */
import { randomBytes } from "node:crypto";
import type { Transaction } from "kysely";
import { nowIso } from "../clock.ts";
import type { Database } from "../db/schema.ts";
import { currentConsent, isSuppressed } from "./audience-list.ts";

/**
 * Puts `email` on the list, confirmed now: a new row, or a pending or unsubscribed one confirmed
 * again under this consent. A confirmed, bounced, complained or suppressed address is left as it is.
 */
export async function joinListConfirmed(
  trx: Transaction<Database>,
  email: string,
  consentVersion: number | null,
  clientAddress: string | null,
  now: Date,
): Promise<void> {
  if (await isSuppressed(trx, email)) return;
  const at = nowIso(now);
  const version = consentVersion ?? (await currentConsent(trx)).version;
  const confirmed = {
    status: "confirmed",
    source: "notify",
    consent_version: version,
    confirmed_at: at,
    confirm_address: clientAddress,
    unsubscribed_at: null,
    soft_bounces: 0,
    updated_at: at,
  };
  const inserted = await trx
    .insertInto("subscribers")
    .values({
      ...confirmed,
      email,
      created_at: at,
      signup_address: clientAddress,
      unsubscribe_token: randomBytes(32).toString("base64url"),
    })
    .onConflict((oc) => oc.column("email").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (inserted) return;
  await trx
    .updateTable("subscribers")
    .set(confirmed)
    .where("email", "=", email)
    .where("status", "in", ["pending", "unsubscribed"])
    .execute();
}
