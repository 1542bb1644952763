import { cx } from "./cx.ts";

/**
 * The wiring of a control to its label and error (aria-invalid, aria-describedby), with the
 * fields' look: spread on a control the kit does not draw, inside a {@link FieldFrame}.
 */
export function controlWiring(id: string, error: string | undefined) {
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
    className: "field-input aria-invalid:border-red-700",
  };
}

/** A control's label, set above it; `optional` says so after the words. */
export function ControlLabel({
  htmlFor,
  optional,
  children,
}: {
  htmlFor: string;
  optional?: boolean | undefined;
  children: React.ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-medium">
      {children}
      {optional && <span className="font-normal text-ink-soft"> (optional)</span>}
    </label>
  );
}

/** A label above its control (whose id is `id`) and the error below it. */
export function FieldFrame({
  id,
  label,
  optional,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  optional?: boolean | undefined;
  error: string | undefined;
  className?: string | undefined;
  children: React.ReactNode;
}) {
  return (
    <div className={className}>
      <ControlLabel htmlFor={id} optional={optional}>
        {label}
      </ControlLabel>
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

interface FieldProps {
  name: string;
  label: string;
  error?: string | undefined;
  /** The control's id, when one page has two forms with the same field names. */
  id?: string | undefined;
}

/** A labelled text input with its error beside it (wired with aria-invalid and aria-describedby). */
export function Field({
  name,
  label,
  error,
  optional,
  className = "",
  id = `field-${name}`,
  ...input
}: FieldProps & {
  optional?: boolean;
  className?: string;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, "name" | "id">) {
  return (
    <FieldFrame id={id} label={label} optional={optional} error={error} className={className}>
      <input name={name} {...controlWiring(id, error)} {...input} />
    </FieldFrame>
  );
}

/** A labelled select with its error beside it, wired like {@link Field}. */
export function SelectField({
  name,
  label,
  error,
  children,
  ...select
}: FieldProps & {
  children: React.ReactNode;
} & Omit<React.SelectHTMLAttributes<HTMLSelectElement>, "name">) {
  const id = `field-${name}`;
  return (
    <FieldFrame id={id} label={label} error={error}>
      <select name={name} {...controlWiring(id, error)} {...select}>
        {children}
      </select>
    </FieldFrame>
  );
}

/** A select's choices, one `<option>` per entry, in the order given. */
export function Options({
  options,
}: {
  options: ReadonlyArray<{ value: string | number; label: string }>;
}) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}

/** A {@link SelectField} of countries, by their codes, named as the list names them. */
export function CountryField({
  countries,
  ...select
}: Omit<Parameters<typeof SelectField>[0], "children"> & {
  countries: ReadonlyArray<{ code: string; name: string }>;
}) {
  return (
    <SelectField {...select}>
      <Options options={countries.map(({ code, name }) => ({ value: code, label: name }))} />
    </SelectField>
  );
}

/** A labelled text area with its error beside it, wired like {@link Field}. */
export function TextAreaField({
  name,
  label,
  error,
  optional,
  id = `field-${name}`,
  ...textarea
}: FieldProps & {
  optional?: boolean;
} & Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "id">) {
  return (
    <FieldFrame id={id} label={label} optional={optional} error={error}>
      <textarea name={name} {...controlWiring(id, error)} {...textarea} />
    </FieldFrame>
  );
}

/** A label around its control, the words above it: for fields without an error of their own. */
export function FieldLabel({
  label,
  className = "",
  children,
}: {
  label: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is the child, which the label wraps.
    <label className={cx("flex flex-col gap-1.5 text-sm font-medium", className)}>
      {label}
      {children}
    </label>
  );
}
