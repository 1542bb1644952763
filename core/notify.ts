/**
 * "Tell me when it is available" (PRODUCT.md §4, The audience): a wait for one product or one
 * original that cannot be bought now, as every layer speaks of it.
 */

/** A wait's standing: only a confirmed one is told, once, and then deleted. */
export const NOTIFY_STATUSES = ["pending", "confirmed"] as const;
export type NotifyStatus = (typeof NOTIFY_STATUSES)[number];

/**
 * What every request is answered, whether the address is new, already waiting or never mailed,
 * so that the form tells no one who is waiting for what.
 */
export const NOTIFY_ANSWER =
  "Thank you! Please check your inbox: a message with a link to confirm is on its way. We will write once, when it can be bought.";

/** The line the notice's own box shows (the list's consent line is the owner's). */
export const NOTIFY_CONSENT_TEXT =
  "Yes, e-mail me once when this is available. My address is then deleted.";

/** The item a wait is for, as the API names it. */
export type NotifyItem = { productId: number } | { artworkId: number };

/** A wait's public pages: its confirmation link and the link that forgets it. */
export const notifyConfirmPath = (token: string) => `/notify/confirm/${token}`;
export const notifyForgetPath = (token: string) => `/notify/forget/${token}`;

/** Admin → Audience: how many wait for one item. */
export interface WaitingCount {
  kind: "product" | "artwork";
  id: number;
  name: string;
  /** The item's public page. */
  path: string;
  confirmed: number;
  pending: number;
}
