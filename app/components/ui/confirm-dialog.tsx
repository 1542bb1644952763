import { type ReactNode, useId } from "react";
import { Modal } from "./modal.tsx";

/**
 * The site's own "are you sure?" before something that cannot be undone (never the browser's
 * `confirm()`, which looks like another site's and stops the page): a modal alert dialog with the
 * question, what follows, and two buttons. The safe one has focus, so Enter and Escape both
 * keep; while the action runs (`busy`) the dialog stays, says so, and cannot be closed.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirm,
  busyLabel,
  keep = "Cancel",
  busy = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  description: string;
  /** The destructive button's words ("Delete 2 products"). */
  confirm: string;
  /** Its words while the action runs ("Deleting..."). */
  busyLabel: string;
  /** The safe button's words. */
  keep?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <AlertDialog
      open={open}
      title={title}
      description={description}
      busy={busy}
      onCancel={onCancel}
      actions={
        <>
          <button
            type="button"
            className="btn-secondary"
            onClick={onCancel}
            disabled={busy}
            // biome-ignore lint/a11y/noAutofocus: the safe choice takes focus in a destructive dialog.
            autoFocus
          >
            {keep}
          </button>
          <button
            type="button"
            className="btn-primary bg-red-800 hover:bg-red-900"
            onClick={onConfirm}
            disabled={busy}
          >
            {busy ? busyLabel : confirm}
          </button>
        </>
      }
    />
  );
}

/**
 * The frame of every question the site asks before it acts: a modal alert dialog named by its
 * title, described by its text, and its buttons; while the action runs (`busy`) it cannot be
 * closed. Its buttons are the caller's.
 */
export function AlertDialog({
  open,
  title,
  description,
  busy,
  onCancel,
  actions,
}: {
  open: boolean;
  title: string;
  description: string;
  busy: boolean;
  onCancel: () => void;
  actions: ReactNode;
}) {
  // A page may hold several (the portfolio's galleries, its products card): ids of their own.
  const id = useId();
  return (
    <Modal
      open={open}
      onClose={onCancel}
      dismissible={!busy}
      variant="panel"
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      className="w-[min(100%-1.5rem,28rem)] bg-white"
    >
      <div className="flex flex-col gap-4 p-5 sm:p-6">
        <h2 id={`${id}-title`} className="font-display text-2xl">
          {title}
        </h2>
        <p id={`${id}-description`} className="text-ink-soft">
          {description}
        </p>
        <div className="mt-2 flex flex-wrap justify-end gap-3">{actions}</div>
      </div>
    </Modal>
  );
}
