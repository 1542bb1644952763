/**
 * "Before you go live" (PRODUCT.md §4, the admin): the checks a new site must pass before it is
 * shown to buyers, each asked of the live settings and environment, with where it is fixed; and
 * the test mail the owner sends through the outbox to see that mail arrives.
 */
import type { Kysely } from "kysely";
import { Conflict } from "#core/domain-errors.ts";
import { isPlaceholderEmail, placeholderContacts } from "#core/placeholders.ts";
import {
  DEFAULT_PAYMENT,
  DEFAULT_PROFILE,
  isStartingInstructions,
  type PaymentSetting,
  type SiteProfile,
} from "#core/site-profile.ts";
import type { Clock } from "../clock.ts";
import type { Database } from "../db/schema.ts";
import type { Env } from "../env.ts";
import { lastGoodBackup } from "./backup-records.ts";
import type { LegalPages } from "./legal-pages.ts";
import { enqueueMail, type MailService } from "./mail.ts";
import { htmlDocument, type MailContext, paragraph } from "./mail-templates.ts";
import { cardPaymentsConfigured, type StripeEnv } from "./payments/stripe.ts";
import type { SettingStore } from "./setting-store.ts";

export type GoLiveId =
  | "contact"
  | "public-url"
  | "mail"
  | "payment"
  | "legal"
  | "address"
  | "backup";

export interface GoLiveItem {
  id: GoLiveId;
  ok: boolean;
  /** One sentence: what is done, or what is missing and how to fix it. */
  message: string;
  /** Where it is fixed: an admin page (and section), or the backup's download. */
  href: string;
}

/** A backup older than this no longer counts: a week's orders would be lost with the machine. */
export const BACKUP_WITHIN_DAYS = 7;

/** What the test mail came to, read back from its outbox row after one delivery pass. */
export interface TestMailResult {
  to: string;
  status: "sent" | "waiting" | "failed";
  message: string;
}

export interface GoLiveDeps {
  db: Kysely<Database>;
  env: Env;
  settings: SettingStore;
  legal: LegalPages;
  mail: MailService;
  mailContext: () => Promise<MailContext>;
  clock: Clock;
}

