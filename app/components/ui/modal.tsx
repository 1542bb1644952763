import { X } from "lucide-react";
import { type ComponentProps, Fragment, type ReactNode, useEffect, useRef } from "react";
import { cx } from "./cx.ts";

/** The box of a dialog that floats over the page (a width and a background are added per use). */
const PANEL =
  "m-auto max-h-[calc(100dvh-1.5rem)] overflow-y-auto rounded-2xl p-0 text-ink shadow-2xl backdrop:bg-ink/60";

/** Modals open now: the page behind scrolls again once the last one closes. */
let openModals = 0;

export interface ModalProps
  extends Omit<ComponentProps<"dialog">, "open" | "onClose" | "onCancel" | "onClick" | "ref"> {
  open: boolean;
  /** Asked to close: Escape, a click on the backdrop, or the browser closing it itself. */
  onClose: () => void;
  /** Whether Escape and the backdrop close it now (false while a form is busy). */
  dismissible?: boolean;
  /** Whether a click on the backdrop closes it (false for forms, where a stray click loses work). */
  closeOnBackdrop?: boolean;
  /** Where focus goes back to on closing; by default the element that had it on opening. */
  returnFocusTo?: HTMLElement | null;
  /**
   * Open on the first render: the server's page shows it in place (without JavaScript too), and
   * it becomes modal once scripts run.
   */
  openInPage?: boolean;
  /** "panel": a rounded box in the middle of the screen; none: the className says everything. */
  variant?: "panel";
}

/**
 * A modal `<dialog>` (showModal): focus moves into it and stays inside, Escape and a click on the
 * backdrop close it, the page behind does not scroll, and focus returns to where it was. Every
 * close goes through `onClose`, so the parent's state is the one truth about whether it is open.
 */
export function Modal({
  open,
  onClose,
  dismissible = true,
  closeOnBackdrop = true,
  returnFocusTo,
  openInPage = false,
  variant,
  className,
  children,
  ...dialog
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const focusTarget = useRef(returnFocusTo);
  focusTarget.current = returnFocusTo;
  // The `open` attribute only on the first render; afterwards showModal() and close() alone manage
  // it: React removing the attribute from a modal dialog would leave the page inert.
  const renderedOpen = useRef(openInPage && open).current;

  useEffect(() => {
    const element = ref.current;
    if (!open || !element) return;
    const opener = document.activeElement;
    const root = document.documentElement;
    if (!element.matches(":modal")) {
      // Rendered open in the page: make it modal now that scripts run.
      if (element.open) element.close();
      element.showModal();
    }
    openModals += 1;
    root.style.overflow = "hidden";
    return () => {
      if (element.open) element.close();
      // A dialog opened over another (a question about a save) leaves the page still held.
      openModals -= 1;
      if (openModals === 0) root.style.overflow = "";
      const target = focusTarget.current ?? opener;
      if (target instanceof HTMLElement && target.isConnected) target.focus();
    };
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click closes on the backdrop; Escape closes by keyboard (onCancel).
    <dialog
      ref={ref}
      open={renderedOpen || undefined}
      className={cx(variant === "panel" && PANEL, className)}
      onCancel={(event) => {
        event.preventDefault();
        if (dismissible) onClose();
      }}
      // The browser may still close it itself (Escape without recent user activation): follow,
      // unless it has been opened again since.
      onClose={() => {
        if (!ref.current?.open) onClose();
      }}
      onClick={(event) => {
        if (closeOnBackdrop && dismissible && event.target === event.currentTarget) onClose();
      }}
      {...dialog}
    >
      {children}
    </dialog>
  );
}

/** What a dialog about one record (a product, an artwork) is given: the record, none while closed. */
export interface RecordDialogProps<Row> {
  record: Row | null | undefined;
  onClose: () => void;
}

/**
 * A modal about one record, open while there is one. Its content is drawn afresh for each record
 * opened (keyed by the record's id), so a form in it starts from that record's values.
 */
export function RecordModal<Row extends { id: number }>({
  record,
  children,
  ...modal
}: Omit<ModalProps, "open" | "children"> & {
  record: Row | null | undefined;
  children: (record: Row) => ReactNode;
}) {
  return (
    <Modal open={record != null} {...modal}>
      {record && <Fragment key={record.id}>{children(record)}</Fragment>}
    </Modal>
  );
}

/** An overlay's × button, named "Close" for screen readers; `className` places and colours it. */
export function CloseButton({ onClose, className }: { onClose: () => void; className: string }) {
  return (
    <button type="button" onClick={onClose} aria-label="Close" className={className}>
      <X className="size-5" aria-hidden />
    </button>
  );
}
