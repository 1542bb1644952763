import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import { useFetcher } from "react-router";
import { useToast } from "~/components/ui/toast.tsx";
import type { ActionResult } from "~/lib/action-result.ts";
import { useFetcherResult } from "~/lib/admin/use-fetcher-result.ts";
import type { HomeListKind } from "./home-list.tsx";

const ICON_BUTTON =
  "inline-flex size-11 items-center justify-center rounded-full border border-line bg-white text-ink-soft hover:border-ink hover:text-ink aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:border-line";

/** What the toast says once a row is removed. */
const REMOVED: Record<HomeListKind<{ id: number }>["kind"], string> = {
  slide: "The slide is no longer on the home page",
  testimonial: "The testimonial is no longer on the home page",
  collection: "The collection is no longer in the shop",
};

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
  kind: HomeListKind<{ id: number }>["kind"];
  index: number;
  /** Every row's id, in the list's order (this row's is `ids[index]`). */
  ids: readonly number[];
  /** What the row is called in the buttons' labels ("slide 2", "Helen M.'s testimonial"). */
  name: string;
  onMoved: (text: string) => void;
}) {
  const id = ids[index];
  const count = ids.length;
  const fetcher = useFetcher<ActionResult<object, { intent: string }>>();
  const toast = useToast();
  const busy = fetcher.state !== "idle";
  useFetcherResult(fetcher, (result) => {
    if (!result.ok) {
      toast({ title: "Could not save", description: result.message, variant: "destructive" });
    } else if (result.intent === `${kind}-delete`) {
      toast({ title: "Removed", description: REMOVED[kind] });
    }
  });
  const move = (to: number, label: string, Icon: typeof ArrowUp) => {
    const stuck = to < 0 || to >= count;
    const order = ids.filter((other) => other !== id);
    order.splice(to, 0, id as number);
    return (
      <fetcher.Form method="post">
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
      </fetcher.Form>
    );
  };
  return (
    <div className="flex items-center gap-2">
      {move(index - 1, "Move up", ArrowUp)}
      {move(index + 1, "Move down", ArrowDown)}
      <fetcher.Form
        method="post"
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
      </fetcher.Form>
    </div>
  );
}