export function createGoLive(deps: GoLiveDeps) {
  const { db, env, settings, legal, mail, clock } = deps;

  /**
   * The newest backup that counts: a download (from the security log) or a checked off-site
   * backup (BACKUP_S3_URL), with the off-site one's address.
   */
  async function lastBackup(): Promise<{ at: string; location?: string } | undefined> {
    const [downloaded, offsite] = await Promise.all([
      db
        .selectFrom("security_events")
        .select("occurred_at")
        .where("kind", "=", "backup-downloaded")
        .orderBy("occurred_at", "desc")
        .limit(1)
        .executeTakeFirst(),
      lastGoodBackup(db),
    ]);
    if (
      offsite &&
      (!downloaded || Date.parse(offsite.started_at) > Date.parse(downloaded.occurred_at))
    )
      return { at: offsite.started_at, location: offsite.location };
    return downloaded && { at: downloaded.occurred_at };
  }

  async function items(): Promise<GoLiveItem[]> {
    const [profile, payment, legalView, backup] = await Promise.all([
      settings.get<SiteProfile>("profile", DEFAULT_PROFILE),
      settings.get<PaymentSetting>("payment", DEFAULT_PAYMENT),
      legal.texts(),
      lastBackup(),
    ]);
    const placeholders = placeholderContacts(profile);
    const ownerEmail = env.OWNER_EMAIL ?? profile.email;
    const url = env.PUBLIC_URL;
    const cards = cardPaymentsConfigured(env as StripeEnv);
    const ownPayment = !isStartingInstructions(payment.instructions ?? "");
    const backupAt = backup?.at.slice(0, 10);
    const backupAge = backup
      ? (clock.now().getTime() - Date.parse(backup.at)) / (24 * 3600_000)
      : undefined;
    return [
      placeholders.length === 0 && !isPlaceholderEmail(ownerEmail)
        ? ok("contact", `Your contact details are your own; order notices go to ${ownerEmail}.`)
        : todo(
            "contact",
            `Still a placeholder: ${(placeholders.length > 0 ? placeholders : [`the owner's address (${ownerEmail})`]).join(", ")}.`,
            "/admin/settings#settings-profile",
          ),
      !url
        ? todo(
            "public-url",
            "PUBLIC_URL is not set: e-mails carry no links and card payments stay off. Set it in the server's environment.",
            "/admin/settings#settings-address",
          )
        : url.startsWith("https://")
          ? ok("public-url", `PUBLIC_URL is ${url}.`, "/admin/settings#settings-address")
          : todo(
              "public-url",
              `PUBLIC_URL is ${url}: use an https:// address, so that sign-in and payments are private.`,
              "/admin/settings#settings-address",
            ),
      mail.enabled
        ? ok(
            "mail",
            "SMTP_URL is set: send a test mail to see that it arrives.",
            "/admin/go-live#test-mail",
          )
        : todo(
            "mail",
            "SMTP_URL is not set: e-mails wait in Messages and no one receives them. Set it in the server's environment.",
            "/admin/messages",
          ),
      ownPayment || cards
        ? ok(
            "payment",
            cards && !ownPayment
              ? "Card payments through Stripe are on."
              : "Your own payment instructions are written.",
            "/admin/settings#settings-payment",
          )
        : todo(
            "payment",
            "The payment instructions are still the starting text and card payments are off: write how buyers pay you.",
            "/admin/settings#settings-payment",
          ),
      legalView.starting.length === 0
        ? ok(
            "legal",
            "You have saved your own privacy notice, terms and shipping page.",
            "/admin/settings#settings-legal",
          )
        : todo(
            "legal",
            `${legalView.starting.length === 1 ? "One legal page shows" : `${legalView.starting.length} legal pages show`} the starting text: read it, change what is not true of your shop, and save.`,
            "/admin/settings#settings-legal",
          ),
      profile.businessAddress?.trim()
        ? ok(
            "address",
            "Your postal address is in the profile (invoices and the legal pages).",
            "/admin/settings#settings-profile",
          )
        : todo(
            "address",
            "No postal address: a shop must give buyers one (invoices and the legal pages). Add it to the profile.",
            "/admin/settings#settings-profile",
          ),
      backupAge === undefined
        ? todo(
            "backup",
            "No backup yet: download one, and keep it off this machine.",
            "/api/admin/backup",
          )
        : backup?.location
          ? backupAge <= BACKUP_WITHIN_DAYS
            ? ok(
                "backup",
                `An off-site backup was made on ${backupAt}: ${backup.location}.`,
                "/admin/settings#settings-backups",
              )
            : todo(
                "backup",
                `The last off-site backup was made on ${backupAt}, more than ${BACKUP_WITHIN_DAYS} days ago: Settings → Backups says why the nightly one fails.`,
                "/admin/settings#settings-backups",
              )
          : backupAge <= BACKUP_WITHIN_DAYS
            ? ok("backup", `A backup was downloaded on ${backupAt}.`, "/api/admin/backup")
            : todo(
                "backup",
                `The last backup was downloaded on ${backupAt}, more than ${BACKUP_WITHIN_DAYS} days ago: download a new one.`,
                "/api/admin/backup",
              ),
    ];
  }

  /**
   * Writes a test mail to the owner's address into the outbox and runs one delivery pass, then
   * says what became of it: sent, still waiting (no SMTP_URL), or refused with the server's words.
   */
  async function sendTestMail(): Promise<TestMailResult> {
    const context = await deps.mailContext();
    const to = context.ownerEmail;
    if (isPlaceholderEmail(to))
      throw new Conflict(
        `Your e-mail address is still a placeholder (${to}): set your own under Settings → Profile first.`,
      );
    const lines = [
      `This test mail was sent from the admin of ${context.shopName}${context.origin ? ` (${context.origin})` : ""}.`,
      "If it reached you, the shop's mail works: order confirmations and your notices of new orders arrive the same way.",
    ];
    await enqueueMail(db, {
      kind: "owner-test",
      to,
      subject: `${context.shopName}: a test mail`,
      text: lines.join("\n\n"),
      html: htmlDocument(
        "A test mail",
        lines.map((line) => paragraph(line)),
      ),
    });
    const row = await db
      .selectFrom("mail_outbox")
      .select(["id"])
      .where("kind", "=", "owner-test")
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirstOrThrow();
    await mail.deliverDue();
    const after = await db
      .selectFrom("mail_outbox")
      .select(["status", "last_error"])
      .where("id", "=", row.id)
      .executeTakeFirstOrThrow();
    if (after.status === "sent")
      return {
        to,
        status: "sent",
        message: `Sent to ${to}: check that it arrived (and is not in the spam folder).`,
      };
    if (after.last_error)
      return {
        to,
        status: "failed",
        message: `The mail server refused it: ${after.last_error}. It is retried from Messages.`,
      };
    return {
      to,
      status: "waiting",
      message: `Written to the outbox for ${to}, but SMTP_URL is not set: it waits in Messages.`,
    };
  }

  return { items, sendTestMail };
}

const ok = (id: GoLiveId, message: string, href = "/admin/go-live"): GoLiveItem => ({
  id,
  ok: true,
  message,
  href,
});
const todo = (id: GoLiveId, message: string, href = "/admin/go-live"): GoLiveItem => ({
  id,
  ok: false,
  message,
  href,
});

export type GoLive = ReturnType<typeof createGoLive>;
