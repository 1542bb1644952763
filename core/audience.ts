/**
 * The artist's mailing list as every layer speaks of it: a subscriber's statuses, where a sign-up
 * came from, the consent line a new site starts with, and the one answer a sign-up gets.
 */

/** A subscriber's standing: only "confirmed" addresses receive announcements. */
export const SUBSCRIBER_STATUSES = [
  "pending",
  "confirmed",
  "unsubscribed",
  "bounced",
  "complained",
] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** Where a sign-up form stood. */
export const SUBSCRIBE_SOURCES = ["footer", "artwork", "news", "checkout", "notify"] as const;
export type SubscribeSource = (typeof SUBSCRIBE_SOURCES)[number];

/** The consent line the forms show until the owner writes their own (version 1). */
export const DEFAULT_CONSENT_TEXT =
  "Yes, e-mail me about new work, exhibitions and news. I can unsubscribe at any time.";

/** The most characters the owner's consent line may have. */
export const CONSENT_TEXT_MAX = 300;

/**
 * What every sign-up is answered, whether the address is new, waiting or already on the list, so
 * that the form tells no one who is subscribed.
 */
export const SUBSCRIBE_ANSWER =
  "Thank you! Please check your inbox: a message with a link to confirm is on its way (unless this address is already on the list).";

/** How long a confirmation link works. */
export const CONFIRM_LINK_DAYS = 7;

/** A subscriber's public pages: the confirmation link and the unsubscribe link. */
export const confirmPath = (token: string) => `/subscribe/confirm/${token}`;
export const unsubscribePath = (token: string) => `/unsubscribe/${token}`;

/** The path of the one-click unsubscribe (RFC 8058): the one write taken from any origin. */
export const ONE_CLICK_PATH = /^\/unsubscribe\/[A-Za-z0-9_-]{1,100}$/;

/** An announcement's life: written, waiting for its time, queued to its readers. */
export const ANNOUNCEMENT_STATUSES = ["draft", "scheduled", "sent"] as const;
export type AnnouncementStatus = (typeof ANNOUNCEMENT_STATUSES)[number];

/** The longest subject and introduction an announcement may have, and the works it may show. */
export const ANNOUNCEMENT_SUBJECT_MAX = 150;
export const ANNOUNCEMENT_INTRO_MAX = 5000;
export const ANNOUNCEMENT_WORKS_MAX = 24;

/** Announcement mails sent a minute unless the owner sets otherwise (a small SMTP account's pace). */
export const DEFAULT_SEND_PER_MINUTE = 60;
export const SEND_PER_MINUTE_MAX = 10_000;

/** An announcement's public page, and the news's list and feed. */
export const newsPath = (slug: string) => `/news/${slug}`;
export const NEWS_PATH = "/news";
export const NEWS_FEED_PATH = "/news/feed.xml";

/** How far an announcement's mails have gone (Admin → Audience's progress bar). */
export interface SendProgress {
  total: number;
  sent: number;
  waiting: number;
  failed: number;
}
