import { TriangleAlert } from "lucide-react";
import { useActionData } from "react-router";
import { LocalTime } from "~/components/admin/local-time.tsx";
import { ActionNotice } from "~/components/ui/action-notice.tsx";
import { Card } from "~/components/ui/card.tsx";
import { Facts } from "~/components/ui/facts.tsx";
import { SubmitButton } from "~/components/ui/submit-button.tsx";
import { type ActionAnswer, ActionForm, useActionForm } from "~/lib/use-action-form.ts";
import type { OffsiteStatus } from "../../../../server/services/backup-offsite.ts";

/** What the settings page knows of backups: the off-site ones' status, and it in a sentence. */
export interface BackupsView {
  status: OffsiteStatus;
  /** describeOffsite's: whether they are well, and why not. */
  summary: { ok: boolean; message: string };
}

/** "12.4 MB", "980 KB". */
function size(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Where off-site backups go, when, the last good one, the last failure, and one under way. */
function facts(status: OffsiteStatus): Array<readonly [string, React.ReactNode]> {
  const items: Array<readonly [string, React.ReactNode]> = [
    [
      "Where",
      <span key="where" className="font-mono">
        {status.location}
      </span>,
    ],
    ["When", `Every night at ${status.time} (the server's time)`],
    ["Encrypted", status.encrypted ? "Yes, with BACKUP_PASSPHRASE" : "No"],
  ];
  const good = status.lastGood;
  items.push([
    "Last good backup",
    good ? (
      <>
        <LocalTime iso={good.createdAt} />, {size(good.size)},{" "}
        <span className="font-mono">{good.location}</span>
      </>
    ) : (
      "None yet"
    ),
  ]);
  const failure = status.lastFailure;
  if (failure) {
    items.push([
      "Last attempt",
      <>
        <LocalTime iso={failure.startedAt} />, failed: {failure.error}
      </>,
    ]);
  }
  if (status.running) {
    items.push([
      "Now",
      <>
        Backing up since <LocalTime iso={status.running.startedAt} />
      </>,
    ]);
  }
  return items;
}

/**
 * The warning off-site backups that are not well get here and at the top of every other admin
 * page (with `href`, a link to this section).
 */
export function BackupWarning({ message, href }: { message: string; href?: string }) {
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      <p>
        {message}
        {href && (
          <>
            {" "}
            <a className="underline" href={href}>
              Open Backups
            </a>
          </>
        )}
      </p>
    </div>
  );
}

/**
 * Settings → Backups (PRODUCT.md §4, Backup and restore): a backup to download now, and the
 * off-site backups: where they go, the last good one (when, its size, where), a warning when it
 * is over 26 hours old, the last failure in the storage's words, and "Back up now". Their settings
 * live in the server's environment, so without them this only tells how to turn them on.
 */
export function BackupsSection({ backups }: { backups: BackupsView }) {
  const { status, summary } = backups;
  const posted = useActionData() as ActionAnswer | undefined;
  const answer = posted?.intent === "offsite-backup" ? posted : undefined;
  const actionForm = useActionForm({
    key: "settings-offsite-backup",
    failure: { title: "Could not start the backup" },
  });
  const { pending } = actionForm;
  const running = status.running !== null || pending;
  return (
    <Card
      title="Backups"
      titleId="settings-backups"
      description="A copy of the whole shop: every record and every original picture, as npm run restore reads it."
    >
      <ActionNotice answer={answer} className="mt-4" />
      <p className="mt-4">
        <a className="btn-secondary" href="/api/admin/backup" download>
          Download a backup
        </a>
      </p>
      <h3 className="mt-6 font-medium">Off-site backups</h3>
      {!status.configured ? (
        <p className="mt-2 text-sm text-ink-soft">
          Off: backups stay on this server, and a dead disk takes them with it. Set{" "}
          <span className="font-mono">BACKUP_S3_URL</span> (and the storage's{" "}
          <span className="font-mono">AWS_*</span> settings, and{" "}
          <span className="font-mono">BACKUP_PASSPHRASE</span> to encrypt them) and restart: a
          backup is then sent every night to S3-compatible storage (Backblaze B2, Cloudflare R2,
          AWS…). <span className="font-mono">npm run doctor</span> checks the settings.
        </p>
      ) : (
        <div className="mt-2 flex flex-col gap-4">
          {!summary.ok && <BackupWarning message={summary.message} />}
          <Facts
            className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]"
            termClassName="text-ink-soft"
            valueClassName="break-all"
            items={facts(status)}
          />
          <ActionForm recipe={actionForm}>
            <input type="hidden" name="intent" value="offsite-backup" />
            <SubmitButton pending={running} busyLabel="Backing up…">
              Back up now
            </SubmitButton>
          </ActionForm>
        </div>
      )}
    </Card>
  );
}
