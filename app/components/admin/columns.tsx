import type { LucideIcon } from "lucide-react";
import { cx } from "~/components/ui/cx.ts";
import type { Column } from "~/components/ui/data-table.tsx";
import { formatDateTime } from "~/lib/admin/date-time.ts";
import { ActionForm, type ActionFormOptions, useActionForm } from "~/lib/use-action-form.ts";

/** A column of when each row was made, kept on one line so the dates line up. */
export function createdAtColumn<Row extends { createdAt: string }>(header: string): Column<Row> {
  return {
    key: "createdAt",
    header,
    className: "whitespace-nowrap",
    cell: (row) => formatDateTime(row.createdAt),
  };
}

/** The colours of status words: done, waiting on something, gone wrong, of no account. */
const STATUS_TONES = {
  good: "text-emerald-800",
  waiting: "text-amber-800",
  bad: "text-red-700",
  quiet: "text-ink-soft",
} as const;

/**
 * A column of each row's status: its word in its tone (`tones`, by status; `otherwise` for the
 * others, or the text's own colour), and a second line where there is more to say (when it was
 * confirmed, why it failed).
 */
export function statusColumn<Row extends { status: string }>({
  word,
  tones,
  otherwise,
  more,
}: {
  word: (row: Row) => string;
  tones: Record<string, keyof typeof STATUS_TONES>;
  otherwise?: keyof typeof STATUS_TONES;
  more: (row: Row) => React.ReactNode;
}): Column<Row> {
  return {
    key: "status",
    header: "Status",
    cell: (row) => {
      const tone = tones[row.status] ?? otherwise;
      return (
        <TwoLines sub={more(row)}>
          <span className={tone && STATUS_TONES[tone]}>{word(row)}</span>
        </TwoLines>
      );
    },
  };
}

/** A column of each row's buttons, at the right; its header is for screen readers alone. */
export function actionsColumn<Row>(cell: (row: Row) => React.ReactNode): Column<Row> {
  return {
    key: "actions",
    header: <span className="sr-only">Actions</span>,
    className: "text-right",
    cell,
  };
}

/** A cell's second, smaller line under its main text (a recipient, an e-mail address, a reason). */
export function SubLine({ children }: { children: React.ReactNode }) {
  return <span className="block text-xs text-ink-soft">{children}</span>;
}

/** A cell's main text and, where there is more to say, its {@link SubLine}. */
export function TwoLines({ sub, children }: { sub: React.ReactNode; children: React.ReactNode }) {
  return (
    <>
      {children}
      {sub ? <SubLine>{sub}</SubLine> : null}
    </>
  );
}

/**
 * A row's one-button form: posts `intent` for the row's `id`; the button is a small link with its
 * icon, in `className`'s tone.
 */
export function RowButton({
  id,
  intent,
  options,
  icon: Icon,
  className,
  label,
  children,
}: {
  id: number;
  intent: string;
  /** What the form says once the post is answered (its toasts). */
  options: ActionFormOptions<object>;
  icon: LucideIcon;
  className: string;
  /** The button's name for screen readers, when its words do not say which row. */
  label?: string;
  children: React.ReactNode;
}) {
  const actionForm = useActionForm(options);
  return (
    <ActionForm recipe={actionForm}>
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        name="intent"
        value={intent}
        className={cx("inline-flex items-center gap-1 text-sm hover:underline", className)}
        disabled={actionForm.pending}
        aria-label={label}
      >
        <Icon className="size-4" aria-hidden />
        {children}
      </button>
    </ActionForm>
  );
}
