import { useId } from "react";
import { CONFIRM_FREE } from "#core/free-confirmation.ts";
import { Modal } from "~/components/ui/modal.tsx";

/**
 * Asks the owner before a save that gives something away, a price of 0.00 or an offer of 100 %
 * off (core/free-confirmation.ts): the server's question, "Go back" and "Save anyway". Inside a
 * form that posts itself (a fetcher form), "Save anyway" submits that form again with
 * `confirmFree`; with `onConfirm` it calls that instead.
 */
export function ConfirmFreeDialog({
  question,
  onCancel,
  onConfirm,
  busy = false,
}: {
  question: string;
  onCancel: () => void;
  onConfirm?: () => void;
  busy?: boolean;
}) {
  const id = useId();
  const submits = onConfirm === undefined;
  return (
    <Modal
      open
      onClose={onCancel}
      dismissible={!busy}
      variant="panel"
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-question`}
      className="w-[min(100%-1.5rem,28rem)] bg-white"
    >
      <div className="flex flex-col gap-4 p-6">
        <h2 id={`${id}-title`} className="font-display text-2xl">
          Save it free of charge?
        </h2>
        <p id={`${id}-question`}>{question}</p>
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className="btn-secondary" onClick={onCancel} disabled={busy}>
            Go back
          </button>
          <button
            type={submits ? "submit" : "button"}
            {...(submits ? { name: CONFIRM_FREE, value: "true" } : { onClick: onConfirm })}
            className="btn-primary"
            disabled={busy}
          >
            {busy ? "Saving..." : "Save anyway"}
          </button>
        </div>
      </div>
    </Modal>
  );
}

/**
 * In a fetcher form (useActionForm): the question when the form's last answer asked for
 * `confirmFree`, which "Save anyway" sends with the same fields again.
 */
export function FormFreeQuestion({
  errors,
  setErrors,
  busy,
}: {
  errors: Record<string, string>;
  setErrors: (errors: Record<string, string>) => void;
  busy: boolean;
}) {
  const question = errors[CONFIRM_FREE];
  if (!question) return null;
  const { [CONFIRM_FREE]: _asked, ...others } = errors;
  return <ConfirmFreeDialog question={question} busy={busy} onCancel={() => setErrors(others)} />;
}
