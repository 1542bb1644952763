import type { LucideIcon } from "lucide-react";
import { ActionNotice } from "~/components/ui/action-notice.tsx";

/** A form's submit button (busy while it posts) and, for a post without JavaScript, the answer. */
export function SubmitRow({
  Icon,
  label,
  busyLabel = label,
  pending,
  answer,
}: {
  Icon: LucideIcon;
  label: string;
  busyLabel?: string;
  pending: boolean;
  answer: { ok: boolean; message?: string } | undefined;
}) {
  return (
    <div>
      <button type="submit" className="btn-primary" disabled={pending}>
        <Icon className="size-4" aria-hidden />
        {pending ? busyLabel : label}
      </button>
      <ActionNotice answer={answer} />
    </div>
  );
}
