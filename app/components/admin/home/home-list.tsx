import { Pencil } from "lucide-react";
import { type ReactNode, useRef, useState } from "react";
import { Card } from "~/components/ui/card.tsx";
import { cx } from "~/components/ui/cx.ts";
import { type FieldSpec, FieldTable } from "~/components/ui/field-table.tsx";
import { ActionForm, useActionForm } from "~/lib/use-action-form.ts";
import { FormFreeQuestion } from "../confirm-free-dialog.tsx";
import { type HomeListName, RowActions } from "./row-actions.tsx";
import { RowEditDialog } from "./row-edit-dialog.tsx";

/**
 * What makes one of the Home page's lists (the slides, the testimonials): its words, how a row is
 * named and shown, and its fields (the same to add a row and to edit one). Every form posts to the
 * page's action as `{kind}-create`, `{kind}-update`, `{kind}-reorder` and `{kind}-delete`.
 */
export interface HomeListKind<Row extends { id: number }> {
  kind: HomeListName;
  title: string;
  description: string;
  /** The ordered list's accessible name ("Slides, in order"). */
  listLabel: string;
  /** What a row is called in its buttons' labels ("slide 2 (Heron)", "Jo's testimonial"). */
  name: (row: Row, index: number) => string;
  /** The row's picture and words. */
  body: (row: Row, index: number) => ReactNode;
  /** More of a row's own controls, beside Edit (the testimonial's Published switch). */
  controls?: (row: Row, name: string) => ReactNode;
  fields: ReadonlyArray<FieldSpec<Row>>;
  /** The fields' grid columns (none: one column). */
  columns?: string;
  /** Above the fields in the edit dialog (the slide's picture). */
  preview?: (row: Row) => ReactNode;
  editTitle: (index: number) => string;
  add: AddRowOptions;
}

interface AddRowOptions {
  heading: string;
  button: string;
  /** Beside the fields (the slide's picture), given the field errors. */
  side?: (errors: Record<string, string>) => ReactNode;
  /** After the fields (the testimonial's Published choice). */
  extra?: ReactNode;
  /** Holds the Add button (an upload on its way). */
  busy?: boolean;
  onAdded?: () => void;
}

/**
 * One Home page list (or another ordered list of the owner's: the shop's collections) as a card: the rows in order (Edit, move, remove), a line said in their
 * place when there are none, and the form that adds one.
 */
export function HomeListCard<Row extends { id: number }>({
  list,
  rows,
  summary,
  empty,
}: {
  list: HomeListKind<Row>;
  rows: readonly Row[];
  /** Said above the list (how many are published). */
  summary?: ReactNode;
  /** Said in place of an empty list. */
  empty?: ReactNode;
}) {
  const [status, setStatus] = useState("");
  return (
    <Card
      as="section"
      title={list.title}
      titleId={`${list.kind}s-heading`}
      description={list.description}
    >
      <p aria-live="polite" className="sr-only">
        {status}
      </p>
      {summary && <p className="mt-3 text-sm text-ink-soft">{summary}</p>}
      {rows.length === 0 ? (
        empty && (
          <p className="mt-5 rounded-xl border border-dashed border-line p-5 text-sm text-ink-soft">
            {empty}
          </p>
        )
      ) : (
        <ol className="mt-4 flex flex-col gap-3" aria-label={list.listLabel}>
          {rows.map((row, index) => (
            <HomeListRow
              key={row.id}
              list={list}
              row={row}
              index={index}
              ids={rows.map((each) => each.id)}
              onMoved={setStatus}
            />
          ))}
        </ol>
      )}
      <AddRowForm kind={list.kind} fields={list.fields} columns={list.columns} {...list.add} />
    </Card>
  );
}

/** One row: its picture and words, move and remove, its own controls, and Edit. */
function HomeListRow<Row extends { id: number }>({
  list,
  row,
  index,
  ids,
  onMoved,
}: {
  list: HomeListKind<Row>;
  row: Row;
  index: number;
  /** Every row's id, in the list's order. */
  ids: readonly number[];
  onMoved: (text: string) => void;
}) {
  const [editing, setEditing] = useState(false);
  const name = list.name(row, index);
  return (
    <li className="rounded-xl border border-line p-3 sm:p-4">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {list.body(row, index)}
        <RowActions kind={list.kind} index={index} ids={ids} name={name} onMoved={onMoved} />
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-4">
        {list.controls?.(row, name)}
        <button
          type="button"
          className="inline-flex items-center gap-1.5 text-sm font-medium text-accent hover:underline"
          onClick={() => setEditing(true)}
          aria-label={`Edit ${name}`}
        >
          <Pencil aria-hidden="true" className="size-4" /> Edit
        </button>
      </div>
      {editing && (
        <RowEditDialog
          title={list.editTitle(index)}
          intent={`${list.kind}-update`}
          id={row.id}
          onClose={() => setEditing(false)}
        >
          {(errors, prefix) => (
            <>
              {list.preview?.(row)}
              <FieldTable
                fields={list.fields}
                values={row}
                errors={errors}
                idPrefix={prefix}
                {...(list.columns ? { className: list.columns } : {})}
              />
            </>
          )}
        </RowEditDialog>
      )}
    </li>
  );
}

/** The form that adds a row (`{kind}-create`): the list's fields, and the side and extra it has. */
function AddRowForm<Row>({
  kind,
  fields,
  heading,
  button,
  side,
  extra,
  busy = false,
  onAdded,
  columns,
}: AddRowOptions & {
  kind: string;
  fields: ReadonlyArray<FieldSpec<Row>>;
  columns: string | undefined;
}) {
  const form = useRef<HTMLFormElement>(null);
  const actionForm = useActionForm({
    key: `${kind}-create`,
    onSuccess: () => {
      form.current?.reset();
      onAdded?.();
    },
  });
  const { pending, errors, setErrors } = actionForm;
  return (
    <ActionForm
      recipe={actionForm}
      ref={form}
      noValidate
      className={cx(
        "mt-6 grid gap-4 border-t border-line pt-6",
        side && "sm:grid-cols-[10rem_1fr]",
      )}
      aria-labelledby={`add-${kind}-heading`}
    >
      <h3 id={`add-${kind}-heading`} className="col-span-full font-display text-lg">
        {heading}
      </h3>
      <input type="hidden" name="intent" value={`${kind}-create`} />
      {side?.(errors)}
      <div className="grid gap-4">
        <FieldTable
          fields={fields}
          errors={errors}
          idPrefix={`new-${kind}`}
          {...(columns ? { className: columns } : {})}
        />
        {extra}
        <button type="submit" className="btn-primary justify-self-start" disabled={pending || busy}>
          {pending ? "Adding..." : button}
        </button>
      </div>
      <FormFreeQuestion errors={errors} setErrors={setErrors} busy={pending} />
    </ActionForm>
  );
}
