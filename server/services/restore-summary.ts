import type { BackupData } from "#core/schemas/backup-input.ts";
import { DEFAULT_PAYMENT, DEFAULT_PROFILE } from "#core/site-profile.ts";

/** Why a restored mail was not sent: it was waiting in the backup's outbox. */
export const HELD_BACK_REASON =
  "Held back by a restore: it was waiting to be sent when the backup was made";

/**
 * What a restore would change that the owner would not otherwise notice: where buyers
 * are told to pay, where the shop's mail goes, and the mail it holds back. Shown, and confirmed,
 * before the restored site is built and swapped in.
 */
export interface RestoreSummary {
  /** The backup's payment instructions, as buyers will read them (the starting text if none saved). */
  paymentInstructions: string;
  /** The owner's and the orders' e-mail addresses, as the restored site will use them. */
  ownerEmail: string;
  ordersEmail: string;
  /** Mails waiting in the backup's outbox: restored as failed, never sent. */
  heldBackMail: number;
  /** Which of these differ from the site as it is now (none when there is no site yet). */
  changed: Array<"paymentInstructions" | "ownerEmail" | "ordersEmail">;
}

type Row = Record<string, unknown>;

/**
 * Sent, failed, or held for a placeholder address (mail.ts): a held one stays held, since a failed
 * one can be retried, and it would then go to the placeholder.
 */
const isSettled = (row: Row) =>
  row.status === "sent" || row.status === "failed" || row.status === "held";

/** The outbox as restored: the waiting mails failed with the reason, the rest as they were. */
export function holdBackMail(rows: Row[]): Row[] {
  return rows.map((row) =>
    isSettled(row)
      ? row
      : { ...row, status: "failed", last_error: HELD_BACK_REASON, next_attempt_at: null },
  );
}

/** A setting's value (JSON text) from settings rows, or undefined. */
function setting(
  rows: readonly Row[] | undefined,
  key: string,
): Record<string, unknown> | undefined {
  const row = rows?.find((candidate) => candidate.key === key);
  if (typeof row?.value !== "string") return undefined;
  try {
    const value: unknown = JSON.parse(row.value);
    return typeof value === "object" && value !== null
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

const text = (value: unknown, fallback: string) =>
  typeof value === "string" && value !== "" ? value : fallback;

/** The facts as the site shows them: a setting never saved is its starting value. */
function facts(settings: readonly Row[] | undefined) {
  const profile = setting(settings, "profile");
  return {
    paymentInstructions: text(
      setting(settings, "payment")?.instructions,
      DEFAULT_PAYMENT.instructions,
    ),
    ownerEmail: text(profile?.email, DEFAULT_PROFILE.email),
    ordersEmail: text(profile?.ordersEmail, DEFAULT_PROFILE.ordersEmail),
  };
}

/** The summary of restoring `data` over a site whose settings rows are `current` (if any). */
export function summariseRestore(data: BackupData, current?: readonly Row[]): RestoreSummary {
  const restored = facts(data.tables.settings);
  const now = current ? facts(current) : undefined;
  const keys = ["paymentInstructions", "ownerEmail", "ordersEmail"] as const;
  return {
    ...restored,
    heldBackMail: (data.tables.mail_outbox ?? []).filter((row) => !isSettled(row)).length,
    changed: now ? keys.filter((key) => restored[key] !== now[key]) : [],
  };
}

/** The summary as lines for the console, each change marked. */
export function describeRestore(summary: RestoreSummary): string[] {
  const mark = (key: RestoreSummary["changed"][number]) =>
    summary.changed.includes(key) ? "  (CHANGED from the site as it is now)" : "";
  const instructions = summary.paymentInstructions;
  return [
    "This backup would put in place:",
    `  Payment instructions${mark("paymentInstructions")}:`,
    ...instructions.split("\n").map((line) => `    | ${line}`),
    `  Owner e-mail address: ${summary.ownerEmail}${mark("ownerEmail")}`,
    `  Orders e-mail address: ${summary.ordersEmail}${mark("ordersEmail")}`,
    summary.heldBackMail === 0
      ? "  Mail waiting to be sent: none."
      : `  Mail waiting to be sent: ${summary.heldBackMail}, held back: restored as failed, never sent (Admin → Messages lists it; send one again there if it is still wanted).`,
  ];
}
