import { CheckCircle2, CircleAlert } from "lucide-react";
import { Card } from "~/components/ui/card.tsx";
import type { GoLiveId, GoLiveItem } from "../../../../server/services/go-live.ts";

/** Each check's name, and the words of its link (where it is fixed). */
const LABELS: Record<GoLiveId, { title: string; fix: string; done?: string }> = {
  contact: { title: "Your e-mail and contact details", fix: "Edit your profile" },
  "public-url": { title: "The site's address (PUBLIC_URL)", fix: "See the site's address" },
  mail: { title: "E-mail", fix: "See the outbox", done: "Send a test mail" },
  payment: { title: "How buyers pay", fix: "Write your payment instructions" },
  legal: { title: "Legal pages", fix: "Review the legal pages" },
  address: { title: "Postal address", fix: "Add your address" },
  backup: { title: "A recent backup", fix: "Download a backup" },
};

/** One check: done or not, its sentence, and the link to where it is fixed. */
function GoLiveRow({ item }: { item: GoLiveItem }) {
  const label = LABELS[item.id];
  const Icon = item.ok ? CheckCircle2 : CircleAlert;
  // The backup is a download from the API, not a page of the admin.
  const download = item.href.startsWith("/api/");
  return (
    <li className="flex gap-3 py-4 first:pt-0 last:pb-0">
      <Icon
        aria-hidden
        className={`mt-0.5 size-5 shrink-0 ${item.ok ? "text-emerald-700" : "text-amber-700"}`}
      />
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-medium">
          {label.title}{" "}
          <span className={item.ok ? "text-emerald-800" : "text-amber-800"}>
            ({item.ok ? "done" : "not done"})
          </span>
        </p>
        <p className="text-ink-soft">{item.message}</p>
        <a
          href={item.href}
          {...(download ? { download: true } : {})}
          className="self-start text-accent-deep underline underline-offset-2"
        >
          {item.ok && label.done ? label.done : label.fix}
        </a>
      </div>
    </li>
  );
}

/** The checklist: how many are done, then each check. */
export function GoLiveList({ items }: { items: readonly GoLiveItem[] }) {
  const done = items.filter((item) => item.ok).length;
  return (
    <Card
      title="Checklist"
      titleId="go-live-checklist"
      description={`${done} of ${items.length} done.`}
    >
      <ul className="mt-4 divide-y divide-line">
        {items.map((item) => (
          <GoLiveRow key={item.id} item={item} />
        ))}
      </ul>
    </Card>
  );
}
