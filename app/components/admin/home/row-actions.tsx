import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import { ActionForm, useActionForm } from "~/lib/use-action-form.ts";

/** The Home page's lists (and the shop's collections, drawn by the same component). */
export type HomeListName = "slide" | "testimonial" | "collection";

const ICON_BUTTON =
  "inline-flex size-11 items-center justify-center rounded-full border border-line bg-white text-ink-soft hover:border-ink hover:text-ink aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:border-line";

/**
 * One row's Move up, Move down and Remove buttons, each a small form posting to the page's action
 * (`{kind}-reorder` with every id in the new order, saved in one transaction; `{kind}-delete`). At either end a move button stays focusable
 * but says it cannot move (aria-disabled), so the keyboard never loses its place; a move is
 * announced through `onMoved`.
 */
export function RowActions({
  kind,
  index,
  ids,
  name,
  onMoved,
}: {
  kind: HomeListName;
  index: number;
  /** Every row's id, in the list's order (this row's is `ids[index]`). */
  ids: readonly number[];
  /** What the row is called in the buttons' labels ("slide 2", "Helen M.'s testimonial"). */
  name: string;
  onMoved: (text: string) => void;
}) {
  const id = ids[index];
  const count = ids.length;
  // The action says what a removal did; a move says nothing (onMoved announces it).
  const row = useActionForm({ failure: { title: "Could not save" } });
  const busy = row.pending;
  const move = (to: number, label: string, Icon: typeof ArrowUp) => {
    const stuck = to < 0 || to >= count;
    const order = ids.filter((other) => other !== id);
    order.splice(to, 0, id as number);
    return (
      <ActionForm recipe={row}>
        <input type="hidden" name="intent" value={`${kind}-reorder`} />
        {order.map((each) => (
          <input key={each} type="hidden" name="ids" value={each} />
        ))}
        <button
          type="submit"
          className={ICON_BUTTON}
          aria-label={`${label}: ${name}`}
          aria-disabled={stuck || busy || undefined}
          onClick={(event) => {
            if (stuck || busy) event.preventDefault();
            else onMoved(`${name} moved to place ${to + 1} of ${count}`);
          }}
        >
          <Icon aria-hidden="true" className="size-4" />
        </button>
      </ActionForm>
    );
  };
  return (
    <div className="flex items-center gap-2">
      {move(index - 1, "Move up", ArrowUp)}
      {move(index + 1, "Move down", ArrowDown)}
      <ActionForm
        recipe={row}
        onSubmit={(event) => {
          if (!window.confirm(`Remove ${name}?`)) event.preventDefault();
        }}
      >
        <input type="hidden" name="intent" value={`${kind}-delete`} />
        <input type="hidden" name="id" value={id} />
        <button
          type="submit"
          className={`${ICON_BUTTON} text-red-700 hover:border-red-700 hover:text-red-800`}
          aria-label={`Remove ${name}`}
          disabled={busy}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </ActionForm>
    </div>
  );
}
