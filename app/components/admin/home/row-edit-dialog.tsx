import { Modal } from "~/components/ui/modal.tsx";
import { ActionForm, useActionForm } from "~/lib/use-action-form.ts";
import { FormFreeQuestion } from "../confirm-free-dialog.tsx";
import { DialogActions } from "../dialog-fields.tsx";

/**
 * The dialog that edits one row of a home page list (a slide, a testimonial): its fields, Cancel
 * and Save, posted with `intent` and the row's `id`; the action's toast says it is saved and the
 * dialog closes.
 */
export function RowEditDialog({
  title,
  intent,
  id,
  onClose,
  children,
}: {
  title: string;
  intent: string;
  id: number;
  onClose: () => void;
  children: (errors: Record<string, string>, prefix: string) => React.ReactNode;
}) {
  const actionForm = useActionForm({
    failure: { title: "Could not save" },
    onSuccess: onClose,
  });
  const { pending, errors, setErrors } = actionForm;
  const prefix = `${intent}-${id}`;
  return (
    <Modal
      open
      onClose={onClose}
      dismissible={!pending}
      closeOnBackdrop={false}
      variant="panel"
      className="w-[min(36rem,calc(100vw-1.5rem))] bg-white"
      aria-labelledby={`${prefix}-heading`}
    >
      <ActionForm recipe={actionForm} noValidate className="flex flex-col gap-4 p-6">
        <h2 id={`${prefix}-heading`} className="font-display text-2xl">
          {title}
        </h2>
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="id" value={id} />
        {children(errors, prefix)}
        <DialogActions busy={pending} onCancel={onClose}>
          {pending ? "Saving..." : "Save"}
        </DialogActions>
        <FormFreeQuestion errors={errors} setErrors={setErrors} busy={pending} />
      </ActionForm>
    </Modal>
  );
}
