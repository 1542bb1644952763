import { Field, TextAreaField } from "~/components/ui/field.tsx";
import { Switch } from "~/components/ui/switch.tsx";

/** A record's value as a field shows it: "" for none. */
export const text = (value: string | number | null) => (value === null ? "" : String(value));

/**
 * One text field of an edit dialog, as a row of a table: its name (also the record's key, unless
 * `value` reads another), label and input attributes. The dialogs map their tables to `<Field>`s.
 */
export interface TextFieldRow<Record> {
  name: string;
  label: string;
  optional?: boolean;
  inputMode?: "numeric" | "decimal";
  placeholder?: string;
  maxLength?: number;
  /** A textarea of this many rows instead of an input. */
  rows?: number;
  value: (record: Record) => string | number | null;
}

export function TextFields<Record>({
  rows,
  record,
  errors,
}: {
  rows: ReadonlyArray<TextFieldRow<Record>>;
  record: Record;
  errors: { [name: string]: string };
}) {
  return rows.map(({ value, rows: lines, ...row }) =>
    lines ? (
      <TextAreaField
        key={row.name}
        name={row.name}
        label={row.label}
        maxLength={row.maxLength}
        rows={lines}
        defaultValue={text(value(record))}
        error={errors[row.name]}
      />
    ) : (
      <Field
        key={row.name}
        {...row}
        required={!row.optional}
        defaultValue={text(value(record))}
        error={errors[row.name]}
      />
    ),
  );
}

/**
 * A yes/no of a record: a switch, the hidden field that posts it ("false"/"true", or the two
 * `values` given) and the line under it (the field's error, when it has one).
 */
export function SwitchField({
  name,
  label,
  checked,
  onToggle,
  hint,
  error,
  disabled,
  values = ["false", "true"],
}: {
  name: string;
  label: string;
  checked: boolean;
  onToggle: () => void;
  hint: string;
  error: string | undefined;
  disabled?: boolean;
  /** What the field posts off and on. */
  values?: readonly [string, string];
}) {
  const hintId = `${name}-hint`;
  return (
    <div>
      <input type="hidden" name={name} value={values[checked ? 1 : 0]} />
      <Switch
        checked={checked}
        label={label}
        aria-describedby={hintId}
        disabled={disabled}
        onClick={onToggle}
      />
      <p id={hintId} className={`mt-1.5 text-sm ${error ? "text-red-700" : "text-ink-soft"}`}>
        {error ?? hint}
      </p>
    </div>
  );
}

/**
 * An edit dialog's last row: Cancel, and the submit button labelled by `children` (which says
 * "Saving..." or the like while `busy`). Both wait while the dialog posts, unless `canCancel`.
 */
export function DialogActions({
  busy,
  onCancel,
  canCancel = !busy,
  children,
}: {
  busy: boolean;
  onCancel: () => void;
  canCancel?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className="mt-2 flex flex-wrap justify-end gap-3">
      <button type="button" className="btn-secondary" onClick={onCancel} disabled={!canCancel}>
        Cancel
      </button>
      <button type="submit" className="btn-primary" disabled={busy}>
        {children}
      </button>
    </div>
  );
}
