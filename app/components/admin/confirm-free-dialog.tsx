import { CONFIRM_FREE } from "#core/free-confirmation.ts";
import { AlertDialog } from "~/components/ui/confirm-dialog.tsx";

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
  const submits = onConfirm === undefined;
  return (
    <AlertDialog
      open
      title="Save it free of charge?"
      description={question}
      busy={busy}
      onCancel={onCancel}
      actions={
        <>
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
        </>
      }
    />
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
