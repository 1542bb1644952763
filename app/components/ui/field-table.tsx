import type { ReactNode } from "react";
import { cx } from "./cx.ts";
import { Field, TextAreaField } from "./field.tsx";

/**
 * One field of a form, as data: its name (the schema's, dotted for nested input), label, how it
 * starts from the values the form edits, and what kind of control it is. A form made of these is
 * one {@link FieldTable} instead of a block of JSX per field.
 */
export interface FieldSpec<Values> {
  name: string;
  label: string;
  /** The text the field starts with (empty without values: an add form). */
  value?: (values: Values) => string | null | undefined;
  /** A text area of this many rows; a one-line input without. */
  rows?: number;
  type?: "email" | "password" | "url" | "date";
  inputMode?: "decimal" | "numeric";
  autoComplete?: string;
  minLength?: number;
  maxLength?: number;
  placeholder?: string;
  optional?: boolean;
  required?: boolean;
  spellCheck?: boolean;
  /** Spans the whole grid (text areas, mostly). */
  wide?: boolean;
  /** Said under the field. */
  hint?: ReactNode;
  /** The control's own classes (a text area in a monospaced font, say). */
  controlClassName?: string;
  /** The field's box's classes (a narrow field). */
  className?: string;
}

/**
 * A form's fields from their {@link FieldSpec}s, in a grid (`className` says how many columns),
 * each with its error from `errors` by name. `idPrefix` keeps the ids apart when one page shows
 * the same fields twice (an add form and an edit dialog).
 */
export function FieldTable<Values>({
  fields,
  values,
  errors,
  idPrefix,
  className,
}: {
  fields: ReadonlyArray<FieldSpec<Values>>;
  values?: Values | undefined;
  errors: Record<string, string>;
  idPrefix?: string;
  className?: string;
}) {
  return (
    <div className={cx("grid gap-4", className)}>
      {fields.map((field) => (
        <div key={field.name} className={cx(field.wide && "col-span-full", field.className)}>
          <FieldControl field={field} values={values} errors={errors} idPrefix={idPrefix} />
          {field.hint && <p className="mt-1.5 text-sm text-ink-soft">{field.hint}</p>}
        </div>
      ))}
    </div>
  );
}

function FieldControl<Values>({
  field,
  values,
  errors,
  idPrefix,
}: {
  field: FieldSpec<Values>;
  values: Values | undefined;
  errors: Record<string, string>;
  idPrefix: string | undefined;
}) {
  const { name, label, rows, controlClassName, optional, ...input } = field;
  const common = {
    name,
    label,
    error: errors[name],
    defaultValue: (values === undefined ? "" : field.value?.(values)) ?? "",
    ...(idPrefix === undefined ? {} : { id: `${idPrefix}-${name}` }),
    ...(input.maxLength === undefined ? {} : { maxLength: input.maxLength }),
    ...(input.placeholder === undefined ? {} : { placeholder: input.placeholder }),
    ...(input.autoComplete === undefined ? {} : { autoComplete: input.autoComplete }),
    ...(input.spellCheck === undefined ? {} : { spellCheck: input.spellCheck }),
    ...(input.required === undefined ? {} : { required: input.required }),
  };
  if (rows !== undefined)
    return (
      <TextAreaField
        {...common}
        optional={optional ?? false}
        rows={rows}
        {...(controlClassName === undefined ? {} : { className: controlClassName })}
      />
    );
  return (
    <Field
      {...common}
      optional={optional ?? false}
      {...(input.type === undefined ? {} : { type: input.type })}
      {...(input.inputMode === undefined ? {} : { inputMode: input.inputMode })}
      {...(input.minLength === undefined ? {} : { minLength: input.minLength })}
    />
  );
}
